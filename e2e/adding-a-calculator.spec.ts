/*
 * docs/adding-a-calculator.md's commands, run as a newcomer runs them: in a throwaway copy of the site
 * (e2e/throwaway-site.ts), each command of its first bash block as written, read from the doc itself. The generator
 * writes a calculator, its unit tests and the registry's checks pass, and `npm start` (prerendering, as the site
 * does) serves it: prerendered at its route, in the sidebar, computing in a visitor's browser.
 */
import { expect, test } from './app-test';
import { calculate, fillFields, resultValue, trackPageErrors } from './support';
import { commandsOf, ThrowawaySite } from './throwaway-site';

const DOC = 'docs/adding-a-calculator.md';
let site: ThrowawaySite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await ThrowawaySite.create('calculator-copy-', { prerender: true });
});

test.afterAll(async () => {
  await site?.dispose();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) console.log(`What ran in the copy:\n${site.transcript.join('\n\n')}`);
});

test('"Adding a calculator", as written: the generated calculator passes its tests and is in the site', async ({ page }) => {
  test.setTimeout(600_000);
  const commands = commandsOf(DOC, 'Adding a calculator');
  expect(commands[0], 'the section starts with the generator').toBe('npm run new:calculator -- my-thing');
  expect(commands.at(-1), 'the section ends by starting the site').toBe('npm start');

  expect(await site.run(commands[0])).toContain('Wrote My Thing Calculator (/my-thing-calculator):');
  for (const command of commands.slice(1, -1)) {
    const output = await site.run(command);
    if (command.startsWith('npx jest')) {
      // Its own test, and the registry's checks of its folder, explanation and worked example.
      expect(output).toMatch(/Tests: +\d+ passed, \d+ total/);
      expect(output).toContain('mfe-finance/src/calculators/my-thing/__tests__/my-thing.test.ts');
    }
  }

  await site.start(commands.at(-1)!);
  // Its own page of the composed site, prerendered with its title and heading.
  const response = await fetch(`${site.siteUrl}/my-thing-calculator`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>My Thing Calculator | CalcHub</title>');
  expect(html).toContain('<h1>My Thing Calculator</h1>');

  // A visitor finds it in the sidebar and calculates: 10,000 at 8 % for 5 years is 10,000 x 1.08^5.
  const errors = trackPageErrors(page);
  await page.goto(`${site.siteUrl}/`);
  await page.getByRole('link', { name: 'My Thing', exact: true }).click();
  await expect(page).toHaveURL(/\/my-thing-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Thing Calculator' })).toBeVisible();
  await fillFields(page, { Amount: '10000', 'Annual Growth Rate (%)': '8', 'Time Period (Years)': '5' });
  await calculate(page);
  await expect(resultValue(page, 'Future Value')).toHaveText('$14,693.28');
  await expect(resultValue(page, 'Total Growth')).toHaveText('$4,693.28');
  expect(errors).toEqual([]);
});
