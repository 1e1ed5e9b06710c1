/*
 * Figures in today's money on SIP, Lump Sum and SWP: the optional 'Inflation Rate (%)' field, found by its label and
 * pre-filled with 6; under each figure its value in today's money, checked against an independent computation
 * (the nominal amount divided by (1 + inflation)^years, or each withdrawal at its month's prices); the convention
 * stated once; the rate in the shareable URL; the report and its CSV with the balance in today's money.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, money, sipMaturity, NOT_CALCULATED } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

const INFLATION = 'Inflation Rate (%)';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The figure's own line: the <dd> after its <dt> that says "in today's money". */
function todaysValue(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegex(label)}$`) })
    .locator(`xpath=following-sibling::dd[contains(., "in today's money")]`);
}

function nominal(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegex(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const inToday = (amount: number) => `${money(amount)} in today's money`;

test.describe('SIP in today’s money', () => {
  const SIP = { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' };
  const maturity = sipMaturity(5000, 12, 10);

  test('the field is there by its label, pre-filled with 6, and nothing shows before Calculate', async ({ page }) => {
    await page.goto('/sip-calculator');
    const field = page.getByLabel(INFLATION, { exact: true });
    await expect(field).toHaveCount(1);
    await expect(field).toHaveValue('6');
    await expect(field).toBeEditable();
    // The figures and the note come with the results; the field's hint says what the rate is for.
    await expect(page.locator('#sip-results').getByText(/in today's money/)).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription(/today's money/);
  });

  test('the maturity divided by 1.06^10; another rate gives another figure; the URL carries the rate', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, SIP);
    await calculate(page);
    await expect(nominal(page, 'Maturity Amount:')).toHaveText(money(maturity));
    await expect(todaysValue(page, 'Maturity Amount:')).toHaveText(inToday(maturity / 1.06 ** 10));
    // Deposits, each at its month's prices; returns are the difference.
    let deposits = 0;
    for (let month = 0; month < 120; month++) deposits += 5000 / 1.06 ** (month / 12);
    await expect(todaysValue(page, 'Total Deposit:')).toHaveText(inToday(deposits));
    await expect(todaysValue(page, 'Total Returns:')).toHaveText(inToday(maturity / 1.06 ** 10 - deposits));
    // The convention, once, with the numbers used.
    await expect(
      page.locator('#sip-results').getByText(/^In today's money: .*rise 6% a year.*\(1\s\+\s6%\)¹⁰ = 1\.7908/),
    ).toHaveCount(1);
    expect(new URL(await settledUrl(page)).searchParams.get('inflationRate')).toBe('6');

    await fillFields(page, { [INFLATION]: '8' });
    await calculate(page);
    await expect(todaysValue(page, 'Maturity Amount:')).toHaveText(inToday(maturity / 1.08 ** 10));
    await expect(nominal(page, 'Maturity Amount:')).toHaveText(money(maturity));
    expect(new URL(await settledUrl(page)).searchParams.get('inflationRate')).toBe('8');

    // Emptied: 0 %, today's money is the nominal money, and the URL leaves the rate out.
    await fillFields(page, { [INFLATION]: '' });
    await calculate(page);
    await expect(todaysValue(page, 'Maturity Amount:')).toHaveText(inToday(maturity));
    await expect(
      page.locator('#sip-results').getByText(/at 0% inflation the figures are already in today's money/),
    ).toBeVisible();
    expect(new URL(await settledUrl(page)).searchParams.has('inflationRate')).toBe(false);
  });

  test('a shared link with its inflation rate opens with that rate and that figure', async ({ page }) => {
    await page.goto('/sip-calculator?sipAmount=5000&annualRate=12&duration=10&inflationRate=3.5&currency=USD');
    await expect(page.getByLabel(INFLATION, { exact: true })).toHaveValue('3.5');
    await expect(todaysValue(page, 'Maturity Amount:')).toHaveText(inToday(maturity / 1.035 ** 10));
  });

  test('a rate out of bounds gets its inline message and computes nothing', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, { ...SIP, [INFLATION]: '51' });
    await calculate(page);
    const field = page.getByLabel(INFLATION, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a value between -10 and 50\./);
    await expect(nominal(page, 'Maturity Amount:')).toHaveText(NOT_CALCULATED);
    await expect(page.locator('#sip-results').getByText(/in today's money/)).toHaveCount(0);
  });
});

test('Lump Sum: the maturity in today’s money, and the report and CSV with each balance in today’s money', async ({ page }) => {
  await page.goto('/lump-sum-calculator');
  await expect(page.getByLabel(INFLATION, { exact: true })).toHaveValue('6');
  await fillFields(page, { 'Lump Sum Amount': '100000', 'Annual Interest Rate (%)': '10', 'Investment Duration (Years)': '5' });
  await calculate(page);
  // 100,000 x 1.1^5 = 161,051; / 1.06^5 = 120,346.68
  await expect(todaysValue(page, 'Maturity Amount')).toHaveText(inToday(120346.68));
  await expect(todaysValue(page, 'Total Deposit')).toHaveCount(0);
  await expect(page.locator('#lump-sum-results').getByText(/The deposit is made today/)).toBeVisible();
  expect(new URL(await settledUrl(page)).searchParams.get('inflationRate')).toBe('6');

  await page.getByRole('tab', { name: 'report', exact: true }).click();
  const table = page.getByRole('region', { name: 'report table', exact: true });
  await expect(table.locator('thead th').last()).toHaveText("Balance in Today's Money");
  await expect(table.locator('tbody tr').nth(1).locator('td').last()).toHaveText(money((100000 * 1.1 ** 2) / 1.06 ** 2));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0].split(',').at(-1)).toBe("Balance in Today's Money");
  expect(Number(lines[5].split(',').at(-1))).toBeCloseTo(120346.68, 2);
});

test('SWP: each withdrawal at its month’s prices, by an independent month loop; the balance left at the last year’s', async ({
  page,
}) => {
  await page.goto('/swp-calculator');
  await expect(page.getByLabel(INFLATION, { exact: true })).toHaveValue('6');
  await fillFields(page, {
    'Initial Investment': '1000000',
    'Annual Interest Rate (%)': '8',
    'Investment Duration (Years)': '10',
    'Monthly Withdrawal Amount': '8000',
    'Yearly Step-up (%)': '5',
    [INFLATION]: '4',
  });
  await calculate(page);
  let balance = 1000000;
  let withdrawal = 8000;
  let withdrawn = 0;
  let withdrawnToday = 0;
  for (let month = 1; month <= 120; month++) {
    balance *= 1 + 8 / 1200;
    balance -= withdrawal;
    withdrawn += withdrawal;
    withdrawnToday += withdrawal / 1.04 ** (month / 12);
    if (month % 12 === 0) withdrawal *= 1.05;
  }
  expect(balance).toBeGreaterThan(0); // the plan lasts
  await expect(nominal(page, 'Total Withdrawals:')).toHaveText(money(withdrawn));
  await expect(todaysValue(page, 'Total Withdrawals:')).toHaveText(inToday(withdrawnToday));
  await expect(todaysValue(page, 'Ending Balance:')).toHaveText(inToday(balance / 1.04 ** 10));
  await expect(
    page.locator('#swp-results').getByText(/Each withdrawal counts at the prices of the month it is taken/),
  ).toBeVisible();
  expect(new URL(await settledUrl(page)).searchParams.get('inflationRate')).toBe('4');
});
