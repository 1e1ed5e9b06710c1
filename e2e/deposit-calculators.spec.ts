import { expect, test, type Browser, type Page, settledUrl } from './app-test';
import { calculate, fillFields, pickCurrency, revealExplanation, trackPageErrors, NOT_CALCULATED } from './support';

/** The header on a page in rupees: INR shown, the visitor's own currency (USD by default) kept for the other pages. */
const RUPEE_PAGE_HEADER = 'Currency: INR on this page; your currency: USD';
import {
  bodyRows,
  downloadCsv,
  expectNoBadNumbers,
  field,
  inr,
  result,
  RUPEES_NOTE,
  tab,
  usd,
  escapeRegex,
} from './calculator-page';

/*
 * Browser tests for the FD, RD, PPF, compound interest and simple interest calculators. Every expected figure is
 * computed here, from the formula written out differently from the product's code (a period-by-period loop, the
 * instalments one by one, a closed form) or taken from the issue and published examples, and formatted with a
 * fresh Intl.NumberFormat. FD and RD are tested in rupees chosen in the header, compound and simple interest in
 * US dollars chosen in the header, and PPF in rupees, the header saying INR (the visitor’s USD kept) (Indian rules, in rupees).
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

/** A 2-decimal percentage, en-US grouping: 7.1859 -> "7.19%". */
const pct = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

async function expectRows(page: Page, tabName: string, rows: string[][]) {
  await tab(page, tabName).click();
  await expect(bodyRows(page, tabName)).toHaveCount(rows.length);
  for (const [index, row] of rows.entries())
    await expect(bodyRows(page, tabName).nth(index).locator('td'), `${tabName} row ${index + 1}`).toHaveText(row);
}

/** Each CSV cell is the expected text, or a plain number within half a cent of the expected number. */
function expectCsv(csv: string[][], header: string[], rows: (number | string)[][]) {
  expect(csv[0]).toEqual(header);
  expect(csv).toHaveLength(rows.length + 1);
  for (const [index, row] of rows.entries()) {
    const cells = csv[index + 1];
    expect(cells).toHaveLength(header.length);
    for (const [column, expected] of row.entries()) {
      const where = `CSV row ${index + 1}, ${header[column]}`;
      if (typeof expected === 'string') expect(cells[column], where).toBe(expected);
      else {
        expect(cells[column], where).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(Math.abs(Number(cells[column]) - expected), where).toBeLessThanOrEqual(0.0051);
      }
    }
  }
}

/** Opens a shared URL in a fresh browser context (no stored currency), as a visitor given the link would. */
async function openFresh(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const fresh = await context.newPage();
  await fresh.goto(url);
  return { context, fresh };
}

// ---------------------------------------------------------------------------------------------------------
// FD: A (1 + r/m)^(m t), in rupees chosen in the header
// ---------------------------------------------------------------------------------------------------------

/** Year-end balances of a deposit grown one compounding period at a time. */
function fdYearEnds(amount: number, annualRate: number, years: number, perYear: number): number[] {
  const ends: number[] = [];
  let balance = amount;
  for (let year = 1; year <= years; year++) {
    for (let period = 0; period < perYear; period++) balance += (balance * annualRate) / 100 / perYear;
    ends.push(balance);
  }
  return ends;
}

test.describe('FD calculator', () => {
  test('1,00,000 at 7 % for 5 years, quarterly (the default): 1,41,477.82, the yearly breakdown and its CSV', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const ends = fdYearEnds(100000, 7, 5, 4);
    const maturity = ends[4];
    expect(inr(maturity)).toBe('₹1,41,477.82');

    await page.goto('/fd-calculator');
    await pickCurrency(page, 'INR');
    await expect(field(page, 'Compounding')).toHaveValue('4');
    await expect(field(page, 'Compounding').locator('option:checked')).toHaveText('Quarterly');
    await expect(field(page, 'Compounding').locator('option')).toHaveText(['Monthly', 'Quarterly', 'Half-yearly', 'Yearly']);
    await fillFields(page, { 'Deposit Amount': '100000', 'Annual Interest Rate (%)': '7', 'Tenure (Years)': '5' });
    await calculate(page);

    await expect(result(page, 'Maturity Amount')).toHaveText('₹1,41,477.82');
    await expect(result(page, 'Total Interest')).toHaveText(inr(maturity - 100000));
    await expect(result(page, 'Total Interest')).toHaveText('₹41,477.82');
    await expect(result(page, 'Effective Annual Yield')).toHaveText(pct((ends[0] / 100000 - 1) * 100));
    await expect(page.getByRole('img', { name: /Stacked bar chart/ }).first()).toBeVisible();

    const rows = ends.map((end, index) => {
      const opening = index === 0 ? 100000 : ends[index - 1];
      return [index + 1, opening, end - opening, end];
    });
    await expectRows(
      page,
      'Yearly Breakdown',
      rows.map(([year, ...amounts]) => [String(year), ...amounts.map(inr)]),
    );
    expectCsv(await downloadCsv(page), ['Year', 'Opening Balance', 'Interest Earned', 'End of Year Balance'], rows);
    await expectNoBadNumbers(page);
    expect(errors).toEqual([]);
  });

  test('monthly, half-yearly and yearly compounding each match the period-by-period loop', async ({ page }) => {
    await page.goto('/fd-calculator');
    await pickCurrency(page, 'INR');
    await fillFields(page, { 'Deposit Amount': '250000', 'Annual Interest Rate (%)': '6.8', 'Tenure (Years)': '7' });
    for (const [label, perYear] of [
      ['Monthly', 12],
      ['Half-yearly', 2],
      ['Yearly', 1],
    ] as const) {
      await field(page, 'Compounding').selectOption({ label });
      await calculate(page);
      const maturity = fdYearEnds(250000, 6.8, 7, perYear)[6];
      await expect(result(page, 'Maturity Amount'), label).toHaveText(inr(maturity));
      await expect(result(page, 'Total Interest'), label).toHaveText(inr(maturity - 250000));
    }
  });

  test('the URL holds the inputs and the compounding; opened afresh it shows the same figures', async ({ page, browser }) => {
    await page.goto('/fd-calculator');
    await pickCurrency(page, 'INR');
    await fillFields(page, { 'Deposit Amount': '100000', 'Annual Interest Rate (%)': '7', 'Tenure (Years)': '5' });
    await field(page, 'Compounding').selectOption({ label: 'Monthly' });
    await calculate(page);
    const maturity = fdYearEnds(100000, 7, 5, 12)[4];
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(maturity));
    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('depositAmount')).toBe('100000');
    expect(params.get('annualRate')).toBe('7');
    expect(params.get('tenure')).toBe('5');
    expect(params.get('compounding')).toBe('12');

    const { context, fresh } = await openFresh(browser, await settledUrl(page));
    try {
      await expect(field(fresh, 'Compounding').locator('option:checked')).toHaveText('Monthly');
      await expect(result(fresh, 'Maturity Amount')).toHaveText(inr(maturity));
    } finally {
      await context.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// RD: each instalment k of n grows by (1 + r/4)^((n - k + 1)/3), in rupees chosen in the header
// ---------------------------------------------------------------------------------------------------------

/** What the RD pays after `months`: the instalments summed one by one. */
function rdValue(deposit: number, annualRate: number, months: number): number {
  let total = 0;
  for (let k = 1; k <= months; k++) total += deposit * Math.pow(1 + annualRate / 400, (months - k + 1) / 3);
  return total;
}

test.describe('RD calculator', () => {
  test('5,000 a month for 18 months at 7.5 %: 95,502.35 (the IBA formula’s example), by year and by month', async ({ page }) => {
    const errors = trackPageErrors(page);
    const maturity = rdValue(5000, 7.5, 18);
    // The Indian Banks' Association's closed form for 6 quarters agrees.
    const i = 0.075 / 4;
    expect(maturity).toBeCloseTo((5000 * ((1 + i) ** 6 - 1)) / (1 - (1 + i) ** (-1 / 3)), 6);

    await page.goto('/rd-calculator');
    await pickCurrency(page, 'INR');
    await fillFields(page, { 'Monthly Deposit': '5000', 'Annual Interest Rate (%)': '7.5', 'Tenure (Months)': '18' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount')).toHaveText('₹95,502.35');
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(maturity));
    await expect(result(page, 'Total Deposited')).toHaveText('₹90,000.00');
    await expect(result(page, 'Total Interest')).toHaveText(inr(maturity - 90000));
    await expect(page.getByRole('tab')).toHaveText(['results', 'Yearly Breakdown', 'Monthly Schedule']);

    const year1 = rdValue(5000, 7.5, 12);
    const yearRows = [
      ['1', 60000, 60000, year1 - 60000, year1],
      ['2 (6 months)', 30000, 90000, maturity - year1 - 30000, maturity],
    ] as const;
    await expectRows(
      page,
      'Yearly Breakdown',
      yearRows.map(([year, ...amounts]) => [year, ...amounts.map(inr)]),
    );
    expectCsv(
      await downloadCsv(page),
      ['Year', 'Deposited in Year', 'Total Deposited', 'Interest Earned', 'End of Year Balance'],
      yearRows.map((row) => [...row]),
    );

    const monthRows = Array.from({ length: 18 }, (_, index) => {
      const month = index + 1;
      const balance = rdValue(5000, 7.5, month);
      const before = rdValue(5000, 7.5, month - 1);
      return [month, 5000, 5000 * month, balance - before - 5000, balance];
    });
    await expectRows(
      page,
      'Monthly Schedule',
      monthRows.map(([month, ...amounts]) => [String(month), ...amounts.map(inr)]),
    );
    expectCsv(await downloadCsv(page), ['Month', 'Deposit', 'Total Deposited', 'Interest Earned', 'Balance'], monthRows);
    await expectNoBadNumbers(page);
    expect(errors).toEqual([]);
  });

  test('1,000 a month for 12 months at 6.5 %, and a tenure that is not whole quarters', async ({ page }) => {
    await page.goto('/rd-calculator');
    await pickCurrency(page, 'INR');
    await fillFields(page, { 'Monthly Deposit': '1000', 'Annual Interest Rate (%)': '6.5', 'Tenure (Months)': '12' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(rdValue(1000, 6.5, 12)));
    await fillFields(page, { 'Tenure (Months)': '10' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(rdValue(1000, 6.5, 10)));
    await expect(result(page, 'Total Deposited')).toHaveText('₹10,000.00');
  });

  test('a tenure in part-months is refused with a message on the field', async ({ page }) => {
    await page.goto('/rd-calculator');
    await fillFields(page, { 'Monthly Deposit': '1000', 'Annual Interest Rate (%)': '6.5', 'Tenure (Months)': '12.5' });
    await calculate(page);
    await expect(field(page, 'Tenure (Months)')).toHaveAccessibleDescription(/Enter a whole number\./);
  });
});

// ---------------------------------------------------------------------------------------------------------
// PPF: deposits at the start of each year, compounded yearly; in rupees whatever the header shows
// ---------------------------------------------------------------------------------------------------------

/** The annuity due P (1 + r)((1 + r)^Y - 1) / r. */
const ppfValue = (p: number, r: number, years: number) => (p * (1 + r) * ((1 + r) ** years - 1)) / r;

test.describe('PPF calculator', () => {
  test('1,50,000 a year for 15 years at 7.1 % (the default): 40,68,209.22, in ₹, the header saying INR', async ({ page }) => {
    const errors = trackPageErrors(page);
    const maturity = ppfValue(150000, 0.071, 15);
    expect(Math.round(maturity)).toBe(4068209); // Groww's figure, in whole rupees

    await page.goto('/ppf-calculator');
    await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();
    await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
    await expect(page.locator('#ppf-inputs')).toContainText('₹');
    await expect(field(page, 'Annual Interest Rate (%)')).toHaveValue('7.1');
    await fillFields(page, { 'Yearly Investment': '150000', 'Time Period (Years)': '15' });
    await expect(field(page, 'Yearly Investment')).toHaveValue('1,50,000');
    await calculate(page);

    await expect(result(page, 'Maturity Amount')).toHaveText('₹40,68,209.22');
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(maturity));
    await expect(result(page, 'Total Invested')).toHaveText('₹22,50,000.00');
    await expect(result(page, 'Total Interest')).toHaveText(inr(maturity - 2250000));
    await expect(page.getByRole('img', { name: /₹40,68,209\.22 in all/ })).toBeVisible();
    await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();

    const rows = Array.from({ length: 15 }, (_, index) => {
      const year = index + 1;
      const end = ppfValue(150000, 0.071, year);
      const before = year === 1 ? 0 : ppfValue(150000, 0.071, year - 1);
      return [year, 150000, 150000 * year, end - before - 150000, end];
    });
    await expectRows(
      page,
      'Yearly Breakdown',
      rows.map(([year, ...amounts]) => [String(year), ...amounts.map(inr)]),
    );
    expectCsv(await downloadCsv(page), ['Year', 'Deposit', 'Total Invested', 'Interest Earned', 'End of Year Balance'], rows);

    // Another header currency changes nothing on this page.
    await pickCurrency(page, 'EUR');
    await tab(page, 'results').click();
    await expect(result(page, 'Maturity Amount')).toHaveText('₹40,68,209.22');

    // The worked example is in rupees too.
    const explanation = await revealExplanation(page);
    await expect(explanation.getByRole('region', { name: 'Worked example' })).toContainText('₹40,68,209.22');
    await expectNoBadNumbers(page);
    expect(errors).toEqual([]);
  });

  test('the scheme’s limits: ₹500 to ₹1,50,000 a year, 15 to 50 years', async ({ page }) => {
    await page.goto('/ppf-calculator');
    await fillFields(page, { 'Yearly Investment': '150001', 'Time Period (Years)': '14' });
    await calculate(page);
    await expect(field(page, 'Yearly Investment')).toHaveAccessibleDescription(
      /Enter a value between 500 and (1,50,000|150,000)\./,
    );
    await expect(field(page, 'Time Period (Years)')).toHaveAccessibleDescription(/Enter a value between 15 and 50\./);
    await expect(result(page, 'Maturity Amount')).toHaveText(NOT_CALCULATED);

    await fillFields(page, { 'Yearly Investment': '500', 'Time Period (Years)': '50' });
    await calculate(page);
    await expect(result(page, 'Maturity Amount')).toHaveText(inr(ppfValue(500, 0.071, 50)));
  });
});

// ---------------------------------------------------------------------------------------------------------
// Compound interest, with monthly additions, beside simple interest; in US dollars chosen in the header
// ---------------------------------------------------------------------------------------------------------

/** Simple interest on P for t years and on A paid at the end of each month for the months it stays. */
function simpleInterest(p: number, rate: number, years: number, addition: number): number {
  let interest = p * rate * years;
  for (let k = 1; k <= 12 * years; k++) interest += (addition * rate * (12 * years - k)) / 12;
  return interest;
}

test.describe('Compound Interest calculator', () => {
  test('10,000 at 10 % yearly for 3 years: 13,310, beside 13,000 at simple interest', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/compound-interest-calculator');
    await pickCurrency(page, 'USD');
    await expect(field(page, 'Compounding').locator('option')).toHaveText([
      'Yearly',
      'Half-yearly',
      'Quarterly',
      'Monthly',
      'Daily',
    ]);
    await fillFields(page, { 'Principal Amount': '10000', 'Annual Interest Rate (%)': '10', 'Time Period (Years)': '3' });
    await expect(field(page, 'Monthly Addition')).toHaveValue('');
    await calculate(page);
    await expect(result(page, 'Total Amount')).toHaveText('$13,310.00');
    await expect(result(page, 'Total Interest')).toHaveText('$3,310.00');
    await expect(result(page, 'Total Amount at Simple Interest')).toHaveText('$13,000.00');
    await expect(result(page, 'Total Interest at Simple Interest')).toHaveText('$3,000.00');
    await expect(result(page, 'Extra Earned by Compounding')).toHaveText('$310.00');
    await expect(result(page, 'Total Invested')).toHaveCount(0);
    await expectRows(page, 'Yearly Breakdown', [
      ['1', '$10,000.00', '$1,000.00', '$11,000.00', '$11,000.00'],
      ['2', '$10,000.00', '$1,100.00', '$12,100.00', '$12,000.00'],
      ['3', '$10,000.00', '$1,210.00', '$13,310.00', '$13,000.00'],
    ]);
    await expectNoBadNumbers(page);
    expect(errors).toEqual([]);
  });

  test('5,000 at 5 % monthly for 10 years with 100 added at each month’s end: a month-by-month loop', async ({ page }) => {
    const ends: number[] = [];
    let balance = 5000;
    for (let month = 1; month <= 120; month++) {
      balance = balance * (1 + 0.05 / 12) + 100; // the month's interest, then the addition
      if (month % 12 === 0) ends.push(balance);
    }
    const simple = simpleInterest(5000, 0.05, 10, 100);
    expect(simple).toBeCloseTo(2500 + 2975, 9); // 100 x 5 % x (0 + 1 + … + 119) / 12 = 2,975 on the additions

    await page.goto('/compound-interest-calculator');
    await pickCurrency(page, 'USD');
    await fillFields(page, {
      'Principal Amount': '5000',
      'Annual Interest Rate (%)': '5',
      'Time Period (Years)': '10',
      'Monthly Addition': '100',
    });
    await field(page, 'Compounding').selectOption({ label: 'Monthly' });
    await calculate(page);
    await expect(result(page, 'Total Amount')).toHaveText(usd(balance));
    await expect(result(page, 'Total Amount')).toHaveText('$23,763.28');
    await expect(result(page, 'Total Invested')).toHaveText('$17,000.00');
    await expect(result(page, 'Total Interest')).toHaveText(usd(balance - 17000));
    await expect(result(page, 'Total Amount at Simple Interest')).toHaveText(usd(17000 + simple));
    await expect(result(page, 'Total Interest at Simple Interest')).toHaveText(usd(simple));
    await expect(result(page, 'Extra Earned by Compounding')).toHaveText(usd(balance - 17000 - simple));

    const rows = ends.map((end, index) => {
      const year = index + 1;
      const before = index === 0 ? 5000 : ends[index - 1];
      return [year, 5000 + 1200 * year, end - before - 1200, end, 5000 + 1200 * year + simpleInterest(5000, 0.05, year, 100)];
    });
    await expectRows(
      page,
      'Yearly Breakdown',
      rows.map(([year, ...amounts]) => [String(year), ...amounts.map(usd)]),
    );
    expectCsv(
      await downloadCsv(page),
      ['Year', 'Total Invested', 'Interest Earned', 'End of Year Balance', 'Balance at Simple Interest'],
      rows,
    );
    expect(new URL(await settledUrl(page)).searchParams.get('monthlyAddition')).toBe('100');
  });

  test('quarterly with additions: each addition grows for the (fractional) quarters it stays', async ({ page }) => {
    let expected = 20000 * (1 + 0.09 / 4) ** 16;
    for (let k = 1; k <= 48; k++) expected += 750 * (1 + 0.09 / 4) ** ((48 - k) / 3);
    await page.goto('/compound-interest-calculator');
    await pickCurrency(page, 'USD');
    await fillFields(page, {
      'Principal Amount': '20000',
      'Annual Interest Rate (%)': '9',
      'Time Period (Years)': '4',
      'Monthly Addition': '750',
    });
    await field(page, 'Compounding').selectOption({ label: 'Quarterly' });
    await calculate(page);
    await expect(result(page, 'Total Amount')).toHaveText(usd(expected));
    await expect(result(page, 'Total Invested')).toHaveText('$56,000.00');
  });

  test('daily: the principal grown one day at a time', async ({ page }) => {
    let balance = 100000;
    for (let day = 0; day < 365 * 6; day++) balance += (balance * 0.08) / 365;
    await page.goto('/compound-interest-calculator');
    await pickCurrency(page, 'USD');
    await fillFields(page, { 'Principal Amount': '100000', 'Annual Interest Rate (%)': '8', 'Time Period (Years)': '6' });
    await field(page, 'Compounding').selectOption({ label: 'Daily' });
    await calculate(page);
    await expect(result(page, 'Total Amount')).toHaveText(usd(balance));
    await expect(result(page, 'Total Amount at Simple Interest')).toHaveText('$148,000.00');
    expect(new URL(await settledUrl(page)).searchParams.get('compounding')).toBe('365');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Simple interest: P r t; in US dollars chosen in the header
// ---------------------------------------------------------------------------------------------------------

test.describe('Simple Interest calculator', () => {
  test('25,000 at 8 % for 3 years: 6,000 of interest, 31,000 in all, 2,000 a year', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/simple-interest-calculator');
    await pickCurrency(page, 'USD');
    await fillFields(page, { 'Principal Amount': '25000', 'Annual Interest Rate (%)': '8', 'Time Period (Years)': '3' });
    await calculate(page);
    await expect(result(page, 'Interest')).toHaveText('$6,000.00');
    await expect(result(page, 'Total Amount')).toHaveText('$31,000.00');
    const rows = [1, 2, 3].map((year) => [year, 2000, 2000 * year, 25000 + 2000 * year]);
    await expectRows(
      page,
      'Yearly Breakdown',
      rows.map(([year, ...amounts]) => [String(year), ...amounts.map(usd)]),
    );
    expectCsv(await downloadCsv(page), ['Year', 'Interest Earned', 'Total Interest', 'Total Amount'], rows);
    await expectNoBadNumbers(page);
    expect(errors).toEqual([]);
  });

  test('1,23,456.78 at 7.35 % for 9 years, to the cent, and in rupees when the header says INR', async ({ page }) => {
    const interest = 123456.78 * 0.0735 * 9; // 81,666.66
    await page.goto('/simple-interest-calculator');
    await pickCurrency(page, 'USD');
    await fillFields(page, { 'Principal Amount': '123456.78', 'Annual Interest Rate (%)': '7.35', 'Time Period (Years)': '9' });
    await calculate(page);
    await expect(result(page, 'Interest')).toHaveText(usd(interest));
    await expect(result(page, 'Interest')).toHaveText('$81,666.66');
    await expect(result(page, 'Total Amount')).toHaveText('$205,123.44');
    await pickCurrency(page, 'INR');
    await expect(result(page, 'Total Amount')).toHaveText('₹2,05,123.44');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Found by search
// ---------------------------------------------------------------------------------------------------------

test('the search box finds each of them by the words visitors type', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search calculators' });
  for (const [words, title] of [
    ['fd', 'FD Calculator'],
    ['fixed deposit', 'FD Calculator'],
    ['rd', 'RD Calculator'],
    ['recurring deposit', 'RD Calculator'],
    ['ppf', 'PPF Calculator'],
    ['public provident fund', 'PPF Calculator'],
    ['compound interest', 'Compound Interest Calculator'],
    ['simple interest', 'Simple Interest Calculator'],
  ] as const) {
    await search.fill(words);
    await expect(page.getByRole('option', { name: new RegExp(escapeRegex(title)) }), words).toBeVisible();
  }
  await search.fill('recurring deposit');
  await page.getByRole('option', { name: /RD Calculator/ }).click();
  await expect(page).toHaveURL(/\/rd-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'RD Calculator' })).toBeVisible();
});
