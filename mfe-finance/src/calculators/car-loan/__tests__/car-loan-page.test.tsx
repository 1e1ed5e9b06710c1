/*
 * The car loan page: its labels and its worked example (the page at work, with its link to the Loan page, is in
 * calculators/__tests__/links-to-loan.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import { carLoanDefinition as definition } from '../car-loan-definition';
import { carLoanExample, CAR_LOAN_EXAMPLE_INPUTS } from '../car-loan-example';
import CarLoanExplanation from '../car-loan-explanation';

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
