/*
 * The Sade Sati page as a visitor meets it: Delhi 1947, Moon in sidereal Cancer, born in a Sade Sati. Saturn's
 * sidereal ingresses (Lahiri) from swetest, day by day at IST: Gemini on 10 June 1973, Cancer 23 July 1975, Leo
 * 7 September 1977, Virgo 4 November 1979, back into Leo 15 March 1980 and Virgo again 27 July 1980; the first
 * Dhaiya, Libra, from 25 November 1952 (back into Virgo 24 April 1953). The birth stays in the fragment, never sent.
 */
import { expect, test, settledUrl } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';

test('sade sati: Delhi 1947, the 1973-1980 Sade Sati with its retrograde re-entry, and the Dhaiyas', async ({ page }) => {
  const errors = trackPageErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url() + (request.postData() ?? '')));
  await page.goto('/sade-sati-calculator');
  await fillFields(page, {
    'Date of Birth': '1947-08-15',
    'Time of Birth': '00:00',
    Latitude: '28.6139',
    Longitude: '77.2090',
    'UTC Offset': '+05:30',
  });
  await calculate(page);
  const moon = page.locator('dl > div').filter({ has: page.getByText('Moon Sign (Janma Rashi)', { exact: true }) });
  await expect(moon.locator('dd')).toContainText('Cancer (Karka)');
  const phases = page.getByRole('region', { name: 'Sade Sati phases' });
  const rows = phases.getByRole('row').filter({ hasText: '1973–1980' });
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(/Rising.*Gemini.*10 June 1973.*23 July 1975/);
  await expect(rows.nth(1)).toContainText(/Peak.*Cancer.*23 July 1975.*7 September 1977/);
  await expect(rows.nth(2)).toContainText(/Setting.*Leo.*7 September 1977.*4 November 1979/);
  await expect(rows.nth(3)).toContainText(/Setting.*Leo.*15 March 1980.*27 July 1980/);
  // Born with Saturn over the Moon's sign: the first Sade Sati starts before the birth.
  await expect(phases.getByRole('row').nth(1)).toContainText('Before birth');
  await page.getByRole('tab', { name: 'Dhaiya', exact: true }).click();
  const dhaiyas = page.getByRole('region', { name: 'Dhaiya periods' });
  await expect(dhaiyas.getByRole('row').nth(1)).toContainText(/Kantaka.*Libra.*25 November 1952.*24 April 1953/);
  expect(new URL(await settledUrl(page)).hash).toContain('date=1947-08-15');
  expect(new URL(await settledUrl(page)).search).toBe('');
  expect(sent.join('\n')).not.toContain('1947-08-15');
  expect(sent.join('\n')).not.toContain('28.6139');
  expect(errors).toEqual([]);
});
