/* The home loan tax benefit page: its labels, the worked example, and the anchor calculated with the new regime said plainly. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import HomeLoanTaxBenefitCalculatorPage from '../page';
import { homeLoanTaxBenefitDefinition as definition } from '../home-loan-tax-benefit-definition';
import { homeLoanTaxBenefitExample, HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS } from '../home-loan-tax-benefit-example';
import HomeLoanTaxBenefitExplanation from '../home-loan-tax-benefit-explanation';

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('homeLoanTaxBenefitDefinition', () => {
  it('has its labels, April first among the months, and is in rupees', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'Loan Amount',
      'Annual Interest Rate (%)',
      'Loan Tenure (Years)',
      'First EMI Month',
      'Other 80C Investments',
      'Tax Slab (%)',
      'Property Use',
      'Annual Rent',
    ]);
    expect(definition.fields[3].options?.[0]).toEqual({ value: 4, label: 'April' });
    expect(definition.fixedCurrency).toBe('INR');
  });
});

describe('home loan tax benefit explanation', () => {
  it('renders the example its builder computes', () => {
    const { container } = renderApp(<HomeLoanTaxBenefitExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = homeLoanTaxBenefitExample(HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS, inr);
    expect(example.rows.find((row) => row.emphasis)?.value).toBe(inr.money(93447.58));
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
  });
});

describe('the page', () => {
  it('calculates the issue’s anchor and says the new regime saves nothing', async () => {
    const { user } = renderApp(<HomeLoanTaxBenefitCalculatorPage />, {
      route: '/home-loan-tax-benefit-calculator',
      path: '/home-loan-tax-benefit-calculator',
    });
    await user.type(screen.getByLabelText('Loan Amount'), '5000000');
    await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '8.5');
    await user.type(screen.getByLabelText('Loan Tenure (Years)'), '20');
    await user.type(screen.getByLabelText('Tax Slab (%)'), '30');
    expect(screen.queryByLabelText('Annual Rent')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Interest Paid in Year 1')).toBe(inr.money(421182.48));
    expect(shown('Principal Repaid in Year 1')).toBe(inr.money(99511.46));
    expect(shown('Deduction in Year 1')).toBe(inr.money(299511.46));
    expect(shown('Tax Saved in Year 1')).toBe(inr.money(93447.58));
    expect(shown('Tax Saved Under the New Regime')).toBe(inr.money(0));
    expect(screen.getByText(/Under the new regime a self-occupied house gets no deduction at all/)).toBeInTheDocument();
  });
});
