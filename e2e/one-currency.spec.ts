/*
 * One currency on the screen: a page in rupees shows INR in the header (and says why when it is opened), and a
 * choice that puts a calculator in rupees says so beside it, the amount typed now after ₹, never a silent relabel.
 * At a phone's width and a desktop's, in both themes.
 */
import { expect, test, type Page } from './app-test';
import { pickCurrency, trackPageErrors } from './support';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1440];
const PAGE_NOTE =
  'This page counts in Indian rupees (₹): the rules it follows are Indian law, written in rupees. Your currency, USD, is kept for the other pages.';

async function open(page: Page, width: number, theme: (typeof THEMES)[number], url: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
  await page.goto(url);
}

const currencyButton = (page: Page) => page.getByRole('button', { name: /^Currency:/ });

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`a page in rupees shows INR in the header and says why at ${width} px (${theme})`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, width, theme, '/income-tax-calculator');
      await expect(currencyButton(page)).toHaveText('INR');
      await expect(currencyButton(page)).toHaveAccessibleName('Currency: INR on this page; your currency: USD');

      await currencyButton(page).click();
      const list = page.getByRole('listbox', { name: 'Currency' });
      await expect(list).toHaveAccessibleDescription(PAGE_NOTE);
      await expect(page.getByText(PAGE_NOTE)).toBeInViewport();
      // The visitor's own currency is still the one picked in the list.
      await expect(list.getByRole('option', { selected: true })).toHaveText(/^USD/);
      await page.keyboard.press('Escape');

      // Picking another keeps the page in rupees and is kept for the other pages.
      await pickCurrency(page, 'EUR');
      await expect(currencyButton(page)).toHaveText('INR');
      await expect(currencyButton(page)).toHaveAccessibleName('Currency: INR on this page; your currency: EUR');
      await page.goto('/sip-calculator');
      await expect(currencyButton(page)).toHaveText('EUR');
      await expect(currencyButton(page)).toHaveAccessibleName('Currency: EUR');
      expect(errors).toEqual([]);
    });

    test(`choosing an Indian tax on SIP in USD says the page now counts in rupees at ${width} px (${theme})`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await open(page, width, theme, '/sip-calculator');
      const amount = page.getByLabel('Monthly SIP Amount', { exact: true });
      const amountFrame = amount.locator('..');
      const choice = page.getByLabel('Tax on Returns', { exact: true });
      await amount.fill('10000');
      await expect(amount).toHaveValue('10,000');
      await expect(amountFrame).toHaveText('$');
      await expect(currencyButton(page)).toHaveText('USD');

      await choice.selectOption({ label: 'Equity Mutual Fund' });
      const intoRupees =
        'Indian tax rules are written in rupees, so this page now counts in Indian rupees (₹) instead of USD. ' +
        'The amounts you typed are not converted: Monthly SIP Amount is now ₹10,000.';
      const note = page.getByRole('status').filter({ hasText: 'this page now counts in' });
      await expect(note).toHaveText(intoRupees);
      await expect(choice).toHaveAccessibleDescription(intoRupees);
      await expect(amountFrame).toHaveText('₹');
      await expect(amount).toHaveValue('10,000');
      await expect(currencyButton(page)).toHaveText('INR');
      await expect(currencyButton(page)).toHaveAccessibleName('Currency: INR on this page; your currency: USD');

      // And back: said too.
      await choice.selectOption({ label: 'None' });
      const back =
        "This page counts in USD ($) again, the header's currency, instead of INR. " +
        'The amounts you typed are not converted: Monthly SIP Amount is now $10,000.';
      await expect(page.getByRole('status').filter({ hasText: 'again' })).toHaveText(back);
      await expect(amountFrame).toHaveText('$');
      await expect(currencyButton(page)).toHaveText('USD');
      expect(errors).toEqual([]);
    });
  }
}

test('a visitor whose currency is INR meets no note: nothing changes when the tax is chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedCurrency', 'INR'));
  await page.goto('/sip-calculator');
  await page.getByLabel('Monthly SIP Amount', { exact: true }).fill('10000');
  await page.getByLabel('Tax on Returns', { exact: true }).selectOption({ label: 'Equity Mutual Fund' });
  await expect(page.getByText('Amounts are in Indian rupees (₹)')).toBeVisible();
  await expect(page.getByText('now counts in')).toHaveCount(0);
  await expect(currencyButton(page)).toHaveAccessibleName('Currency: INR');
});
