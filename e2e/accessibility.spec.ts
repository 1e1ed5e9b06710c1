/*
 * Every route, once, for what every route must be (one visit each: the browser tests' time is mostly page loads):
 * its title, heading, breadcrumb and meta tags, the remote's content arrived, no accessibility violation in either
 * theme, no Content-Security-Policy violation and no script error. Then the keyboard and what is announced.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './app-test';
import { documentTitle, SITE_PAGES, SITE_URL } from './site-pages';
import { cspViolations, revealExplanation, trackPageErrors, watchViolations } from './support';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target as string[] })),
    }));
  });
}

const CALCULATED: Record<string, string> = {
  'sip-calculator': '?sipAmount=5000&annualRate=12&duration=10&stepUp=10',
  'loan-calculator': '?loanAmount=500000&annualRate=9&tenure=20',
  'numerology-calculator': '?name=John%20Smith&birthDate=1990-07-29',
  // The charts drawn (and the unknown time's list) are checked too.
  'birth-chart-calculator': '#date=1947-08-15&time=00%3A00&place=New+Delhi&lat=28.6139&lon=77.209&tz=Asia%2FKolkata',
  'moon-sign-calculator': '#date=2009-07-15&unknown=1&lat=12.972&lon=77.594&tz=Asia%2FKolkata',
  'dasha-calculator': '#date=1947-08-15&time=00%3A00&place=New+Delhi&lat=28.6139&lon=77.209&tz=Asia%2FKolkata',
  'panchang-calculator': '#date=2009-07-15&place=Bengaluru&lat=12.972&lon=77.594&tz=Asia%2FKolkata',
  'sade-sati-calculator': '#date=1947-08-15&time=00%3A00&place=New+Delhi&lat=28.6139&lon=77.209&tz=Asia%2FKolkata',
  'kundli-matching-calculator':
    '#boy-date=1947-08-15&boy-time=00%3A00&boy-place=New+Delhi&boy-lat=28.6139&boy-lon=77.209&boy-tz=Asia%2FKolkata' +
    '&girl-date=2009-07-15&girl-time=12%3A00&girl-place=Bengaluru&girl-lat=12.972&girl-lon=77.594&girl-tz=Asia%2FKolkata',
};

/** Until every CSS transition and animation on the page has finished (a theme switch fades its colours). */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

// Both themes on one page load: axe in the theme the page opens in, then again after the header's Toggle theme, as
// a visitor switches. Every other page opens in dark, so both themes are also checked as a page's first paint. axe
// comes as an init script (the site's policy refuses inline scripts, and nothing here bypasses it).
test.describe('every route: title, breadcrumb, no accessibility or policy violation, light and dark themes', () => {
  const routes = [...SITE_PAGES.map((entry) => `/${entry.path}`), '/no-such-page'];
  routes.forEach((route, index) => {
    const [first, second] = index % 2 === 0 ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    const facts = SITE_PAGES.find((entry) => `/${entry.path}` === route);
    test(`${route}: its page, no accessibility violations (${first}, then ${second}), no policy violation`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await watchViolations(page);
      await page.addInitScript({ content: AXE_SOURCE });
      await page.addInitScript((value) => localStorage.setItem('theme', value), first);
      await page.goto(route + (CALCULATED[route.slice(1)] ?? ''));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The remote's own content arrived (not the skeleton, not the failure card).
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      if (facts) {
        // Its title, breadcrumb, description, canonical URL and Open Graph tags, kept by the page once it runs.
        const title = documentTitle(facts);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1, name: facts.title })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(facts.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', facts.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/${facts.path}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', facts.description);
      }
      // A calculator's explanation loads as the visitor nears it: bring it in, so it is checked too.
      if (facts?.category) await revealExplanation(page);
      await page.waitForLoadState('networkidle');
      const html = page.locator('html');
      await expect(html).toHaveClass(first === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await axeViolations(page), `${route} in the ${first} theme`).toEqual([]);

      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(html).toHaveClass(second === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await settled(page);
      expect(await axeViolations(page), `${route} in the ${second} theme`).toEqual([]);
      expect(await cspViolations(page), route).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

test('keyboard alone: skip link, sidebar, currency dropdown, tabs and the search box', async ({ page }) => {
  await page.goto('/sip-calculator?sipAmount=1000&annualRate=0&duration=1');
  await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toHaveValue('1,000');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Currency: open with Enter, move with arrows, pick with Enter.
  await page.getByRole('button', { name: /^Currency:/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Currency' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Currency: INR' })).toBeFocused();

  // Tabs: arrow keys move between them.
  await page.getByRole('tab', { name: 'results' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'report' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'report' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();

  // Sidebar links are reachable and followable with the keyboard.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Loan', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loan-calculator$/);

  // The search box: arrows and Enter.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('retire');
  // The title that starts with the words comes first (Retirement), pages with it as a keyword after (NPS, EPF).
  await expect(page.getByRole('option').first()).toContainText('Retirement Calculator');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/retirement-calculator$/);
});

test('results are announced in a polite live region', async ({ page }) => {
  await page.goto('/loan-calculator');
  await page.getByLabel('Loan Amount', { exact: true }).fill('120000');
  await page.getByLabel('Annual Interest Rate (%)', { exact: true }).fill('0');
  await page.getByLabel('Loan Tenure (Years)', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.locator('[aria-live="polite"]')).toContainText('EMI $1,000.00');
});

test('every route is served with its own title, description, canonical URL and Open Graph tags; robots.txt and sitemap.xml list the site', async ({
  request,
}) => {
  // The served HTML has them, for crawlers and link previews that run no script (e2e/shell.spec.ts checks the same
  // tags in the browser, on each route's own test).
  for (const route of SITE_PAGES) {
    const html = await (await request.get(`/${route.path}`)).text();
    expect(html).toContain(`<title>${documentTitle(route)}</title>`);
    expect(html).toContain(`<meta name="description" content="${route.description}" />`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/${route.path}" />`);
    expect(html).toContain(`<meta property="og:title" content="${documentTitle(route)}" />`);
  }
  // A path without a page of its own gets the Not Found page with a 404, which claims no canonical URL; a legacy
  // path is redirected before any page.
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  const unknownHtml = await unknown.text();
  expect(unknownHtml).not.toContain('rel="canonical"');
  // Its served HTML is titled as the page it shows, for crawlers and visitors without scripts.
  expect(unknownHtml).toContain('<title>Not Found | CalcHub</title>');
  expect((await request.get('/SIPCalculator', { maxRedirects: 0 })).status()).toBe(301);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of SITE_PAGES) expect(sitemap).toContain(`<loc>${SITE_URL}/${route.path}</loc>`);
});
