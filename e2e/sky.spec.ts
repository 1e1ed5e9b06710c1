/*
 * The sky pages as a visitor meets them: a place found by an old name, the anchors (Swiss Ephemeris 2.10,
 * Lahiri) shown to the arc-minute, the birth kept in the link's fragment, an unknown birth time, and nothing of the
 * birth leaving the page while a chart is calculated.
 */
import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, trackPageErrors } from './support';

/** 15 August 1947, 00:00 IST, New Delhi: the anchors of the issue, from the Swiss Ephemeris 2.10 (Lahiri). */
const DELHI_1947 = { 'Date of Birth': '1947-08-15', 'Time of Birth': '00:00' };

async function choosePlace(page: Page, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: 'Place of Birth' });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The positions table's row of a body: [Body, Sign, Degree, Nakshatra, Pada, House, Retrograde]. */
async function positionRow(page: Page, body: string): Promise<string[]> {
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Nakshatra' }) });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: body, exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

/** '7°43'56"' to the arc-minute: '7°43''. */
const toMinute = (text: string) => text.replace(/'\d+"$/, "'");

test('birth chart: Bombay finds Mumbai, and Delhi 1947 matches the Swiss Ephemeris to the arc-minute', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/birth-chart-calculator');
  await choosePlace(page, 'Bombay', /^Mumbai/);
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(/^19\.0/);
  await choosePlace(page, 'New Delhi', /^New Delhi/);
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(/^28\.6/);
  // The anchors' coordinates (GeoNames' New Delhi is 2.5 km away: 2' of ascendant), typed by hand; the zone stays.
  await fillFields(page, { ...DELHI_1947, Latitude: '28.6139', Longitude: '77.2090' });
  await expect(page.getByText('UTC+05:30, IST, from Asia/Kolkata')).toBeVisible();
  await calculate(page);
  await page.getByRole('tab', { name: 'Positions', exact: true }).click();

  // Houses are whole signs from the rising sign (Taurus): Cancer is the 3rd, Gemini the 2nd.
  const expected: Record<string, [string, string, string, string?, string?]> = {
    Ascendant: ['Taurus', `7°43'`, '1'],
    Moon: ['Cancer', `3°59'`, '3', 'Pushya', '1'],
    Sun: ['Cancer', `27°59'`, '3'],
    Saturn: ['Cancer', `20°28'`, '3'],
    Mars: ['Gemini', `7°27'`, '2'],
  };
  for (const [body, [sign, degree, house, nakshatra, pada]] of Object.entries(expected)) {
    const cells = await positionRow(page, body);
    expect(cells[1], body).toMatch(new RegExp(`^${sign}`));
    expect(toMinute(cells[2]), body).toBe(degree);
    expect(cells[5], body).toBe(house);
    if (nakshatra) expect([cells[3], cells[4]], body).toEqual([nakshatra, pada]);
  }
  // The birth is in the fragment, never in the query (which reaches the host).
  const url = new URL(await settledUrl(page));
  expect(url.search).toBe('');
  expect(url.hash).toContain('date=1947-08-15');

  // Tropical: Ascendant Gemini 0°51', Sun Leo 21°06'.
  await page.getByLabel('Zodiac', { exact: true }).selectOption({ label: 'Tropical (Western)' });
  await expect(page.getByLabel('Ayanamsa', { exact: true })).toHaveCount(0);
  await calculate(page);
  await page.getByRole('tab', { name: 'Positions', exact: true }).click();
  const table = page.getByRole('region', { name: 'Positions of the bodies' });
  const cellsOf = (body: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: body, exact: true }) })
      .getByRole('cell')
      .allInnerTexts();
  const ascendant = await cellsOf('Ascendant');
  expect([ascendant[1].split(' ')[0], toMinute(ascendant[2])]).toEqual(['Gemini', `0°51'`]);
  const sun = await cellsOf('Sun');
  expect([sun[1].split(' ')[0], toMinute(sun[2])]).toEqual(['Leo', `21°06'`]);
  expect(errors).toEqual([]);
});

test('a shared link opens the chart from its fragment; nothing of the birth leaves the page', async ({ page }) => {
  const link =
    '/birth-chart-calculator#date=1947-08-15&time=00%3A00&place=New+Delhi&lat=28.6139&lon=77.209&tz=Asia%2FKolkata&zodiac=sidereal&ayanamsa=lahiri&style=south&node=mean';
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(link);
  await expect(page.getByRole('figure').filter({ hasText: 'South Indian' }).first()).toBeVisible();
  await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveValue('1947-08-15');
  await page.getByRole('tab', { name: 'Manglik', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /house from the Moon: Manglik/ })).toBeVisible();
  for (const sent of requests) {
    expect(sent).not.toContain('1947-08-15');
    expect(sent).not.toContain('28.6139');
    expect(sent).not.toContain('New+Delhi');
  }
});

test('an old link with the birth in the query still opens, and moves it to the fragment', async ({ page }) => {
  await page.goto('/moon-sign-calculator?date=1947-08-15&time=00:00&lat=28.6139&lon=77.209&tz=Asia/Kolkata');
  await expect(page.locator('dd').filter({ hasText: /^Pushya/ })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(await settledUrl(page)).hash).toContain('date=1947-08-15');
});

test('moon sign with the birth time unknown: the nakshatras of the day, with the times they change', async ({ page }) => {
  await page.goto('/moon-sign-calculator');
  await fillFields(page, { 'Date of Birth': '2009-07-15', Latitude: '12.972', Longitude: '77.594', 'UTC Offset': '+05:30' });
  await page.getByLabel('Birth time unknown', { exact: true }).check();
  await expect(page.getByLabel('Time of Birth', { exact: true })).toBeDisabled();
  await calculate(page);
  // The Moon leaves Revati at 17:06:38 IST that day (Swiss Ephemeris, Lahiri), printed as the minute a clock shows then.
  await expect(page.getByRole('listitem').filter({ hasText: /^Revati until 17:06/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Ashwini from 17:06/ })).toBeVisible();
});

test('ascendant and sun sign pages: the anchors, and messages for what is missing', async ({ page }) => {
  await page.goto('/ascendant-calculator');
  await calculate(page);
  await expect(page.getByText('Enter a date of birth between 1 January 1800 and 31 December 2100.')).toBeVisible();
  await expect(page.getByText('Choose a place from the list, or enter its latitude and longitude.')).toBeVisible();
  await fillFields(page, { ...DELHI_1947, Latitude: '28.6139', Longitude: '77.209', 'UTC Offset': '5:30' });
  await calculate(page);
  const results = page.locator('#ascendant-results');
  await expect(results.locator('dd').filter({ hasText: /^Taurus 7°43'\d\d"/ })).toBeVisible();
  await expect(results.locator('dd').filter({ hasText: /^Gemini 0°51'\d\d"$/ })).toBeVisible();
  await expect(page.getByText(/would change the rising sign/).first()).toBeVisible();

  await page.goto('/sun-sign-calculator');
  await fillFields(page, { ...DELHI_1947, Latitude: '28.6139', Longitude: '77.209', 'UTC Offset': '+05:30' });
  await calculate(page);
  const sun = page.locator('#sun-sign-results');
  await expect(sun.locator('dd').filter({ hasText: /^Leo/ })).toBeVisible();
  await expect(sun.locator('dd').filter({ hasText: /^Cancer \(Karka\)/ })).toBeVisible();
});
