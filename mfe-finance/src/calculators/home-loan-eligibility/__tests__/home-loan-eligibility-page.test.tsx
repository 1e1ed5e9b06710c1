/* The home loan eligibility page's definition (with its link to the Loan page), worked example and explanation. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import LoanCalculatorPage from '../../loan/page';
import HomeLoanEligibilityCalculatorPage from '../page';
import { calculateLoan } from '../../loan/loan';
import { loanDefinition } from '../../loan/loan-definition';
import { homeLoanEligibilityDefinition as definition } from '../home-loan-eligibility-definition';
import { homeLoanEligibilityExample, HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from '../home-loan-eligibility-example';
import HomeLoanEligibilityExplanation from '../home-loan-eligibility-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('homeLoanEligibilityDefinition', () => {
  it('has the issue’s labels, a 50 % share by default and the header’s currency', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'Net Monthly Income',
      'Existing Monthly EMIs',
      'Annual Interest Rate (%)',
      'Loan Tenure (Years)',
      'Share of Income for EMIs (%)',
    ]);
    expect(definition.fields[4].defaultValue).toBe(50);
    expect(definition.fixedCurrency).toBeUndefined();
  });

  it('links to the Loan page with its own field names, and its EMI there is the affordable EMI', () => {
    const inputs = { netMonthlyIncome: 98765.43, existingEmis: 7654.32, annualRate: 8.65, tenure: 23, emiShare: 52 };
    const result = definition.compute(inputs);
    const [link] = definition.resultLinks!(result);
    expect(link.label).toBe('Open in the Loan Calculator');
    expect(link.path).toBe('loan-calculator');
    const loanFields = loanDefinition.fields.map((field) => field.name as string);
    expect(Object.keys(link.query).every((name) => loanFields.includes(name))).toBe(true);
    expect(link.query).toEqual({ loanAmount: result.loanAmountToTheCent, annualRate: 8.65, tenure: 23 });
    const emi = calculateLoan({ loanAmount: link.query.loanAmount, annualRate: 8.65, tenure: 23 }).emi;
    expect(emi.toFixed(2)).toBe((98765.43 * 0.52 - 7654.32).toFixed(2));
  });

  it('with nothing eligible: no link and a clear message', () => {
    const result = definition.compute({ netMonthlyIncome: 50000, existingEmis: 30000, annualRate: 9, tenure: 20, emiShare: 50 });
    expect(definition.resultLinks!(result)).toEqual([]);
    expect(definition.message?.(result)).toEqual({ tone: 'bad', text: expect.stringContaining('No loan is eligible') });
    expect(definition.message?.(definition.emptyResult)).toBeNull();
  });
});

describe('home loan eligibility explanation', () => {
  it('renders a MathML formula, the example its builder computes, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<HomeLoanEligibilityExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = homeLoanEligibilityExample(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS, usd);
    expect(example.rows.find((row) => row.emphasis)?.value).toBe(usd.money(4609233.592983524));
    const shown = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/loan-calculator']));
  });
});

describe('the page', () => {
  it('calculates, and its link opens the Loan page showing the same EMI', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<HomeLoanEligibilityCalculatorPage />, {
      route: '/home-loan-eligibility-calculator',
      path: '/home-loan-eligibility-calculator',
      routes: { '/loan-calculator': <LoanCalculatorPage /> },
    });
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), text);
    };
    await fill('Net Monthly Income', '98765.43');
    await fill('Existing Monthly EMIs', '7654.32');
    await fill('Annual Interest Rate (%)', '8.65');
    await fill('Loan Tenure (Years)', '23');
    await fill('Share of Income for EMIs (%)', '52');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const emi = (98765.43 * 52) / 100 - 7654.32;
    expect(shown('Affordable EMI')).toBe(usd.money(emi));
    await user.click(screen.getByRole('link', { name: 'Open in the Loan Calculator' }));
    expect(await screen.findByLabelText('Loan Amount')).toBeInTheDocument();
    expect(shown('EMI')).toBe(usd.money(emi));
  });
});
