/* The NPS page's definition, worked example and explanation: the rules' bounds, figures in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import NpsCalculatorPage from '../page';
import { calculateNps } from '../nps';
import { npsDefinition } from '../nps-definition';
import { npsExample, NPS_EXAMPLE_INPUTS } from '../nps-example';
import NpsExplanation from '../nps-explanation';
import { NPS_RULES } from '../nps-rules';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };
const field = (name: string) => npsDefinition.fields.find((item) => item.name === name)!;

describe('npsDefinition', () => {
  it('has the issue’s labels and defaults, the rules’ bounds and rupees', () => {
    expect(npsDefinition.fields.map((item) => item.label)).toEqual([
      'Monthly Contribution',
      'Current Age',
      'Expected Return (%)',
      'Annuity Share (%)',
      'Annuity Rate (%)',
    ]);
    expect(field('annuityShare')).toMatchObject({ min: NPS_RULES.minimumAnnuityPercent, max: 100, defaultValue: 40 });
    expect(field('annuityRate').defaultValue).toBe(6);
    expect(field('currentAge').max).toBe(NPS_RULES.retirementAge - 1);
    expect(npsDefinition.fixedCurrency).toBe('INR');
  });

  it('reports each year of age up to 60', () => {
    const result = npsDefinition.compute({ ...NPS_EXAMPLE_INPUTS, currentAge: 55 });
    const rows = npsDefinition.report!.rows(result);
    expect(rows.map((row) => row.age)).toEqual([56, 57, 58, 59, 60]);
  });
});

describe('NPS explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<NpsExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = npsExample(NPS_EXAMPLE_INPUTS, inr);
    expect(example.rows.find((row) => row.emphasis)?.value).toBe(inr.money(calculateNps(NPS_EXAMPLE_INPUTS).monthlyPension));
    const shown = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(shown.getAllByRole('listitem')[0].textContent).toContain('₹18,00,000');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/retirement-calculator', '/sip-calculator']),
    );
  });
});

describe('the page', () => {
  it('shows the figures in rupees, says so once, and leaves the header in USD', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<NpsCalculatorPage />, { route: '/nps-calculator' });
    expect(screen.getAllByText(/Amounts are in Indian rupees/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Monthly Contribution'), '5000');
    await user.type(screen.getByLabelText('Current Age'), '30');
    await user.type(screen.getByLabelText('Expected Return (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 5,000 a month for 360 months at 10 %/12, at the start of each month (worked out separately).
    expect(shown('Corpus at 60')).toBe('₹1,13,96,626.62');
    expect(shown('Monthly Pension')).toBe('₹22,793.25');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });
});
