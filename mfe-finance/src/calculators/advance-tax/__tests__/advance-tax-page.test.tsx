/* The Advance Tax page as a visitor uses it: a salary from a shared link, Calculate, the four instalments in rupees. */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import AdvanceTaxCalculatorPage from '../page';

const inr = (value: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
const valueOf = (label: string) =>
  screen.queryAllByText(label, { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)[0];

beforeEach(() => window.localStorage.clear());

it('₹15,00,000 of salary, new regime, no TDS: 14,625 / 29,250 / 29,250 / 24,375', async () => {
  const { user } = renderApp(<AdvanceTaxCalculatorPage />, { route: '/advance-tax-calculator?grossSalary=1500000' });
  expect(screen.getByText(/Amounts are in Indian rupees/)).toBeInTheDocument();
  expect(screen.getByLabelText('Tax Regime')).toHaveValue('0');
  expect(screen.getByLabelText(/^TDS\/TCS Deducted/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Advance Tax Due')).toBe(inr(97500));
  expect(valueOf('Due by 15 June 2025')).toBe(inr(14625));
  expect(valueOf('Due by 15 September 2025')).toBe(inr(29250));
  expect(valueOf('Due by 15 December 2025')).toBe(inr(29250));
  expect(valueOf('Due by 15 March 2026')).toBe(inr(24375));
  await user.click(screen.getByRole('tab', { name: 'Instalments' }));
  // The report's code arrives on first use (the scaffold's lazy report table).
  const table = await waitFor(() => {
    const found = screen.getAllByRole('table').find((t) => within(t).queryByText('Cumulative Amount'));
    expect(found).toBeDefined();
    return found!;
  });
  const cells = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(cells.map((row) => row.slice(-2))).toEqual([
    [inr(14625), inr(14625)],
    [inr(43875), inr(29250)],
    [inr(73125), inr(29250)],
    [inr(97500), inr(24375)],
  ]);
}, 20000);

it('TDS that leaves under ₹10,000: nothing due, said plainly', async () => {
  const { user } = renderApp(<AdvanceTaxCalculatorPage />, {
    route: '/advance-tax-calculator?grossSalary=1500000&tdsDeducted=90000',
  });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('Advance Tax Due')).toBe(inr(0));
  expect(valueOf('Tax After TDS/TCS')).toBe(inr(7500));
  expect(valueOf('Due by 15 June 2025')).toBeUndefined();
  expect(screen.getByText(/^No advance tax is due: your tax after TDS\/TCS is under ₹10,000/)).toBeInTheDocument();
}, 20000);
