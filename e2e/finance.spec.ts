import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, settledUrl } from './app-test';
import { calculate, fillFields, grouped, money, NOT_CALCULATED, pickCurrency } from './support';

/*
 * Browser tests for the nine finance calculators. Every expected figure is derived here from the closed-form
 * formulas of SPEC section 9 (or worked by hand) and formatted with a fresh Intl.NumberFormat: nothing is
 * copied from the page or from the product's own loops.
 */

// Every test opens its own page: they may run side by side. A field that cannot be found fails fast.
test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

// ---------------------------------------------------------------------------------------------------------
// Independent formatting and helpers
// ---------------------------------------------------------------------------------------------------------

type Kind = 'currency' | 'percent' | 'years' | 'text';

/** A 2-decimal percentage, en-US grouping: 14.8698 -> "14.87%". */
function pct(value: number): string {
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
}

function show(value: number | string, kind: Kind): string {
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'currency':
      return money(value);
    case 'percent':
      return pct(value);
    case 'years':
      return `${value} ${value === 1 ? 'year' : 'years'}`;
    default:
      return String(value);
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The value shown next to a result label, matching the label exactly (the <dd> after its <dt>). */
function result(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegex(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

function reportRegion(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

function bodyRows(page: Page, regionName: string) {
  return reportRegion(page, regionName).locator('tbody tr');
}

async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** Asserts no NaN, Infinity or undefined anywhere in the page content. */
async function expectNoBadNumbers(page: Page) {
  const text = (await page.locator('main').innerText()) ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const fresh = await context.newPage();
  await fresh.goto(url);
  return { context, fresh };
}

// ---------------------------------------------------------------------------------------------------------
// Closed forms
// ---------------------------------------------------------------------------------------------------------

/** Future value after n monthly deposits of p at monthly rate i, each deposit growing for its month (annuity due). */
function annuityDueFv(p: number, i: number, n: number): number {
  if (i === 0) return p * n;
  return ((p * (Math.pow(1 + i, n) - 1)) / i) * (1 + i);
}

/** The standard EMI: P r (1+r)^n / ((1+r)^n - 1). */
function emiOf(principal: number, r: number, n: number): number {
  if (r === 0) return principal / n;
  const g = Math.pow(1 + r, n);
  return (principal * r * g) / (g - 1);
}

/** Loan balance after m payments: P (1+r)^m - EMI ((1+r)^m - 1) / r. */
function loanBalance(principal: number, r: number, n: number, m: number): number {
  const emi = emiOf(principal, r, n);
  if (r === 0) return principal - emi * m;
  const g = Math.pow(1 + r, m);
  return principal * g - (emi * (g - 1)) / r;
}

// ---------------------------------------------------------------------------------------------------------
// The cases: inputs by label, expected results and report rows
// ---------------------------------------------------------------------------------------------------------

interface CalcCase {
  name: string;
  path: string;
  inputs: Record<string, string>;
  results: [label: string, kind: Kind, value: number | string][];
  message?: string;
  resultsTab: string;
  report?: { tab: string; columns: [header: string, kind: Kind][]; rows: (number | string)[][] };
  /** Report tabs after the main one (the loan's monthly schedule), tested on their own. */
  moreTabs?: string[];
  /** Inputs the case leaves empty. */
  otherLabels?: string[];
}

/**
 * SIP, SWP and Lump Sum start with 'Inflation Rate (%)' at 6 (a field the cases leave as it is): their reports end with
 * each balance in today's money, the balance / 1.06^year (e2e/todays-money.spec.ts tests the figures themselves).
 */
const INFLATION = 6;
const TODAY_COLUMN = "Balance in Today's Money";

function sipCase(): CalcCase {
  const p = 5000;
  const i = 12 / 100 / 12;
  const years = 10;
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) {
    const balance = annuityDueFv(p, i, 12 * y);
    const deposit = p * 12 * y;
    rows.push([y, deposit, balance - deposit, balance, balance / Math.pow(1 + INFLATION / 100, y)]);
  }
  const maturity = annuityDueFv(p, i, 12 * years);
  const deposit = p * 12 * years;
  return {
    name: 'SIP',
    path: '/sip-calculator',
    // The optional step-up is left empty: it counts as 0.
    inputs: { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' },
    otherLabels: ['Annual Step-up (%)', 'Inflation Rate (%)'],
    results: [
      ['Maturity Amount:', 'currency', maturity],
      ['Total Deposit:', 'currency', deposit],
      ['Total Returns:', 'currency', maturity - deposit],
    ],
    resultsTab: 'results',
    report: {
      tab: 'report',
      columns: [
        ['Year', 'text'],
        ['Total Deposit', 'currency'],
        ['Returns Earned', 'currency'],
        ['End of Year Balance', 'currency'],
        [TODAY_COLUMN, 'currency'],
      ],
      rows,
    },
  };
}

function swpCase(): CalcCase {
  // Worked by hand: interest first each month, then the withdrawal.
  // B12 = 100000 x 1.01^12 - 1000 x s12, s12 = (1.01^12 - 1) / 0.01; year 2 withdraws 1100 a month (10 % step-up).
  const g = Math.pow(1.01, 12);
  const s12 = (g - 1) / 0.01;
  const b0 = 100000;
  const b12 = b0 * g - 1000 * s12;
  const b24 = b12 * g - 1100 * s12;
  return {
    name: 'SWP',
    path: '/swp-calculator',
    inputs: {
      'Initial Investment': '100000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '2',
      'Monthly Withdrawal Amount': '1000',
      'Yearly Step-up (%)': '10',
    },
    otherLabels: ['Inflation Rate (%)'],
    results: [
      ['Ending Balance:', 'currency', b24],
      ['Total Withdrawals:', 'currency', 12000 + 13200],
    ],
    message: 'Your investment will last 2 years.',
    resultsTab: 'results',
    report: {
      tab: 'report',
      columns: [
        ['Year', 'text'],
        ['Start Balance', 'currency'],
        ['Total Withdrawals', 'currency'],
        ['Interest Earned', 'currency'],
        ['End of Year Balance', 'currency'],
        [TODAY_COLUMN, 'currency'],
      ],
      rows: [
        [1, b0, 12000, b12 - b0 + 12000, b12, b12 / (1 + INFLATION / 100)],
        [2, b12, 13200, b24 - b12 + 13200, b24, b24 / Math.pow(1 + INFLATION / 100, 2)],
      ],
    },
  };
}

function lumpSumCase(): CalcCase {
  const amount = 250000;
  const rate = 8;
  const years = 5;
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) {
    const end = amount * Math.pow(1 + rate / 100, y);
    const before = amount * Math.pow(1 + rate / 100, y - 1);
    rows.push([y, amount, end - before, end, end / Math.pow(1 + INFLATION / 100, y)]);
  }
  return {
    name: 'Lump Sum',
    path: '/lump-sum-calculator',
    inputs: { 'Lump Sum Amount': '250000', 'Annual Interest Rate (%)': '8', 'Investment Duration (Years)': '5' },
    otherLabels: ['Inflation Rate (%)'],
    results: [
      ['Maturity Amount', 'currency', amount * Math.pow(1.08, years)],
      ['Total Deposit', 'currency', amount],
    ],
    resultsTab: 'results',
    report: {
      tab: 'report',
      columns: [
        ['Year', 'text'],
        ['Total Deposit', 'currency'],
        ['Interest Earned', 'currency'],
        ['End of Year Balance', 'currency'],
        [TODAY_COLUMN, 'currency'],
      ],
      rows,
    },
  };
}

function loanCase(): CalcCase {
  const principal = 500000;
  const r = 9 / 100 / 12;
  const years = 3;
  const n = years * 12;
  const emi = emiOf(principal, r, n);
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) {
    const before = loanBalance(principal, r, n, 12 * (y - 1));
    const after = y === years ? 0 : loanBalance(principal, r, n, 12 * y);
    const principalPaid = before - after;
    rows.push([y, emi * 12, principalPaid, emi * 12 - principalPaid, after]);
  }
  return {
    name: 'Loan',
    path: '/loan-calculator',
    moreTabs: ['Monthly Schedule'],
    inputs: { 'Loan Amount': '500000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '3' },
    results: [
      ['EMI', 'currency', emi],
      ['Total Payment (Principal + Interest)', 'currency', emi * n],
      ['Total Interest Payable', 'currency', emi * n - principal],
    ],
    resultsTab: 'results',
    report: {
      tab: 'Yearly Breakdown',
      columns: [
        ['Year', 'text'],
        ['Total Payment', 'currency'],
        ['Principal Paid', 'currency'],
        ['Interest Paid', 'currency'],
        ['Remaining Balance', 'currency'],
      ],
      rows,
    },
  };
}

function cagrCase(): CalcCase {
  const pv = 10000;
  const fv = 20000;
  const years = 5;
  const cagr = Math.pow(fv / pv, 1 / years) - 1;
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) rows.push([y, pv * Math.pow(1 + cagr, y)]);
  return {
    name: 'CAGR',
    path: '/cagr-calculator',
    inputs: { 'Initial Investment (PV)': '10000', 'Final Value (FV)': '20000', 'Investment Duration (Years)': '5' },
    results: [
      ['CAGR', 'percent', cagr * 100],
      ['Initial Investment (PV)', 'currency', pv],
      ['Final Value (FV)', 'currency', fv],
      ['Investment Duration', 'years', years],
    ],
    resultsTab: 'results',
    report: {
      tab: 'Yearly Breakdown',
      columns: [
        ['Year', 'text'],
        ['Value at End of Year', 'currency'],
      ],
      rows,
    },
  };
}

function gratuityCase(): CalcCase {
  const salary = 52000;
  const years = 7;
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) rows.push([y, (salary * y * 15) / 26]);
  return {
    name: 'Gratuity',
    path: '/gratuity-calculator',
    inputs: { 'Last Drawn Salary (Basic + DA)': '52000', 'Years of Service': '7' },
    results: [
      ['Gratuity Amount', 'currency', (salary * years * 15) / 26],
      ['Last Drawn Salary', 'currency', salary],
      ['Years of Service', 'years', years],
    ],
    resultsTab: 'results',
    report: {
      tab: 'Yearly Breakdown',
      columns: [
        ['Year', 'text'],
        ['Gratuity for Year', 'currency'],
      ],
      rows,
    },
  };
}

function inflationCase(): CalcCase {
  const present = 100000;
  const rate = 6.5;
  const years = 4;
  const rows: number[][] = [];
  for (let y = 1; y <= years; y++) rows.push([y, present * Math.pow(1 + rate / 100, y)]);
  return {
    name: 'Inflation',
    path: '/inflation-calculator',
    inputs: { 'Present Amount': '100000', 'Inflation Rate (%)': '6.5', 'Time Period (Years)': '4' },
    results: [
      ['Future Value', 'currency', present * Math.pow(1.065, years)],
      ['Present Amount', 'currency', present],
      ['Inflation Rate', 'percent', rate],
      ['Time Period', 'years', years],
    ],
    resultsTab: 'results',
    report: {
      tab: 'Yearly Breakdown',
      columns: [
        ['Year', 'text'],
        ['Value at End of Year', 'currency'],
      ],
      rows,
    },
  };
}

function salaryCase(): CalcCase {
  const gross = 600000 + 240000 + 200000 + 100000;
  const deductions = 72000 + 2500;
  const net = gross - deductions;
  return {
    name: 'Salary',
    path: '/salary-calculator',
    inputs: {
      CTC: '1200000',
      'Basic Salary': '600000',
      HRA: '240000',
      'Special Allowances': '200000',
      Bonuses: '100000',
      'Provident Fund Deduction': '72000',
      'Professional Tax Deduction': '2500',
    },
    results: [
      ['Gross Salary', 'currency', gross],
      ['Total Deductions', 'currency', deductions],
      ['Net Monthly Salary', 'currency', net / 12],
      ['Net Annual Salary', 'currency', net],
    ],
    resultsTab: 'results',
  };
}

const CASES: CalcCase[] = [
  sipCase(),
  swpCase(),
  lumpSumCase(),
  loanCase(),
  cagrCase(),
  gratuityCase(),
  inflationCase(),
  salaryCase(),
];

async function expectResults(page: Page, c: CalcCase) {
  for (const [label, kind, value] of c.results) await expect(result(page, label), label).toHaveText(show(value, kind));
}

async function expectReportRows(page: Page, c: CalcCase) {
  const report = c.report!;
  const region = `${report.tab} table`;
  await expect(reportRegion(page, region).locator('thead th')).toHaveText(report.columns.map(([header]) => header));
  await expect(bodyRows(page, region)).toHaveCount(report.rows.length);
  for (const [index, row] of report.rows.entries()) {
    await expect(bodyRows(page, region).nth(index).locator('td'), `row ${index + 1}`).toHaveText(
      row.map((value, column) => show(value, report.columns[column][1])),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// The same checks for every tabbed calculator
// ---------------------------------------------------------------------------------------------------------

for (const c of CASES) {
  test.describe(`${c.name} calculator`, () => {
    test('every input is found by its exact label text (label for)', async ({ page }) => {
      await page.goto(c.path);
      for (const label of [...Object.keys(c.inputs), ...(c.otherLabels ?? [])]) {
        await expect(page.getByLabel(label, { exact: true }), label).toHaveCount(1);
        await expect(page.getByLabel(label, { exact: true }), label).toBeEditable();
      }
    });

    test('before any calculation: no figure (a dash, not calculated yet) and an empty report', async ({ page }) => {
      await page.goto(c.path);
      for (const [label] of c.results) await expect(result(page, label), label).toHaveText(NOT_CALCULATED);
      await expect(tab(page, c.resultsTab)).toHaveAttribute('aria-selected', 'true');
      if (c.report) {
        await tab(page, c.report.tab).click();
        const region = reportRegion(page, `${c.report.tab} table`);
        await expect(region.locator('tbody tr')).toHaveCount(1);
        await expect(region.locator('tbody')).toHaveText('No data available.');
        await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
      } else {
        await expect(page.getByRole('tab')).toHaveCount(1);
      }
      await expectNoBadNumbers(page);
    });

    test('Calculate shows the closed-form results and report rows; only the active tab shows', async ({ page }) => {
      await page.goto(c.path);
      await fillFields(page, c.inputs);
      await calculate(page);
      await expectResults(page, c);
      if (c.message) await expect(page.getByText(c.message, { exact: true })).toBeVisible();

      const tabNames = [c.resultsTab, ...(c.report ? [c.report.tab] : []), ...(c.moreTabs ?? [])];
      await expect(page.getByRole('tab')).toHaveText(tabNames);
      if (!c.report) return;

      // Results tab: the figures, not the table.
      const region = reportRegion(page, `${c.report.tab} table`);
      await expect(region).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);

      // Report tab: the table, not the figures.
      await tab(page, c.report.tab).click();
      await expect(tab(page, c.report.tab)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, c.resultsTab)).toHaveAttribute('aria-selected', 'false');
      await expect(region).toBeVisible();
      await expect(result(page, c.results[0][0])).toHaveCount(0);
      await expectReportRows(page, c);

      // And back.
      await tab(page, c.resultsTab).click();
      await expect(region).toHaveCount(0);
      await expect(result(page, c.results[0][0])).toHaveText(show(c.results[0][2], c.results[0][1]));
      await expectNoBadNumbers(page);
    });

    test('the URL holds the inputs; opening it in a fresh context shows the same results', async ({ page, browser }) => {
      await page.goto(c.path);
      await fillFields(page, c.inputs);
      await calculate(page);
      await expectResults(page, c);
      await expect(page).toHaveURL(/\?.+/);
      const url = new URL(await settledUrl(page));
      const carried = [...url.searchParams.values()];
      for (const value of Object.values(c.inputs)) expect(carried, `the query string carries ${value}`).toContain(value);

      const { context, fresh } = await openInFreshContext(browser, url.toString());
      try {
        for (const [label, value] of Object.entries(c.inputs))
          await expect(fresh.getByLabel(label, { exact: true })).toHaveValue(grouped(value));
        await expectResults(fresh, c);
        if (c.report) {
          await tab(fresh, c.report.tab).click();
          await expectReportRows(fresh, c);
        }
      } finally {
        await context.close();
      }
    });

    if (c.report) {
      test('the report downloads as CSV with the same columns and plain numbers', async ({ page }) => {
        const report = c.report!;
        await page.goto(c.path);
        await fillFields(page, c.inputs);
        await calculate(page);
        await tab(page, report.tab).click();
        const csv = await downloadCsv(page);
        expect(csv[0]).toEqual(report.columns.map(([header]) => header));
        expect(csv).toHaveLength(report.rows.length + 1);
        for (const [index, row] of report.rows.entries()) {
          const cells = csv[index + 1];
          expect(cells).toHaveLength(report.columns.length);
          for (const [column, expected] of row.entries()) {
            expect(cells[column], `row ${index + 1}, ${report.columns[column][0]}`).toMatch(/^-?\d+(\.\d{1,2})?$/);
            expect(
              Math.abs(Number(cells[column]) - Number(expected)),
              `row ${index + 1}, ${report.columns[column][0]}`,
            ).toBeLessThanOrEqual(0.0051);
          }
        }
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Currency
// ---------------------------------------------------------------------------------------------------------

test.describe('currency reaches results already on screen', () => {
  test('SIP: results and report follow the header currency', async ({ page }) => {
    const c = sipCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    const maturity = c.results[0][2] as number;
    await expect(result(page, 'Maturity Amount:')).toHaveText(money(maturity));
    await pickCurrency(page, 'INR');
    await expect(result(page, 'Maturity Amount:')).toHaveText(money(maturity, 'INR', 'en-IN'));
    await expect(result(page, 'Maturity Amount:')).toContainText('₹');
    await tab(page, 'report').click();
    const lastRow = c.report!.rows.at(-1)!;
    await expect(bodyRows(page, 'report table').last().locator('td').nth(3)).toHaveText(
      money(lastRow[3] as number, 'INR', 'en-IN'),
    );
    // The input adornment follows too.
    await expect(page.locator('#sip-inputs')).toContainText('₹');
  });

  test('Loan: results follow the header currency', async ({ page }) => {
    const c = loanCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    const emi = c.results[0][2] as number;
    await expect(result(page, 'EMI')).toHaveText(money(emi));
    await pickCurrency(page, 'GBP');
    await expect(result(page, 'EMI')).toHaveText(money(emi, 'GBP', 'en-GB'));
    await expect(result(page, 'EMI')).toContainText('£');
    await pickCurrency(page, 'JPY');
    await expect(result(page, 'EMI')).toHaveText(money(emi, 'JPY', 'ja-JP'));
  });

  test('Gratuity: results follow the header currency', async ({ page }) => {
    const c = gratuityCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    await pickCurrency(page, 'EUR');
    await expect(result(page, 'Gratuity Amount')).toHaveText(money(c.results[0][2] as number, 'EUR', 'fr-FR'));
    await expect(result(page, 'Gratuity Amount')).toContainText('€');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Calculator-specific cases: step-up, zero rates, depletion, empty-input rules
// ---------------------------------------------------------------------------------------------------------

test.describe('SIP specifics', () => {
  test('a 10 % step-up: each year is a 12-month annuity due at its own monthly amount', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, {
      'Monthly SIP Amount': '1000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '2',
      'Annual Step-up (%)': '10',
    });
    await calculate(page);
    const i = 0.01;
    const year1 = annuityDueFv(1000, i, 12);
    const year2 = year1 * Math.pow(1 + i, 12) + annuityDueFv(1100, i, 12);
    await expect(result(page, 'Maturity Amount:')).toHaveText(money(year2));
    await expect(result(page, 'Total Deposit:')).toHaveText(money(12000 + 13200));
    await expect(result(page, 'Total Returns:')).toHaveText(money(year2 - 25200));
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table').nth(0).locator('td')).toHaveText([
      '1',
      money(12000),
      money(year1 - 12000),
      money(year1),
      money(year1 / 1.06),
    ]);
    await expect(bodyRows(page, 'report table').nth(1).locator('td')).toHaveText([
      '2',
      money(25200),
      money(year2 - 25200),
      money(year2),
      money(year2 / 1.06 ** 2),
    ]);
    expect(new URL(await settledUrl(page)).searchParams.get('stepUp')).toBe('10');
  });

  test('the query string uses the spec field names', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, {
      'Monthly SIP Amount': '5000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
      'Annual Step-up (%)': '5',
    });
    await calculate(page);
    await expect(page).toHaveURL(/\?/);
    const params = new URL(await settledUrl(page)).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      sipAmount: '5000',
      annualRate: '12',
      duration: '10',
      stepUp: '5',
      inflationRate: '6',
      currency: 'USD',
    });
  });

  test('at 0 % the maturity equals the deposits', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, { 'Monthly SIP Amount': '1500', 'Annual Interest Rate (%)': '0', 'Investment Duration (Years)': '3' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount:')).toHaveText(money(54000));
    await expect(result(page, 'Total Deposit:')).toHaveText(money(54000));
    await expect(result(page, 'Total Returns:')).toHaveText(money(0));
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table')).toHaveCount(3);
    await expect(bodyRows(page, 'report table').nth(1).locator('td')).toHaveText([
      '2',
      money(36000),
      money(0),
      money(36000),
      money(36000 / 1.06 ** 2),
    ]);
  });

  test('an empty required field keeps the previous results', async ({ page }) => {
    const c = sipCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    await expectResults(page, c);
    const urlBefore = await settledUrl(page);
    for (const label of ['Investment Duration (Years)', 'Monthly SIP Amount', 'Annual Interest Rate (%)']) {
      await fillFields(page, c.inputs);
      await page.getByLabel(label, { exact: true }).fill('');
      await calculate(page);
      await expectResults(page, c);
    }
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table')).toHaveCount(10);
    expect(await settledUrl(page)).toBe(urlBefore);
  });
});

test.describe('SWP specifics', () => {
  test('the query string uses the spec field names', async ({ page }) => {
    const c = swpCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    await expect(page).toHaveURL(/\?/);
    expect(Object.fromEntries(new URL(await settledUrl(page)).searchParams)).toEqual({
      initialInvestment: '100000',
      annualRate: '12',
      duration: '2',
      withdrawalAmount: '1000',
      yearlyStepUp: '10',
      inflationRate: '6',
      currency: 'USD',
    });
  });

  test('at 0 % the withdrawals simply come off the balance', async ({ page }) => {
    await page.goto('/swp-calculator');
    await fillFields(page, {
      'Initial Investment': '50000',
      'Annual Interest Rate (%)': '0',
      'Investment Duration (Years)': '3',
      'Monthly Withdrawal Amount': '1000',
      'Yearly Step-up (%)': '0',
    });
    await calculate(page);
    await expect(result(page, 'Ending Balance:')).toHaveText(money(14000));
    await expect(result(page, 'Total Withdrawals:')).toHaveText(money(36000));
    await expect(page.getByText('Your investment will last 3 years.', { exact: true })).toBeVisible();
    await tab(page, 'report').click();
    const rows = bodyRows(page, 'report table');
    await expect(rows).toHaveCount(3);
    const today = (amount: number, year: number) => money(amount / 1.06 ** year);
    await expect(rows.nth(0).locator('td')).toHaveText([
      '1',
      money(50000),
      money(12000),
      money(0),
      money(38000),
      today(38000, 1),
    ]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      '2',
      money(38000),
      money(12000),
      money(0),
      money(26000),
      today(26000, 2),
    ]);
    await expect(rows.nth(2).locator('td')).toHaveText([
      '3',
      money(26000),
      money(12000),
      money(0),
      money(14000),
      today(14000, 3),
    ]);
  });

  test('a plan that runs out: the last withdrawal takes what is left and the simulation stops', async ({ page }) => {
    await page.goto('/swp-calculator');
    // 10000 at 0 %: three withdrawals of 3000, then the remaining 1000; depleted in year 1.
    await fillFields(page, {
      'Initial Investment': '10000',
      'Annual Interest Rate (%)': '0',
      'Investment Duration (Years)': '5',
      'Monthly Withdrawal Amount': '3000',
      'Yearly Step-up (%)': '0',
    });
    await calculate(page);
    await expect(result(page, 'Ending Balance:')).toHaveText(money(0));
    await expect(result(page, 'Total Withdrawals:')).toHaveText(money(10000));
    await expect(page.getByText('Your investment will be depleted in 1 years.', { exact: true })).toBeVisible();
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table')).toHaveCount(1);
    await expect(bodyRows(page, 'report table').first().locator('td')).toHaveText([
      '1',
      money(10000),
      money(10000),
      money(0),
      money(0),
      money(0),
    ]);
  });

  test('depletion in a later year, with interest: rows stop at the year the money runs out', async ({ page }) => {
    await page.goto('/swp-calculator');
    // 20000 at 12 % (1 % a month), 1000 a month: after 12 months B12 = 20000 x 1.01^12 - 1000 x s12 (about 10,000),
    // the next year empties it. Two rows.
    await fillFields(page, {
      'Initial Investment': '20000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
      'Monthly Withdrawal Amount': '1000',
      'Yearly Step-up (%)': '0',
    });
    await calculate(page);
    const g = Math.pow(1.01, 12);
    const s12 = (g - 1) / 0.01;
    const b12 = 20000 * g - 1000 * s12;
    // Year 2, month by month by hand until the balance no longer covers 1000.
    let balance = b12;
    let withdrawn = 0;
    let interest = 0;
    for (let month = 0; month < 12; month++) {
      const monthInterest = balance * 0.01;
      interest += monthInterest;
      balance += monthInterest;
      if (balance >= 1000) {
        balance -= 1000;
        withdrawn += 1000;
      } else {
        withdrawn += balance;
        balance = 0;
      }
      if (balance === 0) break;
    }
    expect(balance).toBe(0); // the hand plan does run out in year 2
    await expect(result(page, 'Ending Balance:')).toHaveText(money(0));
    await expect(result(page, 'Total Withdrawals:')).toHaveText(money(12000 + withdrawn));
    await expect(page.getByText('Your investment will be depleted in 2 years.', { exact: true })).toBeVisible();
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table')).toHaveCount(2);
    await expect(bodyRows(page, 'report table').nth(1).locator('td')).toHaveText([
      '2',
      money(b12),
      money(withdrawn),
      money(interest),
      money(0),
      money(0),
    ]);
  });
});

test.describe('loan specifics', () => {
  test('at 0 % the EMI is amount / months and there is no interest', async ({ page }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '120000', 'Annual Interest Rate (%)': '0', 'Loan Tenure (Years)': '2' });
    await calculate(page);
    await expect(result(page, 'EMI')).toHaveText(money(120000 / 24));
    await expect(result(page, 'Total Payment (Principal + Interest)')).toHaveText(money(120000));
    await expect(result(page, 'Total Interest Payable')).toHaveText(money(0));
    await tab(page, 'Yearly Breakdown').click();
    const rows = bodyRows(page, 'Yearly Breakdown table');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td')).toHaveText(['1', money(60000), money(60000), money(0), money(60000)]);
    await expect(rows.nth(1).locator('td')).toHaveText(['2', money(60000), money(60000), money(0), money(0)]);
    await expectNoBadNumbers(page);
  });
});

test.describe('lump sum specifics', () => {
  test('at 0 % the amount stays as it is', async ({ page }) => {
    await page.goto('/lump-sum-calculator');
    await fillFields(page, { 'Lump Sum Amount': '7000', 'Annual Interest Rate (%)': '0', 'Investment Duration (Years)': '2' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount')).toHaveText(money(7000));
    await tab(page, 'report').click();
    await expect(bodyRows(page, 'report table').nth(1).locator('td')).toHaveText([
      '2',
      money(7000),
      money(0),
      money(7000),
      money(7000 / 1.06 ** 2),
    ]);
  });
});

test.describe('salary specifics', () => {
  test('the optional fields count as 0 when empty', async ({ page }) => {
    await page.goto('/salary-calculator');
    await fillFields(page, { CTC: '1200000', 'Basic Salary': '600000', HRA: '240000', 'Special Allowances': '200000' });
    await calculate(page);
    const gross = 600000 + 240000 + 200000;
    await expect(result(page, 'Gross Salary')).toHaveText(money(gross));
    await expect(result(page, 'Total Deductions')).toHaveText(money(0));
    await expect(result(page, 'Net Annual Salary')).toHaveText(money(gross));
    await expect(result(page, 'Net Monthly Salary')).toHaveText(money(gross / 12));
    // Only one optional filled: the others still count as 0.
    await fillFields(page, { 'Professional Tax Deduction': '2400' });
    await calculate(page);
    await expect(result(page, 'Total Deductions')).toHaveText(money(2400));
    await expect(result(page, 'Net Annual Salary')).toHaveText(money(gross - 2400));
    await expect(result(page, 'Net Monthly Salary')).toHaveText(money((gross - 2400) / 12));
  });

  test('an empty required field resets the results to zero', async ({ page }) => {
    const c = salaryCase();
    await page.goto(c.path);
    await fillFields(page, c.inputs);
    await calculate(page);
    await expectResults(page, c);
    await page.getByLabel('HRA', { exact: true }).fill('');
    await calculate(page);
    for (const [label] of c.results) await expect(result(page, label), label).toHaveText(NOT_CALCULATED);
  });
});

// The calculators whose empty input resets everything to zero and empties the report (SPEC section 5).
for (const c of CASES.filter((entry) => !['SIP', 'Salary'].includes(entry.name))) {
  test(`${c.name}: each empty input resets the results (a dash, not calculated yet) and the report to 'No data available.'`, async ({
    page,
  }) => {
    await page.goto(c.path);
    for (const emptied of Object.keys(c.inputs)) {
      await fillFields(page, c.inputs);
      await calculate(page);
      await expectResults(page, c);
      await page.getByLabel(emptied, { exact: true }).fill('');
      await calculate(page);
      for (const [label] of c.results)
        await expect(result(page, label), `${label} with ${emptied} empty`).toHaveText(NOT_CALCULATED);
      if (c.message) await expect(page.getByText(c.message, { exact: true })).toHaveCount(0);
      await tab(page, c.report!.tab).click();
      await expect(reportRegion(page, `${c.report!.tab} table`).locator('tbody')).toHaveText('No data available.');
      await tab(page, c.resultsTab).click();
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Bounds: an out-of-range value gets an inline message and nothing is computed
// ---------------------------------------------------------------------------------------------------------

const OUT_OF_RANGE: { c: CalcCase; label: string; value: string }[] = [
  { c: sipCase(), label: 'Investment Duration (Years)', value: '0' },
  { c: sipCase(), label: 'Investment Duration (Years)', value: '101' },
  { c: sipCase(), label: 'Annual Interest Rate (%)', value: '5000' },
  { c: sipCase(), label: 'Monthly SIP Amount', value: '-100' },
  { c: swpCase(), label: 'Annual Interest Rate (%)', value: '5000' },
  { c: swpCase(), label: 'Investment Duration (Years)', value: '101' },
  { c: lumpSumCase(), label: 'Investment Duration (Years)', value: '0' },
  { c: lumpSumCase(), label: 'Annual Interest Rate (%)', value: '5000' },
  { c: loanCase(), label: 'Annual Interest Rate (%)', value: '5000' },
  { c: loanCase(), label: 'Loan Tenure (Years)', value: '0' },
  { c: loanCase(), label: 'Loan Amount', value: '-1' },
  { c: cagrCase(), label: 'Investment Duration (Years)', value: '0' },
  { c: cagrCase(), label: 'Investment Duration (Years)', value: '101' },
  { c: gratuityCase(), label: 'Years of Service', value: '101' },
  { c: gratuityCase(), label: 'Last Drawn Salary (Basic + DA)', value: '-5' },
  { c: inflationCase(), label: 'Inflation Rate (%)', value: '5000' },
  { c: inflationCase(), label: 'Time Period (Years)', value: '0' },
  { c: salaryCase(), label: 'Basic Salary', value: '-1' },
];

for (const { c, label, value } of OUT_OF_RANGE) {
  test(`${c.name}: ${label} = ${value} shows an inline message and computes nothing`, async ({ page }) => {
    await page.goto(c.path);
    await fillFields(page, { ...c.inputs, [label]: value });
    await calculate(page);
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/\S/);
    for (const [resultLabel] of c.results) await expect(result(page, resultLabel), resultLabel).toHaveText(NOT_CALCULATED);
    if (c.report) {
      await tab(page, c.report.tab).click();
      await expect(reportRegion(page, `${c.report.tab} table`).locator('tbody')).toHaveText('No data available.');
      await tab(page, c.resultsTab).click();
    }
    expect(new URL(await settledUrl(page)).search).toBe('');
    await expectNoBadNumbers(page);

    // Putting a valid value back clears the message and computes.
    await fillFields(page, { [label]: c.inputs[label] });
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await calculate(page);
    await expectResults(page, c);
  });
}

test('CAGR: an initial value of 0 shows an inline message and computes nothing', async ({ page }) => {
  const c = cagrCase();
  await page.goto(c.path);
  await fillFields(page, { ...c.inputs, 'Initial Investment (PV)': '0' });
  await calculate(page);
  const field = page.getByLabel('Initial Investment (PV)', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/\S/);
  await expect(result(page, 'CAGR')).toHaveText(NOT_CALCULATED);
  await expect(result(page, 'Final Value (FV)')).toHaveText(NOT_CALCULATED);
  await tab(page, 'Yearly Breakdown').click();
  await expect(reportRegion(page, 'Yearly Breakdown table').locator('tbody')).toHaveText('No data available.');
  await expectNoBadNumbers(page);
});

// ---------------------------------------------------------------------------------------------------------
// Extreme inputs never show NaN, Infinity or undefined
// ---------------------------------------------------------------------------------------------------------

const EXTREMES: { name: string; path: string; inputs: Record<string, string>; reportTab?: string }[] = [
  {
    name: 'SIP at the top of every range',
    path: '/sip-calculator',
    inputs: {
      'Monthly SIP Amount': '1e12',
      'Annual Interest Rate (%)': '100',
      'Investment Duration (Years)': '100',
      'Annual Step-up (%)': '100',
    },
    reportTab: 'report',
  },
  {
    name: 'SIP at -50 %',
    path: '/sip-calculator',
    inputs: {
      'Monthly SIP Amount': '0.01',
      'Annual Interest Rate (%)': '-50',
      'Investment Duration (Years)': '100',
      'Annual Step-up (%)': '0',
    },
    reportTab: 'report',
  },
  {
    name: 'SWP at the top of every range',
    path: '/swp-calculator',
    inputs: {
      'Initial Investment': '1e12',
      'Annual Interest Rate (%)': '100',
      'Investment Duration (Years)': '100',
      'Monthly Withdrawal Amount': '1e12',
      'Yearly Step-up (%)': '100',
    },
    reportTab: 'report',
  },
  {
    name: 'SWP with no withdrawal',
    path: '/swp-calculator',
    inputs: {
      'Initial Investment': '1e12',
      'Annual Interest Rate (%)': '100',
      'Investment Duration (Years)': '100',
      'Monthly Withdrawal Amount': '0',
      'Yearly Step-up (%)': '0',
    },
    reportTab: 'report',
  },
  {
    name: 'lump sum at the top',
    path: '/lump-sum-calculator',
    inputs: { 'Lump Sum Amount': '1e12', 'Annual Interest Rate (%)': '100', 'Investment Duration (Years)': '100' },
    reportTab: 'report',
  },
  {
    name: 'loan at the top',
    path: '/loan-calculator',
    inputs: { 'Loan Amount': '1e12', 'Annual Interest Rate (%)': '100', 'Loan Tenure (Years)': '50' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'loan of 0',
    path: '/loan-calculator',
    inputs: { 'Loan Amount': '0', 'Annual Interest Rate (%)': '0', 'Loan Tenure (Years)': '1' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'CAGR from a cent to a trillion in a year',
    path: '/cagr-calculator',
    inputs: { 'Initial Investment (PV)': '0.01', 'Final Value (FV)': '1e12', 'Investment Duration (Years)': '1' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'CAGR to a final value of 0',
    path: '/cagr-calculator',
    inputs: { 'Initial Investment (PV)': '1000', 'Final Value (FV)': '0', 'Investment Duration (Years)': '100' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'gratuity at the top',
    path: '/gratuity-calculator',
    inputs: { 'Last Drawn Salary (Basic + DA)': '1e12', 'Years of Service': '60' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'inflation at the top',
    path: '/inflation-calculator',
    inputs: { 'Present Amount': '1e12', 'Inflation Rate (%)': '100', 'Time Period (Years)': '100' },
    reportTab: 'Yearly Breakdown',
  },
  {
    name: 'salary at the top',
    path: '/salary-calculator',
    inputs: {
      CTC: '1e12',
      'Basic Salary': '1e12',
      HRA: '1e12',
      'Special Allowances': '1e12',
      Bonuses: '1e12',
      'Provident Fund Deduction': '1e12',
      'Professional Tax Deduction': '1e12',
    },
  },
];

for (const extreme of EXTREMES) {
  test(`no NaN, Infinity or undefined: ${extreme.name}`, async ({ page }) => {
    await page.goto(extreme.path);
    await fillFields(page, extreme.inputs);
    await calculate(page);
    // Something was computed (the hint before any calculation is gone) and the page is alive.
    await expect(page.getByText('Enter your values and press Calculate to see the results.')).toHaveCount(0);
    await expectNoBadNumbers(page);
    if (extreme.reportTab) {
      await tab(page, extreme.reportTab).click();
      await expect(reportRegion(page, `${extreme.reportTab} table`)).toBeVisible();
      await expectNoBadNumbers(page);
      const csv = await downloadCsv(page).catch(() => null);
      if (csv) for (const line of csv) expect(line.join(',')).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Retirement
// ---------------------------------------------------------------------------------------------------------

const RETIREMENT = '/retirement-calculator';
const PLAN = 'Retirement plan by age';
const ASSETS = ['Fixed Returns', 'Large Cap Mutual Funds', 'Midcap Mutual Funds', 'Smallcap Mutual Funds'];

function assetLabel(
  card: 'Current Savings' | 'Retirement Savings',
  assetClass: string,
  measure: 'Returns (%)' | 'Tax (%)' | 'Share (%)',
) {
  return `${card} ${assetClass} ${measure}`;
}

function sumValue(page: Page, card: 'Current Savings' | 'Retirement Savings', label: string) {
  return page.locator(`[aria-label="${card} sums"]`).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

function cardOf(page: Page, card: 'Current Savings' | 'Retirement Savings') {
  return page.getByRole('region', { name: card, exact: true });
}

/** Every asset class of one card: only Fixed Returns has a share (100 %), so the weighted return is that class's return. */
function onlyFixed(card: 'Current Savings' | 'Retirement Savings', returns: number): Record<string, string> {
  const values: Record<string, string> = {};
  for (const assetClass of ASSETS)
    values[assetLabel(card, assetClass, 'Share (%)')] = assetClass === 'Fixed Returns' ? '100' : '0';
  values[assetLabel(card, 'Fixed Returns', 'Returns (%)')] = String(returns);
  return values;
}

/*
 * A small plan worked by hand. Current age 60, retirement 62, expenses until 63, savings 1,000,000, 1,000 a month
 * with a 10 % step-up, 1,000 a month after retirement at today's rate, inflation 10 %; returns 10 % before
 * retirement and 5 % after.
 *   60 Earning: 1,000,000 + 100,000 growth + 12,000 saved              = 1,112,000
 *   61 Earning: 1,112,000 + 111,200 growth + 13,200 saved (12,000 x 1.1) = 1,236,400
 *   62 Retired: 1,236,400 + 61,820 growth - 14,520 (12,000 x 1.1^2)      = 1,283,700
 *   63 Retired: 1,283,700 + 64,185 growth - 15,972 (12,000 x 1.1^3)      = 1,331,913
 */
const SMALL_PLAN: Record<string, string> = {
  'Current Age': '60',
  'Retirement Age': '62',
  'Expenses Planned Until Age': '63',
  'Current Savings Amount': '1000000',
  'Current Monthly Investments': '1000',
  'Step-up in Savings Every Year (%)': '10',
  "Post-retirement Monthly Amount (Today's Rate)": '1000',
  'Inflation (%)': '10',
  ...onlyFixed('Current Savings', 10),
  ...onlyFixed('Retirement Savings', 5),
};
const SMALL_PLAN_ROWS: [number, number, number, number, number, number, string, number, string][] = [
  [60, 1000000, 0, 0, 12000, 1112000, 'Earning', 0, ''],
  [61, 1112000, 0, 0, 13200, 1236400, 'Earning', 0, ''],
  [62, 1236400, 14520, 0, 0, 1283700, 'Retired', 62, ''],
  [63, 1283700, 15972, 0, 0, 1331913, 'Retired', 63, ''],
];

function planRowText(row: (typeof SMALL_PLAN_ROWS)[number]): string[] {
  const [age, start, planned, additionalExpenses, saved, ending, status, retirementYear, warning] = row;
  return [
    String(age),
    money(start),
    money(planned),
    money(additionalExpenses),
    money(saved),
    money(ending),
    status,
    String(retirementYear),
    warning,
  ];
}

test.describe('Retirement calculator', () => {
  test('defaults are pre-filled and the card sums show 15.00 %, 20.00 %, 100.00 %', async ({ page }) => {
    await page.goto(RETIREMENT);
    const defaults: Record<string, string> = {
      'Current Age': '25',
      'Retirement Age': '55',
      'Expenses Planned Until Age': '85',
      'Current Savings Amount': '0',
      'Current Monthly Investments': '10000',
      'Step-up in Savings Every Year (%)': '7',
      "Post-retirement Monthly Amount (Today's Rate)": '80000',
      'Inflation (%)': '7',
    };
    for (const [label, value] of Object.entries(defaults))
      await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(grouped(value));
    const table: Record<string, [string, string, string]> = {
      'Fixed Returns': ['7', '30', '0'],
      'Large Cap Mutual Funds': ['12', '20', '30'],
      'Midcap Mutual Funds': ['15', '20', '40'],
      'Smallcap Mutual Funds': ['18', '20', '30'],
    };
    for (const card of ['Current Savings', 'Retirement Savings'] as const) {
      for (const [assetClass, [returns, tax, share]] of Object.entries(table)) {
        await expect(page.getByLabel(assetLabel(card, assetClass, 'Returns (%)'), { exact: true })).toHaveValue(returns);
        await expect(page.getByLabel(assetLabel(card, assetClass, 'Tax (%)'), { exact: true })).toHaveValue(tax);
        await expect(page.getByLabel(assetLabel(card, assetClass, 'Share (%)'), { exact: true })).toHaveValue(share);
      }
      // (12 x 30 + 15 x 40 + 18 x 30) / 100 = 15; tax (20 x 100) / 100 = 20; shares 100.
      await expect(sumValue(page, card, 'Sum of Returns Share')).toHaveText(pct(15));
      await expect(sumValue(page, card, 'Sum of Tax Share')).toHaveText(pct(20));
      await expect(sumValue(page, card, 'Sum of Diversification')).toHaveText(pct(100));
      await expect(cardOf(page, card).getByText(/should add up to 100/)).toHaveCount(0);
    }
    await expect(reportRegion(page, PLAN).locator('tbody')).toHaveText('No data available.');
    await expectNoBadNumbers(page);
  });

  test('changing a share and leaving the field updates the sums and warns that they should add up to 100', async ({ page }) => {
    await page.goto(RETIREMENT);
    const share = page.getByLabel(assetLabel('Current Savings', 'Fixed Returns', 'Share (%)'), { exact: true });
    await share.fill('10');
    await share.blur();
    // Shares 110; returns (7 x 10 + 12 x 30 + 15 x 40 + 18 x 30) / 110; tax (30 x 10 + 20 x 100) / 110.
    await expect(sumValue(page, 'Current Savings', 'Sum of Diversification')).toHaveText(pct(110));
    await expect(sumValue(page, 'Current Savings', 'Sum of Returns Share')).toHaveText(pct(1570 / 110));
    await expect(sumValue(page, 'Current Savings', 'Sum of Tax Share')).toHaveText(pct(2300 / 110));
    await expect(cardOf(page, 'Current Savings').getByText(/should add up to 100/)).toBeVisible();
    // The other card is untouched.
    await expect(sumValue(page, 'Retirement Savings', 'Sum of Diversification')).toHaveText(pct(100));
    await expect(cardOf(page, 'Retirement Savings').getByText(/should add up to 100/)).toHaveCount(0);

    // A returns field on the other card, blurred by tabbing away.
    const rsReturns = page.getByLabel(assetLabel('Retirement Savings', 'Smallcap Mutual Funds', 'Returns (%)'), { exact: true });
    await rsReturns.fill('28');
    await rsReturns.press('Tab');
    await expect(sumValue(page, 'Retirement Savings', 'Sum of Returns Share')).toHaveText(
      pct((12 * 30 + 15 * 40 + 28 * 30) / 100),
    );

    // Back to 100: the note goes.
    await share.fill('0');
    await share.blur();
    await expect(sumValue(page, 'Current Savings', 'Sum of Diversification')).toHaveText(pct(100));
    await expect(cardOf(page, 'Current Savings').getByText(/should add up to 100/)).toHaveCount(0);
  });

  test('Calculate with the defaults: 61 rows, ages 25..85, Earning before 55 and Retired from 55', async ({ page }) => {
    await page.goto(RETIREMENT);
    await calculate(page);
    const rows = bodyRows(page, PLAN);
    await expect(reportRegion(page, PLAN).locator('thead th')).toHaveText([
      'Age',
      'Starting Saving',
      'Planned Expenses',
      'Additional Expenses',
      'Additional Savings',
      'Ending Savings',
      'Status',
      'Retirement Year',
      'Warning',
    ]);
    await expect(rows).toHaveCount(61);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(cells.map((row) => Number(row[0]))).toEqual(Array.from({ length: 61 }, (_, index) => 25 + index));
    for (const row of cells) {
      const age = Number(row[0]);
      expect(row[6], `status at ${age}`).toBe(age < 55 ? 'Earning' : 'Retired');
      expect(row[7], `retirement year at ${age}`).toBe(age < 55 ? '0' : String(age));
      expect(row[3], `additional expenses at ${age}`).toBe(money(0));
      if (age < 55) expect(row[2], `planned expenses at ${age}`).toBe(money(0));
      else expect(row[4], `additional savings at ${age}`).toBe(money(0));
    }
    // The first two years by hand: 120,000 saved in year one; then 15 % growth on it and 120,000 x 1.07 saved.
    expect(cells[0].slice(1, 6)).toEqual([money(0), money(0), money(0), money(120000), money(120000)]);
    expect(cells[1].slice(1, 6)).toEqual([money(120000), money(0), money(0), money(128400), money(120000 * 1.15 + 128400)]);
    // Each row starts with the previous row's ending savings.
    for (let index = 1; index < cells.length; index++)
      expect(cells[index][1], `start at ${cells[index][0]}`).toBe(cells[index - 1][5]);
    // Expense at retirement: 80,000 x 12 x 1.07^30.
    expect(cells[30][2]).toBe(money(80000 * 12 * Math.pow(1.07, 30)));
    await expectNoBadNumbers(page);
  });

  test('a small plan worked by hand, row by row, and its CSV', async ({ page }) => {
    await page.goto(RETIREMENT);
    await fillFields(page, SMALL_PLAN);
    await calculate(page);
    await expect(sumValue(page, 'Current Savings', 'Sum of Returns Share')).toHaveText(pct(10));
    await expect(sumValue(page, 'Retirement Savings', 'Sum of Returns Share')).toHaveText(pct(5));
    const rows = bodyRows(page, PLAN);
    await expect(rows).toHaveCount(SMALL_PLAN_ROWS.length);
    for (const [index, row] of SMALL_PLAN_ROWS.entries()) {
      await expect(rows.nth(index).locator('td'), `age ${row[0]}`).toHaveText(planRowText(row));
    }
    await expect(page.getByText('Warning: Savings depleted')).toHaveCount(0);

    const csv = await downloadCsv(page);
    expect(csv[0]).toEqual([
      'Age',
      'Starting Saving',
      'Planned Expenses',
      'Additional Expenses',
      'Additional Savings',
      'Ending Savings',
      'Status',
      'Retirement Year',
      'Warning',
    ]);
    expect(csv).toHaveLength(SMALL_PLAN_ROWS.length + 1);
    expect(csv[1]).toEqual(['60', '1000000', '0', '0', '12000', '1112000', 'Earning', '0', '']);
    expect(csv[4]).toEqual(['63', '1283700', '15972', '0', '0', '1331913', 'Retired', '63', '']);
  });

  test('the plan URL opens in a fresh context with the same inputs and table', async ({ page, browser }) => {
    await page.goto(RETIREMENT);
    await fillFields(page, SMALL_PLAN);
    await calculate(page);
    await expect(bodyRows(page, PLAN)).toHaveCount(SMALL_PLAN_ROWS.length);
    await expect(page).toHaveURL(/\?.+/);
    const { context, fresh } = await openInFreshContext(browser, await settledUrl(page));
    try {
      for (const [label, value] of Object.entries(SMALL_PLAN))
        await expect(fresh.getByLabel(label, { exact: true }), label).toHaveValue(grouped(value));
      const rows = bodyRows(fresh, PLAN);
      await expect(rows).toHaveCount(SMALL_PLAN_ROWS.length);
      for (const [index, row] of SMALL_PLAN_ROWS.entries())
        await expect(rows.nth(index).locator('td')).toHaveText(planRowText(row));
      await expect(sumValue(fresh, 'Current Savings', 'Sum of Returns Share')).toHaveText(pct(10));
    } finally {
      await context.close();
    }
  });

  test('a plan that runs out shows "Warning: Savings depleted" from the year savings go negative', async ({ page }) => {
    await page.goto(RETIREMENT);
    // 10,000 saved, nothing added, 0 % returns; retiring at 61 costs 10,000 x 12 x 1.1 = 132,000 in the first retired year.
    await fillFields(page, {
      ...SMALL_PLAN,
      'Retirement Age': '61',
      'Current Savings Amount': '10000',
      'Current Monthly Investments': '0',
      "Post-retirement Monthly Amount (Today's Rate)": '10000',
      ...onlyFixed('Current Savings', 0),
      ...onlyFixed('Retirement Savings', 0),
    });
    await calculate(page);
    const rows = bodyRows(page, PLAN);
    await expect(rows).toHaveCount(4);
    // 60: 10,000 kept. 61: 10,000 - 132,000 = -122,000. 62: -122,000 - 145,200 = -267,200. 63: -267,200 - 159,720 = -426,920.
    await expect(rows.nth(0).locator('td')).toHaveText([
      '60',
      money(10000),
      money(0),
      money(0),
      money(0),
      money(10000),
      'Earning',
      '0',
      '',
    ]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      '61',
      money(10000),
      money(132000),
      money(0),
      money(0),
      money(-122000),
      'Retired',
      '61',
      'Warning: Savings depleted',
    ]);
    await expect(rows.nth(2).locator('td')).toHaveText([
      '62',
      money(-122000),
      money(145200),
      money(0),
      money(0),
      money(-267200),
      'Retired',
      '62',
      'Warning: Savings depleted',
    ]);
    await expect(rows.nth(3).locator('td')).toHaveText([
      '63',
      money(-267200),
      money(159720),
      money(0),
      money(0),
      money(-426920),
      'Retired',
      '63',
      'Warning: Savings depleted',
    ]);
    await expectNoBadNumbers(page);
  });

  test('currency reaches the plan table already on screen', async ({ page }) => {
    await page.goto(RETIREMENT);
    await fillFields(page, SMALL_PLAN);
    await calculate(page);
    await expect(bodyRows(page, PLAN).nth(0).locator('td').nth(5)).toHaveText(money(1112000));
    await pickCurrency(page, 'INR');
    await expect(bodyRows(page, PLAN).nth(0).locator('td').nth(5)).toHaveText(money(1112000, 'INR', 'en-IN'));
  });

  test('out-of-range and inconsistent ages get inline messages and nothing is computed', async ({ page }) => {
    await page.goto(RETIREMENT);
    await fillFields(page, { 'Current Age': '121' });
    await calculate(page);
    const currentAge = page.getByLabel('Current Age', { exact: true });
    await expect(currentAge).toHaveAttribute('aria-invalid', 'true');
    await expect(currentAge).toHaveAccessibleDescription(/\S/);
    await expect(reportRegion(page, PLAN).locator('tbody')).toHaveText('No data available.');

    await fillFields(page, { 'Current Age': '60', 'Retirement Age': '50' });
    await calculate(page);
    await expect(page.getByLabel('Retirement Age', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(reportRegion(page, PLAN).locator('tbody')).toHaveText('No data available.');

    const rate = page.getByLabel(assetLabel('Current Savings', 'Midcap Mutual Funds', 'Returns (%)'), { exact: true });
    await fillFields(page, { 'Current Age': '25', 'Retirement Age': '55' });
    await rate.fill('5000');
    await calculate(page);
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(reportRegion(page, PLAN).locator('tbody')).toHaveText('No data available.');
    expect(new URL(await settledUrl(page)).search).toBe('');
    await expectNoBadNumbers(page);
  });

  test('extreme plans never show NaN, Infinity or undefined', async ({ page }) => {
    await page.goto(RETIREMENT);
    const extreme: Record<string, string> = {
      'Current Age': '0',
      'Retirement Age': '1',
      'Expenses Planned Until Age': '120',
      'Current Savings Amount': '1e12',
      'Current Monthly Investments': '1e12',
      'Step-up in Savings Every Year (%)': '100',
      "Post-retirement Monthly Amount (Today's Rate)": '1e12',
      'Inflation (%)': '100',
    };
    for (const card of ['Current Savings', 'Retirement Savings'] as const) {
      for (const assetClass of ASSETS) {
        extreme[assetLabel(card, assetClass, 'Returns (%)')] = '100';
        extreme[assetLabel(card, assetClass, 'Tax (%)')] = '100';
        extreme[assetLabel(card, assetClass, 'Share (%)')] = '100';
      }
    }
    await fillFields(page, extreme);
    await calculate(page);
    await expect(bodyRows(page, PLAN)).toHaveCount(121);
    await expectNoBadNumbers(page);

    // All shares 0: the weighted returns are 0, not a division by zero.
    for (const card of ['Current Savings', 'Retirement Savings'] as const) {
      for (const assetClass of ASSETS)
        await page.getByLabel(assetLabel(card, assetClass, 'Share (%)'), { exact: true }).fill('0');
    }
    await calculate(page);
    await expect(sumValue(page, 'Current Savings', 'Sum of Returns Share')).toHaveText(pct(0));
    await expect(sumValue(page, 'Current Savings', 'Sum of Diversification')).toHaveText(pct(0));
    await expectNoBadNumbers(page);
  });
});
