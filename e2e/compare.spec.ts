/*
 * Two scenarios side by side, as a visitor meets them: Compare keeps A, B is calculated, the table shows the inputs
 * that differ and each result with its difference in words, the link and the CSVs carry both, Clear comparison
 * ends it. The expected figures are computed here (the specification's monthly SIP loop), not read from the site.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, settledUrl } from './app-test';
import { field } from './calculator-page';
import { calculate, fillFields, money, sipMaturity, trackPageErrors } from './support';

const scenarioTable = (page: Page) => page.getByRole('table', { name: 'Scenario A and Scenario B' });
/** The rows of the comparison with this header cell, each [Scenario A, Scenario B, B against A]. */
async function scenarioRows(page: Page, label: string): Promise<string[][]> {
  await expect(scenarioTable(page)).toBeVisible();
  const rows = scenarioTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return Promise.all((await rows.all()).map((row) => row.getByRole('cell').allInnerTexts()));
}
/** The one row of the comparison with this header cell. */
async function scenarioRow(page: Page, label: string): Promise<string[]> {
  const rows = await scenarioRows(page, label);
  expect(rows).toHaveLength(1);
  return rows[0];
}
/** "$1,000.00 more (+5.00%)" from the two figures, as the table should say it. */
function inWords(a: number, b: number): string {
  const difference = Math.round((b - a) * 100) / 100;
  if (difference === 0) return 'The same';
  const share = ((difference / Math.abs(a)) * 100).toFixed(2);
  return `${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} (${difference > 0 ? '+' : '−'}${share.replace('-', '')}%)`;
}

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return readFileSync(await file.path(), 'utf8');
}

test('SIP: Compare keeps A, B beside it with each difference in words, in the link, the CSVs, and until cleared', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/sip-calculator');
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
  await fillFields(page, {
    'Monthly SIP Amount': '10000',
    'Annual Interest Rate (%)': '12',
    'Investment Duration (Years)': '10',
  });
  await calculate(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scenario A is kept.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveCount(0);

  await field(page, 'Annual Interest Rate (%)').fill('14');
  await calculate(page);
  const a = sipMaturity(10000, 12, 10);
  const b = sipMaturity(10000, 14, 10);
  expect(money(a)).toBe(money(2323390.76));
  await expect(scenarioTable(page)).toBeVisible();
  expect(await scenarioRow(page, 'Annual Interest Rate (%)')).toEqual(['12.00%', '14.00%', '']);
  expect(await scenarioRow(page, 'Maturity Amount')).toEqual([money(a), money(b), inWords(a, b)]);
  expect(await scenarioRow(page, 'Total Deposit')).toEqual([money(1200000), money(1200000), 'The same']);
  expect(await scenarioRow(page, 'Total Returns')).toEqual([
    money(a - 1200000),
    money(b - 1200000),
    inWords(a - 1200000, b - 1200000),
  ]);
  // Unchanged inputs are not listed; the headers are real headers, for a screen reader.
  await expect(scenarioTable(page).getByRole('rowheader', { name: 'Monthly SIP Amount', exact: true })).toHaveCount(0);
  await expect(scenarioTable(page).locator('thead').getByRole('columnheader')).toHaveText([
    'Figure',
    'Scenario A',
    'Scenario B',
    'B against A',
  ]);
  // The chart draws both scenarios (A dashed), and says so in words.
  await expect(page.locator('[data-chart="sip"] canvas')).toHaveAttribute(
    'aria-label',
    /Scenario B: .*Scenario A, drawn dashed: /,
  );

  // The comparison's CSV, and the report's with both scenarios' rows.
  const comparisonCsv = await download(page, 'Download comparison CSV');
  expect(comparisonCsv.split(/\r?\n/)[0]).toBe('Figure,Scenario A,Scenario B,B against A');
  expect(comparisonCsv).toContain('Annual Interest Rate (%),12.00%,14.00%,');
  await page.getByRole('tab', { name: 'report', exact: true }).click();
  await expect(page.getByText('Scenario B. The CSV has both scenarios.')).toBeVisible();
  const reportLines = (await download(page, 'Download CSV')).split(/\r?\n/).filter(Boolean);
  expect(reportLines[0].startsWith('Scenario,')).toBe(true);
  expect(reportLines.filter((line) => line.startsWith('A,'))).toHaveLength(10);
  expect(reportLines.filter((line) => line.startsWith('B,'))).toHaveLength(10);
  expect(reportLines.find((line) => line.startsWith('A,10,'))).toContain(a.toFixed(2));
  expect(reportLines.find((line) => line.startsWith('B,10,'))).toContain(b.toFixed(2));
  await page.getByRole('tab', { name: 'results', exact: true }).click();

  // A shared link shows both scenarios in a new tab.
  await expect(page).toHaveURL(/[?&]scenarioA=/);
  const link = await settledUrl(page);
  const other = await page.context().newPage();
  await other.goto(link);
  expect(await scenarioRow(other, 'Maturity Amount')).toEqual([money(a), money(b), inWords(a, b)]);
  await other.close();

  // In print too: the table with both scenarios is on the page, with B's report.
  await page.emulateMedia({ media: 'print' });
  await expect(scenarioTable(page)).toBeVisible();
  expect(await scenarioRow(page, 'Maturity Amount')).toEqual([money(a), money(b), inWords(a, b)]);
  await expect(page.getByText('Scenario B. The CSV has both scenarios.')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Clear comparison: the usual page again, and a link without A.
  await page.getByRole('button', { name: 'Clear comparison', exact: true }).click();
  await expect(scenarioTable(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/scenarioA=/);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('SIP: B may solve for something else; the table says what each scenario solved for', async ({ page }) => {
  await page.goto('/sip-calculator');
  await fillFields(page, {
    'Monthly SIP Amount': '10000',
    'Annual Interest Rate (%)': '12',
    'Investment Duration (Years)': '15',
  });
  await calculate(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByLabel('Solve for', { exact: true }).selectOption({ label: 'Monthly SIP Amount' });
  await fillFields(page, { 'Target Amount': '10000000' });
  await calculate(page);
  const monthly = 1e7 / sipMaturity(1, 12, 15);
  expect(await scenarioRow(page, 'Solve for')).toEqual(['Maturity Amount', 'Monthly SIP Amount', '']);
  // A's input and B's answer: each only in its scenario.
  expect(await scenarioRows(page, 'Monthly SIP Amount')).toEqual([
    [money(10000), '—', ''],
    ['—', money(monthly), ''],
  ]);
  expect(await scenarioRow(page, 'Target Amount')).toEqual(['—', money(1e7), '']);
  expect(await scenarioRow(page, 'Maturity Amount')).toEqual([
    money(sipMaturity(10000, 12, 15)),
    money(1e7),
    inWords(sipMaturity(10000, 12, 15), 1e7),
  ]);
});

test('the retirement planner compares too (its own layout)', async ({ page }) => {
  await page.goto('/retirement-calculator');
  await calculate(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scenario A is kept.' })).toBeVisible();
  const retirementAge = field(page, 'Retirement Age');
  const before = Number(await retirementAge.inputValue());
  await retirementAge.fill(String(before + 2));
  await calculate(page);
  await expect(scenarioTable(page)).toBeVisible();
  expect(await scenarioRow(page, 'Retirement Age')).toEqual([String(before), String(before + 2), '']);
  const savings = await scenarioRow(page, 'Savings at Retirement');
  expect(savings[2]).toMatch(/ more \(\+\d+\.\d{2}%\)$/);
});
