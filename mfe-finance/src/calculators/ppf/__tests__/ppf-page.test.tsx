/* The PPF page in the running scaffold: rupees with Indian grouping while the header's currency is USD. */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import PpfCalculatorPage from '../page';

// The chart draws on a canvas jsdom lacks; its spec is tested on its own (ppf-definition.test.ts).
jest.mock('../../../charts/finance-chart', () => ({ financeChart: () => () => null }));

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('computes 1,50,000 a year for 15 years at the default 7.1 % in ₹, the header’s currency being USD', async () => {
  window.localStorage.setItem('selectedCurrency', 'USD');
  const { user } = renderApp(<PpfCalculatorPage />, { route: '/ppf-calculator' });
  expect(screen.getByText(/Amounts are in Indian rupees \(₹\)/)).toBeInTheDocument();
  expect(screen.getByLabelText('Annual Interest Rate (%)')).toHaveValue('7.1');
  await user.type(screen.getByLabelText('Yearly Investment'), '150000');
  await user.type(screen.getByLabelText('Time Period (Years)'), '15');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  // 1,50,000 x 1.071 x (1.071^15 - 1) / 0.071, in rupees.
  expect(figure('Maturity Amount')).toBe('₹40,68,209.22');
  expect(figure('Total Invested')).toBe('₹22,50,000.00');
  expect(figure('Total Interest')).toBe('₹18,18,209.22');
  // The explanation arrives in its own chunk, its worked example in rupees too.
  const example = await screen.findByRole('region', { name: 'Worked example' }, { timeout: 15000 });
  expect(within(example).getByText('₹40,68,209.22')).toBeInTheDocument();
}, 20000);
