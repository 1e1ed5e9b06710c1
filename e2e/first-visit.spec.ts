/*
 * What a visitor meets first: an empty result that says so and offers the worked example (one tap to an answer),
 * Calculate within reach wherever the form's end is (and Enter in any field), and derived loan figures that name
 * what they are counted against. Each at a phone's and a desktop's size, in both themes. Expected figures come
 * from the closed-form EMI here, never from the page.
 */
import { expect, test, type Page } from './app-test';
import { fillFields, money, trackPageErrors } from './support';

test.describe.configure({ mode: 'parallel' });

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const THEMES = ['light', 'dark'] as const;

/** The EMI of a loan, closed form: P i (1 + i)^n / ((1 + i)^n - 1), i the monthly rate. */
function emi(principal: number, annualRate: number, years: number): number {
  const i = annualRate / 12 / 100;
  const n = years * 12;
  const growth = Math.pow(1 + i, n);
  return (principal * i * growth) / (growth - 1);
}

/** The card of a figure (its term, its value and what is said under it). */
const figureCard = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
const figure = (page: Page, label: string) => figureCard(page, label).locator('dd').first();
const exampleOffer = (page: Page) => page.getByRole('button', { name: /^See an example/ });
const calculateButton = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true });

/** What an empty figure shows (its visible text) and what assistive technology reads of its card (ARIA snapshot). */
async function emptyFigure(page: Page, label: string) {
  const value = figure(page, label);
  return {
    shown: await value.locator('[aria-hidden="true"]').innerText(),
    heard: await figureCard(page, label).ariaSnapshot(),
  };
}

/** Where an element is, against the viewport's height. */
async function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
    });
}

for (const size of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${size.name}, ${theme} theme`, () => {
      test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
      test.beforeEach(async ({ page }) => {
        if (theme === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      });

      test('no figure before the first calculation; the worked example is one tap away', async ({ page }) => {
        const errors = trackPageErrors(page);
        await page.goto('/loan-calculator');
        // Each figure says it is not calculated yet: a dash, no amount on screen.
        for (const label of ['EMI', 'Total Payment (Principal + Interest)', 'Total Interest Payable']) {
          await expect(figureCard(page, label)).toHaveAttribute('data-empty', '');
          const empty = await emptyFigure(page, label);
          expect(empty.shown.trim()).toBe('—');
          expect(empty.heard).toContain('not calculated yet');
          expect(empty.heard).not.toMatch(/\$|0\.00/);
        }
        await expect(exampleOffer(page)).toHaveText('See an example: a loan of $500,000 at 9% over 20 years');
        await exampleOffer(page).click();
        await expect(page.getByLabel('Loan Amount', { exact: true })).toHaveValue('500,000');
        await expect(figure(page, 'EMI')).toHaveText(money(emi(500000, 9, 20)));
        await expect(figure(page, 'Total Payment (Principal + Interest)')).toHaveText(money(emi(500000, 9, 20) * 240));
        await expect(figureCard(page, 'EMI')).not.toHaveAttribute('data-empty', '');
        await expect(exampleOffer(page)).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeFocused();
        await expect(page).toHaveURL(/loanAmount=500000&annualRate=9&tenure=20/);
        expect(errors).toEqual([]);
      });

      test('Income Tax shows no "Same tax" before a calculation, and its example is in rupees', async ({ page }) => {
        await page.goto('/income-tax-calculator');
        await expect(page.locator('dt').first()).toBeVisible();
        for (const label of ['Lower Tax Regime', 'Tax Under New Regime', 'Tax Under Old Regime']) {
          const empty = await emptyFigure(page, label);
          expect(empty.shown.trim()).toBe('—');
          expect(empty.heard).not.toMatch(/Same tax|₹|0\.00/);
        }
        await expect(exampleOffer(page)).toHaveText(/^See an example: a gross salary of ₹18,00,000 a year/);
        await exampleOffer(page).click();
        await expect(page.locator('[data-empty]')).toHaveCount(0);
      });

      test('Calculate stays in reach while the form runs below the screen, and Enter in any field calculates', async ({
        page,
      }) => {
        await page.goto('/loan-calculator');
        // On arrival the form's end is below the screen: its Calculate is at the foot of the screen, the one button.
        await expect(calculateButton(page)).toHaveCount(1);
        const arrival = await box(page, '[data-calculate-bar] button');
        expect(arrival.bottom).toBeLessThanOrEqual(arrival.viewport);
        expect(arrival.top).toBeGreaterThan(arrival.viewport - 120);

        // A field that takes focus is scrolled clear of the bar, never under it.
        const last = page.getByLabel('When the Rate Changes', { exact: true });
        await last.focus();
        const fieldBox = await last.evaluate((element) => element.getBoundingClientRect().bottom);
        const barTop = await page.locator('[data-calculate-bar]').evaluate((element) => element.getBoundingClientRect().top);
        expect(fieldBox).toBeLessThanOrEqual(barTop);

        // Enter in a text field, then in a choice, calculates.
        await fillFields(page, { 'Loan Amount': '200000', 'Annual Interest Rate (%)': '6', 'Loan Tenure (Years)': '10' });
        await page.getByLabel('Loan Tenure (Years)', { exact: true }).press('Enter');
        await expect(figure(page, 'EMI')).toHaveText(money(emi(200000, 6, 10)));
        await page.getByLabel('Loan Amount', { exact: true }).fill('300000');
        await page.getByLabel('After Each Prepayment', { exact: true }).press('Enter');
        await expect(figure(page, 'EMI')).toHaveText(money(emi(300000, 6, 10)));

        // At the form's end the bar sits in its place, after the last field, covering nothing below it.
        // (polled: the results Calculate brought into view may still be scrolling smoothly)
        await expect
          .poll(async () => {
            await page.locator('#loan-inputs form').evaluate((element) => element.scrollIntoView({ block: 'end' }));
            const bar = await box(page, '[data-calculate-bar]');
            const lastField = await page
              .getByRole('button', { name: 'Add rate change', exact: true })
              .evaluate((element) => element.getBoundingClientRect().bottom);
            return bar.top >= lastField;
          })
          .toBe(true);
      });

      test('nothing of the results or the Calculate bar moves as the page arrives (layout shifts 0)', async ({ page }) => {
        await page.addInitScript(() => {
          const record = window as unknown as { shifts: number };
          record.shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              const ours = (entry.sources ?? []).some((source) => {
                const element = source.node instanceof Element ? source.node : source.node?.parentElement;
                return Boolean(element?.closest('#sip-results, [data-calculate-bar]'));
              });
              if (!entry.hadRecentInput && ours) record.shifts += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/sip-calculator');
        await expect(exampleOffer(page)).toBeVisible();
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      });

      test('the loan’s derived figures name what they are counted against', async ({ page }) => {
        await page.goto('/loan-calculator');
        await fillFields(page, {
          'Loan Amount': '5000000',
          'Annual Interest Rate (%)': '8.5',
          'Loan Tenure (Years)': '20',
          'One-time Prepayment': '500000',
          'Paid in Month': '12',
        });
        await calculateButton(page).click();
        await expect(figureCard(page, 'Interest Saved').locator('dd.baseline')).toHaveText(
          'against the same loan without prepayments',
        );
        await expect(figureCard(page, 'Months Saved').locator('dd.baseline')).toHaveText(
          'against the same loan without prepayments',
        );

        await page.getByRole('button', { name: 'Add rate change', exact: true }).click();
        await fillFields(page, { 'From Month, rate change 1': '25', 'New Rate (%), rate change 1': '9.5' });
        await calculateButton(page).click();
        await expect(figureCard(page, 'Months Saved').locator('dd.baseline')).toHaveText(
          'against the same loan with the same rate changes, without prepayments',
        );
        await expect(figureCard(page, 'Interest Saved').locator('dd.baseline')).toHaveText(
          'against the same loan with the same rate changes, without prepayments',
        );
        await expect(figureCard(page, 'Extra Interest').locator('dd.baseline')).toHaveText(
          'against the original rate throughout, with the same prepayments',
        );
      });
    });
  }
}
