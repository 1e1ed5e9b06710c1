/* The FD page in the running scaffold: quarterly unless changed, amounts in the header's currency. */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import FdCalculatorPage from '../page';

// The chart draws on a canvas jsdom lacks; its spec is tested on its own (fd-definition.test.ts).
jest.mock('../../../charts/finance-chart', () => ({ financeChart: () => () => null }));

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('1,00,000 at 7 % for 5 years with the compounding left as it is (quarterly): ₹1,41,477.82', async () => {
  window.localStorage.setItem('selectedCurrency', 'INR');
  const { user } = renderApp(<FdCalculatorPage />, { route: '/fd-calculator' });
  expect(screen.queryByText(/Amounts are in Indian rupees/)).toBeNull();
  await user.type(screen.getByLabelText('Deposit Amount'), '100000');
  await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '7');
  await user.type(screen.getByLabelText('Tenure (Years)'), '5');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(figure('Maturity Amount')).toBe('₹1,41,477.82'); // 1,00,000 x 1.0175^20
  expect(figure('Total Interest')).toBe('₹41,477.82');

  await user.selectOptions(screen.getByLabelText('Compounding'), 'Yearly');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(figure('Maturity Amount')).toBe('₹1,40,255.17'); // 1,00,000 x 1.07^5
  await screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 });
}, 20000);
