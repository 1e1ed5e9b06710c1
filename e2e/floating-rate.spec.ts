/* A floating loan rate in the browser: rate changes added by label, figures against an independent month-by-month loop. */
import { expect, test, type Page } from './app-test';
import { calculate, fillFields, money, trackPageErrors } from './support';

/**
 * The loan month by month, computed here on its own: each month's rate is the last change at or before it; on a
 * change the EMI stays (keepTenure false) or is recomputed over the months the loan still had; interest on the
 * balance, then the EMI, the last one capped at what is owed.
 */
function floatingLoan(principal: number, annualRate: number, years: number, changes: [number, number][], keepTenure: boolean) {
  const emiOver = (balance: number, r: number, months: number) => (balance * r) / (1 - (1 + r) ** -months);
  let emi = emiOver(principal, annualRate / 1200, years * 12);
  const firstEmi = emi;
  let rate = annualRate;
  let balance = principal;
  let interest = 0;
  let month = 0;
  while (balance > 1e-6) {
    month += 1;
    const change = changes.filter(([from]) => from <= month).pop();
    if (change && change[1] !== rate) {
      if (keepTenure) emi = emiOver(balance, change[1] / 1200, years * 12 - month + 1);
      rate = change[1];
    }
    const monthInterest = (balance * rate) / 1200;
    balance -= Math.min(emi, balance + monthInterest) - monthInterest;
    interest += monthInterest;
  }
  return { firstEmi, emi, interest, months: month };
}

/** The figure next to a result label, the label matched whole ('EMI' is not 'EMI After the Changes'). */
const figure = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('rate changes on the Loan page', () => {
  test('50,00,000 at 8.5 % for 20 years, 9.5 % from month 25: both choices, the Rate column, the URL', async ({ page }) => {
    const errors = trackPageErrors(page);
    const keepEmi = floatingLoan(5000000, 8.5, 20, [[25, 9.5]], false);
    const keepTenure = floatingLoan(5000000, 8.5, 20, [[25, 9.5]], true);
    const fixed = floatingLoan(5000000, 8.5, 20, [], false);
    // The figures, as the independent loop gives them.
    expect(money(keepEmi.firstEmi)).toBe(money(43391.16));
    expect(money(keepTenure.emi)).toBe(money(46384.07));
    expect(money(keepTenure.interest)).toBe(money(6060347.06));
    expect(keepEmi.months).toBe(288);
    expect(money(keepEmi.interest)).toBe(money(7454333.52));

    await page.goto('/loan-calculator');
    await expect(page.getByRole('group', { name: /^Rate change \d+$/ })).toHaveCount(0);
    await fillFields(page, { 'Loan Amount': '5000000', 'Annual Interest Rate (%)': '8.5', 'Loan Tenure (Years)': '20' });
    await page.getByRole('button', { name: 'Add rate change', exact: true }).click();
    await expect(field(page, 'From Month, rate change 1')).toBeFocused();
    await fillFields(page, { 'From Month, rate change 1': '25', 'New Rate (%), rate change 1': '9.5' });
    await field(page, 'When the Rate Changes').selectOption({ label: 'Keep EMI (the tenure moves)' });
    await calculate(page);

    await expect(figure(page, 'EMI')).toHaveText(money(43391.16));
    await expect(figure(page, 'EMI After the Changes')).toHaveText(money(43391.16));
    await expect(figure(page, 'Tenure After the Changes')).toHaveText('24 years');
    await expect(figure(page, 'Total Interest Payable')).toHaveText(money(7454333.52));
    await expect(figure(page, 'Extra Interest')).toHaveText(money(keepEmi.interest - fixed.interest));
    await expect(page).toHaveURL(/fromMonth\.1=25&newRate\.1=9\.5/);

    await page.getByRole('tab', { name: 'Monthly Schedule', exact: true }).click();
    const monthly = page.getByRole('region', { name: 'Monthly Schedule table', exact: true });
    await expect(monthly.locator('thead th').nth(1)).toHaveText('Rate');
    await expect(monthly.locator('tbody tr')).toHaveCount(288);
    await expect(monthly.locator('tbody tr').nth(23).locator('td').nth(1)).toHaveText('8.50%');
    await expect(monthly.locator('tbody tr').nth(24).locator('td').nth(1)).toHaveText('9.50%');

    await field(page, 'When the Rate Changes').selectOption({ label: 'Keep Tenure (the EMI moves)' });
    await calculate(page);
    // The tab chosen stays chosen after Calculate: back to the figures.
    await page.getByRole('tab', { name: 'results', exact: true }).click();
    await expect(figure(page, 'EMI After the Changes')).toHaveText(money(46384.07));
    await expect(figure(page, 'Tenure After the Changes')).toHaveText('20 years');
    await expect(figure(page, 'Total Interest Payable')).toHaveText(money(6060347.06));

    // A shared link opens with the row and its results.
    await page.reload();
    await expect(field(page, 'New Rate (%), rate change 1')).toHaveValue('9.5');
    await expect(figure(page, 'EMI After the Changes')).toHaveText(money(46384.07));

    await page.getByRole('button', { name: 'Remove rate change 1', exact: true }).click();
    await calculate(page);
    await expect(page.locator('dt', { hasText: 'EMI After the Changes' })).toHaveCount(0);
    await expect(figure(page, 'Total Interest Payable')).toHaveText(money(fixed.interest));
    await page.getByRole('tab', { name: 'Monthly Schedule', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Monthly Schedule table', exact: true }).locator('thead th', { hasText: 'Rate' }),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('prepayments still work with a rate change', async ({ page }) => {
    await page.goto(
      '/loan-calculator?loanAmount=5000000&annualRate=8.5&tenure=20&oneTimePrepayment=500000&oneTimeMonth=12&fromMonth.1=25&newRate.1=9.5',
    );
    await expect(figure(page, 'Total Prepaid')).toHaveText(money(500000));
    await expect(figure(page, 'EMI After the Changes')).toHaveText(money(43391.16));
    await expect(figure(page, 'Interest Saved')).toBeVisible();
  });
});
