import { expect, test, type Page } from './app-test';
import { calculate, fillFields, money, trackPageErrors } from './support';
import { expectNoBadNumbers, field, inr, result, RUPEES_NOTE } from './calculator-page';

/*
 * Browser tests for the Salary page's Income Tax Regime, the Income Tax calculator and the XIRR calculator. Every
 * expected figure is worked out here from the slabs (FY 2025-26) or from the definition of XIRR, and formatted
 * with a fresh Intl.NumberFormat: nothing is copied from the page or from the product's code.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

const pct = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

/** Tax by slab: Σ rate × the part of the income in each slab ([from, rate] pairs, ascending). */
function slabTax(income: number, slabs: [number, number][]): number {
  let tax = 0;
  slabs.forEach(([from, rate], k) => {
    const to = k + 1 < slabs.length ? slabs[k + 1][0] : Infinity;
    tax += (Math.max(0, Math.min(income, to) - from) * rate) / 100;
  });
  return tax;
}
const NEW_SLABS: [number, number][] = [
  [0, 0],
  [400000, 5],
  [800000, 10],
  [1200000, 15],
  [1600000, 20],
  [2000000, 25],
  [2400000, 30],
];
const OLD_SLABS: [number, number][] = [
  [0, 0],
  [250000, 5],
  [500000, 20],
  [1000000, 30],
];

// ---------------------------------------------------------------------------------------------------------
// Salary: the Income Tax Regime
// ---------------------------------------------------------------------------------------------------------

test('Salary: ₹25 lakh gross with the new regime takes ₹26,650 a month of income tax, in rupees', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/salary-calculator');
  await fillFields(page, {
    CTC: '2600000',
    'Basic Salary': '1250000',
    HRA: '500000',
    'Special Allowances': '650000',
    Bonuses: '100000',
    'Provident Fund Deduction': '150000',
    'Professional Tax Deduction': '2500',
  });
  const gross = 2500000;
  const deductions = 152500;

  // Not included (the default): the specification's page, in the header's currency.
  await expect(field(page, 'Income Tax Regime')).toHaveValue('0');
  await calculate(page);
  await expect(result(page, 'Net Monthly Salary')).toHaveText(money((gross - deductions) / 12));
  await expect(result(page, 'Income Tax')).toHaveCount(0);
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(0);

  // New regime: taxable 25,00,000 − 75,000; slabs, then 4 % cess. 3,19,800 a year is 26,650 a month.
  await field(page, 'Income Tax Regime').selectOption({ label: 'New regime' });
  await calculate(page);
  const newTax = slabTax(gross - 75000, NEW_SLABS) * 1.04;
  expect(newTax).toBe(319800);
  await expect(page.getByText(RUPEES_NOTE)).toBeVisible();
  await expect(result(page, 'Income Tax')).toHaveText(inr(newTax));
  await expect(result(page, 'Net Annual Salary')).toHaveText(inr(gross - deductions - newTax));
  await expect(result(page, 'Net Monthly Salary')).toHaveText(inr((gross - deductions - newTax) / 12));
  expect((gross - deductions) / 12 - (gross - deductions - newTax) / 12).toBeCloseTo(26650, 6);

  // Old regime: the PF counts as 80C (1,50,000) and the professional tax comes off the salary.
  await field(page, 'Income Tax Regime').selectOption({ label: 'Old regime' });
  await calculate(page);
  const oldTax = slabTax(gross - 50000 - 150000 - 2500, OLD_SLABS) * 1.04;
  await expect(result(page, 'Income Tax')).toHaveText(inr(oldTax));
  await expect(result(page, 'Net Monthly Salary')).toHaveText(inr((gross - deductions - oldTax) / 12));

  // Back to Not included: no tax, the header's currency again.
  await field(page, 'Income Tax Regime').selectOption({ label: 'Not included' });
  await calculate(page);
  await expect(result(page, 'Income Tax')).toHaveCount(0);
  await expect(result(page, 'Net Monthly Salary')).toHaveText(money((gross - deductions) / 12));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Salary: the regime is in the shared link', async ({ page }) => {
  await page.goto('/salary-calculator?ctc=2600000&basicSalary=1250000&hra=500000&specialAllowances=750000&taxRegime=1');
  await expect(field(page, 'Income Tax Regime')).toHaveValue('1');
  await calculate(page);
  await expect(result(page, 'Income Tax')).toHaveText(inr(319800));
});

// ---------------------------------------------------------------------------------------------------------
// Income tax: both regimes side by side
// ---------------------------------------------------------------------------------------------------------

test('Income tax: a salary of ₹15,00,000 costs ₹97,500 in the new regime and ₹2,57,400 in the old', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/income-tax-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Income Tax Calculator' })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toBeVisible();
  await fillFields(page, { 'Gross Annual Salary': '1500000' });
  await calculate(page);

  const newTax = slabTax(1500000 - 75000, NEW_SLABS) * 1.04;
  const oldTax = slabTax(1500000 - 50000, OLD_SLABS) * 1.04;
  expect([newTax, oldTax]).toEqual([97500, 257400]);
  await expect(result(page, 'Tax Under New Regime')).toHaveText(inr(newTax));
  await expect(result(page, 'Tax Under Old Regime')).toHaveText(inr(oldTax));
  await expect(result(page, 'Lower Tax Regime')).toHaveText('New regime');
  await expect(result(page, 'Tax Saved')).toHaveText(inr(oldTax - newTax));

  // The side-by-side table: each figure under each regime.
  const table = page.getByRole('region', { name: 'Tax under each regime' });
  const row = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row('Taxable Income').getByRole('cell')).toHaveText([inr(1425000), inr(1450000)]);
  await expect(row('Tax by Slab').getByRole('cell')).toHaveText([inr(93750), inr(247500)]);
  await expect(row('Total Tax').getByRole('cell')).toHaveText([inr(97500), inr(257400)]);
  await expect(row('Monthly In-hand').getByRole('cell')).toHaveText([inr((1500000 - 97500) / 12), inr((1500000 - 257400) / 12)]);
  await expect(page.getByText(`The new regime costs ${inr(159900)} less in tax.`)).toBeVisible();

  // The slab-by-slab report.
  await page.getByRole('tab', { name: 'Tax by Slab', exact: true }).click();
  await expect(page.getByRole('cell', { name: inr(33750), exact: true })).toBeVisible(); // 2,25,000 at 15 %
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Income tax: marginal relief just above ₹12 lakh, and deductions that make the old regime cheaper', async ({ page }) => {
  await page.goto('/income-tax-calculator');
  // Taxable 12,10,000 in the new regime: the tax is at most the 10,000 above 12 lakh, + 4 % cess.
  await fillFields(page, { 'Gross Annual Salary': '1285000' });
  await calculate(page);
  await expect(result(page, 'Tax Under New Regime')).toHaveText(inr(10000 * 1.04));

  // Salary 20 L with HRA 6 L, 24(b) 2 L, 80C 1.5 L, 80D 75,000 and 1 L of others: old taxable 8,25,000.
  await fillFields(page, {
    'Gross Annual Salary': '2000000',
    'Section 80C': '150000',
    'Section 80D': '75000',
    'HRA Exemption': '600000',
    'Home Loan Interest (Section 24b)': '200000',
    'Other Deductions': '100000',
  });
  await calculate(page);
  const oldTax = slabTax(825000, OLD_SLABS) * 1.04;
  const newTax = slabTax(2000000 - 75000, NEW_SLABS) * 1.04;
  await expect(result(page, 'Tax Under Old Regime')).toHaveText(inr(oldTax));
  await expect(result(page, 'Tax Under New Regime')).toHaveText(inr(newTax));
  await expect(result(page, 'Lower Tax Regime')).toHaveText('Old regime');
  await expect(result(page, 'Tax Saved')).toHaveText(inr(newTax - oldTax));

  // 80 and above: ₹5 lakh exempt in the old regime.
  await fillFields(page, {
    'Section 80C': '',
    'Section 80D': '',
    'HRA Exemption': '',
    'Home Loan Interest (Section 24b)': '',
    'Other Deductions': '',
    'Gross Annual Salary': '1500000',
  });
  await field(page, 'Age').selectOption({ label: '80 and above' });
  await calculate(page);
  await expect(result(page, 'Tax Under Old Regime')).toHaveText(inr((0.2 * 500000 + 0.3 * 450000) * 1.04));
});

// ---------------------------------------------------------------------------------------------------------
// XIRR: dated cash flows
// ---------------------------------------------------------------------------------------------------------

const MICROSOFT: [string, number][] = [
  ['2008-01-01', -10000],
  ['2008-03-01', 2750],
  ['2008-10-30', 4250],
  ['2009-02-15', 3250],
  ['2009-04-01', 2750],
];

/** XIRR by plain bisection on Σ amount / (1 + x)^(days / 365), independent of the product's solver. */
function bisectXirr(flows: [string, number][]): number {
  const t0 = Date.parse(flows[0][0]);
  const npv = (x: number) => flows.reduce((s, [d, a]) => s + a / (1 + x) ** ((Date.parse(d) - t0) / 86400000 / 365), 0);
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  return lo * 100;
}

const cell = (page: Page, label: 'Date' | 'Amount', row: number) => field(page, `${label}, cash flow ${row}`);

async function fillFlows(page: Page, flows: [string, number][]) {
  for (const [index, [date, amount]] of flows.entries()) {
    await cell(page, 'Date', index + 1).fill(date);
    await cell(page, 'Amount', index + 1).fill(String(amount));
  }
}

test('XIRR: Microsoft’s example gives 37.34 %; rows are added and removed', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/xirr-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'XIRR Calculator' })).toBeVisible();
  const dates = page.getByRole('group', { name: /^Cash flow \d+$/ });
  const start = await dates.count();
  expect(start).toBeGreaterThanOrEqual(2);
  for (let row = start; row < MICROSOFT.length; row++) await page.getByRole('button', { name: 'Add cash flow' }).click();
  await expect(dates).toHaveCount(MICROSOFT.length);
  await fillFlows(page, MICROSOFT);
  await calculate(page);
  const expected = bisectXirr(MICROSOFT);
  expect(expected).toBeCloseTo(37.3362535, 5); // Microsoft's documented 0.373362535
  await expect(result(page, 'XIRR')).toHaveText(pct(expected));
  await expect(result(page, 'Total Invested')).toHaveText(money(10000));
  await expect(result(page, 'Total Returned')).toHaveText(money(13000));

  // Removing the last redemption leaves four flows, and another rate.
  await page.getByRole('button', { name: `Remove cash flow ${MICROSOFT.length}` }).click();
  await expect(dates).toHaveCount(MICROSOFT.length - 1);
  await calculate(page);
  await expect(result(page, 'XIRR')).toHaveText(pct(bisectXirr(MICROSOFT.slice(0, -1))));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('XIRR: all amounts of one sign say why there is no rate', async ({ page }) => {
  await page.goto('/xirr-calculator');
  const flows: [string, number][] = [
    ['2023-01-01', -5000],
    ['2024-01-01', -5000],
  ];
  const rows = await page.getByRole('group', { name: /^Cash flow \d+$/ }).count();
  for (let row = rows; row > flows.length; row--) await page.getByRole('button', { name: `Remove cash flow ${row}` }).click();
  await fillFlows(page, flows);
  await calculate(page);
  await expect(
    page.getByText('XIRR needs at least one investment (a negative amount) and one redemption (a positive amount).'),
  ).toBeVisible();
  // One redemption makes it a two-flow case: (FV/PV)^(365/days) − 1.
  await cell(page, 'Amount', 2).fill('6000');
  await calculate(page);
  await expect(result(page, 'XIRR')).toHaveText(pct(((6000 / 5000) ** (365 / 365) - 1) * 100));
});
