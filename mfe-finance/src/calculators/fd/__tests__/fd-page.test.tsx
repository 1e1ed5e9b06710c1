/* The FD page in the running scaffold: quarterly unless changed, amounts in the header's currency. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@calc/singleton';
import { AppProviders } from '@calc/shared';
import { testCatalog } from '../../../../../test-support/site-catalog';
import FdCalculatorPage from '../page';

// The chart draws on a canvas jsdom lacks; its spec is tested on its own (fd-definition.test.ts).
jest.mock('../fd-chart', () => ({ FdChart: () => null }));

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('1,00,000 at 7 % for 5 years with the compounding left as it is (quarterly): ₹1,41,477.82', async () => {
  window.localStorage.setItem('selectedCurrency', 'INR');
  render(
    <MemoryRouter>
      <AppProviders catalog={testCatalog()}>
        <FdCalculatorPage />
      </AppProviders>
    </MemoryRouter>,
  );
  expect(screen.queryByText(/Amounts are in Indian rupees/)).toBeNull();
  fireEvent.change(screen.getByLabelText('Deposit Amount'), { target: { value: '100000' } });
  fireEvent.change(screen.getByLabelText('Annual Interest Rate (%)'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Tenure (Years)'), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(figure('Maturity Amount')).toBe('₹1,41,477.82'); // 1,00,000 x 1.0175^20
  expect(figure('Total Interest')).toBe('₹41,477.82');

  fireEvent.change(screen.getByLabelText('Compounding'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(figure('Maturity Amount')).toBe('₹1,40,255.17'); // 1,00,000 x 1.07^5
  await screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 });
}, 20000);
