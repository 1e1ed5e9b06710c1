import { expect, test, type Page } from './app-test';
import { calculate, fillFields, money, resultValue, sipMaturity, NOT_CALCULATED } from './support';

/*
 * Planning backwards, as a visitor does it: "Solve for" the input you don't know, give the target, and read the
 * answer first. Expected figures are computed here by the textbook formulas, not by the site's solvers.
 */

async function solveFor(page: Page, option: string) {
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: option });
}
/** The first figure among the results (the retirement planner's sums come before its results, in another card). */
const firstResult = (page: Page) => page.locator('[id$="-results"] dl dt, #retirement-plan dl dt').first();

test('SIP: the monthly amount that reaches a target, first among the results, in a link that reopens it', async ({ page }) => {
  await page.goto('/sip-calculator');
  await expect(page.getByLabel('Solve for', { exact: true })).toHaveValue('');
  await solveFor(page, 'Monthly SIP Amount');
  await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toHaveCount(0);
  await fillFields(page, { 'Target Amount': '10000000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '15' });
  await calculate(page);
  // Maturity is proportional to the monthly amount: target / maturity of 1 a month.
  const monthly = 1e7 / sipMaturity(1, 12, 15);
  await expect(firstResult(page)).toHaveText('Monthly SIP Amount');
  await expect(resultValue(page, 'Monthly SIP Amount')).toHaveText(money(monthly));
  await expect(resultValue(page, 'Maturity Amount:')).toHaveText(money(1e7));
  await expect(page).toHaveURL(/[?&]solveFor=sipAmount(&|$)/);
  await expect(page).toHaveURL(/[?&]targetAmount=10000000(&|$)/);

  await page.reload();
  await expect(page.getByLabel('Solve for', { exact: true })).toHaveValue('sipAmount');
  await expect(page.getByLabel('Target Amount', { exact: true })).toHaveValue('10,000,000');
  await expect(resultValue(page, 'Monthly SIP Amount')).toHaveText(money(monthly));

  // Back to the normal result: the specification's page, with its own field.
  await solveFor(page, 'Maturity Amount');
  await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Target Amount', { exact: true })).toHaveCount(0);
});

test('SIP: the years needed, in whole years and exactly', async ({ page }) => {
  await page.goto('/sip-calculator');
  await solveFor(page, 'Investment Duration (Years)');
  await fillFields(page, { 'Monthly SIP Amount': '10000', 'Annual Interest Rate (%)': '12', 'Target Amount': '4500000' });
  await calculate(page);
  let month = 0;
  let balance = 0;
  while (balance < 4.5e6) {
    month++;
    balance = (balance + 10000) * 1.01;
  }
  const years = Math.ceil(month / 12);
  await expect(resultValue(page, 'Investment Duration (Years)')).toHaveText(`${years} years`);
  await expect(resultValue(page, 'Exact time to reach the target')).toHaveText(
    `${Math.floor(month / 12)} years ${month % 12} months`,
  );
  await expect(resultValue(page, 'Maturity Amount:')).toHaveText(money(sipMaturity(10000, 12, years)));
});

test('Loan: the loan an EMI carries, and the tenure it takes; an EMI below the interest says why', async ({ page }) => {
  await page.goto('/loan-calculator');
  await solveFor(page, 'Loan Amount');
  await fillFields(page, { 'Monthly EMI': '30000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '20' });
  await calculate(page);
  const r = 0.09 / 12;
  await expect(resultValue(page, 'Loan Amount')).toHaveText(money((30000 * (1 - Math.pow(1 + r, -240))) / r));
  await expect(resultValue(page, 'EMI')).toHaveText(money(30000));

  // Prepayments count in the loan an EMI carries; the tenure an EMI takes is found for the loan alone.
  await expect(page.getByLabel('One-time Prepayment', { exact: true })).toBeVisible();
  await solveFor(page, 'Loan Tenure (Years)');
  await expect(page.getByLabel('Loan Tenure (Years)', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('One-time Prepayment', { exact: true })).toHaveCount(0);
  await fillFields(page, { 'Loan Amount': '2500000', 'Annual Interest Rate (%)': '8.5' });
  await calculate(page);
  // -ln(1 - P r / EMI) / ln(1 + r) months, the last one part of an EMI.
  const rate = 0.085 / 12;
  const payments = Math.ceil(-Math.log(1 - (2500000 * rate) / 30000) / Math.log(1 + rate));
  await expect(resultValue(page, 'Number of EMIs')).toHaveText(String(payments));
  await expect(resultValue(page, 'Loan Tenure (Years)')).toHaveText(`${Math.floor(payments / 12)} years ${payments % 12} months`);
  await expect(page).toHaveURL(/[?&]solveFor=tenure(&|$)/);

  await fillFields(page, { 'Loan Amount': '10000000', 'Annual Interest Rate (%)': '12', 'Monthly EMI': '90000' });
  await calculate(page);
  await expect(page.getByRole('alert')).toContainText(
    // 1,00,00,000 x 12 % / 12, written in the page's currency like every other amount.
    `An EMI of at most the first month's interest (${money(100000)}) never repays the loan: raise the EMI above it.`,
  );
  await expect(resultValue(page, 'EMI')).toHaveText(NOT_CALCULATED);
});

test('Lump Sum: the amount to invest today for a target', async ({ page }) => {
  await page.goto('/lump-sum-calculator');
  await solveFor(page, 'Lump Sum Amount');
  await fillFields(page, { 'Target Amount': '1000000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' });
  await calculate(page);
  await expect(resultValue(page, 'Lump Sum Amount')).toHaveText(money(1e6 / Math.pow(1.12, 10)));
  await expect(resultValue(page, 'Maturity Amount')).toHaveText(money(1e6));
});

test('SWP: the monthly withdrawal that lasts the whole duration', async ({ page }) => {
  await page.goto('/swp-calculator');
  await solveFor(page, 'Monthly Withdrawal Amount');
  await fillFields(page, {
    'Initial Investment': '1000000',
    'Annual Interest Rate (%)': '8',
    'Investment Duration (Years)': '20',
    'Yearly Step-up (%)': '0',
  });
  await calculate(page);
  // The annuity a present value pays over 240 months, interest credited before each withdrawal.
  const r = 0.08 / 12;
  const withdrawal = (1e6 * Math.pow(1 + r, 240) * r) / (Math.pow(1 + r, 240) - 1);
  await expect(resultValue(page, 'Monthly Withdrawal Amount')).toHaveText(money(withdrawal));
  await expect(resultValue(page, 'Ending Balance:')).toHaveText(money(0));
  await expect(
    page.getByText('This is the most you can withdraw for the whole 20 years: the money runs out with the last withdrawal.'),
  ).toBeVisible();
});

test('Retirement: the extra monthly investment that keeps savings to the planned age', async ({ page }) => {
  await page.goto('/retirement-calculator');
  await solveFor(page, 'Extra Monthly Investment');
  await fillFields(page, { "Post-retirement Monthly Amount (Today's Rate)": '150000' });
  await calculate(page);
  await expect(firstResult(page)).toHaveText('Extra Monthly Investment');
  await expect(resultValue(page, 'Savings Last Until Age')).toHaveText('85+');
  await expect(resultValue(page, 'Savings at the End of the Plan')).toHaveText(money(0));
  await expect(page.getByRole('cell', { name: 'Warning: Savings depleted' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]solveFor=extraInvestment(&|$)/);
});
