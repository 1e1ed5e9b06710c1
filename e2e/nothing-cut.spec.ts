/*
 * Nothing cut: the row fields (XIRR's dates and amounts, the stock average's purchases, the loan's rate changes) show
 * their whole value, and every wide table either fits its box or says above it that it scrolls sideways, measured in
 * the browser at a phone's width and a desktop's, in both themes.
 */
import { expect, test, type Page } from './app-test';
import { calculate, trackPageErrors } from './support';

const SCROLL_HINT = 'Scroll sideways for more columns; the first column stays in view.';
const THEMES = ['light', 'dark'] as const;
const TABLE_WIDTHS = [375, 1024, 1440];
/** The issue asks for 320 to 1920 px; the row fields are cheap to measure at both ends too. */
const ROW_WIDTHS = [320, ...TABLE_WIDTHS, 1920];

const scenarioA = (query: string) => `scenarioA=${encodeURIComponent(query)}`;

const ROW_PAGES = [
  {
    name: 'XIRR in USD',
    list: 'Cash flows',
    url: '/xirr-calculator?date.1=2024-01-15&amount.1=-100000&date.2=2024-06-30&amount.2=-2500000&date.3=2025-12-31&amount.3=3000000',
    values: ['2024-01-15', '-100,000', '2024-06-30', '-2,500,000', '2025-12-31', '3,000,000'],
  },
  {
    name: 'XIRR in INR, crores',
    list: 'Cash flows',
    url: '/xirr-calculator?date.1=2023-11-30&amount.1=-10000000&date.2=2025-12-31&amount.2=12500000&currency=INR',
    values: ['2023-11-30', '-1,00,00,000', '2025-12-31', '1,25,00,000'],
  },
  {
    name: 'Stock average',
    list: 'Purchases',
    url: '/stock-average-calculator?quantity.1=12500&price.1=15000.75&quantity.2=20&price.2=1200',
    values: ['12,500', '15,000.75', '20', '1,200'],
  },
  {
    name: 'Loan rate changes',
    list: 'Rate Changes',
    url: '/loan-calculator?loanAmount=5000000&annualRate=8.5&tenure=20&fromMonth.1=120&newRate.1=10.25',
    values: ['120', '10.25'],
  },
];

async function open(page: Page, width: number, theme: (typeof THEMES)[number], url: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
  await page.goto(url);
}

/**
 * Each input of the row list: its text no wider than its box (scrollWidth <= clientWidth); a date no narrower than
 * the browser's own width for it (a date field's text is drawn inside the control, which scrollWidth does not see);
 * and every field inside its list.
 */
async function rowFieldsCut(page: Page, list: string) {
  const group = page.getByRole('group', { name: list, exact: true });
  return group.evaluate((fieldset) => {
    const box = fieldset.getBoundingClientRect();
    const problems: string[] = [];
    for (const input of Array.from(fieldset.querySelectorAll('input'))) {
      const rect = input.getBoundingClientRect();
      if (input.scrollWidth > input.clientWidth)
        problems.push(`${input.id} "${input.value}" needs ${input.scrollWidth} px, has ${input.clientWidth}`);
      if (input.type === 'date') {
        const own = input.cloneNode() as HTMLInputElement;
        own.removeAttribute('id');
        own.style.cssText = 'position: absolute; visibility: hidden; width: auto !important; flex: none;';
        input.parentElement!.appendChild(own);
        if (input.offsetWidth < own.offsetWidth)
          problems.push(`${input.id} "${input.value}" is ${input.offsetWidth} px wide, a date needs ${own.offsetWidth}`);
        own.remove();
      }
      if (rect.left < box.left || rect.right > box.right) problems.push(`${input.id} sticks out of its list`);
    }
    return problems;
  });
}

for (const theme of THEMES) {
  for (const width of ROW_WIDTHS) {
    test(`row fields show their whole value at ${width} px (${theme})`, async ({ page }) => {
      const errors = trackPageErrors(page);
      for (const rows of ROW_PAGES) {
        await open(page, width, theme, rows.url);
        const inputs = page.getByRole('group', { name: rows.list, exact: true }).locator('input');
        await expect(inputs).toHaveCount(rows.values.length);
        for (const [index, value] of rows.values.entries()) await expect(inputs.nth(index)).toHaveValue(value);
        expect(await rowFieldsCut(page, rows.list), `${rows.name} at ${width} px`).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
}

/** A table fits its scrolling box, or the box is described by the visible scroll hint. */
async function expectFitsOrSaysSo(page: Page, region: string) {
  const box = page.getByRole('region', { name: region, exact: true });
  await expect(box).toBeVisible();
  const { overflows, hint } = await box.evaluate((element) => {
    const described = element.getAttribute('aria-describedby');
    const hintElement = described ? document.getElementById(described) : null;
    return {
      overflows: element.scrollWidth > element.clientWidth + 1,
      hint: hintElement && hintElement.getClientRects().length > 0 ? hintElement.textContent : null,
    };
  });
  if (overflows) expect(hint, `${region} is cut without the scroll hint`).toContain(SCROLL_HINT);
  return overflows;
}

for (const theme of THEMES) {
  for (const width of TABLE_WIDTHS) {
    test(`wide tables fit or say they scroll at ${width} px (${theme})`, async ({ page }) => {
      const errors = trackPageErrors(page);

      // SIP with equity tax, compared with a smaller SIP: four columns of rupee figures and words.
      await open(
        page,
        width,
        theme,
        `/sip-calculator?sipAmount=10000&annualRate=12&duration=10&taxOnReturns=1&${scenarioA('sipAmount=8000&annualRate=12&duration=10&taxOnReturns=1')}`,
      );
      // Maturity 23,23,390.76 against 18,58,712.61 (the SIP of after-tax.spec.ts, and 8,000 a month).
      await expect(page.getByRole('cell', { name: '₹4,64,678.15 more (+25.00%)' })).toBeVisible();
      const scenarios = await expectFitsOrSaysSo(page, 'Scenario A and Scenario B');
      // A phone cannot fit four columns of figures: it says so.
      if (width < 640) expect(scenarios).toBe(true);

      // Income tax: the regimes side by side.
      await open(page, width, theme, '/income-tax-calculator');
      await page.getByLabel('Gross Annual Salary', { exact: true }).fill('25000000');
      await calculate(page);
      await expectFitsOrSaysSo(page, 'Tax under each regime');

      // The loan with a prepayment and a rate change: seven columns in the monthly schedule.
      await open(
        page,
        width,
        theme,
        '/loan-calculator?loanAmount=5000000&annualRate=8.5&tenure=20&oneTimePrepayment=500000&oneTimeMonth=12&fromMonth.1=25&newRate.1=9.5',
      );
      for (const tab of ['Yearly Breakdown', 'Monthly Schedule']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('region', { name: `${tab} table`, exact: true }).getByRole('row')).not.toHaveCount(0);
        const remaining = page
          .getByRole('region', { name: `${tab} table`, exact: true })
          .getByRole('columnheader', { name: 'Remaining Balance' });
        await expect(remaining).toHaveCount(1);
        const overflows = await expectFitsOrSaysSo(page, `${tab} table`);
        // On a phone each row is a card that fits: nothing to scroll.
        if (width < 640) expect(overflows).toBe(false);
      }
      expect(errors).toEqual([]);
    });
  }
}
