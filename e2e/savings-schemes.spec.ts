import { expect, test } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';
import { bodyRows, downloadCsv, expectNoBadNumbers, field, inr, result, RUPEES_NOTE, tab, usd } from './calculator-page';

/** The header on a page in rupees: INR shown, the visitor's own currency (USD by default) kept for the other pages. */
const RUPEE_PAGE_HEADER = 'Currency: INR on this page; your currency: USD';

/*
 * Browser tests for the EPF, Sukanya Samriddhi, NSC, Atal Pension Yojana and flat vs reducing rate calculators.
 * Every expected figure is computed here from the scheme's rule, written out on its own (a month-by-month loop for
 * EPF, a year loop for SSY, a power for NSC, Newton's method for the equivalent rate) or taken from the issue and
 * the scheme's published chart (APY), and formatted with a fresh Intl.NumberFormat: in rupees with Indian grouping
 * for the four schemes whatever the header shows (USD by default), in the header's currency for flat vs reducing.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

/** A CSV number within half a cent of the expected one. */
function expectCsvNumber(cell: string, expected: number) {
  expect(cell).toMatch(/^-?\d+(\.\d{1,2})?$/);
  expect(Math.abs(Number(cell) - expected)).toBeLessThanOrEqual(0.0051);
}

// ---------------------------------------------------------------------------------------------------------
// EPF: monthly credits at each month's end, interest on each month's opening balance credited at the year's end
// ---------------------------------------------------------------------------------------------------------

/** The EPF rule month by month: employee e% and employer 12% less min(8.33%, ₹1,250) to EPS; +g% once a year. */
function epfByMonth(basic: number, age: number, retireAt: number, raise: number, employeePercent: number, rate: number) {
  let balance = 0;
  let salary = basic;
  let pending = 0;
  let own = 0;
  let employer = 0;
  for (let month = 1; month <= (retireAt - age) * 12; month++) {
    if (month > 1 && month % 12 === 1) salary *= 1 + raise / 100;
    pending += (balance * rate) / 1200;
    const mine = (salary * employeePercent) / 100;
    const theirs = salary * 0.12 - Math.min(salary * 0.0833, 1250);
    balance += mine + theirs;
    own += mine;
    employer += theirs;
    if (month % 12 === 0) {
      balance += pending;
      pending = 0;
    }
  }
  return { corpus: balance, own, employer, interest: balance - own - employer };
}

test('EPF: Basic + DA 50,000 from age 30 with the defaults: corpus 2,27,49,267.27, in rupees, the header saying INR (the visitor’s USD kept)', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const expected = epfByMonth(50000, 30, 58, 5, 12, 8.25);
  expect(inr(expected.corpus)).toBe('₹2,27,49,267.27');

  await page.goto('/epf-calculator');
  await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Retirement Age')).toHaveValue('58');
  await expect(field(page, 'Annual Salary Increase (%)')).toHaveValue('5');
  await expect(field(page, 'Employee Contribution (%)')).toHaveValue('12');
  await expect(field(page, 'EPF Interest Rate (%)')).toHaveValue('8.25');
  await expect(field(page, 'Current EPF Balance')).toBeVisible();
  await fillFields(page, { 'Monthly Basic Salary + DA': '50000', 'Current Age': '30' });
  await calculate(page);

  await expect(result(page, 'Corpus at Retirement')).toHaveText('₹2,27,49,267.27');
  await expect(result(page, 'Your Contributions')).toHaveText(inr(expected.own));
  await expect(result(page, "Employer's Contributions")).toHaveText(inr(expected.employer));
  await expect(result(page, 'Total Interest')).toHaveText(inr(expected.interest));

  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(28);
  // The first year by hand: 12 x (6,000 + 4,750) credited, interest 66 x 10,750 x 8.25% / 12.
  const firstInterest = (66 * 10750 * 0.0825) / 12;
  await expect(bodyRows(page, 'Yearly Breakdown').first().locator('td')).toHaveText([
    '1',
    '31',
    inr(50000),
    inr(72000),
    inr(57000),
    inr(15000),
    inr(firstInterest),
    inr(129000 + firstInterest),
  ]);
  const csv = await downloadCsv(page);
  expect(csv).toHaveLength(29);
  expectCsvNumber(csv[28][7], expected.corpus);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('EPF: a retirement age not above the current age is refused', async ({ page }) => {
  await page.goto('/epf-calculator');
  await fillFields(page, { 'Monthly Basic Salary + DA': '30000', 'Current Age': '58' });
  await calculate(page);
  await expect(page.getByText('Enter a retirement age above your current age.')).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// Sukanya Samriddhi: deposits at the start of the first 15 years, compounded yearly, maturity after 21 years
// ---------------------------------------------------------------------------------------------------------

test('Sukanya Samriddhi: 1,50,000 a year at 8.2 % matures at 71,82,119.17, at the girl’s age + 21', async ({ page }) => {
  const errors = trackPageErrors(page);
  let balance = 0;
  for (let year = 1; year <= 21; year++) balance = (balance + (year <= 15 ? 150000 : 0)) * 1.082;
  expect(inr(balance)).toBe('₹71,82,119.17');

  await page.goto('/sukanya-samriddhi-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Interest Rate (%)')).toHaveValue('8.2');
  await fillFields(page, { 'Yearly Investment': '150000', "Girl's Age": '3' });
  await calculate(page);

  await expect(result(page, 'Maturity Amount')).toHaveText('₹71,82,119.17');
  await expect(result(page, 'Total Invested')).toHaveText(inr(2250000));
  await expect(result(page, 'Total Interest')).toHaveText(inr(balance - 2250000));
  await expect(result(page, 'Maturity Year')).toHaveText('At age 24');
  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(21);
  await expect(bodyRows(page, 'Yearly Breakdown').nth(15).locator('td').nth(2)).toHaveText(inr(0));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Sukanya Samriddhi: the yearly investment is held to 250 to 1,50,000 and the age to 0 to 10', async ({ page }) => {
  await page.goto('/sukanya-samriddhi-calculator');
  await fillFields(page, { 'Yearly Investment': '150001', "Girl's Age": '11' });
  await calculate(page);
  await expect(field(page, 'Yearly Investment')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, "Girl's Age")).toHaveAttribute('aria-invalid', 'true');
});

// ---------------------------------------------------------------------------------------------------------
// NSC: five years compounded yearly; years 1-4's interest counts as reinvested (80C)
// ---------------------------------------------------------------------------------------------------------

test('NSC: 10,000 at 7.7 % matures at 14,490.34; the interest of each year, the first four under 80C', async ({ page }) => {
  const errors = trackPageErrors(page);
  const interests = [0, 1, 2, 3, 4].map((year) => 10000 * 1.077 ** year * 0.077);
  const maturity = 10000 * 1.077 ** 5;
  expect(inr(maturity)).toBe('₹14,490.34');

  await page.goto('/nsc-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Interest Rate (%)')).toHaveValue('7.7');
  await fillFields(page, { 'Amount Invested': '10000' });
  await calculate(page);

  await expect(result(page, 'Maturity Amount')).toHaveText('₹14,490.34');
  await expect(result(page, 'Total Interest')).toHaveText(inr(maturity - 10000));
  await expect(result(page, 'Interest Deductible under 80C')).toHaveText(inr(interests.slice(0, 4).reduce((a, b) => a + b)));
  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(5);
  for (const [index, interest] of interests.entries())
    await expect(bodyRows(page, 'Yearly Breakdown').nth(index).locator('td').nth(2)).toHaveText(inr(interest));
  await expect(bodyRows(page, 'Yearly Breakdown').nth(4).locator('td').nth(4)).toHaveText(inr(0));
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(['Year', 'Opening Balance', 'Interest Earned', 'Closing Balance', 'Deductible under 80C']);
  expectCsvNumber(csv[5][3], maturity);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('NSC: less than 1,000 is refused', async ({ page }) => {
  await page.goto('/nsc-calculator');
  await fillFields(page, { 'Amount Invested': '900' });
  await calculate(page);
  await expect(field(page, 'Amount Invested')).toHaveAttribute('aria-invalid', 'true');
});

// ---------------------------------------------------------------------------------------------------------
// Atal Pension Yojana: the scheme's contribution chart
// ---------------------------------------------------------------------------------------------------------

test('Atal Pension Yojana: the chart’s corners: 18 with 5,000 pays 210, 40 pays 1,454; 1,000 runs from 42 to 291', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/atal-pension-yojana-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Monthly Pension Wanted').locator('option')).toHaveText([
    '₹1,000',
    '₹2,000',
    '₹3,000',
    '₹4,000',
    '₹5,000',
  ]);

  const cases = [
    { age: '18', pension: '₹5,000', monthly: 210, years: 42, nominee: 850000 },
    { age: '40', pension: '₹5,000', monthly: 1454, years: 20, nominee: 850000 },
    { age: '18', pension: '₹1,000', monthly: 42, years: 42, nominee: 170000 },
    { age: '40', pension: '₹1,000', monthly: 291, years: 20, nominee: 170000 },
  ];
  for (const { age, pension, monthly, years, nominee } of cases) {
    await fillFields(page, { 'Age at Joining': age });
    await field(page, 'Monthly Pension Wanted').selectOption({ label: pension });
    await calculate(page);
    await expect(result(page, 'Monthly Contribution')).toHaveText(inr(monthly));
    await expect(result(page, 'Years of Contribution')).toHaveText(`${years} years`);
    await expect(result(page, 'Total Contribution')).toHaveText(inr(monthly * 12 * years));
    await expect(result(page, 'Corpus Returned to Nominee')).toHaveText(inr(nominee));
  }

  // The whole chart, 18 to 40, with its first and last rows.
  await tab(page, 'Contribution Chart').click();
  await expect(bodyRows(page, 'Contribution Chart')).toHaveCount(23);
  await expect(bodyRows(page, 'Contribution Chart').first().locator('td')).toHaveText([
    '18',
    '42',
    ...[42, 84, 126, 168, 210].map(inr),
  ]);
  await expect(bodyRows(page, 'Contribution Chart').last().locator('td')).toHaveText([
    '40',
    '20',
    ...[291, 582, 873, 1164, 1454].map(inr),
  ]);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------
// Flat vs reducing rate: the flat EMI and the reducing-balance rate with the same EMI
// ---------------------------------------------------------------------------------------------------------

/** The monthly rate at which `emi` repays `p` in n months, by Newton's method on the balance left. */
function reducingRateFor(p: number, emi: number, n: number): number {
  const left = (i: number) => p * (1 + i) ** n - (emi * ((1 + i) ** n - 1)) / i;
  let i = emi / p;
  for (let step = 0; step < 100; step++) {
    const h = 1e-7;
    i -= left(i) / ((left(i + h) - left(i - h)) / (2 * h));
  }
  return i * 1200;
}

test('Flat vs reducing: 1,00,000 at 10 % flat for 3 years: EMI 3,611.11, equivalent reducing rate 17.92 %', async ({ page }) => {
  const errors = trackPageErrors(page);
  const emi = (100000 + 100000 * 0.1 * 3) / 36;
  const rate = reducingRateFor(100000, emi, 36);
  expect(rate.toFixed(2)).toBe('17.92');
  const i = 0.1 / 12;
  const reducingEmi = (100000 * i) / (1 - (1 + i) ** -36);

  await page.goto('/flat-vs-reducing-rate-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(0);
  await fillFields(page, { 'Loan Amount': '100000', 'Flat Interest Rate (%)': '10', 'Loan Tenure (Years)': '3' });
  await calculate(page);

  await expect(result(page, 'EMI at Flat Rate')).toHaveText(usd(emi));
  await expect(result(page, 'EMI at Flat Rate')).toHaveText('$3,611.11');
  await expect(result(page, 'Equivalent Reducing Rate')).toHaveText('17.92%');
  await expect(result(page, 'Total Interest at Flat Rate')).toHaveText(usd(30000));
  await expect(result(page, 'EMI at Reducing Rate')).toHaveText(usd(reducingEmi));
  await expect(result(page, 'Total Interest at Reducing Rate')).toHaveText(usd(reducingEmi * 36 - 100000));
  await expect(result(page, 'Extra Interest at Flat Rate')).toHaveText(usd(30000 - (reducingEmi * 36 - 100000)));
  // The link is under the figures, on the results tab.
  await expect(page.getByRole('link', { name: 'Open in the Loan Calculator at the equivalent rate' })).toBeVisible();
  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(3);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------
// Solve for: the yearly SSY deposit for a target, the flat rate a reducing rate is worth
// ---------------------------------------------------------------------------------------------------------

test('Sukanya Samriddhi: solving for the yearly investment that matures at 50,00,000', async ({ page }) => {
  // What ₹1 a year matures at: 15 deposits grown to year 15, then 6 more years.
  let perRupee = 0;
  for (let year = 1; year <= 21; year++) perRupee = (perRupee + (year <= 15 ? 1 : 0)) * 1.082;
  await page.goto('/sukanya-samriddhi-calculator');
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Yearly Investment' });
  await expect(field(page, 'Yearly Investment')).toHaveCount(0);
  await fillFields(page, { 'Target Amount': '5000000', "Girl's Age": '2' });
  await calculate(page);
  await expect(result(page, 'Yearly Investment')).toHaveText(inr(5000000 / perRupee));
  await expect(result(page, 'Maturity Amount')).toHaveText(inr(5000000));
  await expect(page).toHaveURL(/[?&]solveFor=yearlyInvestment(&|$)/);
});

test('Flat vs reducing: solving for the flat rate that 12 % reducing is worth over 3 years', async ({ page }) => {
  const i = 0.01;
  const emi = (100000 * i) / (1 - (1 + i) ** -36);
  const flat = ((36 * emi - 100000) / 300000) * 100;
  await page.goto('/flat-vs-reducing-rate-calculator');
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Flat Interest Rate (%)' });
  await expect(field(page, 'Flat Interest Rate (%)')).toHaveCount(0);
  await fillFields(page, { 'Loan Amount': '100000', 'Reducing Interest Rate (%)': '12', 'Loan Tenure (Years)': '3' });
  await calculate(page);
  await expect(result(page, 'Flat Interest Rate (%)')).toHaveText(`${flat.toFixed(2)}%`);
  await expect(result(page, 'EMI at Flat Rate')).toHaveText(usd(emi));
  await expect(result(page, 'Equivalent Reducing Rate')).toHaveText('12.00%');
});
