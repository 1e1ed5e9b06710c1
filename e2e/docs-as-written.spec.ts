/*
 * The docs' commands, run as a newcomer runs them, in one throwaway copy of the site (e2e/throwaway-site.ts: this
 * checkout's files as a clone has them), each command of their bash blocks as written, read from the docs themselves
 * (so the text and this test cannot drift apart). One copy for all of it: its builds and jest's transforms are then
 * cold once, not once per doc.
 *
 * 1. docs/adding-a-calculator.md: the generator writes a calculator, its unit tests and the registry's checks pass,
 *    and `npm start` (prerendering, as the site does) serves it: prerendered at its route, in the sidebar, computing
 *    in a visitor's browser.
 * 2. docs/adding-a-category-team.md and the "Releasing one remote" section of docs/releasing-and-hosting.md, as a
 *    new team runs them: the new remote is the docs' example, e2e/fixtures/mfe-science; "Releasing one remote" names
 *    mfe-finance, and its commands run here for the new remote. `npm start` runs on ports of its own (the
 *    `<NAME>_PORT` variables) with PRERENDER=0 (its five composes), a visitor's browser checks each step, and the
 *    copy and its processes are gone afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './app-test';
import { portVariableOf } from '../scripts/site-packages.cjs';
import { commandsOf, ThrowawaySite } from './throwaway-site';
import { calculate, fillFields, resultValue, trackPageErrors } from './support';
import science from './fixtures/mfe-science/src/science-category';
import temperature from './fixtures/mfe-science/src/temperature/page-facts';

const ADDING_A_CALCULATOR = 'docs/adding-a-calculator.md';
const ADDING_A_TEAM = 'docs/adding-a-category-team.md';
const RELEASING = 'docs/releasing-and-hosting.md';
const NEW_REMOTE = 'mfe-science';

let site: ThrowawaySite;
let copy: string;
let siteUrl: string;
let env: NodeJS.ProcessEnv;
const run = (command: string, expectFailure = false) => site.run(command, expectFailure);

const categoryCard = (page: Page) => page.getByRole('button', { name: new RegExp(`^${science.name}\\b`) });
const remotesJson = () => JSON.parse(fs.readFileSync(path.join(copy, 'releases', 'remotes.json'), 'utf8'));

/** Home, reloaded as a visitor with the tab open would: the category card shows `description`. */
async function expectHomeCard(page: Page, description: string) {
  await page.goto(`${siteUrl}/`);
  await expect(categoryCard(page)).toContainText(description);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await ThrowawaySite.create('docs-copy-', { prerender: true, portVariables: [portVariableOf(NEW_REMOTE)] });
  ({ dir: copy, env, siteUrl } = site);
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
  const commands = commandsOf(ADDING_A_CALCULATOR, 'Adding a calculator');
  expect(commands[0], 'the section starts with the generator').toBe('npm run new:calculator -- my-thing');
  expect(commands.at(-1), 'the section ends by starting the site').toBe('npm start');

  expect(await run(commands[0])).toContain('Wrote My Thing Calculator (/my-thing-calculator):');
  for (const command of commands.slice(1, -1)) {
    const output = await run(command);
    if (command.startsWith('npx jest')) {
      // Its own test, and the registry's checks of its folder, explanation and worked example.
      expect(output).toMatch(/Tests: +\d+ passed, \d+ total/);
      expect(output).toContain('mfe-finance/src/calculators/my-thing/__tests__/my-thing.test.ts');
    }
  }

  await site.start(commands.at(-1)!);
  // Its own page of the composed site, prerendered with its title and heading.
  const response = await fetch(`${siteUrl}/my-thing-calculator`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>My Thing Calculator | CalcHub</title>');
  expect(html).toContain('<h1>My Thing Calculator</h1>');

  // A visitor finds it in the sidebar and calculates: 10,000 at 8 % for 5 years is 10,000 x 1.08^5.
  const errors = trackPageErrors(page);
  await page.goto(`${siteUrl}/`);
  await page.getByRole('link', { name: 'My Thing', exact: true }).click();
  await expect(page).toHaveURL(/\/my-thing-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Thing Calculator' })).toBeVisible();
  await fillFields(page, { Amount: '10000', 'Annual Growth Rate (%)': '8', 'Time Period (Years)': '5' });
  await calculate(page);
  await expect(resultValue(page, 'Future Value')).toHaveText('$14,693.28');
  await expect(resultValue(page, 'Total Growth')).toHaveText('$4,693.28');
  expect(errors).toEqual([]);
});

test('"Adding a category team", as written: the new remote is built, served and composed into the site', async ({ page }) => {
  test.setTimeout(420_000);
  const commands = commandsOf(ADDING_A_TEAM, 'Adding a category team');
  expect(commands.at(-1), 'the section ends by starting the site').toBe('npm start');
  // The calculator's site stops; the team's starts without prerendering (about two minutes of a loaded run for its
  // five composes: first-paint.spec.ts, new-category.spec.ts and the calculator above test it).
  await site.stop();
  site.withoutPrerender();
  for (const command of commands.slice(0, -1)) await run(command);

  // Its folder is the last workspace, and every list of packages found it by itself.
  const workspaces = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).workspaces as string[];
  expect(workspaces.at(-1)).toBe(NEW_REMOTE);
  expect(fs.readlinkSync(path.join(copy, 'node_modules', NEW_REMOTE))).toBe(`../${NEW_REMOTE}`);
  const firebase = JSON.parse(fs.readFileSync(path.join(copy, 'firebase.json'), 'utf8'));
  expect(firebase.hosting.map((site: { target: string }) => site.target)).toContain(NEW_REMOTE);

  await site.start(commands.at(-1)!);
  const pointer = remotesJson();
  expect(Object.keys(pointer).at(-1)).toBe('mfe_science');
  expect(pointer.mfe_science).toMatch(
    new RegExp(`^http://localhost:${env.SCIENCE_PORT}/1\\.0\\.0\\+[0-9a-f]{10}/remoteEntry\\.js$`),
  );

  // A visitor: the category's card on Home, its page from the card, and the calculator at work.
  const errors = trackPageErrors(page);
  await expectHomeCard(page, science.description);
  await categoryCard(page).click();
  await page.getByRole('link', { name: temperature.title }).click();
  await expect(page).toHaveURL(new RegExp(`/${temperature.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: temperature.title })).toBeVisible();
  await page.getByLabel('Temperature in Celsius (°C)').fill('100');
  await calculate(page);
  await expect(resultValue(page, 'Fahrenheit (°F)')).toHaveText('212.00');
  await expect(resultValue(page, 'Kelvin (K)')).toHaveText('373.15');
  // Opened directly: its own page of the composed site, with its title, as every other page.
  const response = await fetch(`${siteUrl}/${temperature.path}`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`<title>${temperature.title} | CalcHub</title>`);
  expect(errors).toEqual([]);
});

test('its folder is linted, type-checked and unit-tested like every package', async () => {
  test.setTimeout(240_000);
  // jest finds its own tests (two) and the site's checks of its registry.
  const unit = await run(`npx jest ${NEW_REMOTE}/ scripts/__tests__/registries.test.ts --ci --verbose`);
  expect(unit).toMatch(/Tests: +\d+ passed/);
  expect(unit).toContain(`${NEW_REMOTE}/src/temperature/__tests__/temperature.test.ts`);
  expect(unit).toContain('the registry of mfe_science');
  await run('npx tsc -p tsconfig.json --noEmit');
  await run(`npx eslint ${NEW_REMOTE}`);
  // The boundaries hold for it: another remote's source by path is refused.
  const borrowed = path.join(copy, NEW_REMOTE, 'src', 'borrowed.ts');
  fs.writeFileSync(borrowed, "export { default } from '../../mfe-finance/src/registry';\n");
  const output = await run(`npx eslint ${NEW_REMOTE}`, true);
  expect(output).toContain('mfe-finance is another package');
  fs.rmSync(borrowed);
});

test('"Releasing one remote", as written, for the new remote: release with its tests, rollback, compose, repair', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const commands = commandsOf(RELEASING, 'Releasing one remote');
  const forTheTeam = (command: string) => command.replace(/\bmfe-finance\b/, NEW_REMOTE);
  const [releaseCommand, rollbackCommand, composeCommand, repairCommand] = commands.map(forTheTeam);
  expect(commands.map((command) => command.split(' -- ')[0])).toEqual([
    'npm run release',
    'npm run rollback',
    'npm run compose',
    'npm run release:repair',
  ]);
  const errors = trackPageErrors(page);
  const first = remotesJson().mfe_science as string;

  // The team changes its category's description, then releases; the site `npm start` serves shows it on a reload.
  const categoryFile = path.join(copy, NEW_REMOTE, 'src', 'science-category.ts');
  const changed = `${science.description}, worked out in your browser`;
  fs.writeFileSync(categoryFile, fs.readFileSync(categoryFile, 'utf8').replace(science.description, changed));
  await expectHomeCard(page, science.description);
  const released = await run(releaseCommand);
  // Its own unit tests and its registry's checks ran against the candidate before the switch.
  expect(released).toContain(`${NEW_REMOTE}'s unit tests (jest ${NEW_REMOTE}/ scripts/__tests__/registries.test.ts)`);
  expect(released).toContain(`(was ${first.split('/').at(-2)})`);
  const second = remotesJson().mfe_science as string;
  expect(second).not.toBe(first);
  await expectHomeCard(page, changed);

  // Back to the version it replaced, in one step.
  await run(rollbackCommand);
  expect(remotesJson().mfe_science).toBe(first);
  await expectHomeCard(page, science.description);
  await expect(categoryCard(page)).not.toContainText(changed);

  // A hand edit of the pointer (back to the released version), then `npm run compose`.
  const pointerFile = path.join(copy, 'releases', 'remotes.json');
  fs.writeFileSync(pointerFile, `${JSON.stringify({ ...remotesJson(), mfe_science: second }, null, 2)}\n`);
  await run(composeCommand);
  await expectHomeCard(page, changed);

  // A truncated pointer: the site goes on serving what it had; `npm run release:repair` restores the pointer.
  const whole = fs.readFileSync(pointerFile, 'utf8');
  fs.writeFileSync(pointerFile, whole.slice(0, 30));
  await expectHomeCard(page, changed);
  const repaired = await run(repairCommand);
  expect(repaired).toContain('remotes.json restored from');
  expect(JSON.parse(fs.readFileSync(pointerFile, 'utf8'))).toEqual(JSON.parse(whole));
  await expectHomeCard(page, changed);
  expect(errors).toEqual([]);
});
