/*
 * The `test` of the browser tests of the running app: after each page.goto, it waits until the route's page has
 * settled as the page itself publishes it (shell/src/site/page-state.ts: ready, or its failure card), the scripts
 * having taken over the prerendered page (shell/src/app/take-over.ts), as a visitor's interactions with the running
 * app follow its start. What happens before the takeover is tested on its own, with @playwright/test's plain `test`
 * (e2e/first-paint.spec.ts, e2e/slow-network.spec.ts). A goto that waits for less than the load event is left alone.
 */
import { test as base, type Page } from '@playwright/test';
import { livePageState, PAGE_STATE_ATTRIBUTE, type PageState } from '../shell/src/site/page-state';
import { PRERENDERED_ATTRIBUTE } from '../shell/src/site/prerendered-page-marks';
import { CATALOG_ELEMENT_ID } from '../shell/src/site/load-catalog';

export { expect, type Browser, type Locator, type Page, type Route } from '@playwright/test';

/** Waits until the live page is in the document (no snapshot stands in for it) and publishes one of `states`. */
export async function waitForPageState(page: Page, states: readonly PageState[] = ['ready', 'failed'], timeout = 20_000) {
  const query = { attribute: PAGE_STATE_ATTRIBUTE, snapshotAttribute: PRERENDERED_ATTRIBUTE, states };
  await page.waitForFunction(livePageState, query, { timeout });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only a page of the composed site (it carries the site's catalogue) has a takeover to wait for; a remote's
      // standalone page has none.
      const waits = !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
      if (waits && (await page.locator(`#${CATALOG_ELEMENT_ID}`).count()) > 0) await waitForPageState(page).catch(() => {});
      return response;
    };
    await provide(page);
  },
});

/**
 * The page's address once what it leaves until after the next paint has run (shared/src/scheduling/after-next-paint.ts:
 * Calculate writes its link a frame after its figures show). A frame callback, then a task: after the page's own.
 */
export async function settledUrl(page: Page): Promise<string> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))).catch(() => {});
  return page.url();
}
