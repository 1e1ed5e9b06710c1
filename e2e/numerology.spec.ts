import { expect, test, type Page, settledUrl } from './app-test';
import { ROLE_MEANINGS } from '../mfe-astrology/src/numerology/numerology-meanings';
import { calculate, fillFields, resultValue, trackPageErrors } from './support';

const PATH = '/numerology-calculator';
const PROMPT = 'Enter your details and click Calculate to see your numerology results';
const LABELS = ['Life Path Number', 'Expression Number', 'Soul Urge Number', 'Personality Number', 'Birthday Number'] as const;
type Numbers = Record<(typeof LABELS)[number], string>;

/*
 * 'John Smith', born 1990-07-29, worked by hand with the letter table
 *   1 2 3 4 5 6 7 8 9
 *   A B C D E F G H I
 *   J K L M N O P Q R
 *   S T U V W X Y Z
 * JOHN  = J1 + O6 + H8 + N5         = 20
 * SMITH = S1 + M4 + I9 + T2 + H8    = 24
 * Expression  = 20 + 24 = 44 -> 4+4 = 8
 * Soul Urge   = vowels O6 + I9 = 15 -> 1+5 = 6
 * Personality = consonants J1 H8 N5 S1 M4 T2 H8 = 29 -> 2+9 = 11 (master number, kept)
 * Birthday    = day 29 -> 2+9 = 11 (kept)
 * Life Path   = reduced day 11 + month 7 + reduced year (1990 -> 19 -> 10 -> 1) = 19 -> 10 -> 1
 */
const JOHN_SMITH: Numbers = {
  'Life Path Number': '1',
  'Expression Number': '8',
  'Soul Urge Number': '6',
  'Personality Number': '11',
  'Birthday Number': '11',
};

/*
 * 'Bryn', born 1990-07-29: no vowels (Y is a consonant), so Soul Urge is 0, which has no meaning.
 * B2 + R9 + Y7 + N5 = 23 -> 5 for Expression and Personality; date numbers as above.
 */
const BRYN: Numbers = {
  'Life Path Number': '1',
  'Expression Number': '5',
  'Soul Urge Number': '0',
  'Personality Number': '5',
  'Birthday Number': '11',
};

const nameField = (page: Page) => page.getByLabel('Full Name', { exact: true });
const dateField = (page: Page) => page.getByLabel('Birth Date', { exact: true });
const tab = (page: Page, name: 'Results' | 'Detailed Meanings') => page.getByRole('tab', { name, exact: true });
const prompt = (page: Page) => page.getByText(PROMPT, { exact: true });

/** The meaning paragraph shown for a number in the Detailed Meanings tab (label, figure, then the text). */
function meaningOf(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[2]');
}

async function expectNumbers(page: Page, numbers: Numbers) {
  for (const label of LABELS) await expect(resultValue(page, label)).toHaveText(numbers[label]);
}

async function openPage(page: Page, query = '') {
  await page.goto(PATH + query);
  await expect(nameField(page)).toBeVisible();
}

test.describe('numerology calculator', () => {
  test('before calculation: labelled inputs, the About card, both tabs and exactly the prompt', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openPage(page);
    await expect(nameField(page)).toHaveAttribute('type', 'text');
    await expect(nameField(page)).toHaveAttribute('placeholder', /^e\.g\. /);
    await expect(nameField(page)).toHaveAccessibleDescription(/birth certificate.*é as e/i);
    await expect(dateField(page)).toHaveAttribute('type', 'date');
    await expect(page.getByRole('heading', { level: 2, name: 'About Numerology' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeVisible();

    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await expect(prompt(page)).toBeVisible();
    await expect(page.locator('dt')).toHaveCount(0);
    await tab(page, 'Detailed Meanings').click();
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a full calculation shows the five numbers, puts the inputs in the URL's fragment and announces the result", async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await openPage(page);
    await fillFields(page, { 'Full Name': 'John Smith', 'Birth Date': '1990-07-29' });
    await calculate(page);

    await expect(prompt(page)).toHaveCount(0);
    await expectNumbers(page, JOHN_SMITH);
    // The fragment, which the browser never sends to the host: no query.
    await expect(page).toHaveURL(/\/numerology-calculator#name=John(\+|%20)Smith&birthDate=1990-07-29$/);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Numerology results' })).toHaveText(
      'Numerology results: Life Path Number 1, Expression Number 8, Soul Urge Number 6, Personality Number 11, Birthday Number 11.',
    );

    // Enter in a field submits the form too; a new name gives new numbers (Bryn) and a new URL.
    await nameField(page).fill('Bryn');
    await nameField(page).press('Enter');
    await expectNumbers(page, BRYN);
    await expect(page).toHaveURL(/\/numerology-calculator#name=Bryn&birthDate=1990-07-29$/);
    expect(errors).toEqual([]);
  });

  test('Detailed Meanings shows each number with its meaning', async ({ page }) => {
    await openPage(page);
    await fillFields(page, { 'Full Name': 'John Smith', 'Birth Date': '1990-07-29' });
    await calculate(page);
    await tab(page, 'Detailed Meanings').click();
    await expect(tab(page, 'Detailed Meanings')).toHaveAttribute('aria-selected', 'true');

    await expectNumbers(page, JOHN_SMITH);
    await expect(meaningOf(page, 'Life Path Number')).toHaveText(ROLE_MEANINGS.lifePathNumber[1]);
    await expect(meaningOf(page, 'Expression Number')).toHaveText(ROLE_MEANINGS.expressionNumber[8]);
    await expect(meaningOf(page, 'Soul Urge Number')).toHaveText(ROLE_MEANINGS.soulUrgeNumber[6]);
    await expect(meaningOf(page, 'Personality Number')).toHaveText(ROLE_MEANINGS.personalityNumber[11]);
    await expect(meaningOf(page, 'Birthday Number')).toHaveText(ROLE_MEANINGS.birthdayNumber[11]);
    await expect(meaningOf(page, 'Life Path Number')).toContainText('leadership and independence');
    await expect(page.getByText('Unknown', { exact: true })).toHaveCount(0);

    // Only one tab's content at a time.
    await tab(page, 'Results').click();
    await expect(page.getByText(ROLE_MEANINGS.lifePathNumber[1])).toHaveCount(0);
    await expect(resultValue(page, 'Life Path Number')).toHaveText('1');
  });

  test("a name with no vowels has Soul Urge 0, whose meaning is 'Unknown'", async ({ page }) => {
    await openPage(page);
    await fillFields(page, { 'Full Name': 'Bryn', 'Birth Date': '1990-07-29' });
    await calculate(page);
    await expectNumbers(page, BRYN);
    await tab(page, 'Detailed Meanings').click();
    await expect(meaningOf(page, 'Soul Urge Number')).toHaveText('Unknown');
    await expect(meaningOf(page, 'Expression Number')).toHaveText(ROLE_MEANINGS.expressionNumber[5]);
  });

  test('accented letters count as their base letters', async ({ page }) => {
    await openPage(page);
    await fillFields(page, { 'Full Name': 'Renée Zoë Müller', 'Birth Date': '1985-12-03' });
    await calculate(page);
    const accented = await Promise.all(LABELS.map((label) => resultValue(page, label).textContent()));
    await fillFields(page, { 'Full Name': 'Renee Zoe Muller' });
    await calculate(page);
    await expect(page).toHaveURL(/#name=Renee/);
    const plain = await Promise.all(LABELS.map((label) => resultValue(page, label).textContent()));
    expect(accented).toEqual(plain);
  });

  test('an empty field does nothing to the results; its required message shows under it', async ({ page }) => {
    await openPage(page);
    await calculate(page);
    await expect(prompt(page)).toBeVisible();
    await expect(nameField(page)).toHaveAccessibleDescription('Please enter your full name.');
    await expect(dateField(page)).toHaveAccessibleDescription('Please enter your birth date.');
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/numerology-calculator$/);

    // Only the name: still nothing.
    await nameField(page).fill('John Smith');
    await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
    await calculate(page);
    await expect(prompt(page)).toBeVisible();
    await expect(dateField(page)).toHaveAccessibleDescription('Please enter your birth date.');

    // After a calculation, emptying a field and pressing Calculate keeps the shown results and the URL.
    await dateField(page).fill('1990-07-29');
    await calculate(page);
    await expectNumbers(page, JOHN_SMITH);
    const sharedUrl = await settledUrl(page);
    await nameField(page).fill('');
    await calculate(page);
    await expect(nameField(page)).toHaveAccessibleDescription('Please enter your full name.');
    await expectNumbers(page, JOHN_SMITH);
    expect(await settledUrl(page)).toBe(sharedUrl);
  });

  const invalid: { what: string; name: string; date: string; field: 'Full Name' | 'Birth Date'; message: string }[] = [
    {
      what: 'a future date',
      name: 'John Smith',
      date: '2999-01-01',
      field: 'Birth Date',
      message: 'Birth date cannot be in the future.',
    },
    {
      what: 'a name without letters',
      name: '12345 !?',
      date: '1990-07-29',
      field: 'Full Name',
      message: 'Your name must contain at least one letter.',
    },
  ];
  for (const { what, name, date, field, message } of invalid) {
    test(`${what} shows '${message}' under its field and blocks the calculation`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await openPage(page);
      await fillFields(page, { 'Full Name': name, 'Birth Date': date });
      await calculate(page);
      const input = page.getByLabel(field, { exact: true });
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(prompt(page)).toBeVisible();
      await expect(page).toHaveURL(/\/numerology-calculator$/);

      // Editing the field removes the message; a valid value then calculates.
      await fillFields(page, field === 'Full Name' ? { 'Full Name': 'John Smith' } : { 'Birth Date': '1990-07-29' });
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
      await calculate(page);
      await expectNumbers(page, JOHN_SMITH);
      expect(errors).toEqual([]);
    });
  }

  test('the shared URL, opened in a fresh page, fills the inputs and shows the same numbers at once', async ({
    page,
    browser,
  }) => {
    await openPage(page);
    await fillFields(page, { 'Full Name': 'John Smith', 'Birth Date': '1990-07-29' });
    await calculate(page);
    await expectNumbers(page, JOHN_SMITH);
    const sharedUrl = await settledUrl(page);

    const context = await browser.newContext();
    const fresh = await context.newPage();
    const errors = trackPageErrors(fresh);
    await fresh.goto(sharedUrl);
    await expect(nameField(fresh)).toHaveValue('John Smith');
    await expect(dateField(fresh)).toHaveValue('1990-07-29');
    await expectNumbers(fresh, JOHN_SMITH);
    await expect(prompt(fresh)).toHaveCount(0);
    await tab(fresh, 'Detailed Meanings').click();
    await expect(meaningOf(fresh, 'Life Path Number')).toHaveText(ROLE_MEANINGS.lifePathNumber[1]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Copy link copies the URL of the calculation, its inputs in the fragment', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '#name=John%20Smith&birthDate=1990-07-29');
    await expectNumbers(page, JOHN_SMITH);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await settledUrl(page));
    expect(new URL(copied).pathname).toBe(PATH);
    expect(new URL(copied).search).toBe('');
    expect(new URL(copied).hash).toBe('#name=John%20Smith&birthDate=1990-07-29');
  });

  test('Skip to content moves the focus to the content and leaves the inputs in the address', async ({ page }) => {
    await openPage(page, '#name=John%20Smith&birthDate=1990-07-29');
    await expectNumbers(page, JOHN_SMITH);
    const linked = await settledUrl(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(await settledUrl(page)).toBe(linked);
  });

  test('a link opens from its fragment on arrival; neither the name nor the date is ever sent', async ({ page }) => {
    const errors = trackPageErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto(`${PATH}#name=Priya+Sharma&birthDate=1990-08-23`);
    await expect(nameField(page)).toHaveValue('Priya Sharma');
    await expect(dateField(page)).toHaveValue('1990-08-23');
    await expect(prompt(page)).toHaveCount(0);
    // Born 1990-08-23: Life Path 5 (23 -> 5) + 8 + 1 (1990 -> 19 -> 10 -> 1) = 14 -> 5; Birthday 23 -> 5.
    await expect(resultValue(page, 'Life Path Number')).toHaveText('5');
    await expect(resultValue(page, 'Birthday Number')).toHaveText('5');
    expect(new URL(await settledUrl(page)).search).toBe('');
    expect(new URL(await settledUrl(page)).hash).toBe('#name=Priya+Sharma&birthDate=1990-08-23');
    expect(requests.length).toBeGreaterThan(0);
    for (const sent of requests) {
      expect(sent).not.toMatch(/Priya|Sharma/);
      expect(sent).not.toContain('1990-08-23');
    }
    expect(errors).toEqual([]);
  });

  test('an old link with the inputs in the query still opens, and moves them to the fragment', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openPage(page, '?name=John%20Smith&birthDate=1990-07-29');
    await expect(nameField(page)).toHaveValue('John Smith');
    await expectNumbers(page, JOHN_SMITH);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(await settledUrl(page)).hash).toBe('#name=John+Smith&birthDate=1990-07-29');
    // A reload of the moved link asks the host for the bare page, and shows the same numbers.
    const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
    await page.reload();
    expect(new URL((await reloaded).url()).search).toBe('');
    await expectNumbers(page, JOHN_SMITH);
    expect(errors).toEqual([]);
  });

  test('a URL with an impossible date shows the invalid-date message and no results', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openPage(page, '?name=John%20Smith&birthDate=1990-02-31');
    await expect(nameField(page)).toHaveValue('John Smith');
    await expect(dateField(page)).toHaveAccessibleDescription('Please enter a valid date.');
    await expect(prompt(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('phone: inputs, results and About stack in one column with nothing spilling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '?name=John%20Smith&birthDate=1990-07-29');
    await expectNumbers(page, JOHN_SMITH);
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
    const inputs = await box(page.locator('#numerology-inputs'));
    const results = await box(page.locator('#numerology-results'));
    const about = await box(page.locator('#numerology-about'));
    expect(results.y).toBeGreaterThan(inputs.y + inputs.height - 1);
    expect(about.y).toBeGreaterThan(results.y + results.height - 1);
    expect(Math.abs(inputs.x - results.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('desktop: inputs and About on the left, results on the right', async ({ page }) => {
    await openPage(page, '?name=John%20Smith&birthDate=1990-07-29');
    const inputs = (await page.locator('#numerology-inputs').boundingBox())!;
    const results = (await page.locator('#numerology-results').boundingBox())!;
    const about = (await page.locator('#numerology-about').boundingBox())!;
    expect(results.x).toBeGreaterThan(inputs.x + inputs.width);
    expect(Math.abs(results.y - inputs.y)).toBeLessThan(1);
    expect(Math.abs(about.x - inputs.x)).toBeLessThan(1);
    // The About card follows the input card directly, whatever the height of the results.
    await page.getByRole('tab', { name: 'Detailed Meanings' }).click();
    const aboutAfter = (await page.locator('#numerology-about').boundingBox())!;
    expect(aboutAfter.y - (inputs.y + inputs.height)).toBeLessThanOrEqual(24);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme: every text on the page is readable (WCAG AA contrast)`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openPage(page, '?name=Bryn&birthDate=1990-07-29');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await nameField(page).fill('');
      await calculate(page); // an inline error message on screen as well
      await expect(nameField(page)).toHaveAccessibleDescription('Please enter your full name.');
      const checkOnScreen = () => page.evaluate(lowContrastTexts);
      expect(await checkOnScreen()).toEqual([]);
      await tab(page, 'Detailed Meanings').click();
      await expect(meaningOf(page, 'Soul Urge Number')).toHaveText('Unknown');
      expect(await checkOnScreen()).toEqual([]);
    });
  }
});

/**
 * Runs in the page: every visible text in <main> whose contrast with the background behind it is below
 * WCAG AA (4.5:1, or 3:1 for large text). Backgrounds are composited through the ancestors' (translucent) colours.
 */
function lowContrastTexts(): string[] {
  type Rgba = [number, number, number, number];
  const probe = document.createElement('canvas').getContext('2d')!;
  function parse(color: string): Rgba {
    // The canvas normalises any CSS colour (rgb, color(srgb ...), color-mix results) to #rrggbb or rgba().
    probe.fillStyle = '#000';
    probe.fillStyle = color;
    const value = String(probe.fillStyle);
    if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1) as Rgba;
    const parts = value.match(/[\d.]+/g)!.map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a).concat(a) as Rgba;
  };
  function background(element: Element | null): Rgba {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
    return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
  }
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b]
      .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);

  const failures: string[] = [];
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    const text = (node.textContent ?? '').trim();
    if (!text || element.closest('.visually-hidden')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    const back = background(element);
    const fore = over(parse(style.color), back);
    const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
    const ratio = (light + 0.05) / (dark + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failures.push(`${text.slice(0, 40)}: ${ratio.toFixed(2)}`);
  }
  return failures;
}
