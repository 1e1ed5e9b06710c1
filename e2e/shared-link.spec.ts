/*
 * A page opened from a link that carries values, watched from its first paint at 4x CPU (a phone's pace): it never
 * shows "Enter your values…" beside the link's values; it says it is calculating them until their results show.
 * Sampled on every animation frame from before the page's first byte, so any frame that told the lie is counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForPageState } from './app-test';
import { money, resultValue } from './support';

const EMPTY_HINT = 'Enter your values and press Calculate to see the results.';
const SKY_PROMPT = /^Enter the birth details and press Calculate/;

/** Records, on every frame, what the page shows: the empty hint (or sky prompt) and the link's figure. */
async function watchFrames(page: Page, hintPattern: string, fieldSelector: string) {
  await page.addInitScript(
    ({ hintPattern: pattern, fieldSelector: selector }) => {
      const seen: { hint: boolean; filled: boolean; calculating: boolean }[] = [];
      (window as unknown as { __frames: typeof seen }).__frames = seen;
      const hint = new RegExp(pattern);
      const sample = () => {
        const texts = Array.from(document.querySelectorAll('main p, main span'))
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => element.textContent ?? '');
        const field = document.querySelector<HTMLInputElement>(selector);
        seen.push({
          hint: texts.some((text) => hint.test(text.trim())),
          filled: Boolean(field && field.value !== ''),
          calculating: texts.some((text) => /^Calculating/.test(text.trim())),
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    { hintPattern, fieldSelector },
  );
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { hint: boolean; filled: boolean; calculating: boolean }[] }).__frames);

test('a shared SIP link: "Calculating…" from the first frame, never the empty hint beside its values', async ({ page }) => {
  test.slow();
  await slowCpu(page);
  await watchFrames(page, `^${EMPTY_HINT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'input[name="sipAmount"]');
  await page.goto('/sip-calculator?sipAmount=10000&annualRate=12&duration=10', { waitUntil: 'commit' });
  await waitForPageState(page, ['ready'], 60_000);
  await expect(resultValue(page, 'Total Deposit:')).toHaveText(money(1200000));
  const seen = await frames(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((frame) => frame.hint && frame.filled)).toEqual([]);
  expect(seen.filter((frame) => frame.hint)).toEqual([]);
  // Before its results the page said it was calculating them.
  expect(seen.some((frame) => frame.calculating)).toBe(true);
  await expect(page.getByRole('button', { name: /^See an example/ })).toHaveCount(0);
});

test('a birth chart link: the sky prompt never shows; it says it is calculating until the chart is drawn', async ({ page }) => {
  test.slow();
  await slowCpu(page);
  await watchFrames(page, SKY_PROMPT.source, 'input[name="date"]');
  await page.goto(
    '/birth-chart-calculator#date=1947-08-15&time=00%3A00&lat=28.6139&lon=77.209&tz=Asia%2FKolkata&zodiac=sidereal',
    { waitUntil: 'commit' },
  );
  await waitForPageState(page, ['ready'], 60_000);
  await expect(page.getByRole('tab', { name: 'Positions', exact: true })).toBeVisible({ timeout: 30_000 });
  const seen = await frames(page);
  expect(seen.filter((frame) => frame.hint)).toEqual([]);
  expect(seen.some((frame) => frame.calculating)).toBe(true);
});

test('a page opened without values still shows the empty hint and the worked example', async ({ page }) => {
  await page.goto('/sip-calculator');
  await expect(page.getByText(EMPTY_HINT, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^See an example/ })).toBeVisible();
});
