import { expect, test } from './app-test';
import { calculate, fillFields, grouped, money, pickCurrency, trackPageErrors, NOT_CALCULATED } from './support';
import { downloadCsv, expectNoBadNumbers, field, inr, result, RUPEES_NOTE, escapeRegex } from './calculator-page';

/** The header on a page in rupees: INR shown, the visitor's own currency (USD by default) kept for the other pages. */
const RUPEE_PAGE_HEADER = 'Currency: INR on this page; your currency: USD';

/*
 * Browser tests for the HRA, GST, home loan eligibility and NPS calculators. Every expected figure is computed here
 * from the rule or the closed form (nothing is copied from the page or from the product's code) and formatted with a
 * fresh Intl.NumberFormat: in the header's currency (USD by default) for GST and home loan eligibility, in rupees
 * with Indian grouping for HRA and NPS, whatever the header shows.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

/** A CSV cell as the product writes numbers: rounded to cents, as a plain number. */
const csvNumber = (value: number) => String(Math.round(value * 100) / 100);

// ---------------------------------------------------------------------------------------------------------
// HRA: the least of the HRA received, rent - 10 % of basic, 50 % (metro) or 40 % of basic
// ---------------------------------------------------------------------------------------------------------

test('HRA: the exemption to the paisa, in rupees, the header saying INR (the visitor’s USD kept), and which rule bound', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const basic = 654321.5;
  const hra = 240000.25;
  const rent = 300000;
  const rentRule = rent - 0.1 * basic; // 2,34,567.85
  const exempt = Math.min(hra, Math.max(0, rentRule), 0.5 * basic);
  expect(exempt).toBe(rentRule);

  await page.goto('/hra-calculator');
  await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, {
    'Basic Salary + DA (Yearly)': String(basic),
    'HRA Received (Yearly)': String(hra),
    'Rent Paid (Yearly)': String(rent),
  });
  await expect(field(page, 'City')).toHaveValue('1');
  await expect(field(page, 'City').locator('option:checked')).toHaveText('Metro (Delhi, Mumbai, Kolkata, Chennai)');
  await calculate(page);

  await expect(result(page, 'Exempt HRA')).toHaveText(inr(exempt));
  await expect(result(page, 'Exempt HRA')).toHaveText('₹2,34,567.85');
  await expect(result(page, 'Taxable HRA')).toHaveText(inr(hra - exempt));
  await expect(result(page, 'Limited By')).toHaveText('Rent paid minus 10% of basic');
  await expect(result(page, 'HRA Received')).toHaveText(inr(hra));
  await expect(result(page, 'Rent Paid minus 10% of Basic')).toHaveText(inr(rentRule));
  await expect(result(page, '50% of Basic (Metro)')).toHaveText(inr(0.5 * basic));
  // The header keeps the visitor's currency; the page stays in rupees.
  await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);

  // Another header currency changes nothing here.
  await pickCurrency(page, 'EUR');
  await expect(result(page, 'Exempt HRA')).toHaveText(inr(exempt));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('HRA: outside a metro 40 % of basic binds', async ({ page }) => {
  const basic = 500000;
  const hra = 240000;
  const rent = 300000;
  const exempt = Math.min(hra, rent - 0.1 * basic, 0.4 * basic);
  expect(exempt).toBe(0.4 * basic);

  await page.goto('/hra-calculator');
  await fillFields(page, {
    'Basic Salary + DA (Yearly)': String(basic),
    'HRA Received (Yearly)': String(hra),
    'Rent Paid (Yearly)': String(rent),
  });
  await field(page, 'City').selectOption({ label: 'Non-metro' });
  await calculate(page);

  await expect(result(page, 'Exempt HRA')).toHaveText(inr(exempt));
  await expect(result(page, 'Taxable HRA')).toHaveText(inr(hra - exempt));
  await expect(result(page, 'Limited By')).toHaveText('40% of basic (non-metro)');
  await expect(result(page, '40% of Basic (Non-metro)')).toHaveText(inr(0.4 * basic));
  await expect(page).toHaveURL(/[?&]city=0(&|$)/);
});

// ---------------------------------------------------------------------------------------------------------
// GST: exclusive adds rate % of the amount; inclusive holds rate / (100 + rate) of it
// ---------------------------------------------------------------------------------------------------------

test('GST: a quick choice fills the rate; GST added and taken out, with its CGST and SGST halves', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/gst-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(0);
  const choices = page.getByRole('group', { name: 'GST Rate (%): quick choices' });
  for (const rate of ['5 %', '18 %', '40 %'])
    await expect(choices.getByRole('button', { name: rate, exact: true })).toBeVisible();

  await field(page, 'Amount').fill('2499.99');
  await choices.getByRole('button', { name: '18 %', exact: true }).click();
  await expect(field(page, 'GST Rate (%)')).toHaveValue('18');
  await expect(choices.getByRole('button', { name: '18 %', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Amount Is').locator('option:checked')).toHaveText('Before GST');
  await calculate(page);

  const gst = (2499.99 * 18) / 100;
  await expect(result(page, 'Net Amount')).toHaveText(money(2499.99));
  await expect(result(page, 'GST Amount')).toHaveText(money(gst));
  await expect(result(page, 'CGST')).toHaveText(money(gst / 2));
  await expect(result(page, 'SGST')).toHaveText(money(gst / 2));
  await expect(result(page, 'Total Amount')).toHaveText(money(2499.99 + gst));
  await expect(result(page, 'Total Amount')).toHaveText('$2,949.99');

  // The same amount including 40 % GST: the tax comes out of it.
  await field(page, 'Amount Is').selectOption({ label: 'Including GST' });
  await choices.getByRole('button', { name: '40 %', exact: true }).click();
  await expect(field(page, 'GST Rate (%)')).toHaveValue('40');
  await calculate(page);
  const net = (2499.99 * 100) / 140;
  await expect(result(page, 'Net Amount')).toHaveText(money(net));
  await expect(result(page, 'GST Amount')).toHaveText(money(2499.99 - net));
  await expect(result(page, 'CGST')).toHaveText(money((2499.99 - net) / 2));
  await expect(result(page, 'Total Amount')).toHaveText(money(2499.99));

  // The header's currency applies here.
  await pickCurrency(page, 'INR');
  await expect(result(page, 'Net Amount')).toHaveText(inr(net));
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------
// Home loan eligibility: EMI = income x share - EMIs; loan = EMI (1 - (1 + i)^-n) / i
// ---------------------------------------------------------------------------------------------------------

test('home loan eligibility: the affordable EMI and the loan it repays, opened in the Loan calculator with the same EMI', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const income = 98765.43;
  const existing = 7654.32;
  const rate = 8.65;
  const years = 23;
  const emi = (income * 52) / 100 - existing; // 43,703.70
  const i = rate / 1200;
  const n = years * 12;
  const loan = (emi * (1 - Math.pow(1 + i, -n))) / i;
  const loanToTheCent = Math.round(loan * 100) / 100;

  await page.goto('/home-loan-eligibility-calculator');
  await expect(field(page, 'Share of Income for EMIs (%)')).toHaveValue('50');
  await fillFields(page, {
    'Net Monthly Income': String(income),
    'Existing Monthly EMIs': String(existing),
    'Annual Interest Rate (%)': String(rate),
    'Loan Tenure (Years)': String(years),
    'Share of Income for EMIs (%)': '52',
  });
  await calculate(page);

  await expect(result(page, 'Affordable EMI')).toHaveText(money(emi));
  await expect(result(page, 'Eligible Loan Amount')).toHaveText(money(loan));
  await expect(result(page, 'Total Payment (Principal + Interest)')).toHaveText(money(emi * n));
  await expect(result(page, 'Total Interest Payable')).toHaveText(money(emi * n - loan));
  await expectNoBadNumbers(page);

  const link = page.getByRole('link', { name: 'Open in the Loan Calculator' });
  await expect(link).toHaveAttribute('href', new RegExp(`loanAmount=${escapeRegex(String(loanToTheCent))}(&|$)`));
  await link.click();
  await expect(page).toHaveURL(/\/loan-calculator\?/);
  await expect(field(page, 'Loan Amount')).toHaveValue(grouped(String(loanToTheCent)));
  await expect(field(page, 'Annual Interest Rate (%)')).toHaveValue(String(rate));
  await expect(field(page, 'Loan Tenure (Years)')).toHaveValue(String(years));
  // The Loan page's own EMI for that amount is the affordable EMI, to the cent.
  await expect(result(page, 'EMI')).toHaveText(money(emi));
  expect(errors).toEqual([]);
});

test('home loan eligibility: existing EMIs that take the whole share leave nothing eligible, and say so', async ({ page }) => {
  await page.goto('/home-loan-eligibility-calculator');
  await fillFields(page, {
    'Net Monthly Income': '60000',
    'Existing Monthly EMIs': '30000',
    'Annual Interest Rate (%)': '9',
    'Loan Tenure (Years)': '20',
  });
  await calculate(page);
  await expect(
    page.getByText(
      'No loan is eligible: your existing EMIs already take up all of the share of income for EMIs. Lower the existing EMIs or raise the share.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(result(page, 'Eligible Loan Amount')).toHaveText(money(0));
  await expect(page.getByRole('link', { name: 'Open in the Loan Calculator' })).toHaveCount(0);
  await expectNoBadNumbers(page);
});

// ---------------------------------------------------------------------------------------------------------
// NPS: a contribution at the start of each month until 60, compounded monthly; 40 %+ buys an annuity
// ---------------------------------------------------------------------------------------------------------

/** n deposits of c at the start of each month, growing at i a month to the end (annuity due). */
const annuityDue = (c: number, i: number, n: number) => ((c * (Math.pow(1 + i, n) - 1)) / i) * (1 + i);

test('NPS: corpus, lump sum, annuity and pension to the paisa in rupees, the header saying INR (the visitor’s USD kept); yearly report and CSV', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const monthly = 4321.5;
  const age = 35;
  const rate = 9.5;
  const share = 45;
  const annuityRate = 6.5;
  const months = (60 - age) * 12;
  const corpus = annuityDue(monthly, rate / 1200, months);
  const annuity = (corpus * share) / 100;

  await page.goto('/nps-calculator');
  await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await expect(field(page, 'Annuity Share (%)')).toHaveValue('40');
  await expect(field(page, 'Annuity Rate (%)')).toHaveValue('6');
  await fillFields(page, {
    'Monthly Contribution': String(monthly),
    'Current Age': String(age),
    'Expected Return (%)': String(rate),
    'Annuity Share (%)': String(share),
    'Annuity Rate (%)': String(annuityRate),
  });
  await calculate(page);

  await expect(result(page, 'Total Invested')).toHaveText(inr(monthly * months));
  await expect(result(page, 'Corpus at 60')).toHaveText(inr(corpus));
  await expect(result(page, 'Lump Sum')).toHaveText(inr(corpus * (1 - share / 100)));
  await expect(result(page, 'Annuity Purchase')).toHaveText(inr(annuity));
  await expect(result(page, 'Monthly Pension')).toHaveText(inr((annuity * annuityRate) / 100 / 12));
  await expect(result(page, 'Corpus at 60')).toContainText('₹');
  await expect(page.getByRole('button', { name: RUPEE_PAGE_HEADER, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Yearly Breakdown', exact: true }).click();
  const rows = page.getByRole('region', { name: 'Yearly Breakdown table', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(60 - age);
  await expect(rows.first().locator('td')).toHaveText([
    String(age + 1),
    inr(monthly * 12),
    inr(monthly * 12),
    inr(annuityDue(monthly, rate / 1200, 12)),
  ]);
  await expect(rows.last().locator('td')).toHaveText(['60', inr(monthly * 12), inr(monthly * months), inr(corpus)]);

  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual(['Age', 'Contributions', 'Total Invested', 'Balance']);
  expect(csv).toHaveLength(1 + 60 - age);
  expect(csv.at(-1)).toEqual(['60', csvNumber(monthly * 12), csvNumber(monthly * months), csvNumber(corpus)]);
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('NPS: an annuity share below 40 % and an age of 60 are refused with their bounds', async ({ page }) => {
  await page.goto('/nps-calculator');
  await fillFields(page, {
    'Monthly Contribution': '5000',
    'Current Age': '60',
    'Expected Return (%)': '10',
    'Annuity Share (%)': '30',
  });
  await calculate(page);
  await expect(field(page, 'Annuity Share (%)')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Annuity Share (%)')).toHaveAccessibleDescription(/Enter a value between 40 and 100\./);
  // Contributions run until 60: an age of 60 leaves none.
  await expect(field(page, 'Current Age')).toHaveAccessibleDescription(/Enter a value between 18 and 59\./);
  await expect(result(page, 'Corpus at 60')).toHaveText(NOT_CALCULATED);
});
