/*
 * The contact throttle is per visitor (Anonymous Authentication: the rules key it on auth.uid), not per site: six
 * visitors, each in a browser profile of their own, press Send at the same moment while another visitor floods the
 * form, and every one of the six is stored at once (no wait for anyone's interval). The flooder gets one message
 * through per interval, never more.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from './app-test';
import { MESSAGES } from '../mfe-pages/src/contact/contact-validation';
import { PORTS } from '../scripts/site-config.cjs';

/** The local database of `npm start`; its REST GET is an admin read (see scripts/database.mjs). */
const DATABASE = `http://127.0.0.1:${PORTS.database}`;

interface Stored {
  message: string;
  /** The database's own time of the write (ms). */
  receivedAt: number;
}

async function storedMessages(): Promise<Stored[]> {
  const response = await fetch(`${DATABASE}/contacts.json`);
  expect(response.ok).toBe(true);
  return Object.values(((await response.json()) as Record<string, Stored> | null) ?? {});
}

/** A visitor of their own: a fresh browser profile (its own storage, so its own anonymous identity). */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/contact-us');
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  return page;
}

async function fill(page: Page, name: string, message: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('visitor@gmail.com');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

test('six visitors sending at once all get through while another floods the form', async ({ browser }) => {
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const flooder = await visitor(browser);
  const visitors = await Promise.all(Array.from({ length: 6 }, () => visitor(browser)));

  // The flood: the same visitor sends again the moment each answer shows, for as long as the six are sending.
  let flooding = true;
  let floodAttempts = 0;
  const flood = (async () => {
    while (flooding) {
      floodAttempts += 1;
      await fill(flooder, 'Flood', `flood ${run} ${floodAttempts}`);
      await flooder.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(
        flooder
          .locator('[role="alert"], [role="status"]')
          .filter({ hasText: /Success|Error/ })
          .first(),
      ).toBeVisible({
        timeout: 20_000,
      });
    }
  })();

  // Let the flood start, then the six fill in their messages and press Send in the same moment.
  await expect.poll(() => floodAttempts, { timeout: 20_000 }).toBeGreaterThan(1);
  await Promise.all(visitors.map((page, index) => fill(page, `Visitor ${index + 1}`, `hello ${run} from visitor ${index + 1}`)));
  const pressed = Date.now();
  await Promise.all(visitors.map((page) => page.getByRole('button', { name: 'Send', exact: true }).click()));
  for (const page of visitors) {
    await expect(page.getByRole('status').filter({ hasText: 'Success' })).toContainText(MESSAGES.sendSuccess, {
      timeout: 30_000,
    });
  }
  flooding = false;
  await flood;

  const stored = await storedMessages();
  for (let index = 1; index <= 6; index++) {
    const message = stored.find((contact) => contact.message === `hello ${run} from visitor ${index}`);
    expect(message, `visitor ${index}`).toBeDefined();
    // Stored on the first try: a refused write is retried only after the 5 s interval.
    expect(message!.receivedAt - pressed, `visitor ${index}`).toBeLessThan(4_500);
  }
  // The flooder is held to its own interval: its stored messages are at least 5 s apart.
  const floodTimes = stored
    .filter((contact) => contact.message.startsWith(`flood ${run} `))
    .map((contact) => contact.receivedAt)
    .sort((a, b) => a - b);
  expect(floodTimes.length).toBeGreaterThanOrEqual(1);
  for (let index = 1; index < floodTimes.length; index++)
    expect(floodTimes[index] - floodTimes[index - 1]).toBeGreaterThanOrEqual(4_900);
  await Promise.all([flooder, ...visitors].map((page) => page.context().close()));
});
