import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, money, sipMaturity, pickCurrency, resultValue } from './support';

/* What Calculate does, as a visitor feels it: results never silently out of date, and in view on a phone. */

const STALE = 'Inputs changed. Press Calculate to update.';
const SIP = { 'Monthly SIP Amount': '10000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' };

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });
}

test('edited inputs mark the shown results out of date until Calculate', async ({ page }) => {
  await page.goto('/sip-calculator');
  await fillFields(page, SIP);
  await calculate(page);
  const first = money(sipMaturity(10000, 12, 10));
  await expect(resultValue(page, 'Maturity Amount:')).toHaveText(first);
  await expect(page.getByText(STALE)).toHaveCount(0);

  await fillFields(page, { 'Monthly SIP Amount': '20000' });
  await expect(page.getByRole('status').filter({ hasText: STALE })).toBeVisible();
  await expect(resultValue(page, 'Maturity Amount:')).toHaveText(first);
  await expect
    .poll(() => page.locator('[data-stale]').evaluate((element) => Number(getComputedStyle(element).opacity)))
    .toBeLessThan(0.6);

  // The same value written another way is not a change.
  await fillFields(page, { 'Monthly SIP Amount': '10k' });
  await expect(page.getByText(STALE)).toHaveCount(0);

  await fillFields(page, { 'Monthly SIP Amount': '20000' });
  await calculate(page);
  await expect(page.getByText(STALE)).toHaveCount(0);
  await expect(resultValue(page, 'Maturity Amount:')).toHaveText(money(sipMaturity(20000, 12, 10)));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('Calculate brings the results into view and focuses their heading', async ({ page }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '500000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '20' });
    const heading = page.getByRole('heading', { name: 'Your results', exact: true });
    // The visitor presses Go on the phone's keyboard in the first field, at the top of the page.
    await page.getByLabel('Loan Amount', { exact: true }).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The figures are below the fold.
    expect(await inViewport(page, '#loan-results dd')).toBe(false);
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect.poll(() => inViewport(page, '#loan-results-title')).toBe(true);
    await expect.poll(() => inViewport(page, '#loan-results dd')).toBe(true);
  });

  test('Retirement: a refused value far above the button comes into view and takes focus', async ({ page }) => {
    await page.goto('/retirement-calculator');
    await fillFields(page, { 'Current Age': '500' });
    const button = page.getByRole('button', { name: 'Calculate', exact: true });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const field = page.getByLabel('Current Age', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect.poll(() => inViewport(page, '#retirement-currentAge')).toBe(true);
  });
});

test.describe('Retirement on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('sections fold away with their sums in view, Calculate stays reachable, and no label overflows', async ({ page }) => {
    await page.goto('/retirement-calculator');
    const calculateButton = page.getByRole('button', { name: 'Calculate', exact: true });
    // At the top of the page, three screens above the form's end, Calculate is on screen.
    await expect(calculateButton).toBeInViewport();

    const fold = page.getByRole('button', { name: 'Current Savings', exact: true });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('region', { name: 'Current Savings', exact: true });
    await expect(card.getByLabel('Current Savings Fixed Returns Returns (%)', { exact: true })).toBeVisible();
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByLabel('Current Savings Fixed Returns Returns (%)', { exact: true })).toBeHidden();
    await expect(card.getByText('Sum of Diversification', { exact: true })).toBeVisible();
    await fold.click();
    await expect(card.getByLabel('Current Savings Fixed Returns Returns (%)', { exact: true })).toBeVisible();

    const overflowing = await page
      .locator('#retirement-personal, #retirement-cs, #retirement-rs')
      .locator('dt, label, legend')
      .evaluateAll((elements) =>
        elements
          // Visually hidden labels are 1 px boxes by design.
          .filter((element) => element.getBoundingClientRect().width > 1 && element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      );
    expect(overflowing).toEqual([]);
  });

  test('a refused value in a folded section opens it and takes focus', async ({ page }) => {
    await page.goto('/retirement-calculator');
    const share = page.getByLabel('Retirement Savings Smallcap Mutual Funds Share (%)', { exact: true });
    await share.fill('500');
    await page.getByRole('button', { name: 'Retirement Savings', exact: true }).click();
    await expect(share).toBeHidden();
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(share).toBeVisible();
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a shared link opens in the currency it was made in, for a visitor who has never been here', async ({ page, browser }) => {
  await page.goto('/lump-sum-calculator');
  await pickCurrency(page, 'INR');
  await fillFields(page, {
    'Lump Sum Amount': '500000',
    'Annual Interest Rate (%)': '10',
    'Investment Duration (Years)': '10',
  });
  await calculate(page);
  const maturity = money(500000 * Math.pow(1.1, 10), 'INR', 'en-IN');
  await expect(resultValue(page, 'Maturity Amount')).toHaveText(maturity);
  expect(new URL(await settledUrl(page)).searchParams.get('currency')).toBe('INR');

  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    await fresh.goto(await settledUrl(page));
    await expect(resultValue(fresh, 'Maturity Amount')).toHaveText(maturity);
    await expect(fresh.getByRole('button', { name: 'Currency: INR' })).toBeVisible();
    await expect(fresh.getByLabel('Lump Sum Amount', { exact: true })).toHaveValue('5,00,000');
  } finally {
    await context.close();
  }
});

test.describe('numbers you can read and type', () => {
  test('digits are grouped as they are typed: lakhs and crores in INR, thousands in USD', async ({ page }) => {
    await page.goto('/lump-sum-calculator');
    const amount = page.getByLabel('Lump Sum Amount', { exact: true });
    await amount.pressSequentially('5000000');
    await expect(amount).toHaveValue('5,000,000');
    await pickCurrency(page, 'INR');
    await expect(amount).toHaveValue('50,00,000');
    // The caret stays where the visitor types: a digit typed after the 5 lands there.
    await amount.fill('');
    await amount.pressSequentially('500000');
    await amount.press('Home');
    await amount.press('ArrowRight');
    await amount.pressSequentially('1');
    await expect(amount).toHaveValue('51,00,000');
    // Backspace over a separator removes the digit before it.
    await amount.press('End');
    await amount.press('ArrowLeft');
    await amount.press('ArrowLeft');
    await amount.press('ArrowLeft');
    await amount.press('Backspace');
    await expect(amount).toHaveValue('5,10,000');
  });

  test('shorthand is read as the value it means and says so', async ({ page }) => {
    await page.goto('/lump-sum-calculator');
    await pickCurrency(page, 'INR');
    const amount = page.getByLabel('Lump Sum Amount', { exact: true });
    await amount.pressSequentially('1.5Cr');
    await expect(amount).toHaveAccessibleDescription(`= ${money(15000000, 'INR', 'en-IN')}`);
    await amount.fill('');
    await amount.pressSequentially('5 lakh');
    await expect(amount).toHaveAccessibleDescription(`= ${money(500000, 'INR', 'en-IN')}`);
    await fillFields(page, { 'Annual Interest Rate (%)': '10', 'Investment Duration (Years)': '10' });
    await calculate(page);
    await expect(resultValue(page, 'Maturity Amount')).toHaveText(money(500000 * Math.pow(1.1, 10), 'INR', 'en-IN'));
  });

  test('a big result shows its short form beside the exact figure', async ({ page }) => {
    await page.goto('/lump-sum-calculator');
    await pickCurrency(page, 'INR');
    await fillFields(page, {
      'Lump Sum Amount': '10000000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
    });
    await calculate(page);
    const maturity = 10000000 * Math.pow(1.12, 10);
    const short = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(maturity);
    expect(short).toMatch(/^₹3\.11\s?Cr$/);
    await expect(resultValue(page, 'Maturity Amount')).toHaveText(money(maturity, 'INR', 'en-IN'));
    await expect(page.locator('dt', { hasText: 'Maturity Amount' }).locator('xpath=following-sibling::dd[2]')).toHaveText(
      `≈ ${short}`,
    );
  });

  test('CAGR adds the money multiple and the absolute return', async ({ page }) => {
    await page.goto('/cagr-calculator');
    await fillFields(page, {
      'Initial Investment (PV)': '10000',
      'Final Value (FV)': '25000',
      'Investment Duration (Years)': '5',
    });
    await calculate(page);
    await expect(resultValue(page, 'CAGR')).toHaveText(`${((Math.pow(2.5, 1 / 5) - 1) * 100).toFixed(2)}%`);
    await expect(resultValue(page, 'Money Multiple')).toHaveText('2.50×');
    await expect(resultValue(page, 'Absolute Return')).toHaveText('150.00%');
  });
});
