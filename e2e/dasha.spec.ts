/*
 * The Vimshottari Dasha page as a visitor meets it: Delhi 1947, whose Saturn mahadasha ends on 10 September 1965
 * (the same arithmetic on swetest's Moon, Lahiri: 93.98357°, 4.877 % of Pushya crossed, a balance of 18.0734 years
 * of 365.25 days), the antardashas, and the birth kept in the fragment, never sent.
 */
import { expect, test, settledUrl } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';

test('dasha: Delhi 1947, Saturn’s balance and the mahadashas that follow', async ({ page }) => {
  const errors = trackPageErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url() + (request.postData() ?? '')));
  await page.goto('/dasha-calculator');
  await fillFields(page, {
    'Date of Birth': '1947-08-15',
    'Time of Birth': '00:00',
    Latitude: '28.6139',
    Longitude: '77.2090',
    'UTC Offset': '+05:30',
  });
  await calculate(page);
  const birthFigure = page.locator('dl > div').filter({ has: page.getByText('Mahadasha at Birth', { exact: true }) });
  await expect(birthFigure.locator('dd')).toHaveText(/^SaturnEnds 10 September 1965$/);
  await expect(
    page
      .locator('dl > div')
      .filter({ has: page.getByText('Balance at Birth', { exact: true }) })
      .locator('dd'),
  ).toContainText('18 years, 0 months');
  const mahadashas = page.getByRole('region', { name: 'Mahadashas' });
  await expect(mahadashas.getByRole('row').filter({ hasText: 'Mercury' })).toContainText('10 September 1965');
  await expect(mahadashas.getByRole('row').filter({ hasText: 'Mercury' })).toContainText('10 September 1982');
  await page.getByRole('tab', { name: 'Antardashas', exact: true }).click();
  const mercury = page.getByRole('region', { name: 'Antardashas of the Mercury mahadasha' });
  // Mercury–Mercury: 17 × 17 ÷ 120 = 2.408 years, to 6 February 1968 (22:48 IST by swetest's Moon).
  await expect(mercury.getByRole('row').nth(1)).toContainText('6 February 1968');
  expect(new URL(await settledUrl(page)).hash).toContain('date=1947-08-15');
  expect(new URL(await settledUrl(page)).search).toBe('');
  expect(sent.join('\n')).not.toContain('1947-08-15');
  expect(sent.join('\n')).not.toContain('28.6139');
  expect(errors).toEqual([]);
});
