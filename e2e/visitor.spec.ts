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
