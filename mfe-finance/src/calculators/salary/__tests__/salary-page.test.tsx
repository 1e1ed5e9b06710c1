/* The Salary page with an Income Tax Regime: the tax among the results, the net after it, the page in rupees. */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import SalaryCalculatorPage from '../page';

const inputs = 'ctc=2600000&basicSalary=1250000&hra=500000&specialAllowances=650000&bonuses=100000&providentFund=150000';
const inr = (value: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
const valueOf = (label: string) =>
  screen.queryAllByText(label, { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)[0];

beforeEach(() => window.localStorage.clear());

it('new regime on ₹25 lakh: ₹3,19,800 of tax, net month after it, in rupees', async () => {
  const { user } = renderApp(<SalaryCalculatorPage />, { route: `/salary-calculator?${inputs}&taxRegime=1` });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  // 25,00,000 − 75,000 = 24,25,000: 3,07,500 by slab + 4 % cess = 3,19,800.
  expect(valueOf('Income Tax')).toBe(inr(319800));
  expect(valueOf('Net Monthly Salary')).toBe(inr((2500000 - 150000 - 319800) / 12));
  expect(screen.getByText(/Amounts are in Indian rupees/)).toBeInTheDocument();
}, 20000);

it('not included: no Income Tax, no rupee line', async () => {
  const { user } = renderApp(<SalaryCalculatorPage />, { route: `/salary-calculator?${inputs}` });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Income Tax')).toBeUndefined();
  expect(screen.queryByText(/Amounts are in Indian rupees/)).toBeNull();
  expect(valueOf('Net Monthly Salary')).toBe(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((2500000 - 150000) / 12),
  );
}, 20000);
