/* The car loan page: its labels, the down payment either way, a refused down payment, the link to the Loan page. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import CarLoanCalculatorPage from '../page';
import LoanCalculatorPage from '../../loan/page';
import { carLoanDefinition as definition } from '../car-loan-definition';
import { carLoanExample, CAR_LOAN_EXAMPLE_INPUTS } from '../car-loan-example';
import CarLoanExplanation from '../car-loan-explanation';

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('carLoanDefinition', () => {
  it('has the issue’s labels, tenure at most 8 years, and the header’s currency', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'On-road Price',
      'Down Payment As',
      'Down Payment (%)',
      'Down Payment',
      'Annual Interest Rate (%)',
      'Tenure (Years)',
    ]);
    expect(definition.fields.find((field) => field.name === 'tenure')?.max).toBe(8);
    expect(definition.fixedCurrency).toBeUndefined();
  });
});

describe('car loan explanation', () => {
  it('renders the example its builder computes', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    renderApp(<CarLoanExplanation />);
    const example = carLoanExample(CAR_LOAN_EXAMPLE_INPUTS, usd);
    expect(example.rows.find((row) => row.emphasis)?.value).toBe(usd.money(13285.35));
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
  });
});

describe('the page', () => {
  it('calculates the anchor with 20 % down, refuses a down payment above the price, and opens the Loan page', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<CarLoanCalculatorPage />, {
      route: '/car-loan-calculator',
      path: '/car-loan-calculator',
      routes: { '/loan-calculator': <LoanCalculatorPage /> },
    });
    await user.type(screen.getByLabelText('On-road Price'), '800000');
    await user.type(screen.getByLabelText('Down Payment (%)'), '20');
    expect(screen.queryByLabelText('Down Payment')).toBeNull();
    await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '9');
    await user.type(screen.getByLabelText('Tenure (Years)'), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Loan Amount')).toBe(usd.money(640000));
    expect(shown('EMI')).toBe(usd.money(13285.35));
    expect(shown('Total Interest Payable')).toBe(usd.money(157120.84));

    await user.selectOptions(screen.getByLabelText('Down Payment As'), 'Amount');
    await user.type(screen.getByLabelText('Down Payment'), '900000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('The down payment is more than the on-road price: enter at most the price.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Down Payment'));
    await user.type(screen.getByLabelText('Down Payment'), '160000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI')).toBe(usd.money(13285.35));
    await user.click(screen.getByRole('link', { name: 'Open in the Loan Calculator' }));
    expect(await screen.findByLabelText('Loan Tenure (Years)')).toHaveValue('5');
    expect(shown('EMI')).toBe(usd.money(13285.35));
  });
});
