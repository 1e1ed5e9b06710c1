import { expect, test, type Page } from './app-test';
import { calculate, fillFields, pickCurrency, trackPageErrors } from './support';

/*
 * The result charts: chart.js is fetched only when a chart is shown (after Calculate), never with the shell or a
 * calculator page; the chart is an image with a text summary, a fixed height, and follows the theme and currency.
 */

/** An error message of chart.js that survives minification: a script holding it holds chart.js. */
const CHART_JS_TEXT = 'Canvas is already in use';
/** The chunk of the one finance chart component (webpackChunkName in mfe-finance/src/charts/finance-chart.tsx). */
const CHART_CHUNK = /\/finance-chart\.[0-9a-f]{8}\.js$/;

/** Every script the page fetches, and which of them hold chart.js (bodies are read as they arrive). */
function recordScripts(page: Page) {
  const urls: string[] = [];
  const chartJs: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.push(response.url());
    reading.push(
      response.text().then(
        (body) => {
          if (body.includes(CHART_JS_TEXT)) chartJs.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return {
    urls,
    /** The scripts holding chart.js, once every body fetched so far has been read. */
    async chartJsScripts() {
      await Promise.all(reading);
      return [...chartJs];
    },
    chartChunks: () => urls.filter((url) => CHART_CHUNK.test(new URL(url).pathname)),
  };
}

const cases: { path: string; firstField: string; values: Record<string, string>; chartName: RegExp }[] = [
  {
    path: '/sip-calculator',
    firstField: 'Monthly SIP Amount',
    values: { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' },
    chartName: /^Stacked bar chart of the money paid in and the growth on it/,
  },
  {
    path: '/loan-calculator',
    firstField: 'Loan Amount',
    values: { 'Loan Amount': '500000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '20' },
    chartName: /^Stacked bar chart of each year's repayments split into principal and interest/,
  },
];

for (const { path, firstField, values, chartName } of cases) {
  test(`${path}: chart.js is not fetched before Calculate; afterwards the chart is a canvas image`, async ({ page }) => {
    const errors = trackPageErrors(page);
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByLabel(firstField, { exact: true })).toBeVisible();
    await fillFields(page, values);
    await page.waitForLoadState('networkidle');

    expect(scripts.urls.length).toBeGreaterThan(0);
    expect(scripts.chartChunks()).toEqual([]);
    expect(await scripts.chartJsScripts()).toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);

    await calculate(page);
    const chart = page.getByRole('img', { name: chartName });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((element) => element.tagName)).toBe('CANVAS');
    // The canvas fallback repeats the summary for browsers that cannot draw.
    expect(await chart.evaluate((element) => element.textContent)).toBe(await chart.getAttribute('aria-label'));

    expect(scripts.chartChunks()).toHaveLength(1);
    await expect.poll(() => scripts.chartJsScripts()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('the shell home page and a first calculator load fetch no chart code', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/swp-calculator');
  await expect(page.getByLabel('Initial Investment', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.chartChunks()).toEqual([]);
  expect(await scripts.chartJsScripts()).toEqual([]);
});

test('a shared URL computes at once and shows the chart at a fixed height, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/swp-calculator?initialInvestment=1000000&annualRate=8&duration=20&withdrawalAmount=9000&yearlyStepUp=5');
  const chart = page.getByRole('img', { name: /balance at the end of each year \(line\) and the money withdrawn/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/The money runs out in year 12\./);
  const box = await chart.boundingBox();
  expect(box?.height).toBe(280);
  expect(box!.width).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await chart.boundingBox())?.height).toBe(320);
});

test('the chart follows the theme and the currency', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/cagr-calculator?initialValue=10000&finalValue=25000&duration=8');
  const chart = page.getByRole('img', { name: /^Line chart of the value at the end of each year/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/from \$10,000\.00 to \$25,000\.00 in 8 years/);
  const pixels = () => chart.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  await expect.poll(pixels).not.toBe('data:,');
  const light = await pixels();

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(pixels).not.toBe(light);

  await pickCurrency(page, 'INR');
  await expect(chart).toHaveAccessibleName(/from ₹10,000\.00 to ₹25,000\.00 in 8 years/);
});

test('retirement: the chart appears after Calculate, with the retirement age marked and the depletion told', async ({ page }) => {
  const errors = trackPageErrors(page);
  const scripts = recordScripts(page);
  await page.goto('/retirement-calculator');
  await expect(page.getByLabel('Current Age', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.chartChunks()).toEqual([]);
  expect(await scripts.chartJsScripts()).toEqual([]);

  await page.getByLabel("Post-retirement Monthly Amount (Today's Rate)", { exact: true }).fill('150000');
  await calculate(page);
  const chart = page.getByRole('img', {
    name: /^Line chart of the savings at the end of each year of age from 25 to 85, retiring at 55/,
  });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/The savings run out at 64 and fall below zero/);
  // The chart fits its card: the wide plan table scrolls inside the card instead of widening it.
  const card = await page.locator('#retirement-plan').boundingBox();
  const box = await chart.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(scripts.chartChunks()).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a chart whose code never arrives says so in its place, keeps the figures and the report, and Retry brings it', async ({
  page,
}) => {
  // It waits out the part's time limit (PART_TIME_LIMIT_MS, 10 s): three times the usual time.
  test.slow();
  // The chart's chunk is held: the request never answers until the test lets it through.
  let release = false;
  const held: (() => Promise<void>)[] = [];
  await page.route(CHART_CHUNK, async (route) => {
    if (release) return route.continue();
    held.push(() => route.abort());
  });
  await page.goto('/sip-calculator');
  await fillFields(page, {
    'Monthly SIP Amount': '10000',
    'Annual Interest Rate (%)': '12',
    'Investment Duration (Years)': '10',
  });
  await calculate(page);
  const failed = page.getByRole('status').filter({ hasText: 'The chart could not load.' }).first();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  // Everything else is there: the figures, and the report with its table.
  await expect(page.locator('dt', { hasText: 'Maturity Amount' }).first()).toBeVisible();
  release = true;
  await Promise.all(held.map((abort) => abort()));
  await page.getByRole('button', { name: 'Retry chart' }).first().click();
  await expect(page.locator('[data-chart="sip"] canvas')).toBeVisible();
  await page.getByRole('tab', { name: 'report' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});
