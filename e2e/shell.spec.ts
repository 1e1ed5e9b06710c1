import { expect, test } from './app-test';
import { CURRENCY_LOCALES, CURRENCY_SYMBOLS } from '../shared/src/format/currency';
import { LEGACY_REDIRECTS, PROJECT_TITLE } from './site-pages';
import { calculate, fillFields, money, pickCurrency, resultValue, trackPageErrors } from './support';

test.describe('redirects and Not Found', () => {
  // Every route's title, heading, breadcrumb and meta tags are checked by e2e/accessibility.spec.ts, in its one
  // visit of each route.
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    test(`legacy /${from} redirects to /${to}, permanently from the server`, async ({ page, request }) => {
      const response = await request.get(`/${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(`/${to}`);
      await page.goto(`/${from}`);
      await expect(page).toHaveURL(new RegExp(`/${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const path of ['/no-such-page', '/sipcalculator', '/PRIVACY', '/sip-calculator/extra']) {
    test(`${path} answers 404 and shows Not Found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`Not Found | ${PROJECT_TITLE}`);
      await expect(page.getByRole('heading', { name: 'ERROR', exact: true })).toBeVisible();
      await expect(page.getByText('We can’t seem to find the page you are looking for!')).toBeVisible();
      await expect(page.getByRole('img', { name: /not found/i })).toBeVisible();
      await expect(page.locator('main footer')).toContainText(`${new Date().getFullYear()}`);
      await expect(page.locator('main footer')).toContainText(PROJECT_TITLE);
      await page.getByRole('link', { name: 'Back to Home Page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle(PROJECT_TITLE);
    });
  }
});

test.describe('preferences', () => {
  test('theme toggles, is stored and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('currency defaults to USD, is stored, survives a reload, and reaches a result already on screen', async ({ page }) => {
    await page.goto('/sip-calculator');
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('USD');
    await fillFields(page, { 'Monthly SIP Amount': '1000', 'Annual Interest Rate (%)': '0', 'Investment Duration (Years)': '1' });
    await calculate(page);
    await expect(resultValue(page, 'Total Deposit:')).toHaveText(money(12000));
    await pickCurrency(page, 'INR');
    await expect(resultValue(page, 'Total Deposit:')).toHaveText(money(12000, 'INR', 'en-IN'));
    await pickCurrency(page, 'EUR');
    await expect(resultValue(page, 'Total Deposit:')).toHaveText(money(12000, 'EUR', 'fr-FR'));
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  });

  test('the currency dropdown lists 20 codes and closes on a mousedown outside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Currency:/ }).click();
    await expect(page.getByRole('option')).toHaveCount(20);
    await page.mouse.click(700, 700);
    await expect(page.getByRole('listbox', { name: 'Currency' })).toHaveCount(0);
  });

  test("each currency symbol on the page is the one the browser writes in that currency's amounts", async ({ page }) => {
    await page.goto('/');
    const fromIntl = await page.evaluate(
      (locales) =>
        Object.fromEntries(
          Object.entries(locales).map(([code, locale]) => [
            code,
            new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
              .formatToParts(0)
              .find((part) => part.type === 'currency')?.value,
          ]),
        ),
      CURRENCY_LOCALES,
    );
    expect(fromIntl).toEqual(CURRENCY_SYMBOLS);
    await page.getByRole('button', { name: /^Currency:/ }).click();
    await expect(page.getByRole('option', { name: /^JPY/ })).toContainText(CURRENCY_SYMBOLS.JPY);
  });

  test('garbage in storage falls back to the defaults and is replaced', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'purple');
        localStorage.setItem('selectedCurrency', 'XYZ');
        localStorage.setItem('GlobalCategory', '{"not":"a category"}');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const errors = trackPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: /Finance/, pressed: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('selectedCurrency'), localStorage.getItem('GlobalCategory')])).toEqual(
      ['USD', 'Finance'],
    );
    expect(errors).toEqual([]);
  });

  test('blocked storage never breaks the site', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const errors = trackPageErrors(page);
    await page.goto('/sip-calculator');
    await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await pickCurrency(page, 'GBP');
    expect(errors).toEqual([]);
  });
});

test.describe('categories', () => {
  test('choosing a category on Home selects its card and lists its calculators; the sidebar follows the path', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(page.getByRole('button', { name: /Finance/, pressed: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'SIP', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Numerology' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Available Calculators' })).toBeVisible();

    await page.getByRole('button', { name: /Astrology/ }).click();
    await expect(page.getByRole('button', { name: /Astrology/, pressed: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Numerology Calculator' })).toBeVisible();
    // Home has no category of its own: the sidebar keeps Finance's items (the specification's default).
    await expect(sidebar.getByRole('link', { name: 'SIP', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Numerology' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('GlobalCategory'))).toBe('Astrology');

    await page.reload();
    await expect(page.getByRole('button', { name: /Astrology/, pressed: true })).toBeVisible();

    // Visiting a finance calculator selects Finance again; About Us leaves it alone.
    await page.goto('/sip-calculator');
    await expect(sidebar.getByRole('link', { name: 'SIP', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('GlobalCategory'))).toBe('Finance');
    await page.goto('/about-us');
    expect(await page.evaluate(() => localStorage.getItem('GlobalCategory'))).toBe('Finance');

    // After Numerology, the pages without a category (Home, Contact, Not Found) list Finance's items again.
    await page.goto('/numerology-calculator');
    await expect(sidebar.getByRole('link', { name: 'Numerology' })).toHaveAttribute('aria-current', 'page');
    for (const path of ['/', '/contact-us', '/no-such-page']) {
      await page.goto(path);
      await expect(sidebar.getByRole('link', { name: 'SIP', exact: true })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Numerology' })).toHaveCount(0);
    }
  });

  test('the side panel lists the category calculators as links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Loan Calculator', exact: true }).click();
    await expect(page).toHaveURL(/\/loan-calculator$/);
    await expect(page.getByLabel('Loan Amount')).toBeVisible();
  });
});

test.describe('layout', () => {
  test('desktop: the toggle collapses the sidebar to 90 px and hovering widens it', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    const sidebar = page.locator('#sidebar');
    await expect.poll(() => main.evaluate((element) => getComputedStyle(element).marginLeft)).toBe('290px');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => main.evaluate((element) => getComputedStyle(element).marginLeft)).toBe('90px');
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(90);
    await sidebar.hover();
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(290);
    await page.mouse.move(900, 500);
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(90);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => main.evaluate((element) => getComputedStyle(element).marginLeft)).toBe('290px');
  });

  test('phone: the sidebar opens over a backdrop that closes it; picking an item closes it too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toBeVisible();
    const backdrop = page.getByTestId('sidebar-backdrop');
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: 350, y: 400 } });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await sidebar.getByRole('link', { name: 'CAGR' }).click();
    await expect(page).toHaveURL(/\/cagr-calculator$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the logo links home', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('link', { name: `${PROJECT_TITLE} home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('search', () => {
  test('Ctrl+K focuses the visible search box, which finds and opens calculators', async ({ page }) => {
    await page.goto('/about-us');
    const search = page.getByRole('combobox', { name: 'Search calculators' });
    await expect(search).toBeVisible();
    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('emi');
    // The Loan calculator first among the loans (education, personal, car) that EMI also finds.
    await expect(page.getByRole('option', { name: /^Loan Calculator/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loan-calculator$/);
    await expect(search).toHaveValue('');

    await page.keyboard.press('Meta+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('numer');
    await page.getByRole('option', { name: /Numerology Calculator/ }).click();
    await expect(page).toHaveURL(/\/numerology-calculator$/);

    await search.fill('zzzz');
    await expect(page.getByText('No calculator matches')).toBeVisible();
  });
});
