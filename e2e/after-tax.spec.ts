/* Tax on Returns in the browser: the choice by its label, the slab field only at the slab, figures computed here. */
import { expect, test, type Page } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';

const rupees = (x: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol' }).format(x);
/** The figure next to a result label, the label matched whole. */
const figure = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const paisa = (x: number) => Math.round(x * 100) / 100;
/** A year's tax plus the 4 % health and education cess (the gains taxed are counted to the paisa: paisa()). */
const withCess = (tax: number) => tax * 1.04;

/** SIP at 1 % a month: instalment k of 120 (start of its month) is held 121 - k months. */
function sipEquity(monthly: number, months: number) {
  let shortTerm = 0;
  let longTerm = 0;
  for (let k = 1; k <= months; k++) {
    const held = months - k + 1;
    const gain = monthly * (1.01 ** held - 1);
    if (held <= 12) shortTerm += gain;
    else longTerm += gain;
  }
  // Sections 112A and 111A, then the 4 % health and education cess on that tax.
  const tax = withCess(0.125 * Math.max(0, paisa(longTerm) - 125000) + 0.2 * paisa(shortTerm));
  return { maturity: monthly * months + shortTerm + longTerm, shortTerm, longTerm, tax };
}

test('SIP 10,000 a month at 12 % for 10 years, equity: the issue’s figures, the post-tax column, the URL', async ({ page }) => {
  const errors = trackPageErrors(page);
  const ref = sipEquity(10000, 120);
  expect(rupees(ref.maturity)).toBe(rupees(2323390.76));
  expect(rupees(ref.longTerm)).toBe(rupees(1115297.48));
  expect(rupees(ref.shortTerm)).toBe(rupees(8093.28));
  expect(rupees(ref.tax)).toBe(rupees(130422.07));
  expect(rupees(ref.maturity - ref.tax)).toBe(rupees(2192968.69));

  await page.goto('/sip-calculator');
  await fillFields(page, {
    'Monthly SIP Amount': '10000',
    'Annual Interest Rate (%)': '12',
    'Investment Duration (Years)': '10',
  });
  await expect(field(page, 'Tax on Returns')).toHaveValue('0');
  await calculate(page);
  await expect(page.locator('dt', { hasText: 'Tax on Gains' })).toHaveCount(0);

  await field(page, 'Tax on Returns').selectOption({ label: 'Equity Mutual Fund' });
  await expect(field(page, 'Tax Slab (%)')).toHaveCount(0);
  await calculate(page);
  await expect(page.getByText(/Amounts are in Indian rupees/)).toBeVisible();
  await expect(figure(page, 'Long-term Gains')).toHaveText(rupees(1115297.48));
  await expect(figure(page, 'Short-term Gains')).toHaveText(rupees(8093.28));
  await expect(figure(page, 'Tax on Gains')).toHaveText(rupees(130422.07));
  await expect(figure(page, 'Post-tax Maturity Amount')).toHaveText(rupees(2192968.69));
  await expect(page).toHaveURL(/taxOnReturns=1/);

  await page.getByRole('tab', { name: 'report', exact: true }).click();
  const lastRow = page
    .locator('table')
    .filter({ has: page.locator('th', { hasText: 'Post-tax Value' }) })
    .locator('tbody tr')
    .last();
  await expect(lastRow.locator('td').last()).toHaveText(rupees(2192968.69));

  // A shared link opens with the choice and its figures.
  await page.reload();
  await expect(field(page, 'Tax on Returns')).toHaveValue('1');
  await expect(figure(page, 'Tax on Gains')).toHaveText(rupees(130422.07));
  expect(errors).toEqual([]);
});

test('Lump sum 1,00,000 at 12 % for 10 years, equity: the tax with cess, and Compare agrees with the figures', async ({
  page,
}) => {
  const maturity = 100000 * 1.12 ** 10;
  const tax = withCess(0.125 * (paisa(maturity - 100000) - 125000));
  expect(rupees(tax)).toBe(rupees(11126.03));
  expect(rupees(maturity - tax)).toBe(rupees(299458.79));

  await page.goto('/lump-sum-calculator');
  await fillFields(page, { 'Lump Sum Amount': '100000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' });
  await calculate(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await field(page, 'Tax on Returns').selectOption({ label: 'Equity Mutual Fund' });
  await calculate(page);
  await expect(figure(page, 'Tax on Gains')).toHaveText(rupees(11126.03));
  await expect(figure(page, 'Post-tax Maturity Amount')).toHaveText(rupees(299458.79));
  // Scenario B of the comparison shows the same post-tax figure as the results.
  const comparison = page.getByRole('table', { name: 'Scenario A and Scenario B' });
  const postTax = comparison
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Post-tax Maturity Amount', exact: true }) });
  await expect(postTax.getByRole('cell').nth(1)).toHaveText(rupees(299458.79));
});

test('Deposit at My Slab on the FD page: the Tax Slab (%) field, the slab plus 4 % cess', async ({ page }) => {
  const interest = 100000 * 1.0175 ** 20 - 100000;
  await page.goto('/fd-calculator');
  await fillFields(page, { 'Deposit Amount': '100000', 'Annual Interest Rate (%)': '7', 'Tenure (Years)': '5' });
  await expect(field(page, 'Tax Slab (%)')).toHaveCount(0);
  await field(page, 'Tax on Returns').selectOption({ label: 'Deposit at My Slab' });
  await fillFields(page, { 'Tax Slab (%)': '30' });
  await calculate(page);
  await expect(figure(page, 'Tax on Gains')).toHaveText(rupees(withCess(paisa(interest) * 0.3)));
  await expect(figure(page, 'Post-tax Maturity Amount')).toHaveText(rupees(100000 + interest - withCess(paisa(interest) * 0.3)));

  await field(page, 'Tax on Returns').selectOption({ label: 'None' });
  await expect(field(page, 'Tax Slab (%)')).toHaveCount(0);
  await calculate(page);
  await expect(page.locator('dt', { hasText: 'Post-tax Maturity Amount' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/taxSlab/);
});

test('every page named has the choice, None by default', async ({ page }) => {
  for (const path of [
    '/sip-calculator',
    '/lump-sum-calculator',
    '/swp-calculator',
    '/fd-calculator',
    '/rd-calculator',
    '/compound-interest-calculator',
  ]) {
    await page.goto(path);
    await expect(field(page, 'Tax on Returns')).toHaveValue('0');
    await expect(field(page, 'Tax on Returns').locator('option')).toHaveText([
      'None',
      'Equity Mutual Fund',
      'Debt Fund',
      'Deposit at My Slab',
    ]);
  }
});
