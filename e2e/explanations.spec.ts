/*
 * "How it is calculated" below every calculator: a MathML formula, the worked example computed by the calculator's
 * own pure function (in the visitor's currency), questions that open from the keyboard, and related calculators
 * that lead where they say. The explanation arrives in its own chunk and never holds back the calculator.
 */
import { expect, test, type Page } from './app-test';
import type { ExplanationExample } from '../shared/src/explanation/explanation-section';
import type { ExampleFormat } from '../mfe-finance/src/explanations/example-format';
import { CALCULATOR_FOLDERS, fixedCurrencyOf, workedExample, type PageFolder } from '../test-support/page-folders';
import { pageAt, pageInFolder, SITE_PAGES } from './site-pages';
import { money, pickCurrency, revealExplanation, trackPageErrors } from './support';

const percent = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
const formatIn = (currency: string, locale: string): ExampleFormat => ({
  money: (amount) => money(amount, currency, locale),
  percent,
});
const LOCALES: Record<string, string> = { USD: 'en-US', INR: 'en-IN' };

/**
 * Every finance calculator of the registry (test-support/page-folders.ts): a new calculator is tested here without
 * a line added. Its worked example is built by the same pure code the page runs, in the currency the page shows it
 * in, inside its own test: a calculator without one fails that test (and its registry's unit test), not the file.
 */
const FINANCE = CALCULATOR_FOLDERS.filter((page) => page.remote === 'mfe_finance');
const exampleIn = (folder: PageFolder, currency: string): ExplanationExample =>
  workedExample(folder)(formatIn(currency, LOCALES[currency] ?? 'en-US'));
const loanExample = (currency: string) =>
  exampleIn(
    CALCULATOR_FOLDERS.find((page) => page.facts === pageInFolder('mfe_finance', 'calculators/loan'))!,
    currency,
  );

const titleOf = (routePath: string) => pageAt(routePath).title;
const section = (page: Page) => page.getByRole('region', { name: 'How it is calculated' });
const exampleRows = (page: Page) => section(page).getByRole('region', { name: 'Worked example' }).getByRole('listitem');

/** The section's parts every calculator has; returns the related links' hrefs. */
async function expectExplanation(page: Page): Promise<string[]> {
  const explanation = section(page);
  await expect(explanation.getByRole('heading', { level: 2, name: 'How it is calculated' })).toBeVisible();
  await expect(explanation.locator('math[display="block"]').first()).toBeVisible();
  expect(
    await explanation.getByRole('region', { name: 'What the symbols mean' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(3);
  expect(
    await explanation.getByRole('region', { name: 'Conventions this calculator uses' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(3);
  await expect(explanation.getByRole('heading', { level: 3, name: 'Worked example' })).toBeVisible();
  await expect(explanation.getByRole('heading', { level: 3, name: 'Questions people ask' })).toBeVisible();
  const questions = await explanation.locator('details > summary').count();
  expect(questions).toBeGreaterThanOrEqual(3);
  expect(questions).toBeLessThanOrEqual(5);
  const links = explanation.getByRole('navigation', { name: 'Related calculators' }).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(1);
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
}

/**
 * Every related link is named by the title of the page at its href; the first is followed, and must lead to that
 * page, whose h1 is its route title (the links are one component: one click shows that they navigate).
 */
async function expectRelatedLinks(page: Page, hrefs: string[]) {
  const related = section(page).getByRole('navigation', { name: 'Related calculators' });
  for (const href of hrefs)
    await expect(related.locator(`a[href="${href}"]`), href).toHaveAccessibleName(titleOf(href.replace(/^\//, '')));
  const title = titleOf(hrefs[0].replace(/^\//, ''));
  await related.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0].replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

for (const folder of FINANCE) {
  const routePath = folder.facts.path;
  test(`/${routePath} explains itself: formula, computed example, questions, related calculators`, async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`/${routePath}`);
    await expect(page.getByRole('heading', { level: 1, name: titleOf(routePath), exact: true })).toBeVisible();
    await revealExplanation(page);
    const hrefs = await expectExplanation(page);

    // The example is exactly what the calculator's pure function gives for the example inputs, in US dollars
    // (or the calculator's fixed currency).
    const expected = exampleIn(folder, fixedCurrencyOf(folder) ?? 'USD').rows.map((row) => `${row.label}${row.value}`);
    await expect(exampleRows(page)).toHaveText(expected);

    // Every related link is a real calculator route, named by its title, and they lead there.
    for (const href of hrefs)
      expect(
        SITE_PAGES.some((route) => route.category && `/${route.path}` === href),
        href,
      ).toBe(true);
    await expectRelatedLinks(page, hrefs);
    expect(errors).toEqual([]);
  });
}

test('the worked example follows the visitor’s currency', async ({ page }) => {
  await page.goto('/loan-calculator');
  await revealExplanation(page);
  const inDollars = loanExample('USD').rows.map((row) => `${row.label}${row.value}`);
  await expect(exampleRows(page)).toHaveText(inDollars);
  await pickCurrency(page, 'INR');
  const inRupees = loanExample('INR').rows.map((row) => `${row.label}${row.value}`);
  await expect(exampleRows(page)).toHaveText(inRupees);
  expect(inRupees[0]).toContain('₹');
});

test('the questions open and close from the keyboard', async ({ page }) => {
  await page.goto('/gratuity-calculator');
  await revealExplanation(page);
  const first = section(page).locator('details').first();
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first).toContainText('20 lakh');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});

test('the gratuity questions state the ceiling and the six-month rule as information', async ({ page }) => {
  await page.goto('/gratuity-calculator');
  await revealExplanation(page);
  const faqs = section(page).locator('details');
  await expect(faqs.filter({ hasText: 'maximum gratuity' })).toContainText(/at the time of writing/i);
  await expect(faqs.filter({ hasText: 'maximum gratuity' })).toContainText('Rs 20 lakh');
  await expect(faqs.filter({ hasText: 'part year' })).toContainText('more than six months');
});

test('the loan questions explain why a shorter tenure costs less interest', async ({ page }) => {
  await page.goto('/loan-calculator');
  await revealExplanation(page);
  await expect(section(page).locator('summary', { hasText: 'shorter tenure' })).toBeVisible();
});

test('the explanation is its own chunk and never holds back the calculator', async ({ page }) => {
  const errors = trackPageErrors(page);
  const chunks: string[] = [];
  // Its chunk never arrives: the calculator works all the same, and nothing takes the explanation's place.
  await page.route(/\/sip-explanation\.[0-9a-f]+\.js$/, (route) => {
    chunks.push(route.request().url());
    return route.abort();
  });
  await page.goto('/sip-calculator');
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await page.getByLabel('Monthly SIP Amount').fill('5000');
  await page.getByLabel('Annual Interest Rate (%)').fill('12');
  await page.getByLabel('Investment Duration (Years)').fill('10');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  // The result is calculated: an amount, not the empty state's dash.
  await expect(page.locator('dt', { hasText: 'Maturity Amount' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\$[1-9][\d,]*\.\d{2}$/,
  );
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('an explanation on screen is fetched at once; one just below it, as soon as the visitor scrolls', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/([a-z-]+)-explanation\.[0-9a-f]+\.js$/.exec(request.url());
      if (chunk) requested.push(chunk[1]);
    });
    // CAGR's explanation starts on the first screen: it comes with the page.
    await page.goto('/cagr-calculator');
    await expect(section(page)).toBeVisible();
    expect(requested).toEqual(['cagr']);

    // Lump sum's starts below the first screen: a visitor who only uses the calculator does not download it.
    requested.length = 0;
    await page.goto('/lump-sum-calculator');
    await expect(page.getByLabel('Lump Sum Amount')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const inputsBottom = await page.locator('#lump-sum-inputs').evaluate((card) => card.getBoundingClientRect().bottom);
    expect(inputsBottom).toBeGreaterThan(720);
    // The first scroll asks for it, while it is still below the screen: it is there by the time it shows.
    await page.mouse.wheel(0, 60);
    await expect.poll(() => requested).toEqual(['lump-sum']);
    await expect(section(page)).toBeAttached();
    await expect(section(page)).not.toBeInViewport();
    await revealExplanation(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the explanation, below the screen, is fetched only as the visitor scrolls towards it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/sip-explanation\.[0-9a-f]+\.js$/.test(request.url())) requested.push(request.url());
    });
    await page.goto('/sip-calculator');
    await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(section(page)).toHaveCount(0);
    await revealExplanation(page);
    expect(requested).toHaveLength(1);
  });

  for (const routePath of ['sip-calculator', 'retirement-calculator', 'loan-calculator']) {
    test(`/${routePath}: the explanation fits the screen; a wide formula scrolls inside its box`, async ({ page }) => {
      await page.goto(`/${routePath}`);
      await revealExplanation(page);
      await expect(section(page).locator('math').first()).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(375);
      const box = section(page).getByRole('region', { name: 'The formula' }).locator(':scope > div');
      expect(await box.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    });
  }
});

test('/numerology-calculator explains itself: formula, example, questions, a link to all calculators', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/numerology-calculator');
  await revealExplanation(page);
  const hrefs = await expectExplanation(page);
  await expect(section(page)).toContainText('Y is always a consonant');
  await expect(section(page)).toContainText('11, 22 and 33 are kept');
  expect(await exampleRows(page).count()).toBeGreaterThanOrEqual(5);
  await expectRelatedLinks(page, hrefs);
  expect(errors).toEqual([]);
});
