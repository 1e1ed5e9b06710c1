/* The Income Tax page as a visitor uses it: both regimes side by side, which costs less, in rupees. */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import IncomeTaxCalculatorPage from '../page';

const inr = (value: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
const valueOf = (label: string) =>
  screen.queryAllByText(label, { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)[0];

beforeEach(() => window.localStorage.clear());

it('₹15,00,000 of salary: ₹97,500 new, ₹2,57,400 old, side by side', async () => {
  const { user } = renderApp(<IncomeTaxCalculatorPage />, { route: '/income-tax-calculator?grossSalary=1500000' });
  expect(screen.getByText(/Amounts are in Indian rupees/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Tax Under New Regime')).toBe(inr(97500));
  expect(valueOf('Tax Under Old Regime')).toBe(inr(257400));
  expect(valueOf('Lower Tax Regime')).toBe('New regime');
  expect(valueOf('Tax Saved')).toBe(inr(159900));
  const table = within(screen.getByRole('region', { name: 'Tax under each regime' }));
  const total = table.getByRole('rowheader', { name: 'Total Tax' }).closest('tr')!;
  expect(
    within(total)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([inr(97500), inr(257400)]);
  // Old-regime deductions nobody claimed are left out of the table.
  expect(table.queryByRole('rowheader', { name: 'Section 80C' })).toBeNull();
  expect(screen.getByText(`The new regime costs ${inr(159900)} less in tax.`)).toBeInTheDocument();
}, 20000);

it('an old-regime deduction shows in its column, empty in the new regime’s', async () => {
  const { user } = renderApp(<IncomeTaxCalculatorPage />, {
    route: '/income-tax-calculator?grossSalary=1500000&section80C=200000',
  });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  const table = within(screen.getByRole('region', { name: 'Tax under each regime' }));
  const row = table.getByRole('rowheader', { name: 'Section 80C' }).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['', inr(150000)]);
}, 20000);
