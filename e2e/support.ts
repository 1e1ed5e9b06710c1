import { expect, type Page } from '@playwright/test';

/** Collects uncaught page errors; a test asserts the list stays empty. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every Content-Security-Policy violation the page reports, from its first script on (read by `cspViolations`). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}
export const cspViolations = (page: Page) => page.evaluate(() => window.cspViolations);

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
}

/** A figure before a calculation, or after its inputs were refused or reset: the dash shown, then the words heard. */
export const NOT_CALCULATED = '—not calculated yet';

/** The value shown next to a result label (the <dd> after its <dt>). */
export function resultValue(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

export async function pickCurrency(page: Page, code: string) {
  await page.getByRole('button', { name: /^Currency:/ }).click();
  await page.getByRole('option', { name: code, exact: true }).click();
  await expect(page.getByRole('button', { name: `Currency: ${code}` })).toBeVisible();
}

/** Numbers as a formatter of the given locale prints them, for comparisons independent of the page. */
export function money(value: number, currency = 'USD', locale = 'en-US') {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(value);
}

/**
 * Scrolls to the foot of the page, where a calculator's explanation loads as the visitor nears it, and waits
 * for the explanation ("How it is calculated") to be there.
 */
export async function revealExplanation(page: Page) {
  const explanation = page.getByRole('region', { name: 'How it is calculated' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(explanation).toBeVisible({ timeout: 1000 });
  }).toPass();
  return explanation;
}

/** A plain number as a field shows it in USD (grouped as typed: 500000 -> 500,000); anything else as it is. */
export function grouped(value: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(value);
  if (!match) return value;
  return `${match[1]}${match[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[3] ?? ''}`;
}

/**
 * Waits until the scripts have taken over a prerendered page (shell/src/app/take-over.ts). Before that the page is
 * its HTML: links navigate in full, and a test of what happens inside the running app must wait for it.
 */
export async function waitForTakeover(page: Page) {
  await page.waitForFunction(() => 'takenOver' in document.documentElement.dataset, undefined, { timeout: 20_000 });
}

/** The SIP maturity by the specification's monthly loop (deposit, then grow) without step-up, computed independently. */
export function sipMaturity(monthly: number, annualRate: number, years: number): number {
  let balance = 0;
  for (let month = 0; month < years * 12; month++) balance = (balance + monthly) * (1 + annualRate / 100 / 12);
  return balance;
}
