/* The NSC page's definition, worked example and explanation: the scheme's minimum, figures in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import NscCalculatorPage from '../page';
import { nscDefinition } from '../nsc-definition';
import { nscExample, NSC_EXAMPLE_INPUTS } from '../nsc-example';
import NscExplanation from '../nsc-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('nscDefinition', () => {
  it('has the issue’s labels, minimum, default and rupees', () => {
    expect(nscDefinition.fields.map((item) => item.label)).toEqual(['Amount Invested', 'Interest Rate (%)']);
    expect(nscDefinition.fields[0].min).toBe(1000);
    expect(nscDefinition.fields[1].defaultValue).toBe(7.7);
    expect(nscDefinition.fixedCurrency).toBe('INR');
  });

  it('takes multiples of ₹100 only', () => {
    expect(nscDefinition.validate!({ amountInvested: 10050, interestRate: 7.7 }).amountInvested).toBe(
      'Enter a multiple of ₹100: certificates are sold in multiples of ₹100.',
    );
    expect(nscDefinition.validate!({ amountInvested: 10100, interestRate: 7.7 })).toEqual({});
  });
});

describe('NSC explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<NscExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = nscExample(NSC_EXAMPLE_INPUTS, inr);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(region.getAllByRole('listitem')[0].textContent).toBe('Interest in year 1 (reinvested, 80C)₹770.00');
    expect(example.rows.find((row) => row.emphasis)?.value).toBe('₹14,490.34');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/ppf-calculator']));
  });
});

describe('the page', () => {
  it('the issue’s example in rupees', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<NscCalculatorPage />, { route: '/nsc-calculator' });
    expect(screen.getAllByText(/Amounts are in Indian rupees/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Amount Invested'), '10000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Maturity Amount')).toBe('₹14,490.34');
    expect(shown('Total Interest')).toBe('₹4,490.34');
    // 770 + 829.29 + 893.14533 + 961.91752041, the first four years' interest.
    expect(shown('Interest Deductible under 80C')).toBe('₹3,454.35');
  });
});
