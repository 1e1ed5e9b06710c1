/*
 * What the browser tests of calculator pages share: figures by their label, tabs and report rows, the CSV a
 * report downloads, the rupee line of a page with Indian rules, and the amounts formatted as the page writes them.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from './app-test';
import { money } from './support';

export const inr = (value: number) => money(value, 'INR', 'en-IN');

export const usd = (value: number) => money(value);

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value shown next to a result label, matching the label exactly (the <dd> after its <dt>). */
export function result(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegex(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

export const bodyRows = (page: Page, tabName: string) =>
  page.getByRole('region', { name: `${tabName} table`, exact: true }).locator('tbody tr');

/** The line a page with Indian rules shows once, above its fields. */
export const RUPEES_NOTE = 'Amounts are in Indian rupees (₹)';

export async function expectNoBadNumbers(page: Page) {
  expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
}

export async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}
