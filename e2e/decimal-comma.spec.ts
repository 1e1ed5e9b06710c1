import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, money, pickCurrency, trackPageErrors, NOT_CALCULATED } from './support';

/*
 * A decimal comma typed key by key, as a European visitor types it: in EUR (fr-FR writes 7,5) it is 7.5 and stays
 * 7,5 in the field; in USD (en-US writes 7.5) it cannot be digit grouping and says "Enter a number.", never read
 * as 75. The expected amount is worked out here from the closed form, amount × (1 + rate/100)^years.
 */

const RATE = 'Annual Interest Rate (%)';
const AMOUNT = 10000;
const YEARS = 10;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

function maturity(page: Page) {
  return page
    .locator('dt')
    .filter({ hasText: /^Maturity Amount$/ })
    .locator('xpath=following-sibling::dd[1]');
}

/** Types into a field as a visitor does: one key at a time, the field regrouping after each. */
async function typeKeyByKey(page: Page, label: string, text: string) {
  await field(page, label).fill('');
  await field(page, label).focus();
  await page.keyboard.type(text, { delay: 120 });
}

async function openLumpSum(page: Page, currency: string) {
  await page.goto('/lump-sum-calculator');
  await pickCurrency(page, currency);
  await typeKeyByKey(page, 'Lump Sum Amount', String(AMOUNT));
  await typeKeyByKey(page, 'Investment Duration (Years)', String(YEARS));
}

test('in EUR, 7,5 typed key by key is 7.5 %: the field shows 7,5 and the maturity is at 7.5 %', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openLumpSum(page, 'EUR');
  await typeKeyByKey(page, RATE, '7,5');
  await expect(field(page, RATE)).toHaveValue('7,5');
  await calculate(page);
  await expect(maturity(page)).toHaveText(money(AMOUNT * 1.075 ** YEARS, 'EUR', 'fr-FR'));
  await expect(field(page, RATE)).toHaveValue('7,5');
  await expect(field(page, RATE)).not.toHaveAttribute('aria-invalid', 'true');
  // The link carries the plain number, and opens at 7.5 % again.
  const search = new URL(await settledUrl(page)).searchParams;
  expect([search.get('annualRate'), search.get('currency')]).toEqual(['7.5', 'EUR']);
  await page.goto(await settledUrl(page));
  await expect(field(page, RATE)).toHaveValue('7,5');
  await expect(maturity(page)).toHaveText(money(AMOUNT * 1.075 ** YEARS, 'EUR', 'fr-FR'));
  expect(errors).toEqual([]);
});

test('in USD, 7,5 typed key by key stays 7,5 and says "Enter a number."', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openLumpSum(page, 'USD');
  await typeKeyByKey(page, RATE, '7,5');
  // Never regrouped into 75.
  await expect(field(page, RATE)).toHaveValue('7,5');
  await calculate(page);
  await expect(field(page, RATE)).toHaveValue('7,5');
  await expect(field(page, RATE)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, RATE)).toHaveAccessibleDescription('Enter a number.');
  await expect(maturity(page)).toHaveText(NOT_CALCULATED);
  expect(errors).toEqual([]);
});

test('in INR, 12,50 typed key by key stays 12,50 and says "Enter a number."; 15,00,000 is still grouping', async ({ page }) => {
  await openLumpSum(page, 'INR');
  await typeKeyByKey(page, RATE, '12,50');
  await expect(field(page, RATE)).toHaveValue('12,50');
  await calculate(page);
  await expect(field(page, RATE)).toHaveAccessibleDescription('Enter a number.');
  await typeKeyByKey(page, RATE, '8');
  await typeKeyByKey(page, 'Lump Sum Amount', '1500000');
  await expect(field(page, 'Lump Sum Amount')).toHaveValue('15,00,000');
  await calculate(page);
  await expect(maturity(page)).toHaveText(money(1500000 * 1.08 ** YEARS, 'INR', 'en-IN'));
});
