import { expect, test } from './app-test';
import { calculate, fillFields, NOT_CALCULATED, trackPageErrors } from './support';
import { bodyRows, downloadCsv, expectNoBadNumbers, field, inr, result, RUPEES_NOTE, tab } from './calculator-page';

/*
 * Browser tests for the Senior Citizens Savings Scheme, Post Office MIS, Kisan Vikas Patra, Leave Encashment and
 * Capital Gains Tax on Property calculators. Every expected figure is computed here from the rule, written out on its
 * own (payments added one by one, the doubling found by counting months, the four limits sorted, the indexed cost in
 * integer paise), or is the anchor, and formatted with a fresh Intl.NumberFormat in rupees with Indian
 * grouping, whatever the header shows (USD by default).
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

/** A CSV number within half a cent of the expected one. */
function expectCsvNumber(cell: string, expected: number) {
  expect(cell).toMatch(/^-?\d+(\.\d{1,2})?$/);
  expect(Math.abs(Number(cell) - expected)).toBeLessThanOrEqual(0.0051);
}

// ---------------------------------------------------------------------------------------------------------
// Senior Citizens Savings Scheme: interest paid each quarter, not compounded
// ---------------------------------------------------------------------------------------------------------

test('SCSS: 30,00,000 at 8.2 % pays 61,500 a quarter, 12,30,000 in 5 years; TDS noted; the quarters as a CSV', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  let paid = 0;
  for (let quarter = 1; quarter <= 20; quarter++) paid += (3000000 * 82) / 1000 / 4;
  expect(inr(paid)).toBe('₹12,30,000.00');

  await page.goto('/scss-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Interest Rate (%)')).toHaveValue('8.2');
  await fillFields(page, { Deposit: '3000000' });
  await calculate(page);

  await expect(result(page, 'Quarterly Interest')).toHaveText('₹61,500.00');
  await expect(result(page, 'Total Interest')).toHaveText(inr(paid));
  await expect(result(page, 'Deduction under 80C')).toHaveText(inr(150000));
  await expect(result(page, 'TDS a Year')).toHaveText(inr(24600));
  await expect(page.getByText(/Form 15H/).first()).toBeVisible();
  await expect(page).toHaveURL(/deposit=3000000/);

  await tab(page, 'Quarterly Payouts').click();
  await expect(bodyRows(page, 'Quarterly Payouts')).toHaveCount(20);
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(['Quarter', 'Year', 'Interest Paid', 'Total Interest Received']);
  expectCsvNumber(csv[20][3], paid);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('SCSS: a shared link with the 3-year extension: 32 quarters; more than 30,00,000 is refused', async ({ page }) => {
  await page.goto('/scss-calculator?deposit=1000000&interestRate=8.2&period=1');
  await expect(result(page, 'Quarterly Interest')).toHaveText(inr(20500));
  await expect(result(page, 'Total Interest')).toHaveText(inr(20500 * 32));
  await fillFields(page, { Deposit: '3001000' });
  await calculate(page);
  await expect(page.getByText('Enter a value between 1,000 and 3,000,000.')).toBeVisible();
  await expect(field(page, 'Deposit')).toHaveAttribute('aria-invalid', 'true');
});

test('SCSS: Solve for the deposit that pays 40,000 a quarter: 19,52,000 (a multiple of 1,000)', async ({ page }) => {
  await page.goto('/scss-calculator');
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Deposit' });
  await fillFields(page, { 'Quarterly Income Wanted': '40000' });
  await calculate(page);
  // 40,000 × 4 / 0.082 = 19,51,219.51…, rounded up to the next 1,000.
  await expect(result(page, 'Deposit')).toHaveText(inr(1952000));
  await expect(result(page, 'Quarterly Interest')).toHaveText(inr((1952000 * 0.082) / 4));
});

// ---------------------------------------------------------------------------------------------------------
// Post Office MIS: interest paid each month
// ---------------------------------------------------------------------------------------------------------

test('Post Office MIS: 9,00,000 at 7.4 % pays 5,550 a month, 3,33,000 in all; 60 months in the CSV', async ({ page }) => {
  const errors = trackPageErrors(page);
  let paid = 0;
  for (let month = 1; month <= 60; month++) paid += (900000 * 74) / 1000 / 12;
  expect(inr(paid)).toBe('₹3,33,000.00');

  await page.goto('/post-office-mis-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Interest Rate (%)')).toHaveValue('7.4');
  await fillFields(page, { Deposit: '900000' });
  await calculate(page);
  await expect(result(page, 'Monthly Interest')).toHaveText('₹5,550.00');
  await expect(result(page, 'Total Interest')).toHaveText(inr(paid));

  await tab(page, 'Monthly Payouts').click();
  await expect(bodyRows(page, 'Monthly Payouts')).toHaveCount(60);
  const csv = await downloadCsv(page);
  expect(csv).toHaveLength(61);
  expectCsvNumber(csv[60][3], paid);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Post Office MIS: 15,00,000 only in a joint account', async ({ page }) => {
  await page.goto('/post-office-mis-calculator');
  await fillFields(page, { Deposit: '1500000' });
  await calculate(page);
  await expect(page.getByText('A single account holds at most ₹9,00,000: choose a joint account or deposit less.')).toBeVisible();
  await field(page, 'Account Type').selectOption({ label: 'Joint (up to 3 adults)' });
  await calculate(page);
  await expect(result(page, 'Monthly Interest')).toHaveText(inr((1500000 * 0.074) / 12));
});

// ---------------------------------------------------------------------------------------------------------
// Kisan Vikas Patra: doubles in 115 months at 7.5 %
// ---------------------------------------------------------------------------------------------------------

test('KVP: 7.5 % doubles in 115 months; 1,00,000 matures at 2,00,000; after 60 months worth 1.075^5', async ({ page }) => {
  const errors = trackPageErrors(page);
  let months = 0;
  while (1.075 ** (months / 12) < 2) months += 1;
  // 115.01 months to double: the count reaches 116, the nearer month is 115.
  expect(months - 1).toBe(115);

  await page.goto('/kvp-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, { Amount: '100000', 'Encash After (Months)': '60' });
  await calculate(page);
  await expect(result(page, 'Months to Double')).toHaveText('115 months (9 years 7 months)');
  await expect(result(page, 'Maturity Amount')).toHaveText(inr(200000));
  await expect(result(page, 'Value When Encashed')).toHaveText(inr(100000 * 1.075 ** 5));
  await tab(page, 'Encashment Values').click();
  // 30, 36, … 114 months, then maturity.
  await expect(bodyRows(page, 'Encashment Values')).toHaveCount(16);
  await expect(bodyRows(page, 'Encashment Values').last().locator('td').first()).toHaveText('115 (maturity)');
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('KVP: encashing after the term is refused with the term', async ({ page }) => {
  await page.goto('/kvp-calculator?amount=100000&interestRate=7.5');
  await expect(result(page, 'Maturity Amount')).toHaveText(inr(200000));
  await fillFields(page, { 'Encash After (Months)': '120' });
  await calculate(page);
  await expect(page.getByText('At 7.5% the certificate matures after 115 months: enter 115 or fewer.')).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------
// Leave encashment: section 10(10AA)
// ---------------------------------------------------------------------------------------------------------

test('Leave Encashment: 1,00,000, 20 years, 300 days, 12,00,000 received: exempt 10,00,000, taxable 2,00,000', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const limits = [2500000, 1200000, 10 * 100000, (Math.min(300, 30 * 20) * 100000) / 30].sort((a, b) => a - b);

  await page.goto('/leave-encashment-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, {
    'Average Monthly Salary (basic + DA, last 10 months)': '100000',
    'Years of Service': '20',
    'Unavailed Leave (Days)': '300',
    'Leave Encashment Received': '1200000',
  });
  await calculate(page);
  await expect(result(page, 'Exempt under 10(10AA)')).toHaveText(inr(limits[0]));
  await expect(result(page, 'Taxable Leave Encashment')).toHaveText(inr(1200000 - limits[0]));
  await expect(page).toHaveURL(/encashmentReceived=1200000/);

  await field(page, 'Employer').selectOption({ label: 'Central or State Government' });
  await calculate(page);
  await expect(result(page, 'Exempt under 10(10AA)')).toHaveText(inr(1200000));
  await expect(result(page, 'Taxable Leave Encashment')).toHaveText(inr(0));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Leave Encashment: a negative leave balance is refused', async ({ page }) => {
  await page.goto('/leave-encashment-calculator');
  await fillFields(page, {
    'Average Monthly Salary (basic + DA, last 10 months)': '100000',
    'Years of Service': '20',
    'Unavailed Leave (Days)': '-5',
    'Leave Encashment Received': '1200000',
  });
  await calculate(page);
  await expect(page.getByText('Enter a value between 0 and 3,650.')).toBeVisible();
  await expect(result(page, 'Exempt under 10(10AA)')).toHaveText(NOT_CALCULATED);
});

// ---------------------------------------------------------------------------------------------------------
// Capital gains on property: indexation or not, the lower
// ---------------------------------------------------------------------------------------------------------

/** An amount of paise n / d, rounded half up, in rupees. */
const paise = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (denominator * 2n)) / 100;

test('Capital gains: bought FY 2010-11 for 30,00,000, sold FY 2025-26 for 1,00,00,000: indexed cost 67,54,491.02, the lower tax with indexation', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const indexedCost = paise(300000000n * 376n, 167n);
  const taxPaise = (1000000000n * 167n - 300000000n * 376n) * 20n;
  expect(inr(indexedCost)).toBe('₹67,54,491.02');

  await page.goto('/capital-gains-property-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, {
    'Purchase Price': '3000000',
    'Purchase Date': '2010-06-15',
    'Sale Price': '10000000',
    'Sale Date': '2025-06-15',
  });
  await calculate(page);
  await expect(result(page, 'Indexed Cost of Acquisition')).toHaveText(inr(indexedCost));
  await expect(result(page, 'Tax with Indexation (20%)')).toHaveText(inr(paise(taxPaise, 16700n)));
  await expect(result(page, 'Tax with Indexation (20%)')).toHaveText('₹6,49,101.80');
  await expect(result(page, 'Tax with Indexation + Cess')).toHaveText('₹6,75,065.87');
  await expect(result(page, 'Tax without Indexation (12.5%)')).toHaveText('₹8,75,000.00');
  await expect(result(page, 'Tax Payable (with 4% Cess)')).toHaveText(inr(paise(taxPaise * 104n, 1670000n)));
  await expect(result(page, 'Holding Period')).toHaveText('15 years: long-term');
  await expect(page.getByText(/The lower applies: with indexation/)).toBeVisible();

  await tab(page, 'Cost Inflation Index').click();
  await expect(bodyRows(page, 'Cost Inflation Index').first().locator('td').nth(3)).toHaveText('167');
  await expect(bodyRows(page, 'Cost Inflation Index').last().locator('td').nth(3)).toHaveText('376');
  await tab(page, 'Computation').click();
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(['Figure', 'With Indexation', 'Without Indexation']);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Capital gains: a shared link held 24 months is short-term at the slab; a sale before 23 July 2024 is refused', async ({
  page,
}) => {
  await page.goto(
    '/capital-gains-property-calculator?purchasePrice=8000000&purchaseDate=2023-09-01&salePrice=10000000&saleDate=2025-09-01&taxSlab=30',
  );
  await expect(result(page, 'Holding Period')).toHaveText('2 years: short-term');
  await expect(result(page, 'Short-term Capital Gain')).toHaveText(inr(2000000));
  await expect(result(page, 'Tax Payable (with 4% Cess)')).toHaveText(inr(2000000 * 0.3 * 1.04));

  await fillFields(page, { 'Sale Date': '2024-07-22' });
  await calculate(page);
  await expect(
    page.getByText('Enter a sale on or after 23 July 2024: the calculator has the rules in force since then.'),
  ).toBeVisible();
  await expect(field(page, 'Sale Date')).toHaveAttribute('aria-invalid', 'true');
});
