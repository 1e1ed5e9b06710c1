/* The retirement planner as a definition on the scaffold: its cards, sums, tax note, plan, Solve for and URL keys. */
import { screen, within } from '@testing-library/react';
import { CalculatorPage, sectionProblems, STALE_MESSAGE } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import RetirementCalculatorPage from '../page';
import { retirementDefinition, shareWarning, TAX_NOTE } from '../retirement-definition';

// The chart (a lazily loaded canvas jsdom does not have) is not under test here.
jest.mock('../../../charts/finance-chart', () => ({ financeChart: () => () => null }));

const CARDS = ['Current Savings', 'Retirement Savings'] as const;
const ASSETS = ['Fixed Returns', 'Large Cap Mutual Funds', 'Midcap Mutual Funds', 'Smallcap Mutual Funds'];

const region = (name: string) => screen.getByRole('region', { name });
const sum = (card: string, label: string) =>
  within(document.querySelector(`[aria-label="${card} sums"]`) as HTMLElement).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;
const shown = (label: string) => within(region('Your retirement plan')).queryByText(label, { selector: 'dt' });

/**
 * The browser tests' small plan, worked by hand (e2e/finance.spec.ts): age 60, retiring at 62, until 63; 1,000,000
 * saved, 1,000 a month with a 10 % step-up, 1,000 a month after retirement, inflation 10 %; 10 % before and 5 %
 * after retirement, all in fixed returns. Ending savings 1,112,000, 1,236,400, 1,283,700, 1,331,913.
 */
const onlyFixed = (prefix: 'cs' | 'rs', returns: number) => ({
  [`${prefix}FixedReturns`]: returns,
  [`${prefix}FixedShare`]: 100,
  [`${prefix}LargeCapShare`]: 0,
  [`${prefix}MidCapShare`]: 0,
  [`${prefix}SmallCapShare`]: 0,
});
const SMALL_PLAN = {
  currentAge: 60,
  retirementAge: 62,
  expensesUntilAge: 63,
  currentSavings: 1000000,
  monthlyInvestment: 1000,
  stepUp: 10,
  postRetirementMonthly: 1000,
  inflation: 10,
  ...onlyFixed('cs', 10),
  ...onlyFixed('rs', 5),
};
const query = (values: Record<string, number>) =>
  `?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]))}`;

describe('retirementDefinition', () => {
  it('puts every field in exactly one card', () => {
    expect(sectionProblems(retirementDefinition.sections!.sections, retirementDefinition.fields)).toEqual([]);
  });

  it('says when the shares of a card do not add up to 100', () => {
    const figures = (shares: number) => [{ label: 'Sum of Diversification', value: shares, format: 'percent' as const }];
    expect(shareWarning(figures(100))).toBeNull();
    expect(shareWarning(figures(110))).toBe('The shares add up to 110.00%; they should add up to 100.00%.');
    expect(shareWarning(figures(0))).toBe('The shares add up to 0.00%; they should add up to 100.00%.');
  });

  it('names no age it has not worked out: "Savings Last Until Age" only once there is a plan', () => {
    const item = retirementDefinition.results.find((entry) => entry.label === 'Savings Last Until Age')!;
    expect(item.shown!(retirementDefinition.emptyResult)).toBe(false);
    const values = Object.fromEntries(retirementDefinition.fields.map((field) => [field.name, field.defaultValue ?? 0]));
    const plan = retirementDefinition.compute({ ...values, ...SMALL_PLAN });
    expect(item.shown!(plan)).toBe(true);
    // Ending savings never fall below zero through age 63.
    expect(item.value(plan)).toBe('63+');
  });
});

describe('the retirement page', () => {
  it('is the scaffold: personal details, the two approach cards with their sums and tax note, then the plan', () => {
    // The page is the scaffold's, given this definition (its explanation, a chunk of its own, is tested with the pages).
    expect(RetirementCalculatorPage.displayName).toBe('CalculatorPage(retirement)');
    renderApp(<CalculatorPage definition={retirementDefinition} />, { route: '/retirement-calculator' });
    expect(region('Personal details')).toHaveAttribute('id', 'retirement-personal');
    expect(within(region('Personal details')).getByLabelText('Current Age')).toHaveAttribute('id', 'retirement-currentAge');
    expect(within(region('Personal details')).getByLabelText('Solve for')).toHaveDisplayValue('Your retirement plan');
    for (const card of CARDS) {
      const approach = region(card);
      expect(approach).toHaveAttribute('id', card === 'Current Savings' ? 'retirement-cs' : 'retirement-rs');
      for (const asset of ASSETS) {
        const row = within(approach).getByRole('group', { name: asset });
        for (const measure of ['Returns (%)', 'Tax (%)', 'Share (%)'])
          expect(within(row).getByLabelText(`${card} ${asset} ${measure}`)).toBeInTheDocument();
      }
      expect(within(approach).getByText(TAX_NOTE)).toBeInTheDocument();
      // (12 x 30 + 15 x 40 + 18 x 30) / 100 = 15; tax (20 x 100) / 100 = 20; shares 100.
      expect(sum(card, 'Sum of Returns Share')).toBe('15.00%');
      expect(sum(card, 'Sum of Tax Share')).toBe('20.00%');
      expect(sum(card, 'Sum of Diversification')).toBe('100.00%');
    }
    expect(TAX_NOTE).toBe('Tax (%) is shown for reference only: it does not change the projection.');
    expect(region('Your retirement plan')).toHaveAttribute('id', 'retirement-plan');
    expect(screen.getByText('Adjust your details and press Calculate to see your plan year by year.')).toBeInTheDocument();
    expect(shown('Savings Last Until Age')).toBeNull();
    expect(screen.queryByText(/\d\+$/)).toBeNull();
  });

  it('opens a shared plan from its URL keys and shows it, year by year; an edit makes it stale', async () => {
    const { user } = renderApp(<CalculatorPage definition={retirementDefinition} />, {
      route: `/retirement-calculator${query(SMALL_PLAN)}`,
    });
    expect(screen.getByLabelText('Current Savings Fixed Returns Returns (%)')).toHaveValue('10');
    expect(sum('Retirement Savings', 'Sum of Returns Share')).toBe('5.00%');
    const table = await screen.findByRole('region', { name: 'Retirement plan by age' });
    const endings = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5].textContent);
    expect(endings).toEqual(['$1,112,000.00', '$1,236,400.00', '$1,283,700.00', '$1,331,913.00']);
    expect(shown('Savings Last Until Age')?.nextElementSibling).toHaveTextContent('63+');
    // Savings at retirement: the start of age 62, 1,236,400.
    expect(
      screen.getByText('Plan calculated. Savings at retirement $1,236,400.00; savings last the whole plan.'),
    ).toBeInTheDocument();

    // Tax changes nothing in the plan, as the note says, but an edit still asks for Calculate.
    await user.type(screen.getByLabelText('Current Savings Fixed Returns Tax (%)'), '5');
    expect(screen.getByText(STALE_MESSAGE)).toBeInTheDocument();
  });

  it('solves for the extra monthly investment, first among the plan figures', async () => {
    const { user } = renderApp(<CalculatorPage definition={retirementDefinition} />, { route: '/retirement-calculator' });
    await user.selectOptions(screen.getByLabelText('Solve for'), 'Extra Monthly Investment');
    const budget = screen.getByLabelText("Post-retirement Monthly Amount (Today's Rate)");
    await user.clear(budget);
    await user.type(budget, '150000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const terms = within(region('Your retirement plan')).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Extra Monthly Investment',
      'Monthly Investment Needed',
      'Savings at Retirement',
      'Savings at the End of the Plan',
      'Savings Last Until Age',
    ]);
    expect(shown('Savings Last Until Age')?.nextElementSibling).toHaveTextContent('85+');
  });
});
