/* The explanation's target-average FAQ is checked against the calculation, and its example follows the header's currency. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import StockAverageExplanation from '../stock-average-explanation';
import { stockAverageExample, STOCK_AVERAGE_EXAMPLE_INPUTS } from '../stock-average-example';

beforeEach(() => window.localStorage.clear());

it('the worked example in the header’s currency', () => {
  window.localStorage.setItem('selectedCurrency', 'EUR');
  renderApp(<StockAverageExplanation />);
  const expected = stockAverageExample(STOCK_AVERAGE_EXAMPLE_INPUTS, {
    money: (amount) => formatCurrency(amount, 'EUR'),
    percent: formatPercent,
  }).rows.map((row) => `${row.label}${row.value}`);
  const example = within(screen.getByRole('region', { name: 'Worked example' }));
  expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
});

it('buying 45 more at 1,100 takes an average of 1,200 on 45 shares to 1,150', () => {
  // (54,000 + 45 × 1,100) / 90 = 1,03,500 / 90 = 1,150.
  window.localStorage.setItem('selectedCurrency', 'USD');
  renderApp(<StockAverageExplanation />);
  expect(screen.getByText(/= 45 shares, and the average becomes \$1,150\.00/)).toBeInTheDocument();
});
