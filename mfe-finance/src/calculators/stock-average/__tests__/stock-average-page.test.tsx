/* The Stock Average page as a visitor uses it: purchases added and removed, Calculate, the average. */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import StockAverageCalculatorPage from '../page';

const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const valueOf = (label: string) =>
  screen.queryAllByText(label, { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)[0];

beforeEach(() => window.localStorage.clear());

it('10 at 1,500, 20 at 1,200 and 15 at 1,000, typed in: average 1,200.00', async () => {
  const { user } = renderApp(<StockAverageCalculatorPage />, { route: '/stock-average-calculator' });
  expect(screen.getAllByRole('group', { name: /^Purchase \d+$/ })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Add purchase' }));
  const rows: [number, number][] = [
    [10, 1500],
    [20, 1200],
    [15, 1000],
  ];
  for (const [index, [quantity, price]] of rows.entries()) {
    await user.type(screen.getByLabelText(`Quantity, purchase ${index + 1}`), String(quantity));
    await user.type(screen.getByLabelText(`Price per Share, purchase ${index + 1}`), String(price));
  }
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Average Price')).toBe(usd(1200));
  expect(valueOf('Total Quantity')).toBe('45 shares');
  expect(valueOf('Total Invested')).toBe(usd(54000));
  expect(valueOf('Current Value')).toBeUndefined();

  // Without the third purchase: 39,000 / 30 = 1,300.
  await user.click(screen.getByRole('button', { name: 'Remove purchase 3' }));
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Average Price')).toBe(usd(1300));
}, 30000);

it('with a current price from a shared link: value, gain/loss and its percent', async () => {
  const { user } = renderApp(<StockAverageCalculatorPage />, {
    route:
      '/stock-average-calculator?quantity.1=10&price.1=1500&quantity.2=20&price.2=1200&quantity.3=15&price.3=1000&currentPrice=1100',
  });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Average Price')).toBe(usd(1200));
  expect(valueOf('Current Value')).toBe(usd(49500));
  expect(valueOf('Gain/Loss')).toBe(usd(-4500));
  expect(valueOf('Gain/Loss (%)')).toBe('-8.33%');
}, 20000);

it('quantities are whole shares', async () => {
  const { user } = renderApp(<StockAverageCalculatorPage />, {
    route: '/stock-average-calculator?quantity.1=2.5&price.1=100',
  });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
}, 20000);
