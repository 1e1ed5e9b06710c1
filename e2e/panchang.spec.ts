/*
 * The Panchang page on the anchors, each checked with swetest (Lahiri, true positions, as the limbs are
 * counted: mfe-astrology/src/sky/panchanga.ts) on this machine: at Bangalore on 18 January 2013 the centre of the Sun
 * rises at 06:49:47 IST (its upper edge with refraction at 06:46:08) and Shukla Saptami ends at 16:25:03; on
 * 15 July 2009 Krishna Ashtami ends at 03:08:17 on 16 July and the Moon leaves Revati at 17:06:36; on 9 June 1985
 * Krishna Saptami (tithi 22) ends at 01:04:12 on 10 June. A time to the minute prints the minute a clock shows then
 * (mfe-astrology/src/birth/local-time.ts), a time to the second the nearest second: 06:49:47, 16:25, 03:08, 17:06
 * and 01:04, the anchors.
 * The day and place stay in the fragment, never sent; the place is remembered for the next visit.
 */
import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';

const BANGALORE = { Latitude: '12.972', Longitude: '77.594', 'UTC Offset': '+05:30' };

const seconds = (clock = '') => clock.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const limbRow = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Panchang of the day' }).getByRole('row').filter({ hasText: text });

test('panchang: 18 January 2013 at Bangalore, both sunrises, and the day and place kept on this device only', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url() + (request.postData() ?? '')));
  await page.goto('/panchang-calculator');
  await fillFields(page, { Date: '2013-01-18', ...BANGALORE });
  await page.getByLabel('Sunrise', { exact: true }).selectOption('centre');
  await calculate(page);
  await expect(figure(page, 'Sunrise')).toHaveText(/^06:49:47Sunset/);
  await expect(figure(page, 'Tithi at Sunrise')).toHaveText('Shukla Saptami (7)Upto 16:25');
  await expect(figure(page, 'Vara')).toHaveText('ShukravaraFriday');
  await expect(page.locator('.results').getByText(/centre of the Sun on the true horizon, without refraction/)).toBeVisible();
  await page.getByLabel('Sunrise', { exact: true }).selectOption('visible');
  await calculate(page);
  // swetest's visible rise and set (its refraction from a standard atmosphere, not a fixed 34′): within seconds.
  await expect(figure(page, 'Sunrise')).toHaveText(/^06:46:\d\dSunset 18:1[34]:\d\d/);
  const [rise, set] = ((await figure(page, 'Sunrise').textContent()) ?? '').match(/\d\d:\d\d:\d\d/g) ?? [];
  expect(Math.abs(seconds(rise) - seconds('06:46:08'))).toBeLessThanOrEqual(10);
  expect(Math.abs(seconds(set) - seconds('18:14:03'))).toBeLessThanOrEqual(10);
  expect(new URL(await settledUrl(page)).hash).toContain('date=2013-01-18');
  expect(new URL(await settledUrl(page)).hash).not.toContain('unknown');
  expect(new URL(await settledUrl(page)).search).toBe('');
  expect(sent.join('\n')).not.toContain('2013-01-18');
  expect(sent.join('\n')).not.toContain('12.972');

  // The next visit opens on today, at the place remembered, already calculated.
  await page.goto('/panchang-calculator');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('12.972');
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today);
  await expect(figure(page, 'Tithi at Sunrise')).toBeVisible();
  expect(errors).toEqual([]);
});

test('panchang: the ends after midnight carry the next date (15 July 2009, 9 June 1985)', async ({ page }) => {
  await page.goto('/panchang-calculator');
  await fillFields(page, { Date: '2009-07-15', ...BANGALORE });
  await calculate(page);
  await expect(limbRow(page, 'Krishna Ashtami (23)')).toContainText('03:08 on 16 July 2009');
  await expect(limbRow(page, 'Revati')).toContainText('17:06');
  await fillFields(page, { Date: '1985-06-09' });
  await calculate(page);
  await expect(limbRow(page, 'Krishna Saptami (22)')).toContainText('01:04 on 10 June 1985');
});

test('panchang: a remembered place that storage mangled is ignored, and the page still calculates', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.addInitScript(() => localStorage.setItem('panchang-place', '{"latitude": 12, "place": ['));
  await page.goto('/panchang-calculator');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('');
  await fillFields(page, { Date: '2013-01-18', ...BANGALORE });
  await calculate(page);
  await expect(figure(page, 'Tithi at Sunrise')).toHaveText('Shukla Saptami (7)Upto 16:25');
  expect(errors).toEqual([]);
});
