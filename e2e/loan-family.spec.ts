/*
 * The loan pages of issue 41 in the browser: Education Loan, Personal Loan, Car Loan and Home Loan Tax Benefit.
 * Fields are found by their labels. Every expected figure is computed here on its own (the textbook EMI
 * P r (1+r)^n / ((1+r)^n - 1), a month-by-month loop for a year's interest, a bisection on the present value of
 * the EMIs for the APR) and checked against the anchors before the page is asked; amounts are formatted
 * with a fresh Intl.NumberFormat, in rupees with Indian grouping on the pages of Indian law, in the header's USD on
 * the car loan page.
 */
import { expect, test, settledUrl } from './app-test';
import { calculate, fillFields, money, NOT_CALCULATED, trackPageErrors } from './support';
import { bodyRows, downloadCsv, expectNoBadNumbers, field, inr, result, RUPEES_NOTE, tab } from './calculator-page';

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

const emiOf = (P: number, annual: number, months: number) => {
  const r = annual / 1200;
  return (P * r * (1 + r) ** months) / ((1 + r) ** months - 1);
};

/** Interest and principal of the first `months` EMIs, month by month. */
function firstMonths(P: number, annual: number, emi: number, months: number) {
  let balance = P;
  let interest = 0;
  for (let m = 0; m < months; m++) {
    const owed = (balance * annual) / 1200;
    interest += owed;
    balance += owed - emi;
  }
  return { interest, principal: P - balance, balance };
}

/** The monthly rate at which `emi` for `months` months is worth `amount` today, by bisection on the present value. */
function monthlyIrr(amount: number, emi: number, months: number) {
  const pv = (j: number) => (emi * (1 - (1 + j) ** -months)) / j;
  let low = 1e-9;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (pv(mid) > amount) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const pct = (value: number) => `${value.toFixed(2)}%`;

test('Education loan: 10,00,000 at 10 %, 60 months of moratorium, 10 years; added, then paid monthly; a shared link', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const added = emiOf(1500000, 10, 120);
  const paid = emiOf(1000000, 10, 120);
  expect(inr(added)).toBe('₹19,822.61');
  expect(inr(added * 120 - 1000000)).toBe('₹13,78,713.26');
  expect(inr(1000000 / 120)).toBe('₹8,333.33');
  expect(inr(paid)).toBe('₹13,215.07');

  await page.goto('/education-loan-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, {
    'Loan Amount': '1000000',
    'Annual Interest Rate (%)': '10',
    'Moratorium (Months)': '60',
    'Repayment Tenure (Years)': '10',
  });
  await expect(field(page, 'During the Moratorium')).toHaveValue('0');
  await calculate(page);
  await expect(result(page, 'Interest Added to the Loan')).toHaveText('₹5,00,000.00');
  await expect(result(page, 'EMI')).toHaveText('₹19,822.61');
  await expect(result(page, 'Total Interest Payable')).toHaveText('₹13,78,713.26');
  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(15);
  const csv = await downloadCsv(page);
  expect(csv[0]).toEqual([
    'Year',
    'Payments',
    'Interest Paid',
    'Interest Added',
    'Principal Repaid',
    'Remaining Balance',
    '80E Deduction',
  ]);
  expect(csv).toHaveLength(16);

  await field(page, 'During the Moratorium').selectOption({ label: 'Interest Paid Monthly' });
  await calculate(page);
  await tab(page, 'results').click();
  await expect(result(page, 'Interest Paid Monthly During the Moratorium')).toHaveText('₹8,333.33');
  await expect(result(page, 'EMI')).toHaveText('₹13,215.07');
  await expect(page).toHaveURL(/moratoriumMonths=60/);

  // The link opens the same calculation in a fresh page.
  const link = await settledUrl(page);
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(result(other, 'EMI')).toHaveText('₹13,215.07');
  await expect(field(other, 'During the Moratorium')).toHaveValue('1');
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Education loan: a moratorium beyond 96 months is refused with its message', async ({ page }) => {
  await page.goto('/education-loan-calculator');
  await fillFields(page, {
    'Loan Amount': '1000000',
    'Annual Interest Rate (%)': '10',
    'Moratorium (Months)': '120',
    'Repayment Tenure (Years)': '10',
  });
  await calculate(page);
  await expect(page.getByText('Enter a value between 0 and 96.')).toBeVisible();
  await expect(result(page, 'EMI')).toHaveText(NOT_CALCULATED);
});

test('Personal loan: 5,00,000 at 11 % for 36 months, fee 2 %: EMI, fee with GST, in hand, APR and effective rate', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const emi = emiOf(500000, 11, 36);
  const j = monthlyIrr(488200, emi, 36);
  expect(inr(emi)).toBe('₹16,369.36');
  expect(pct(j * 1200)).toBe('12.66%');
  expect(pct(((1 + j) ** 12 - 1) * 100)).toBe('13.42%');

  await page.goto('/personal-loan-calculator');
  await fillFields(page, {
    'Loan Amount': '500000',
    'Annual Interest Rate (%)': '11',
    'Tenure (Months)': '36',
    'Processing Fee (%)': '2',
  });
  await calculate(page);
  await expect(result(page, 'EMI')).toHaveText('₹16,369.36');
  await expect(result(page, 'Processing Fee + 18% GST')).toHaveText('₹11,800.00');
  await expect(result(page, 'Amount in Hand')).toHaveText('₹4,88,200.00');
  await expect(result(page, 'APR (True Annual Rate)')).toHaveText('12.66%');
  await expect(result(page, 'Effective Annual Rate')).toHaveText('13.42%');
  await tab(page, 'Monthly Schedule').click();
  await expect(bodyRows(page, 'Monthly Schedule')).toHaveCount(36);

  // A shared link with a fee above the page's bound: the field says why, nothing is calculated.
  await page.goto('/personal-loan-calculator?loanAmount=500000&annualRate=11&tenureMonths=36&processingFee=2');
  await expect(result(page, 'APR (True Annual Rate)')).toHaveText('12.66%');
  await field(page, 'Processing Fee (%)').fill('12');
  await calculate(page);
  await expect(page.getByText('Enter a value between 0 and 10.')).toBeVisible();
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Car loan: 8,00,000, 20 % down, 9 %, 5 years; the same as an amount; a down payment above the price refused', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const emi = emiOf(640000, 9, 60);
  expect(money(emi, 'INR', 'en-IN')).toBe('₹13,285.35');
  expect(money(emi * 60 - 640000, 'INR', 'en-IN')).toBe('₹1,57,120.84');

  await page.goto('/car-loan-calculator');
  await fillFields(page, {
    'On-road Price': '800000',
    'Down Payment (%)': '20',
    'Annual Interest Rate (%)': '9',
    'Tenure (Years)': '5',
  });
  await calculate(page);
  await expect(result(page, 'Loan Amount')).toHaveText(money(640000));
  await expect(result(page, 'EMI')).toHaveText(money(13285.35));
  await expect(result(page, 'Total Interest Payable')).toHaveText(money(157120.84));
  await expect(page).toHaveURL(/downPaymentPercent=20/);

  await field(page, 'Down Payment As').selectOption({ label: 'Amount' });
  await field(page, 'Down Payment').fill('900000');
  await calculate(page);
  await expect(page.getByText('The down payment is more than the on-road price: enter at most the price.')).toBeVisible();
  await field(page, 'Down Payment').fill('160000');
  await calculate(page);
  await expect(result(page, 'EMI')).toHaveText(money(13285.35));

  await field(page, 'Tenure (Years)').fill('9');
  await calculate(page);
  await expect(page.getByText('Enter a value between 1 and 8.')).toBeVisible();
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Home loan tax benefit: 50,00,000 at 8.5 % for 20 years, nothing else under 80C, 30 %: year 1, and the new regime’s 0', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const emi = emiOf(5000000, 8.5, 240);
  const year1 = firstMonths(5000000, 8.5, emi, 12);
  expect(inr(year1.interest)).toBe('₹4,21,182.48');
  expect(inr(year1.principal)).toBe('₹99,511.46');
  const deduction = 200000 + year1.principal;
  expect(inr(deduction)).toBe('₹2,99,511.46');
  expect(inr(deduction * 0.3 * 1.04)).toBe('₹93,447.58');

  await page.goto('/home-loan-tax-benefit-calculator');
  await expect(page.getByText(RUPEES_NOTE)).toHaveCount(1);
  await fillFields(page, { 'Loan Amount': '5000000', 'Annual Interest Rate (%)': '8.5', 'Loan Tenure (Years)': '20' });
  await page.getByRole('button', { name: '30%' }).click();
  await expect(field(page, 'Tax Slab (%)')).toHaveValue('30');
  await expect(field(page, 'First EMI Month')).toHaveValue('4');
  await calculate(page);
  await expect(result(page, 'Interest Paid in Year 1')).toHaveText('₹4,21,182.48');
  await expect(result(page, 'Principal Repaid in Year 1')).toHaveText('₹99,511.46');
  await expect(result(page, 'Deduction in Year 1')).toHaveText('₹2,99,511.46');
  await expect(result(page, 'Tax Saved in Year 1')).toHaveText('₹93,447.58');
  await expect(result(page, 'Tax Saved Under the New Regime')).toHaveText('₹0.00');
  await expect(page.getByText(/Under the new regime a self-occupied house gets no deduction at all/)).toBeVisible();
  await tab(page, 'Yearly Breakdown').click();
  await expect(bodyRows(page, 'Yearly Breakdown')).toHaveCount(20);

  // Let out: the rent field appears; the shared link carries it.
  await field(page, 'Property Use').selectOption({ label: 'Let Out' });
  await field(page, 'Annual Rent').fill('180000');
  await calculate(page);
  await expect(page).toHaveURL(/propertyUse=1&annualRent=180000/);
  await tab(page, 'results').click();
  // 70 % of the rent and 2,00,000 of loss: 3,26,000 of the interest, with the principal.
  await expect(result(page, 'Deduction in Year 1')).toHaveText(inr(326000 + year1.principal));
  await expect(result(page, 'Interest Deducted Under the New Regime')).not.toHaveText('₹0.00');
  await expectNoBadNumbers(page);
  expect(errors).toEqual([]);
});

test('Car loan: Solve for the on-road price an EMI buys with 20 % down, in a link that reopens it', async ({ page }) => {
  // The loan an EMI of 15,000 repays over 60 months at 9 %, by the annuity factor; 20 % down makes it 80 % of the price.
  const r = 9 / 1200;
  const price = (15000 * (1 - (1 + r) ** -60)) / r / 0.8;
  await page.goto('/car-loan-calculator');
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: 'On-road Price' });
  await expect(field(page, 'On-road Price')).toHaveCount(0);
  await fillFields(page, {
    'Monthly EMI': '15000',
    'Down Payment (%)': '20',
    'Annual Interest Rate (%)': '9',
    'Tenure (Years)': '5',
  });
  await calculate(page);
  await expect(result(page, 'On-road Price')).toHaveText(money(price));
  await expect(result(page, 'EMI')).toHaveText(money(15000));
  await expect(page).toHaveURL(/[?&]solveFor=onRoadPrice(&|$)/);
  await page.reload();
  await expect(result(page, 'On-road Price')).toHaveText(money(price));
});
