/* Loan prepayments in the browser: fields found by their label text, figures against an independent month-by-month loop. */
import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, money, resultValue, trackPageErrors, NOT_CALCULATED } from './support';

/**
 * The loan month by month, computed here on its own: interest on the balance, the EMI (the last one capped at what
 * is owed), then the prepayment capped at the balance; with `lowerEmi` the EMI is recomputed over the months left.
 */
function loanByMonth(principal: number, annualRate: number, years: number, due: (m: number) => number, lowerEmi = false) {
  const r = annualRate / 1200;
  const n = years * 12;
  const emiOver = (balance: number, months: number) => (r === 0 ? balance / months : (balance * r) / (1 - (1 + r) ** -months));
  let emi = emiOver(principal, n);
  let balance = principal;
  let interest = 0;
  let months = 0;
  let prepaid = 0;
  for (let m = 1; m <= n && balance > 1e-6; m++) {
    const monthInterest = balance * r;
    balance -= Math.min(emi, balance + monthInterest) - monthInterest;
    interest += monthInterest;
    months = m;
    const prepayment = Math.min(due(m), balance);
    balance -= prepayment;
    prepaid += prepayment;
    if (lowerEmi && prepayment > 0 && balance > 1e-6) emi = emiOver(balance, n - m);
  }
  return { interest, months, prepaid, finalEmi: emi };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a one-time prepayment with the same EMI: interest and months saved, the schedules, the URL and a reload', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const without = loanByMonth(100000, 12, 1, () => 0);
  const withPrepayment = loanByMonth(100000, 12, 1, (m) => (m === 6 ? 20000 : 0));

  await page.goto('/loan-calculator');
  await expect(page.getByRole('group', { name: 'Prepayments (optional)' })).toBeVisible();
  await fillFields(page, {
    'Loan Amount': '100000',
    'Annual Interest Rate (%)': '12',
    'Loan Tenure (Years)': '1',
    'One-time Prepayment': '20000',
    'Paid in Month': '6',
  });
  await expect(field(page, 'After Each Prepayment')).toHaveValue('0');
  await calculate(page);

  await expect(resultValue(page, 'Interest Saved')).toHaveText(money(without.interest - withPrepayment.interest));
  await expect(resultValue(page, 'Months Saved')).toHaveText(String(12 - withPrepayment.months));
  await expect(resultValue(page, 'Total Prepaid')).toHaveText(money(20000));
  await expect(resultValue(page, 'Total Interest Payable')).toHaveText(money(withPrepayment.interest));
  await expect(page.locator('dt', { hasText: 'EMI After Prepayments' })).toHaveCount(0);

  await tab(page, 'Monthly Schedule').click();
  const monthly = region(page, 'Monthly Schedule table');
  await expect(monthly.locator('thead th')).toHaveText([
    'Month',
    'EMI',
    'Principal Paid',
    'Interest Paid',
    'Prepayment',
    'Remaining Balance',
  ]);
  await expect(monthly.locator('tbody tr')).toHaveCount(withPrepayment.months);
  await expect(monthly.locator('tbody tr').nth(5).locator('td').nth(4)).toHaveText(money(20000));
  await expect(monthly.locator('tbody tr').nth(4).locator('td').nth(4)).toHaveText(money(0));
  await expect(monthly.locator('tbody tr').last().locator('td').last()).toHaveText(money(0));

  await tab(page, 'Yearly Breakdown').click();
  const yearly = region(page, 'Yearly Breakdown table');
  await expect(yearly.locator('thead th')).toHaveText([
    'Year',
    'Total Payment',
    'Principal Paid',
    'Interest Paid',
    'Prepayment',
    'Remaining Balance',
  ]);
  await expect(yearly.locator('tbody tr').first().locator('td').nth(4)).toHaveText(money(20000));

  // The URL carries the inputs; loading it again restores them and the results.
  await expect(page).toHaveURL(/oneTimePrepayment=20000/);
  await expect(page).toHaveURL(/oneTimeMonth=6/);
  const url = await settledUrl(page);
  await page.goto(url);
  await expect(field(page, 'One-time Prepayment')).toHaveValue('20,000');
  await expect(field(page, 'Paid in Month')).toHaveValue('6');
  await expect(resultValue(page, 'Months Saved')).toHaveText(String(12 - withPrepayment.months));
  expect(errors).toEqual([]);
});

test('recurring quarterly prepayments lowering the EMI: the choices travel in the URL', async ({ page }) => {
  const due = (m: number) => (m >= 3 && (m - 3) % 3 === 0 ? 10000 : 0);
  const without = loanByMonth(500000, 9, 5, () => 0);
  const lower = loanByMonth(500000, 9, 5, due, true);

  await page.goto('/loan-calculator');
  await fillFields(page, {
    'Loan Amount': '500000',
    'Annual Interest Rate (%)': '9',
    'Loan Tenure (Years)': '5',
    'Recurring Prepayment': '10000',
    'Starting Month': '3',
  });
  await field(page, 'Frequency').selectOption({ label: 'Every quarter (3 months)' });
  await field(page, 'After Each Prepayment').selectOption({ label: 'Lower EMI (same tenure)' });
  await calculate(page);

  await expect(resultValue(page, 'Interest Saved')).toHaveText(money(without.interest - lower.interest));
  await expect(resultValue(page, 'Months Saved')).toHaveText(String(60 - lower.months));
  await expect(resultValue(page, 'Total Prepaid')).toHaveText(money(lower.prepaid));
  await expect(resultValue(page, 'EMI After Prepayments')).toHaveText(money(lower.finalEmi));
  await expect(page).toHaveURL(/recurringFrequency=3/);
  await expect(page).toHaveURL(/prepaymentEffect=1/);

  await page.reload();
  await expect(field(page, 'Frequency')).toHaveValue('3');
  await expect(field(page, 'After Each Prepayment')).toHaveValue('1');
  await expect(field(page, 'Recurring Prepayment')).toHaveValue('10,000');
  await expect(resultValue(page, 'EMI After Prepayments')).toHaveText(money(lower.finalEmi));
});

test('a month after the loan has ended is refused inline', async ({ page }) => {
  await page.goto('/loan-calculator');
  await fillFields(page, {
    'Loan Amount': '100000',
    'Annual Interest Rate (%)': '12',
    'Loan Tenure (Years)': '1',
    'One-time Prepayment': '5000',
    'Paid in Month': '13',
  });
  await calculate(page);
  await expect(field(page, 'Paid in Month')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The loan ends in month 12: enter a month from 1 to 12.')).toBeVisible();
  await expect(resultValue(page, 'EMI')).toHaveText(NOT_CALCULATED);
});

test('without prepayments the results and tables are as before', async ({ page }) => {
  await page.goto('/loan-calculator?loanAmount=100000&annualRate=12&tenure=1');
  await expect(resultValue(page, 'EMI')).toHaveText(/^\$[1-9][\d,]*\.\d{2}$/);
  await expect(page.locator('dt', { hasText: 'Saved' })).toHaveCount(0);
  await tab(page, 'Monthly Schedule').click();
  await expect(region(page, 'Monthly Schedule table').locator('thead th')).not.toContainText(['Prepayment']);
});
