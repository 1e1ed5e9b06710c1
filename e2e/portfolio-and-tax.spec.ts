import { expect, test, type Page } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';
import { bodyRows, downloadCsv, expectNoBadNumbers, field, inr, result, RUPEES_NOTE, tab, usd } from './calculator-page';

/*
 * Browser tests for the Advance Tax and Stock Average calculators. Every expected figure is worked out here (the
 * FY 2025-26 new-regime slabs and section 211's percentages; Σ quantity × price over Σ quantity) and formatted
 * with a fresh Intl.NumberFormat: nothing is copied from the page or from the product's code.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

const pct = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

// ---------------------------------------------------------------------------------------------------------
// Advance tax: the income tax calculator's tax, net of TDS, in four instalments
// ---------------------------------------------------------------------------------------------------------

/** New-regime tax by slab, FY 2025-26 ([from, rate] pairs, ascending). */
function newRegimeSlabTax(income: number): number {
  const slabs: [number, number][] = [
    [0, 0],
    [400000, 5],
    [800000, 10],
    [1200000, 15],
    [1600000, 20],
    [2000000, 25],
    [2400000, 30],
  ];
  let tax = 0;
  slabs.forEach(([from, rate], k) => {
    const to = k + 1 < slabs.length ? slabs[k + 1][0] : Infinity;
    tax += (Math.max(0, Math.min(income, to) - from) * rate) / 100;
  });
  return tax;
}

const DUE_DATES = ['15 June 2025', '15 September 2025', '15 December 2025', '15 March 2026'];
const SHARES = [15, 45, 75, 100];

test('Advance tax: a salary of ₹15,00,000, new regime, no TDS is paid 14,625 / 29,250 / 29,250 / 24,375', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/advance-tax-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Advance Tax Calculator' })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toBeVisible();
  await expect(field(page, 'Tax Regime')).toHaveValue('0');
  await fillFields(page, { 'Gross Annual Salary': '1500000' });
  await calculate(page);

  // Taxable 15,00,000 − 75,000 standard deduction; slabs, then 4 % cess.
  const tax = newRegimeSlabTax(1500000 - 75000) * 1.04;
  expect(tax).toBe(97500);
  const cumulative = SHARES.map((share) => (tax * share) / 100);
  const own = cumulative.map((amount, k) => amount - (k === 0 ? 0 : cumulative[k - 1]));
  expect(own).toEqual([14625, 29250, 29250, 24375]);

  await expect(result(page, 'Tax for the Year')).toHaveText(inr(tax));
  await expect(result(page, 'Advance Tax Due')).toHaveText(inr(tax));
  for (const [k, date] of DUE_DATES.entries()) await expect(result(page, `Due by ${date}`)).toHaveText(inr(own[k]));

  // The report: each date's cumulative amount and its own instalment, and the same as CSV.
  await tab(page, 'Instalments').click();
  await expect(bodyRows(page, 'Instalments')).toHaveCount(4);
  for (const [k, date] of DUE_DATES.entries())
    await expect(bodyRows(page, 'Instalments').nth(k).locator('td')).toHaveText([
      date,
      pct(SHARES[k]),
      inr(cumulative[k]),
      inr(own[k]),
    ]);
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(['Due By', 'Cumulative Share', 'Cumulative Amount', 'Instalment Amount']);
  expect(csv.slice(1)).toEqual(DUE_DATES.map((date, k) => [date, String(SHARES[k]), String(cumulative[k]), String(own[k])]));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Advance tax: TDS that leaves under ₹10,000 means nothing is due, said plainly', async ({ page }) => {
  await page.goto('/advance-tax-calculator');
  await fillFields(page, { 'Gross Annual Salary': '1500000', 'TDS/TCS Deducted': '90000' });
  await calculate(page);
  await expect(result(page, 'Tax After TDS/TCS')).toHaveText(inr(97500 - 90000));
  await expect(result(page, 'Advance Tax Due')).toHaveText(inr(0));
  await expect(result(page, `Due by ${DUE_DATES[0]}`)).toHaveCount(0);
  await expect(
    page.getByText(
      'No advance tax is due: your tax after TDS/TCS is under ₹10,000 (section 208). Pay it as self-assessment tax before you file your return.',
      { exact: true },
    ),
  ).toBeVisible();

  // The old regime on the same salary: taxable 14,50,000; 12,500 + 1,00,000 + 4,50,000 × 30 % = 2,47,500 + 4 %.
  await field(page, 'Tax Regime').selectOption({ label: 'Old' });
  await calculate(page);
  const oldTax = (12500 + 100000 + 450000 * 0.3) * 1.04;
  await expect(result(page, 'Tax for the Year')).toHaveText(inr(oldTax));
  await expect(result(page, 'Advance Tax Due')).toHaveText(inr(oldTax - 90000));
  await expect(result(page, `Due by ${DUE_DATES[0]}`)).toHaveText(inr((oldTax - 90000) * 0.15));
  await expectNoBadNumbers(page);
});

// ---------------------------------------------------------------------------------------------------------
// Stock average: rows of purchases
// ---------------------------------------------------------------------------------------------------------

const PURCHASES: [number, number][] = [
  [10, 1500],
  [20, 1200],
  [15, 1000],
];
const cell = (page: Page, label: 'Quantity' | 'Price per Share', row: number) => field(page, `${label}, purchase ${row}`);
const average = (purchases: [number, number][]) =>
  purchases.reduce((sum, [q, p]) => sum + q * p, 0) / purchases.reduce((sum, [q]) => sum + q, 0);

test('Stock average: 10 at 1,500, 20 at 1,200 and 15 at 1,000 average 1,200.00; rows are added and removed', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/stock-average-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock Average Calculator' })).toBeVisible();
  const rows = page.getByRole('group', { name: /^Purchase \d+$/ });
  const start = await rows.count();
  for (let row = start; row < PURCHASES.length; row++) await page.getByRole('button', { name: 'Add purchase' }).click();
  await expect(rows).toHaveCount(PURCHASES.length);
  for (const [index, [quantity, price]] of PURCHASES.entries()) {
    await cell(page, 'Quantity', index + 1).fill(String(quantity));
    await cell(page, 'Price per Share', index + 1).fill(String(price));
  }
  await calculate(page);
  expect(average(PURCHASES)).toBe(1200);
  await expect(result(page, 'Average Price')).toHaveText(usd(1200));
  await expect(result(page, 'Average Price')).toHaveText('$1,200.00');
  await expect(result(page, 'Total Quantity')).toHaveText('45 shares');
  await expect(result(page, 'Total Invested')).toHaveText(usd(10 * 1500 + 20 * 1200 + 15 * 1000));
  await expect(result(page, 'Current Value')).toHaveCount(0);

  // A current price of 1,100: worth 49,500, a loss of 4,500, −8.33 % of 54,000.
  await fillFields(page, { 'Current Price': '1100' });
  await calculate(page);
  await expect(result(page, 'Current Value')).toHaveText(usd(45 * 1100));
  await expect(result(page, 'Gain/Loss')).toHaveText(usd(45 * 1100 - 54000));
  await expect(result(page, 'Gain/Loss (%)')).toHaveText(pct(((45 * 1100 - 54000) / 54000) * 100));

  // Removing the second purchase: the third moves up, leaving 10 at 1,500 and 15 at 1,000.
  await page.getByRole('button', { name: 'Remove purchase 2' }).click();
  await expect(rows).toHaveCount(PURCHASES.length - 1);
  await expect(cell(page, 'Quantity', 2)).toHaveValue('15');
  await calculate(page);
  await expect(result(page, 'Average Price')).toHaveText(usd(average([PURCHASES[0], PURCHASES[2]])));
  await expect(result(page, 'Total Quantity')).toHaveText('25 shares');
  await expect(result(page, 'Total Invested')).toHaveText(usd(10 * 1500 + 15 * 1000));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Stock average: whole shares only, and the purchases are in the shared link', async ({ page }) => {
  await page.goto('/stock-average-calculator?quantity.1=10&price.1=1500&quantity.2=20&price.2=1200&quantity.3=15&price.3=1000');
  await expect(page.getByRole('group', { name: /^Purchase \d+$/ })).toHaveCount(3);
  await calculate(page);
  await expect(result(page, 'Average Price')).toHaveText(usd(1200));
  await cell(page, 'Quantity', 1).fill('2.5');
  await calculate(page);
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
});
