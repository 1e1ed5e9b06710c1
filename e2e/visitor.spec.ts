/*
 * What a visitor feels: the footer, printing, tap targets on a phone, Home's first screen, numerology's meanings
 * and reports that fit. Screenshots for review are written when SCREENSHOTS=<dir> is set.
 */
import { expect, test, type Page } from './app-test';
import { PROJECT_TITLE } from './site-pages';
import { calculate, fillFields, trackPageErrors } from './support';

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Screenshots at 375 and 1440 px, light and dark, when SCREENSHOTS is set (for a person to look at): the screen
 * after `prepare` (which scrolls to what is being looked at), or the whole page when `fullPage` is set.
 */
async function screenshots(page: Page, name: string, prepare?: (page: Page) => Promise<void>, fullPage = false) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (prepare) await prepare(page);
      await page.screenshot({ path: `${dir}/${name}-${viewport.width}-${theme}.png`, fullPage });
    }
  }
}

test.describe('footer', () => {
  for (const path of ['/', '/sip-calculator', '/numerology-calculator', '/about-us']) {
    test(`${path} ends with the disclaimer, the site's own pages and the year`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('not financial advice');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${PROJECT_TITLE}`);
      const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
      await expect(links).toHaveText(['About Us', 'Contact Us', 'Privacy', 'Terms']);
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
        '/about-us',
        '/contact-us',
        '/privacy',
        '/terms',
      ]);
      expect(errors).toEqual([]);
    });
  }

  test('its links navigate inside the page (no reload)', async ({ page }) => {
    await page.goto('/sip-calculator');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policies' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('starts below the first screen, so it moves nothing while a page loads', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/loan-calculator');
      const box = await page.getByRole('contentinfo').boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(viewport.height);
    }
  });

  test('Not Found keeps its own footer (year and project title) and no other', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'ERROR', exact: true })).toBeVisible();
    await expect(page.locator('main footer')).toHaveText(`© ${new Date().getFullYear()} - ${PROJECT_TITLE}`);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('screenshots', async ({ page }) => {
    await page.goto('/sip-calculator');
    await screenshots(page, 'footer-sip', async (p) => {
      await p.getByRole('contentinfo').scrollIntoViewIfNeeded();
    });
  });
});

test.describe('print', () => {
  test('a calculator prints its inputs, results, the whole report and the chart, without header, sidebar or buttons', async ({
    page,
  }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '100000', 'Annual Interest Rate (%)': '8', 'Loan Tenure (Years)': '5' });
    await calculate(page);
    await expect(page.getByRole('img', { name: /chart/i }).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const button of await page.getByRole('button', { includeHidden: true }).all()) await expect(button).toBeHidden();
    // Inputs with their values, the results, the chart and the whole report (not only the active tab).
    await expect(page.getByLabel('Loan Amount', { exact: true })).toHaveValue('100,000');
    await expect(page.locator('dt', { hasText: 'EMI' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /chart/i }).first()).toBeVisible();
    const yearly = page.getByRole('region', { name: 'Yearly Breakdown table' }).getByRole('table');
    await expect(yearly).toBeVisible();
    await expect(yearly.getByRole('row')).toHaveCount(6);
    await expect(yearly.getByRole('row').last()).toBeVisible();
    // The monthly schedule prints whole too, not cut at the height of its scroll area on screen.
    const monthly = page.getByRole('region', { name: 'Monthly Schedule table' });
    await expect(monthly.getByRole('row')).toHaveCount(61);
    expect(await monthly.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('contentinfo')).toContainText('not financial advice');
    const pdf = await page.pdf();
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    if (process.env.SCREENSHOTS) {
      for (const theme of ['light', 'dark']) {
        await page.evaluate((value) => document.documentElement.classList.toggle('dark', value === 'dark'), theme);
        await page.setViewportSize({ width: 800, height: 1000 });
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/print-loan-${theme}.png`, fullPage: true });
      }
      await page.pdf({ path: `${process.env.SCREENSHOTS}/print-loan.pdf` });
    }
    // Back on screen, the tabs are as they were.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('numerology prints both its results and its detailed meanings', async ({ page }) => {
    await page.goto('/numerology-calculator');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Birth Date').fill('1815-12-10');
    await calculate(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tabpanel')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Detailed Meanings' })).toBeVisible();
  });
});

test.describe('tap targets on a phone', () => {
  test.use({ viewport: PHONE });

  /** Every control given is at least 44 × 44 px. */
  async function expectFingerSized(page: Page, controls: Record<string, ReturnType<Page['getByRole']>>) {
    const small: string[] = [];
    for (const [name, locator] of Object.entries(controls)) {
      for (const [index, control] of (await locator.all()).entries()) {
        await control.scrollIntoViewIfNeeded();
        const box = await control.boundingBox();
        if (!box || box.width < 44 || box.height < 44)
          small.push(`${name}[${index}]: ${box ? `${box.width.toFixed(1)} × ${box.height.toFixed(1)}` : 'not shown'}`);
      }
    }
    expect(small).toEqual([]);
  }

  function header(page: Page) {
    return {
      'sidebar toggle': page.getByRole('button', { name: 'Toggle sidebar' }),
      logo: page.getByRole('banner').getByRole('link'),
      search: page.getByRole('search'),
      'search field': page.getByRole('combobox', { name: 'Search calculators' }),
      currency: page.getByRole('button', { name: /^Currency:/ }),
      theme: page.getByRole('button', { name: 'Toggle theme' }),
    };
  }

  test('the header, the sidebar and the footer', async ({ page }) => {
    await page.goto('/');
    await expectFingerSized(page, {
      ...header(page),
      'category cards': page.getByRole('button', { pressed: true }),
      'footer links': page.getByRole('contentinfo').getByRole('link'),
    });
    // The search box responds over its whole 44 px box, not only over the text: a tap at its edges focuses it.
    const search = page.getByRole('combobox', { name: 'Search calculators' });
    const box = (await page.getByRole('search').locator('div').first().boundingBox())!;
    for (const [x, y] of [
      [box.x + 3, box.y + 3],
      [box.x + box.width - 3, box.y + box.height - 3],
      [box.x + 12, box.y + box.height / 2],
    ]) {
      await page.locator('h1').first().click();
      await expect(search).not.toBeFocused();
      await page.mouse.click(x, y);
      await expect(search).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Currency:/ }).click();
    await expectFingerSized(page, { 'currency options': page.getByRole('option') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expectFingerSized(page, { 'sidebar links': page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link') });
  });

  test('a calculator: Calculate, Copy link, the tabs, Download CSV, Compare and Clear comparison', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, {
      'Monthly SIP Amount': '1000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
    });
    await calculate(page);
    await expectFingerSized(page, {
      ...header(page),
      calculate: page.getByRole('button', { name: 'Calculate', exact: true }),
      'copy link': page.getByRole('button', { name: 'Copy link' }),
      tabs: page.getByRole('tab'),
      // The fields themselves, not only the boxes around them.
      'text fields': page.getByRole('main').getByRole('textbox'),
      'choice fields': page.getByRole('main').getByRole('combobox'),
    });
    await page.getByRole('tab', { name: 'report' }).click();
    await expectFingerSized(page, {
      'download CSV': page.getByRole('button', { name: 'Download CSV' }),
      compare: page.getByRole('button', { name: 'Compare', exact: true }),
    });
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByLabel('Monthly SIP Amount', { exact: true }).fill('2000');
    await calculate(page);
    await expectFingerSized(page, { 'clear comparison': page.getByRole('button', { name: 'Clear comparison' }) });
  });

  test("rows' Add and Remove, and quick choices", async ({ page }) => {
    await page.goto('/xirr-calculator');
    await page.getByRole('button', { name: 'Add cash flow' }).click();
    await expectFingerSized(page, {
      'add a row': page.getByRole('button', { name: 'Add cash flow' }),
      'remove a row': page.getByRole('button', { name: /^Remove / }),
    });
    await page.goto('/gst-calculator');
    await expectFingerSized(page, {
      'quick choices': page.getByRole('group', { name: 'GST Rate (%): quick choices' }).getByRole('button'),
    });
  });

  test('numerology: Calculate and its tabs', async ({ page }) => {
    await page.goto('/numerology-calculator');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Birth Date').fill('1815-12-10');
    await calculate(page);
    await expectFingerSized(page, {
      calculate: page.getByRole('button', { name: 'Calculate', exact: true }),
      tabs: page.getByRole('tab'),
    });
  });

  test('screenshots', async ({ page }) => {
    await page.goto('/sip-calculator');
    await screenshots(page, 'taps-sip', async (p) => {
      await fillFields(p, {
        'Monthly SIP Amount': '1000',
        'Annual Interest Rate (%)': '12',
        'Investment Duration (Years)': '10',
      });
      await calculate(p);
      await p.getByRole('tab', { name: 'report' }).click();
      await p.getByRole('button', { name: 'Copy link' }).scrollIntoViewIfNeeded();
    });
  });
});

test.describe('Home on a phone', () => {
  test.use({ viewport: PHONE });

  for (const category of ['Finance', 'Astrology']) {
    test(`the ${category} calculators start within the first screen`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('GlobalCategory', value), category);
      await page.goto('/');
      const cards = page.getByRole('region', { name: 'Select Category' }).getByRole('button');
      await expect(cards.first()).toBeVisible();
      const firstCard = await cards.first().boundingBox();
      expect(firstCard!.y + firstCard!.height).toBeLessThanOrEqual(PHONE.height);
      const calculators = page.getByRole('region', { name: category }).getByRole('link');
      await expect(calculators.first()).toBeVisible();
      const first = await calculators.first().boundingBox();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The first calculator is there to tap, whole, without scrolling.
      expect(first!.y + first!.height).toBeLessThanOrEqual(PHONE.height);
    });
  }

  test('screenshots', async ({ page }) => {
    await page.goto('/');
    await screenshots(page, 'home');
  });
});

test.describe('numerology: detailed meanings by role', () => {
  test('Life Path 3 and Soul Urge 3 read differently, each with the number’s keyword', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/numerology-calculator');
    // ULF, born 2000-01-27: Soul Urge = U3 = 3; Life Path = 9 (day 27) + 1 + 2 (year 2000) = 12 -> 3.
    await page.getByLabel('Full Name', { exact: true }).fill('Ulf');
    await page.getByLabel('Birth Date', { exact: true }).fill('2000-01-27');
    await calculate(page);
    await page.getByRole('tab', { name: 'Detailed Meanings' }).click();
    const meaning = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[2]');
    const lifePath = await meaning('Life Path Number').textContent();
    const soulUrge = await meaning('Soul Urge Number').textContent();
    expect(lifePath).toContain('creativity');
    expect(soulUrge).toContain('creativity');
    expect(lifePath).not.toBe(soulUrge);
    const all = await page.locator('dd.text').allTextContents();
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    expect(errors).toEqual([]);
  });

  test('screenshots', async ({ page }) => {
    await page.goto('/numerology-calculator?name=Ulf&birthDate=2000-01-27');
    await screenshots(page, 'numerology-meanings', async (p) => {
      await p.getByRole('tab', { name: 'Detailed Meanings' }).click();
      await p.getByRole('tab', { name: 'Detailed Meanings' }).scrollIntoViewIfNeeded();
    });
  });
});

test.describe('reports that fit', () => {
  /** The report's scroll area, table, header cells and the cells of its last column. */
  function report(page: Page) {
    const region = page.getByRole('region', { name: /table$/ });
    const table = region.getByRole('table');
    return {
      region,
      headers: table.getByRole('columnheader'),
      lastColumn: table.locator('tbody td:last-child'),
    };
  }

  /** Every box lies within the visible area of the report, left to right. */
  async function expectWithin(page: Page, region: ReturnType<Page['getByRole']>, cells: ReturnType<Page['locator']>) {
    const area = (await region.boundingBox())!;
    const clipped: string[] = [];
    for (const cell of await cells.all()) {
      const box = await cell.boundingBox();
      if (!box) continue; // a header hidden on a phone, read from each cell's label instead
      if (box.x < area.x - 0.5 || box.x + box.width > area.x + area.width + 0.5)
        clipped.push(
          `${await cell.textContent()}: ${box.x.toFixed(0)}..${(box.x + box.width).toFixed(0)} outside ${area.x.toFixed(0)}..${(area.x + area.width).toFixed(0)}`,
        );
    }
    expect(clipped).toEqual([]);
  }

  test('the Loan report at 1440 px: every column whole, the header in view while the table scrolls', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '5000000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '30' });
    await calculate(page);
    await page.getByRole('tab', { name: 'Yearly Breakdown' }).click();
    const { region, headers, lastColumn } = report(page);
    await expect(headers).toHaveText(['Year', 'Total Payment', 'Principal Paid', 'Interest Paid', 'Remaining Balance']);
    // Nothing to scroll sideways: the whole width is on screen.
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectWithin(page, region, headers);
    await expectWithin(page, region, lastColumn);
    // Scroll the table to its end: the header row is still at the top of the visible area.
    await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const area = (await region.boundingBox())!;
    const header = (await headers.last().boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(area.y - 0.5);
    expect(header.y).toBeLessThan(area.y + 10);
    await expect(lastColumn.last()).toBeInViewport();
    await expect(lastColumn.last()).toHaveText('$0.00');
  });

  for (const { path, values, tab, columns } of [
    {
      path: '/sip-calculator',
      values: { 'Monthly SIP Amount': '25000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '30' },
      tab: 'report',
      columns: ['Year', 'Total Deposit', 'Returns Earned', 'End of Year Balance', "Balance in Today's Money"],
    },
    {
      path: '/loan-calculator',
      values: { 'Loan Amount': '5000000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '30' },
      tab: 'Yearly Breakdown',
      columns: ['Year', 'Total Payment', 'Principal Paid', 'Interest Paid', 'Remaining Balance'],
    },
  ]) {
    test(`${path} report on a phone: every column of a row readable, named, nothing cut`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await fillFields(page, values);
      await calculate(page);
      await page.getByRole('tab', { name: tab }).click();
      const { region } = report(page);
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const firstRow = region.getByRole('row').nth(1);
      const cells = firstRow.getByRole('cell');
      await expect(cells).toHaveCount(columns.length);
      for (const [index, cell] of (await cells.all()).entries()) {
        await expect(cell).toBeVisible();
        // Each figure is shown beside its column's name.
        expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${columns[index]}"`);
      }
      await expectWithin(page, region, cells);
      await expectWithin(page, region, region.locator('tbody td:last-child'));
    });
  }

  test('screenshots', async ({ page }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, { 'Loan Amount': '5000000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '30' });
    await calculate(page);
    await screenshots(page, 'report-loan', async (p) => {
      await p.getByRole('tab', { name: 'Yearly Breakdown' }).click();
      await p.getByRole('tab', { name: 'Yearly Breakdown' }).scrollIntoViewIfNeeded();
    });
  });
});

test.describe('the loan’s monthly schedule', () => {
  test('lists every month beside the yearly breakdown, adds up to it, and downloads as CSV', async ({ page }) => {
    await page.goto('/loan-calculator');
    // 100,000 at 12 % over 1 year: r = 1 %, EMI 8,884.88; month 1 pays 1,000.00 of interest and 7,884.88 of principal.
    await fillFields(page, { 'Loan Amount': '100000', 'Annual Interest Rate (%)': '12', 'Loan Tenure (Years)': '1' });
    await calculate(page);
    await expect(page.getByRole('tab')).toHaveText(['results', 'Yearly Breakdown', 'Monthly Schedule']);
    await page.getByRole('tab', { name: 'Monthly Schedule' }).click();
    const region = page.getByRole('region', { name: 'Monthly Schedule table' });
    await expect(region.getByRole('columnheader')).toHaveText([
      'Month',
      'EMI',
      'Principal Paid',
      'Interest Paid',
      'Remaining Balance',
    ]);
    const rows = region.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(rows.first().getByRole('cell')).toHaveText(['1', '$8,884.88', '$7,884.88', '$1,000.00', '$92,115.12']);
    await expect(rows.last().getByRole('cell').last()).toHaveText('$0.00');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('loan-monthly-schedule.csv');
  });
});

test.describe('composition donuts', () => {
  for (const { path, values, name } of [
    {
      path: '/sip-calculator',
      values: { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' },
      name: /^Donut chart of the maturity amount, \$1,161,695\.38: \$600,000\.00 invested \(52%\) and \$561,695\.38 returns \(48%\)\.$/,
    },
    {
      path: '/lump-sum-calculator',
      values: { 'Lump Sum Amount': '100000', 'Annual Interest Rate (%)': '10', 'Investment Duration (Years)': '5' },
      name: /^Donut chart of the maturity amount, \$161,051\.00: \$100,000\.00 invested \(62%\) and \$61,051\.00 returns \(38%\)\.$/,
    },
    {
      path: '/loan-calculator',
      values: { 'Loan Amount': '100000', 'Annual Interest Rate (%)': '12', 'Loan Tenure (Years)': '1' },
      name: /^Donut chart of the total payment, \$106,618\.55: \$100,000\.00 principal \(94%\) and \$6,618\.55 interest \(6%\)\.$/,
    },
  ]) {
    test(`${path}: a donut of the total's parts, with its text alternative, only after Calculate`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await fillFields(page, values);
      await expect(page.locator('canvas')).toHaveCount(0);
      await calculate(page);
      const donut = page.getByRole('img', { name });
      await expect(donut).toBeVisible();
      expect(await donut.evaluate((element) => element.tagName)).toBe('CANVAS');
      expect(await donut.evaluate((element) => element.textContent)).toBe(await donut.getAttribute('aria-label'));
      expect(errors).toEqual([]);
    });
  }

  test('screenshots', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, {
      'Monthly SIP Amount': '5000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
    });
    await calculate(page);
    await screenshots(page, 'donut-sip', async (p) => {
      await p.getByRole('img', { name: /^Donut chart/ }).scrollIntoViewIfNeeded();
      await p.waitForTimeout(600);
    });
  });
});
