/*
 * What a visitor meets first, with the keyboard and on paper: how many Tabs a fresh page takes to reach a calculator's
 * first field, the sidebar opened on a phone as a menu (focus kept in it, Escape and the backdrop close it, the page
 * behind does not scroll), and a printed page that names the site, its address with the inputs, and the day. At phone
 * and desktop sizes, in both themes. Screenshots for review are written when SCREENSHOTS=<dir> is set.
 */
import { expect, test, type Locator, type Page, settledUrl } from './app-test';
import { PROJECT_TITLE } from './site-pages';
import { calculate } from './support';

const PHONE = { width: 375, height: 667 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };
const THEMES = ['light', 'dark'] as const;

function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  return page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** Presses Tab until `target` has focus; for each press, whether focus was in the sidebar. */
async function tabUntil(page: Page, target: Locator, most = 60): Promise<boolean[]> {
  const inSidebar: boolean[] = [];
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    inSidebar.push(await page.evaluate(() => !!document.activeElement?.closest('#sidebar')));
    if (await target.evaluate((element) => element === document.activeElement)) return inSidebar;
  }
  throw new Error(`${most} Tabs did not reach the field`);
}

function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

for (const theme of THEMES) {
  test.describe(`the ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const viewport of [PHONE, DESKTOP]) {
      test(`${viewport.width} px: a calculator's first field is 3 Tabs after the skip link, and the sidebar's links come after it`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/sip-calculator');
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const field = page.getByLabel('Monthly SIP Amount', { exact: true });

        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Enter');
        expect((await tabUntil(page, field)).length).toBeLessThanOrEqual(3);

        // Without the skip link: the skip link, the header's five controls, the breadcrumb's Home, Solve for, then the
        // field; none of the sidebar's links on the way (41 Tabs when they came first).
        await page.goto('/sip-calculator');
        const presses = await tabUntil(page, field);
        expect(presses.length).toBeLessThanOrEqual(9);
        expect(presses).not.toContain(true);
        // The sidebar's links are still reached by Tab, after the page's controls.
        if (viewport === DESKTOP) {
          await tabUntil(page, page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }), 200);
        }
      });
    }

    for (const viewport of [PHONE, TABLET]) {
      test(`${viewport.width} px: the menu keeps focus, closes on Escape, the backdrop or a press outside, and locks the page's scroll`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/sip-calculator');
        const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
        const menu = page.getByRole('navigation', { name: 'Sidebar' });
        const links = menu.getByRole('link');

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: `${process.env.SCREENSHOTS}/menu-${viewport.width}-${theme}.png` });

        // A Tab for every link and two more: each lands on the toggle or a link of the menu, and every link is reached.
        const linkCount = await links.count();
        expect(linkCount).toBeGreaterThan(20);
        const stops: string[] = [];
        for (let press = 0; press < linkCount + 2; press++) {
          await page.keyboard.press('Tab');
          stops.push(
            await page.evaluate(() => {
              const active = document.activeElement;
              if (active?.closest('#sidebar')) return `link ${active.textContent}`;
              return active?.getAttribute('aria-label') === 'Toggle sidebar'
                ? 'toggle'
                : `outside: ${active?.outerHTML.slice(0, 80)}`;
            }),
          );
        }
        expect(stops.filter((stop) => stop.startsWith('outside'))).toEqual([]);
        expect(new Set(stops.filter((stop) => stop.startsWith('link'))).size).toBe(linkCount);
        // After the last link, the toggle; Shift+Tab from the toggle goes back to the last link.
        expect(stops[linkCount]).toBe('toggle');
        await toggle.focus();
        await page.keyboard.press('Shift+Tab');
        await expect(links.last()).toBeFocused();

        // The page behind does not scroll, under the backdrop or at the end of the menu.
        await page.mouse.move(viewport.width - 20, viewport.height / 2);
        await page.mouse.wheel(0, 600);
        await page.mouse.move(100, viewport.height / 2);
        await page.mouse.wheel(0, 3000);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(300);
        expect(await scrollY(page)).toBe(0);

        // Escape closes it and gives focus back to the toggle; the page scrolls again.
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.mouse.wheel(0, 600);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
        await page.evaluate(() => window.scrollTo(0, 0));

        // The backdrop closes it too, focus back on the toggle.
        await toggle.click();
        await expect(menu).toBeVisible();
        await page.getByTestId('sidebar-backdrop').click({ position: { x: viewport.width - 20, y: 300 } });
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();

        // A press on another control of the header closes it and that control keeps focus.
        await toggle.click();
        await expect(menu).toBeVisible();
        const search = page.getByRole('combobox', { name: 'Search calculators' });
        await search.click();
        await expect(menu).toBeHidden();
        await expect(search).toBeFocused();

        // Following one of its links closes it, and focus is back on the toggle, not lost with the hidden link.
        await toggle.click();
        await links.filter({ hasText: 'CAGR' }).click();
        await expect(page).toHaveURL(/\/cagr-calculator$/);
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });
    }

    test('1440 px: the sidebar beside the page traps nothing and locks nothing', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/sip-calculator');
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: `${PROJECT_TITLE} home` })).toBeFocused();
      await page.mouse.move(700, 500);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`${viewport.width} px: a printed page names the site, its address with the inputs, and the day it was printed`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/sip-calculator?sipAmount=2500&annualRate=12&duration=10');
        await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toHaveValue('2,500');
        const heading = page.getByTestId('print-heading');
        // Nothing of it on screen, and nothing read before printing.
        await expect(heading).toBeHidden();
        await expect(heading).toHaveText(PROJECT_TITLE);

        // Printing (a PDF is printed as the browser prints) fills it in from the page as it is then.
        await page.pdf();
        const today = await page.evaluate(() =>
          new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long' }).format(new Date()),
        );
        await page.emulateMedia({ media: 'print' });
        await expect(heading).toBeVisible();
        await expect(heading.getByText(PROJECT_TITLE, { exact: true })).toBeVisible();
        await expect(heading.getByText(await settledUrl(page), { exact: true })).toBeVisible();
        await expect(heading.getByText(`Printed ${today}`, { exact: true })).toBeVisible();
        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: `${process.env.SCREENSHOTS}/print-sip-${viewport.width}-${theme}.png` });

        // The next print reads the address again: a new calculation's inputs, not the first one's.
        await page.emulateMedia({ media: 'screen' });
        await page.getByLabel('Monthly SIP Amount', { exact: true }).fill('3000');
        await calculate(page);
        await expect(page).toHaveURL(/sipAmount=3000/);
        await page.pdf();
        await expect(heading).toContainText('sipAmount=3000');
        await expect(heading).toContainText(await settledUrl(page));
      });
    }

    test('a printed birth carries its address with the fragment that holds the birth', async ({ page }) => {
      await page.goto('/moon-sign-calculator#date=1947-08-15&time=00%3A00&lat=28.6139&lon=77.209&tz=Asia%2FKolkata');
      await expect(page.locator('dd').filter({ hasText: /^Pushya/ })).toBeVisible();
      expect(new URL(await settledUrl(page)).hash).toContain('date=1947-08-15');
      await page.pdf();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('print-heading').getByText(await settledUrl(page), { exact: true })).toBeVisible();
    });
  });
}
