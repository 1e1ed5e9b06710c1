/*
 * What a visitor feels: the footer, printing, tap targets on a phone, Home's first screen, numerology's meanings
 * and reports that fit. Screenshots for review are written when SCREENSHOTS=<dir> is set.
 */
import { expect, test, type Page } from '@playwright/test';
import { PROJECT_TITLE } from './site-pages';
import { calculate, fillFields, trackPageErrors } from './support';

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Screenshots at 375 and 1440 px, light and dark, when SCREENSHOTS is set (for a person to look at): the screen
 * after `prepare` (which scrolls to what is being looked at), or the whole page when `fullPage` is set.
 */
async function screenshots(page: Page, name: string, prepare?: (page: Page) => Promise<void>, fullPage = false) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (prepare) await prepare(page);
      await page.screenshot({ path: `${dir}/${name}-${viewport.width}-${theme}.png`, fullPage });
    }
  }
}

test.describe('footer', () => {
  for (const path of ['/', '/sip-calculator', '/numerology-calculator', '/about-us']) {
    test(`${path} ends with the disclaimer, the site's own pages and the year`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('not financial advice');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${PROJECT_TITLE}`);
      const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
      await expect(links).toHaveText(['About Us', 'Contact Us', 'Privacy', 'Terms']);
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
        '/about-us',
        '/contact-us',
        '/privacy',
        '/terms',
      ]);
      expect(errors).toEqual([]);
    });
  }

  test('its links navigate inside the page (no reload)', async ({ page }) => {
    await page.goto('/sip-calculator');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policies' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('starts below the first screen, so it moves nothing while a page loads', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/loan-calculator');
      const box = await page.getByRole('contentinfo').boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(viewport.height);
    }
  });

  test('Not Found keeps its own footer (year and project title) and no other', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'ERROR', exact: true })).toBeVisible();
    await expect(page.locator('main footer')).toHaveText(`© ${new Date().getFullYear()} - ${PROJECT_TITLE}`);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('screenshots', async ({ page }) => {
    await page.goto('/sip-calculator');
    await screenshots(page, 'footer-sip', async (p) => {
      await p.getByRole('contentinfo').scrollIntoViewIfNeeded();
    });
  });
});

test.describe('print', () => {
  test('a calculator prints its inputs, results, the whole report and the chart, without header, sidebar or buttons', async ({
    page,
  }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '100000', 'Annual Interest Rate (%)': '8', 'Loan Tenure (Years)': '5' });
    await calculate(page);
    await expect(page.getByRole('img', { name: /chart/i }).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const button of await page.getByRole('button', { includeHidden: true }).all()) await expect(button).toBeHidden();
    // Inputs with their values, the results, the chart and the whole report (not only the active tab).
    await expect(page.getByLabel('Loan Amount', { exact: true })).toHaveValue('100000');
    await expect(page.locator('dt', { hasText: 'EMI' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /chart/i }).first()).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').last()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('not financial advice');
    const pdf = await page.pdf();
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    if (process.env.SCREENSHOTS) {
      for (const theme of ['light', 'dark']) {
        await page.evaluate((value) => document.documentElement.classList.toggle('dark', value === 'dark'), theme);
        await page.setViewportSize({ width: 800, height: 1000 });
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/print-loan-${theme}.png`, fullPage: true });
      }
      await page.pdf({ path: `${process.env.SCREENSHOTS}/print-loan.pdf` });
    }
    // Back on screen, the tabs are as they were.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('numerology prints both its results and its detailed meanings', async ({ page }) => {
    await page.goto('/numerology-calculator');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Birth Date').fill('1815-12-10');
    await calculate(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tabpanel')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Detailed Meanings' })).toBeVisible();
  });
});
