/*
 * The Kundli Matching page as a visitor meets it. A boy born in New Delhi on 15 August 1947 at 00:00 and a girl born in
 * Bengaluru on 15 July 2009 at 12:00: swetest (Lahiri) puts his Moon at 93.98° (Cancer, Pushya 1), Mars at 67.46°
 * (Gemini) and the Ascendant at 37.73° (Taurus); hers at 357.21° (Pisces, Revati 4), Mars at 38.22° (Taurus), the
 * Ascendant at 174.11° (Virgo). Worked by hand from the rules: 1 + 2 + 3 + 3 + 4 + 6 + 0 + 8 = 27 of 36, good; Pisces
 * is the 9th from Cancer (Navpancham), cancelled by the navamsa lords (Sun and Jupiter); he is Manglik (Mars 2nd from
 * the Ascendant), she is not (9th). Then the messages, and a link that carries only two nakshatras. The births stay in
 * the fragment, never sent.
 */
import { expect, test, settledUrl } from './app-test';
import { calculate, fillFields, revealExplanation, trackPageErrors } from './support';

test('kundli matching: Delhi 1947 and Bengaluru 2009 by their births, 27 of 36 with the doshas and Manglik', async ({ page }) => {
  const errors = trackPageErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url() + (request.postData() ?? '')));
  await page.goto('/kundli-matching-calculator');
  await fillFields(page, {
    'Boy’s Date of Birth': '1947-08-15',
    'Boy’s Time of Birth': '00:00',
    'Boy’s Latitude': '28.6139',
    'Boy’s Longitude': '77.2090',
    'Boy’s UTC Offset': '+05:30',
    'Girl’s Date of Birth': '2009-07-15',
    'Girl’s Time of Birth': '12:00',
    'Girl’s Latitude': '12.972',
    'Girl’s Longitude': '77.594',
    'Girl’s UTC Offset': '+05:30',
  });
  await calculate(page);
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Guna Milan')).toHaveText('27 of 36Good');
  await expect(figure('Boy’s Moon')).toContainText('Cancer (Karka), Pushya pada 1');
  await expect(figure('Girl’s Moon')).toContainText('Pisces (Meena), Revati pada 4');
  const kootas = page.getByRole('region', { name: 'Ashtakoota' });
  const row = (name: string) => kootas.getByRole('row').filter({ hasText: name });
  await expect(row('Varna')).toContainText('1 of 1');
  await expect(row('Tara')).toContainText('3 of 3');
  await expect(row('Yoni')).toContainText(/Sheep \(male\).*Elephant \(female\).*3 of 4/);
  await expect(row('Graha Maitri')).toContainText('4 of 5');
  await expect(row('Bhakoot')).toContainText(/0 of 7.*Navpancham/);
  await expect(row('Nadi')).toContainText('8 of 8');

  await page.getByRole('tab', { name: 'Doshas', exact: true }).click();
  const bhakoot = page.getByRole('region', { name: 'Bhakoot Dosha' });
  await expect(bhakoot).toContainText('Bhakoot Dosha: Navpancham (5th and 9th), with a cancelling exception');
  await expect(bhakoot.getByRole('listitem').filter({ hasText: 'navamsas' })).toContainText('applies');
  await expect(page.getByRole('region', { name: 'Nadi Dosha' })).toContainText('No Nadi Dosha');
  await page.getByRole('tab', { name: 'Manglik', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByText('Only the boy is Manglik', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manglik: Boy (groom)' })).toContainText(
    'Mars is in the 2nd house from the Ascendant: Manglik.',
  );
  await expect(page.getByRole('region', { name: 'Manglik: Girl (bride)' })).toContainText(
    'Mars is in the 9th house from the Ascendant: not Manglik.',
  );

  const url = new URL(await settledUrl(page));
  expect(url.search).toBe('');
  expect(url.hash).toContain('boy-date=1947-08-15');
  expect(url.hash).toContain('girl-date=2009-07-15');
  const all = sent.join('\n');
  for (const personal of ['1947-08-15', '2009-07-15', '28.6139', '12.972']) expect(all).not.toContain(personal);

  // "How it is calculated": the same pair, as the page's own function computes it.
  const explanation = await revealExplanation(page);
  await expect(explanation).toContainText('Total27 of 36: Good');
  await expect(explanation).toContainText('Navpancham (5th and 9th); an exception applies');

  // The link opens the same match, calculated on arrival.
  await page.goto('about:blank');
  await page.goto(`/kundli-matching-calculator${url.hash}`);
  await expect(figure('Guna Milan')).toHaveText('27 of 36Good');
  expect(sent.join('\n')).not.toContain('1947-08-15');
  expect(errors).toEqual([]);
});

test('kundli matching: each missing field says so at the field; a nakshatra in two signs asks which', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/kundli-matching-calculator');
  await calculate(page);
  await expect(page.getByLabel('Boy’s Date of Birth', { exact: true })).toHaveAccessibleDescription(
    /Enter a date of birth between/,
  );
  await expect(page.getByLabel('Girl’s Date of Birth', { exact: true })).toHaveAccessibleDescription(
    /Enter a date of birth between/,
  );
  await expect(page.getByLabel('Girl’s Place of Birth', { exact: true })).toHaveAccessibleDescription(
    /Choose a place from the list/,
  );

  await page.getByLabel('Boy’s details', { exact: true }).selectOption({ label: 'Only the Moon’s nakshatra (birth star)' });
  await page.getByLabel('Girl’s details', { exact: true }).selectOption({ label: 'Only the Moon’s nakshatra (birth star)' });
  await calculate(page);
  await expect(page.getByLabel('Boy’s Moon Nakshatra', { exact: true })).toHaveAccessibleDescription(
    'Choose the Moon’s nakshatra (birth star).',
  );
  await page.getByLabel('Boy’s Moon Nakshatra', { exact: true }).selectOption({ label: '3. Krittika' });
  await page.getByLabel('Girl’s Moon Nakshatra', { exact: true }).selectOption({ label: '3. Krittika' });
  await page.getByLabel('Girl’s Pada', { exact: true }).selectOption('2');
  await calculate(page);
  await expect(page.getByLabel('Boy’s Moon Sign', { exact: true })).toHaveAccessibleDescription(
    'Krittika lies in Aries and Taurus: choose the Moon sign, or the pada, which tells it.',
  );
  await expect(page.locator('dl > div').filter({ hasText: 'Guna Milan' })).toHaveCount(0);
  // Krittika in Aries is its first pada: the same star in two signs and two padas, Nadi dosha with two exceptions.
  await page.getByLabel('Boy’s Moon Sign', { exact: true }).selectOption({ label: 'Aries (Mesha)' });
  await calculate(page);
  await expect(page.locator('dl > div').filter({ hasText: 'Guna Milan' }).locator('dd')).toHaveText('19 of 36Average');
  await page.getByRole('tab', { name: 'Doshas', exact: true }).click();
  const nadi = page.getByRole('region', { name: 'Nadi Dosha' });
  await expect(nadi).toContainText('Nadi Dosha: Both Antya nadi, with a cancelling exception');
  await expect(nadi.getByRole('listitem').filter({ hasText: 'different padas' })).toContainText('applies');
  await page.getByRole('tab', { name: 'Manglik', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByText('Manglik compatibility needs both people’s birth details.')).toBeVisible();
  expect(new URL(await settledUrl(page)).hash).toBe('#boy-nak=3&boy-sign=1&girl-nak=3&girl-pada=2&ayanamsa=lahiri');
  expect(errors).toEqual([]);
});

test('kundli matching: a link with two nakshatras only (Ashwini and Bharani) opens at 34 of 36', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/kundli-matching-calculator#boy-nak=1&boy-pada=1&girl-nak=2&girl-pada=1');
  await expect(page.locator('dl > div').filter({ hasText: 'Guna Milan' }).locator('dd')).toHaveText('34 of 36Very good');
  await expect(page.getByLabel('Boy’s Moon Nakshatra', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Girl’s Pada', { exact: true })).toHaveValue('1');
  expect(errors).toEqual([]);
});

test('kundli matching: the header’s search finds it by its Sanskrit and Hindi names', async ({ page }) => {
  await page.goto('/');
  for (const words of ['guna milan', 'ashtakoot', 'विवाह मिलान', 'kundali milan']) {
    await page.getByRole('combobox', { name: 'Search calculators' }).fill(words);
    await expect(page.getByRole('option').first(), words).toContainText('Kundli Matching (Guna Milan) Calculator');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kundli-matching-calculator$/);
});
