/*
 * The `test` of the browser tests of the running app: after each page.goto, it waits until the scripts have taken
 * over the prerendered page (shell/src/app/take-over.ts), as a visitor's interactions with the running app follow
 * its start. What happens before the takeover is tested on its own, with @playwright/test's plain `test`
 * (e2e/first-paint.spec.ts). A goto that waits for less than the load event is left alone.
 */
import { test as base, type Page } from '@playwright/test';

export { expect, type Browser, type Locator, type Page, type Route } from '@playwright/test';

async function takenOverIfPrerendered(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('#root[data-prerendered]') || 'takenOver' in document.documentElement.dataset,
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle')
        await takenOverIfPrerendered(page).catch(() => {});
      return response;
    };
    await provide(page);
  },
});
