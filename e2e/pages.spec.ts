import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './app-test';
import { MESSAGES } from '../mfe-pages/src/contact/contact-validation';
import { PORTS } from '../scripts/site-config.cjs';
import { trackPageErrors } from './support';

/** The local database of `npm start`; its REST GET is an admin read (see scripts/database.mjs). */
const DATABASE = `http://127.0.0.1:${PORTS.database}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

interface StoredContact {
  name: string;
  email: string;
  message: string;
  createdAt: string;
  receivedAt: number;
}

async function readContacts(): Promise<Record<string, StoredContact>> {
  const response = await fetch(`${DATABASE}/contacts.json`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as Record<string, StoredContact> | null) ?? {};
}

function contactForm(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
  };
}

/** A paste as the browser dispatches it: a ClipboardEvent carrying a DataTransfer. True when it was cancelled. */
async function paste(field: Locator, text: string): Promise<boolean> {
  return field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    (element as HTMLElement).focus();
    return !element.dispatchEvent(event);
  }, text);
}

async function openContact(page: Page) {
  await page.goto('/contact-us');
  await expect(contactForm(page).name).toBeVisible();
}

test.describe('text pages', () => {
  test('About Us: who we are, no registration, currencies, categories today and to come, a link to Contact', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/about-us');
    const main = page.getByRole('main');
    await expect(main.getByText(/free online calculators/)).toBeVisible();
    await expect(main.getByText(/runs in your browser/)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'No registration needed' })).toBeVisible();
    await expect(main.getByText(/INR, USD, EUR, GBP and more/)).toBeVisible();
    for (const category of ['Finance', 'Astrology']) {
      await expect(main.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible();
    }
    for (const future of ['Pizza & Food', 'Personal Development', 'Mathematics', 'Health & Fitness']) {
      await expect(main.getByText(future, { exact: true })).toBeVisible();
    }
    // The calculators are listed as links to their pages.
    await expect(main.getByRole('link', { name: 'Numerology Calculator' })).toHaveAttribute('href', '/numerology-calculator');
    await main.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Privacy: the six numbered sections, in order, and the platform it describes', async ({ page }) => {
    await page.goto('/privacy');
    const headings = [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing Your Information',
      '4. Data Storage and Retention',
      '5. Your Rights',
      '6. Updates to This Policy',
    ];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(headings);
    const main = page.getByRole('main');
    await expect(main).toContainText('share, validate and collaborate on ideas');
    for (const point of [
      'Personal information',
      'Content data',
      'Technical data',
      'Behavioural data',
      'Communication data',
      'Platform functionality',
      'User experience',
      'Security and integrity',
      'Research and analytics',
      'With your consent',
      'For legal obligations',
      'email providers',
      'account settings',
      'Withdraw consent',
    ]) {
      await expect(main).toContainText(point);
    }
    await expect(main).toContainText(/announce them on the platform or by email/);
  });

  test('Terms: numbered sections covering every point, governed by the laws of India', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      /^1\. /,
      /^2\. /,
      /^3\. Prohibited Content and Activities$/,
      /^4\. Intellectual Property$/,
      /^5\. No Guarantees$/,
      /^6\. Disputes/,
      /^7\. Termination$/,
      /^8\. Changes/,
      /^9\. Governing Law$/,
    ]);
    await expect(main.getByText('These terms are governed by the laws of India.')).toBeVisible();
    for (const point of [
      'offers free online calculators',
      'feedback',
      'must be accurate',
      'intellectual property',
      '“as is”',
      'do not mediate disputes between users',
      'end your access',
      'change or remove features',
      'update these terms',
    ]) {
      await expect(main).toContainText(point);
    }
  });

  test('the pages fit a 375 px phone without sideways scrolling and keep a readable measure on a desktop', async ({ page }) => {
    const pages = {
      '/about-us': 'No registration needed',
      '/privacy': '6. Updates to This Policy',
      '/terms': '9. Governing Law',
      '/contact-us': 'Send us a message',
    };
    for (const [path, heading] of Object.entries(pages)) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1440, height: 900 });
      // No line of text runs wider than about 80 characters of 16 px type.
      const widest = await page
        .getByRole('main')
        .locator('p, li')
        .evaluateAll((nodes) => Math.max(...nodes.map((n) => n.getBoundingClientRect().width)));
      expect(widest, path).toBeLessThanOrEqual(800);
    }
  });
});

test.describe('contact form', () => {
  test('a valid message is stored in the database, then the success alert shows and the form is reset', async ({ page }) => {
    const errors = trackPageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const started = Date.now();
    const tag = randomUUID().slice(0, 8);
    const sent = {
      name: `Asha Test ${tag}`,
      email: `asha.${tag}@gmail.com`,
      message: `Hello from the browser test ${tag}.\nA second line.`,
    };
    await openContact(page);
    const form = contactForm(page);
    await expect(form.send).toBeDisabled();
    await form.name.fill(sent.name);
    await form.email.fill(sent.email);
    await form.message.fill(sent.message);
    await expect(form.send).toBeEnabled();
    await form.send.click();

    const success = page.getByRole('status').filter({ hasText: 'Success' });
    // Another test's message in the same few seconds makes this one wait out the site-wide interval and retry.
    await expect(success).toContainText(MESSAGES.sendSuccess, { timeout: 15_000 });
    await expect(form.name).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');
    await expect(form.send).toBeDisabled();
    // A fresh form: no "please enter" messages for the emptied fields.
    await expect(page.getByText(MESSAGES.nameRequired)).toHaveCount(0);

    const contacts = await readContacts();
    const entries = Object.entries(contacts).filter(([, record]) => record.name === sent.name);
    expect(entries).toHaveLength(1);
    const [key, record] = entries[0];
    expect(key).toMatch(UUID);
    expect(record).toEqual({ ...sent, createdAt: expect.stringMatching(ISO_TIME), receivedAt: expect.any(Number) });
    const createdAt = Date.parse(record.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(started - 1_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(Date.now() - createdAt).toBeLessThan(60_000);
    // The server's own time of the write (same machine, same clock here).
    expect(record.receivedAt).toBeGreaterThanOrEqual(started);
    expect(record.receivedAt).toBeLessThanOrEqual(Date.now());
    // No site key in this build: App Check and reCAPTCHA were never fetched.
    expect(requested.filter((url) => /app-check|appcheck|recaptcha/i.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a rediffmail.com or ymail.com address is accepted and the message stored; the hint names them', async ({ page }) => {
    const errors = trackPageErrors(page);
    const tag = randomUUID().slice(0, 8);
    await openContact(page);
    const form = contactForm(page);
    await expect(form.email).toHaveAccessibleDescription(
      'Use an address at gmail.com, yahoo.com, outlook.com, hotmail.com, live.com, icloud.com, aol.com, protonmail.com, rediffmail.com or ymail.com.',
    );
    await form.email.fill(`priya.${tag}@ymail.com`);
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
    // An address at a provider the list does not name keeps the specification's words.
    await form.email.fill(`priya.${tag}@rediff.com`);
    await form.email.blur();
    await expect(form.email).toHaveAccessibleDescription(MESSAGES.domain);

    const sent = { name: `Priya Sharma ${tag}`, email: `Priya.${tag}@RediffMail.com`, message: `Namaste from ${tag}.` };
    await form.name.fill(sent.name);
    await form.email.fill(sent.email);
    await form.message.fill(sent.message);
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
    await form.send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Success' })).toContainText(MESSAGES.sendSuccess, {
      timeout: 15_000,
    });
    // Stored by the local database, whose rules took the address as the page did.
    const stored = Object.values(await readContacts()).filter((record) => record.name === sent.name);
    expect(stored).toEqual([{ ...sent, createdAt: expect.stringMatching(ISO_TIME), receivedAt: expect.any(Number) }]);
    expect(errors).toEqual([]);
  });

  test('an unreachable database shows the error alert, logs the error and keeps every field as typed', async ({ page }) => {
    // It waits out the send's own time limit (about 10 s; 13 s of a loaded run): three times the usual time.
    test.slow();
    // The SDK can never connect: every WebSocket to the database is closed at once.
    await page.routeWebSocket(new RegExp(`(127\\.0\\.0\\.1|localhost):${PORTS.database}\\b`), (ws) => ws.close());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openContact(page);
    const form = contactForm(page);
    const typed = { name: 'Ravi Kumar ', email: 'ravi.kumar@yahoo.com', message: '  Please add a tip calculator.\nThanks!  ' };
    await form.name.fill(typed.name);
    await form.email.fill(typed.email);
    await form.message.fill(typed.message);
    await form.send.click();

    // While sending: the button says so, is busy and disabled, and the fields cannot change under it.
    const sending = page.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(form.name).toHaveAttribute('readonly', '');

    const alert = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(MESSAGES.sendError);
    await expect(alert.locator('strong')).toHaveText('Error');
    await expect(form.name).toHaveValue(typed.name);
    await expect(form.email).toHaveValue(typed.email);
    await expect(form.message).toHaveValue(typed.message);
    await expect(form.name).not.toHaveAttribute('readonly', '');
    await expect(form.send).toBeEnabled();
    expect(consoleErrors.some((text) => /could not be sent/.test(text))).toBe(true);
  });

  test('each field says what is wrong once touched, and Send stays disabled while the form is invalid', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);
    await expect(form.send).toBeDisabled();
    // Untouched fields say nothing yet.
    await expect(page.getByText(MESSAGES.nameRequired)).toHaveCount(0);

    await form.name.focus();
    await form.name.blur();
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');

    await form.name.fill('Asha www.example.com');
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.link);

    await form.name.fill('Asha');
    await form.email.fill('asha@example.com');
    await expect(form.email).toHaveAccessibleDescription(MESSAGES.domain);
    await form.email.fill('not an email');
    await expect(form.email).toHaveAccessibleDescription(MESSAGES.emailFormat);
    await form.email.fill('Asha@GMAIL.com');
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');

    await form.message.fill('Please look at https://example.com/page');
    await expect(form.message).toHaveAccessibleDescription(MESSAGES.link);
    await expect(form.send).toBeDisabled();

    await form.message.fill('A plain message.');
    await expect(form.send).toBeEnabled();
    // Any field going bad again disables Send.
    await form.email.fill('asha@company.in');
    await expect(form.send).toBeDisabled();
    await form.email.fill('asha@gmail.com');
    await expect(form.send).toBeEnabled();
    await form.name.fill('');
    await expect(form.send).toBeDisabled();
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.nameRequired);
  });

  test('links in look-alike letters and bare host names with a path are links; fractions and "and/or" are not', async ({
    page,
  }) => {
    await openContact(page);
    const form = contactForm(page);
    await form.name.fill('Asha');
    await form.email.fill('asha@gmail.com');
    for (const link of ['ｈｔｔｐｓ://evil.example', 'ＷＷＷ．evil.example', 'pay at evil.example/pay', 'example.com/x']) {
      await form.message.fill(link);
      await expect(form.message).toHaveAccessibleDescription(MESSAGES.link);
      await expect(form.send).toBeDisabled();
    }
    expect(await paste(form.name, 'ｈｔｔｐｓ://evil.example')).toBe(true);
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.paste);
    await form.name.fill('Asha');
    await form.message.fill('1/2 price, and/or e.g. 3.5/5. Write to asha.rao@gmail.com.');
    await expect(form.message).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.send).toBeEnabled();
  });

  test('a blocked submission (Enter in an invalid form) shows the alert with the exact rule', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await form.name.fill('Visit www.spam.example');
    await form.email.fill('asha@gmail.com');
    await form.message.fill('Hello');
    await form.name.press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.link);

    await form.name.fill('Asha');
    await form.email.fill('asha@example.org');
    await form.email.press('Enter');
    await expect(alert).toContainText(MESSAGES.domain);

    // Once the form is valid the warning goes away.
    await form.email.fill('asha@outlook.com');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(form.send).toBeEnabled();
  });

  test('Tab reaches an unavailable Send, which says what is missing; pressing it shows why', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);
    await form.name.fill('Asha');
    await form.message.fill('Hello');
    await form.message.focus();
    await page.keyboard.press('Tab');
    await expect(form.send).toBeFocused();
    await expect(form.send).toHaveAttribute('aria-disabled', 'true');
    await expect(form.send).toHaveAccessibleDescription('Send is available once Email is filled in correctly.');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.emailRequired);
    await expect(form.name).toHaveValue('Asha');
    await form.email.fill('asha@gmail.com');
    await expect(form.send).toBeEnabled();
    await expect(form.send).not.toHaveAttribute('aria-describedby', /./);
  });

  test('a blocked submission of an empty form shows every field message', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);
    await form.email.press('Enter');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.nameRequired);
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(form.email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    await expect(form.message).toHaveAccessibleDescription(MESSAGES.messageRequired);
  });

  test('pasting a link into Name or Message is cancelled with the paste message; other pastes are not', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);

    expect(await paste(form.name, 'see https://example.com')).toBe(true);
    await expect(form.name).toHaveValue('');
    await expect(form.name).toHaveAccessibleDescription(MESSAGES.paste);

    expect(await paste(form.message, 'Visit WWW.example.com today')).toBe(true);
    await expect(form.message).toHaveValue('');
    await expect(form.message).toHaveAccessibleDescription(MESSAGES.paste);

    // Text without a link may be pasted; typing clears the paste message.
    expect(await paste(form.name, 'Asha Rao')).toBe(false);
    await form.message.fill('Hello');
    await expect(form.message).not.toHaveAccessibleDescription(MESSAGES.paste);
    // The e-mail field has no link rule.
    expect(await paste(form.email, 'https://example.com')).toBe(false);
  });
});
