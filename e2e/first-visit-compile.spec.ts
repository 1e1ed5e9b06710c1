/*
 * A first visit has no compiled code cached: every script the site sends carries V8's compile hint on its first line
 * (webpack.common.ts), so Chromium compiles it on the thread that streams it in, not function by function on the main
 * thread while the page takes over. Checked on what a visitor's browser is actually sent, from the shell and the
 * remotes, on a finance and an astrology page and Home.
 */
import { expect, test } from '@playwright/test';
import { waitForPageState } from './app-test';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

for (const route of ['/', '/sip-calculator', '/birth-chart-calculator']) {
  test(`every script of ${route} on a first visit is compiled off the main thread`, async ({ page }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        scripts.push(response.text().then((text) => [response.url(), text.slice(0, COMPILE_HINT.length + 1)]));
    });
    await page.goto(route);
    await waitForPageState(page, ['ready']);
    const sent = await Promise.all(scripts);
    // The shell's start-up (main, React's renderer) and the page's remote entry at least.
    expect(sent.length).toBeGreaterThan(4);
    expect(new Set(sent.map(([url]) => new URL(url).port)).size).toBeGreaterThan(route === '/' ? 0 : 1);
    for (const [url, start] of sent) expect([url, start]).toEqual([url, `${COMPILE_HINT}\n`]);
  });
}
