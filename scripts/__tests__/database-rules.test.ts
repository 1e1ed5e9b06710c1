/** @jest-environment node */
/*
 * database.rules.json, enforced by the local database (scripts/database.mjs, started here as a child process
 * on a free port), exercised with the unchanged modular Firebase SDK, as the site uses it.
 * Refused writes reject with PERMISSION_DENIED; a refused read calls the listener's cancel callback.
 * Reads for checking go through the server's admin REST read, since the rules forbid reads to clients.
 *
 * Who: every write is made by a visitor signed in anonymously with the run's Auth emulator (test-support/
 * auth-emulator.ts), whose ID token the local database accepts for the rules' `auth.uid`; most by one visitor, the
 * test's, and the tests of the per-visitor throttle by several.
 *
 * Time: the server runs with --test-clock, and this file sets its clock (the rules' `now`, server timestamps)
 * through the child's stdin. Contacts are throttled per visitor, so every write of the test's visitor takes a fresh
 * slot, one interval after their last, unless a test is about the throttle; a refusal is then never the throttle's.
 * The clock only moves forward, as a real one does: first slots from six hours ago, then the real clock, then
 * chosen instants some years ahead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { getDatabase, onValue, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { signInVisitor, testAuthEmulatorUrl, type Visitor } from '../../test-support/auth-emulator';
import fs from 'node:fs';
import WebSocket from 'ws';
import {
  ALLOWED_EMAIL_DOMAINS,
  containsLink,
  isAllowedDomain,
  MESSAGES,
  validateContact,
} from '../../mfe-pages/src/contact/contact-validation';
import { foldLinkChar } from '../../mfe-pages/src/contact/link-definition';
import { LINK_CASES } from '../../test-support/link-cases';
import { RULES_FILE, rulesJson } from '../database-rules';
import {
  closeContactConnections,
  contactThrottlePath,
  CONTACT_WRITE_INTERVAL_MS,
  LOCAL_FIREBASE_SETTINGS,
  sendContactMessage,
  type FirebaseSettings,
} from '../../mfe-pages/src/contact/send-contact';

jest.setTimeout(30_000);

const rootDir = path.resolve(__dirname, '..', '..');
const STEP_TIMEOUT_MS = 5_000;
const INTERVAL = CONTACT_WRITE_INTERVAL_MS;

let child: ChildProcess | undefined;
let childOutput = '';
const outputWatchers = new Set<() => void>();
let databaseUrl = '';
let restUrl = '';
/** The test's visitor: most writes here are theirs. */
let visitor: Visitor | undefined;
let db: Database;
/** The test's visitor's throttle node. */
let THROTTLE = '';
/** Other visitors, closed after all. */
const others: Visitor[] = [];
/** A database connection that never signed in. */
let anonymousApp: FirebaseApp | undefined;
let siteSettings: FirebaseSettings;
const accepted = new Map<string, unknown>();
/** What the test's visitor's throttle node holds after their last accepted contact. */
let lastThrottle: { at: number; id: string } | null = null;

function withTimeout<T>(promise: Promise<T>, label: string, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once the child's stdout, from `from` on, holds `text`. */
function outputAfter(from: number, text: string, label: string): Promise<void> {
  return withTimeout(
    new Promise<void>((resolve) => {
      const check = () => {
        if (childOutput.indexOf(text, from) < 0) return;
        outputWatchers.delete(check);
        resolve();
      };
      outputWatchers.add(check);
      check();
    }),
    label,
  );
}

/** Starts `node scripts/database.mjs --port 0 --memory --test-clock` and waits for the line that names its URL. */
function startDatabaseProcess(): Promise<{ process: ChildProcess; url: string; rest: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [path.join(rootDir, 'scripts', 'database.mjs'), '--port', '0', '--host', '127.0.0.1', '--memory', '--test-clock'],
      { cwd: rootDir, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const fail = (reason: string) => {
      clearTimeout(timer);
      proc.kill('SIGKILL');
      reject(new Error(`${reason}\n${childOutput}`));
    };
    const timer = setTimeout(() => fail('the local database did not start within 20 s'), 20_000);
    proc.on('error', (error) => fail(`could not start the local database: ${error.message}`));
    proc.on('exit', (code) => {
      if (!databaseUrl) fail(`the local database exited with code ${code}`);
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      childOutput += chunk.toString();
    });
    proc.stdout?.on('data', (chunk: Buffer) => {
      childOutput += chunk.toString();
      outputWatchers.forEach((check) => check());
      const url = /listening on (ws:\/\/\S+)/.exec(childOutput)?.[1];
      const rest = /curl -s '(http:\/\/[^/']+)/.exec(childOutput)?.[1];
      if (url && rest && !databaseUrl) {
        clearTimeout(timer);
        databaseUrl = url;
        resolve({ process: proc, url, rest });
      }
    });
  });
}

function stopDatabaseProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    proc.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}

/** The server's clock: a fixed time (ms since the epoch), or 'real'. */
let serverClock: number | 'real' = 'real';

async function setServerClock(value: number | 'real'): Promise<void> {
  if (typeof value === 'number' && typeof serverClock === 'number' && value < serverClock) {
    throw new Error(`the server's clock only moves forward (${value} < ${serverClock})`);
  }
  const from = childOutput.length;
  child?.stdin?.write(`clock ${value}\n`);
  await outputAfter(from, `clock ${value}\n`, `clock ${value}`);
  serverClock = value;
}

/** The next slot: the server's clock one throttle interval later, so the last contact never stands in the way. */
async function nextSlot(): Promise<number> {
  if (typeof serverClock !== 'number') throw new Error('nextSlot needs a fixed clock');
  await setServerClock(serverClock + INTERVAL);
  return serverClock as number;
}

/** The server's time now, as its clock reads. */
function serverNow(): number {
  return serverClock === 'real' ? Date.now() : serverClock;
}

/** Admin read through the local server's REST side (it ignores the rules). */
function adminRead(dbPath: string): Promise<unknown> {
  return withTimeout(
    new Promise((resolve, reject) => {
      http
        .get(`${restUrl}/${dbPath}.json`, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => {
            try {
              resolve(JSON.parse(body));
            } catch (error) {
              reject(error);
            }
          });
        })
        .on('error', reject);
    }),
    `GET ${dbPath}.json`,
  );
}

function restRequest(method: string, dbPath: string, body: unknown): Promise<number> {
  return withTimeout(
    new Promise((resolve, reject) => {
      const request = http.request(`${restUrl}/${dbPath}.json`, { method }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    }),
    `${method} ${dbPath}.json`,
  );
}

/** Resolves 'allowed' when the SDK delivers a value, 'denied' when the listen is cancelled. */
function clientRead(dbPath: string): Promise<'allowed' | 'denied'> {
  return withTimeout(
    new Promise((resolve) => {
      onValue(
        ref(db, dbPath),
        () => resolve('allowed'),
        () => resolve('denied'),
        { onlyOnce: true },
      );
    }),
    `read ${dbPath}`,
  );
}

function newId(): string {
  return crypto.randomUUID();
}

/** A contact as the site writes it, sent at the server's current time. */
function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Rao',
    email: 'asha.rao@gmail.com',
    message: 'Could you add a fixed deposit calculator?',
    createdAt: new Date(serverNow()).toISOString(),
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

function write(dbPath: string, value: unknown): Promise<void> {
  return withTimeout(set(dbPath ? ref(db, dbPath) : ref(db), value), `set /${dbPath}`);
}

function patch(values: Record<string, unknown>): Promise<void> {
  return withTimeout(update(ref(db), values), `update ${Object.keys(values).join(', ')}`);
}

/** The site's write: the contact and the throttle moving to it, in one update. */
function submit(id: string, contact: unknown, throttle: unknown = { at: serverTimestamp(), id }): Promise<void> {
  return patch({ [`contacts/${id}`]: contact, [THROTTLE]: throttle });
}

async function expectRefused(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toThrow(/permission[_ ]denied/i);
}

/** A contact that nothing else stands in the way of, refused for what it holds: nothing is stored. */
async function expectContactRefused(contact: unknown, id = newId()): Promise<void> {
  await nextSlot();
  await expectRefused(submit(id, contact));
  expect(await adminRead(`contacts/${id}`)).toBeNull();
}

/** Remembers a contact the server took, with the time it stamped, and checks the sender's throttle moved to it. */
async function recordAccepted(id: string, throttlePath = THROTTLE): Promise<Record<string, unknown>> {
  const stored = (await adminRead(`contacts/${id}`)) as Record<string, unknown>;
  expect(stored).not.toBeNull();
  accepted.set(id, stored);
  const throttle = { at: stored.receivedAt as number, id };
  if (throttlePath === THROTTLE) lastThrottle = throttle;
  expect(await adminRead(throttlePath)).toEqual(throttle);
  return stored;
}

/** The throttle node naming contact `id`: the node of whoever sent it. */
async function throttleOf(id: string): Promise<string> {
  const nodes = ((await adminRead('throttle')) ?? {}) as Record<string, { id: string }>;
  const uid = Object.keys(nodes).find((key) => nodes[key].id === id);
  if (!uid) throw new Error(`no throttle names ${id}`);
  return contactThrottlePath(uid);
}

/** Contacts stored since `before` (an admin read of contacts), by id. */
async function newContacts(before: unknown): Promise<string[]> {
  const after = ((await adminRead('contacts')) ?? {}) as Record<string, unknown>;
  return Object.keys(after).filter((id) => !(before && id in (before as object)));
}

/** Another visitor, signed in anonymously: a uid and a database connection of their own. */
async function otherVisitor(): Promise<Visitor> {
  const other = await signInVisitor(siteSettings);
  others.push(other);
  return other;
}

/** The site's write, by another visitor: their contact and their own throttle node. */
function submitAs(who: Visitor, id: string, contact: unknown): Promise<void> {
  return withTimeout(
    update(ref(who.db), { [`contacts/${id}`]: contact, [contactThrottlePath(who.uid)]: { at: serverTimestamp(), id } }),
    `update as ${who.uid}`,
  );
}

/** Submits at the server's current time (no new slot), expects it stored exactly, receivedAt the server's time. */
async function expectAcceptedNow(id: string, contact: Record<string, unknown>): Promise<void> {
  const before = Date.now();
  await submit(id, contact);
  const stored = await recordAccepted(id);
  if (serverClock === 'real') {
    expect(stored).toEqual({ ...contact, receivedAt: expect.any(Number) });
    expect(stored.receivedAt).toBeGreaterThanOrEqual(before);
    expect(stored.receivedAt).toBeLessThanOrEqual(Date.now());
  } else {
    expect(stored).toEqual({ ...contact, receivedAt: serverClock });
  }
}

async function expectAccepted(id: string, contact: Record<string, unknown>): Promise<void> {
  await nextSlot();
  await expectAcceptedNow(id, contact);
}

beforeAll(async () => {
  setLogLevel('silent'); // refused writes are expected here; the SDK would warn about each
  const [started, authEmulatorUrl] = await Promise.all([startDatabaseProcess(), testAuthEmulatorUrl()]);
  child = started.process;
  restUrl = started.rest;
  siteSettings = { ...LOCAL_FIREBASE_SETTINGS, databaseURL: databaseUrl, authEmulatorUrl };
  visitor = await signInVisitor(siteSettings);
  db = visitor.db;
  THROTTLE = contactThrottlePath(visitor.uid);
  await setServerClock(Date.now() - 6 * 3_600_000);
}, 120_000);

afterAll(async () => {
  await closeContactConnections();
  await Promise.all([visitor, ...others].map((who) => who?.close()));
  if (anonymousApp) await deleteApp(anonymousApp);
  if (child) await stopDatabaseProcess(child);
});

describe('database.rules.json', () => {
  it('is what scripts/database-rules.ts generates from the one definition of a link (npm run rules)', () => {
    expect(fs.readFileSync(RULES_FILE, 'utf8')).toBe(rulesJson());
  });
});

describe('local database server', () => {
  it('announces a ws:// URL on 127.0.0.1 and a REST URL on the same port', () => {
    expect(databaseUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\?ns=calchub-local$/);
    expect(restUrl).toBe(databaseUrl.replace(/^ws:/, 'http:').replace(/\?.*$/, ''));
  });

  it('refuses REST writes, which would otherwise bypass the rules', async () => {
    const id = newId();
    expect(await restRequest('PUT', `contacts/${id}`, validContact({ receivedAt: 1 }))).toBe(405);
    expect(await restRequest('PATCH', 'contacts', { [id]: validContact({ receivedAt: 1 }) })).toBe(405);
    expect(await restRequest('DELETE', 'contacts', undefined)).toBe(405);
    expect(await restRequest('PUT', THROTTLE, null)).toBe(405);
    expect(await adminRead(`contacts/${id}`)).toBeNull();
  });
});

describe('contacts: accepted writes', () => {
  it('accepts a valid contact with the throttle moving to it; stores the five fields, receivedAt the server time', async () => {
    await expectAccepted(newId(), validContact());
  });

  it('accepts the limits: a 100-character name, a 5000-character message, a 64-character local part', async () => {
    await expectAccepted(newId(), validContact({ name: 'N'.repeat(100), message: 'm'.repeat(5000) }));
    await expectAccepted(newId(), validContact({ email: `${'a'.repeat(64)}@YAHOO.COM` }));
  });

  it('accepts an address at each allowed domain, in any case: rediffmail.com and ymail.com as well', async () => {
    expect(ALLOWED_EMAIL_DOMAINS).toEqual(expect.arrayContaining(['rediffmail.com', 'ymail.com']));
    for (const domain of ALLOWED_EMAIL_DOMAINS) await expectAccepted(newId(), validContact({ email: `priya.sharma@${domain}` }));
    await expectAccepted(newId(), validContact({ email: 'Priya.Sharma@RediffMail.COM' }));
  });

  it('accepts what the site sends (sendContactMessage): trimmed, createdAt by its clock, receivedAt by the server', async () => {
    const slot = await nextSlot();
    const before = await adminRead('contacts');
    await sendContactMessage(
      { name: '  Ravi  ', email: ' ravi@outlook.com ', message: ' Great site! ' },
      { settings: siteSettings, timeoutMs: STEP_TIMEOUT_MS },
    );
    const newIds = await newContacts(before);
    expect(newIds).toHaveLength(1);
    const [id] = newIds;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Sent as the site's own anonymous visitor: their throttle moved, not the test's visitor's.
    const siteThrottle = await throttleOf(id);
    expect(siteThrottle).not.toBe(THROTTLE);
    const stored = await recordAccepted(id, siteThrottle);
    expect(stored).toEqual({
      name: 'Ravi',
      email: 'ravi@outlook.com',
      message: 'Great site!',
      createdAt: expect.any(String),
      receivedAt: slot,
    });
    const createdAt = stored.createdAt as string;
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(Math.abs(Date.now() - Date.parse(createdAt))).toBeLessThan(60_000);
  });

  it('accepts every case of the link table that is no link (test-support/link-cases.ts), as the page does', async () => {
    for (const [text, isLink] of LINK_CASES) {
      if (isLink || text === '') continue;
      expect(validateContact({ name: text.slice(0, 100), email: 'a@gmail.com', message: text })).toEqual({});
      await expectAccepted(newId(), validContact({ name: text.slice(0, 100), message: text }));
    }
  });
});

describe('contacts: refused writes', () => {
  let existingId = '';
  let existing: Record<string, unknown>;

  beforeAll(async () => {
    existingId = newId();
    await expectAccepted(existingId, validContact({ name: 'Original' }));
    existing = accepted.get(existingId) as Record<string, unknown>;
  });

  afterEach(async () => {
    // Whatever was refused, the existing contact is untouched and the throttle did not move.
    expect(await adminRead(`contacts/${existingId}`)).toEqual(existing);
    expect(await adminRead(THROTTLE)).toEqual(lastThrottle);
  });

  it('refuses an overwrite of an existing contact', async () => {
    await expectRefused(write(`contacts/${existingId}`, validContact({ name: 'Changed' })));
    await nextSlot();
    await expectRefused(submit(existingId, validContact({ name: 'Changed' })));
    await expectRefused(submit(existingId, { ...existing, receivedAt: serverTimestamp() }));
  });

  it('refuses a change of one field of an existing contact', async () => {
    await expectRefused(write(`contacts/${existingId}/name`, 'Changed'));
    await expectRefused(withTimeout(update(ref(db, `contacts/${existingId}`), { message: 'Changed' }), 'update'));
  });

  it('refuses a delete', async () => {
    await expectRefused(withTimeout(remove(ref(db, `contacts/${existingId}`)), 'remove'));
    await expectRefused(withTimeout(remove(ref(db, 'contacts')), 'remove all'));
  });

  it.each(['name', 'email', 'message', 'createdAt', 'receivedAt'])('refuses a contact without %s', async (field) => {
    const contact = validContact();
    delete contact[field];
    await expectContactRefused(contact);
  });

  it('refuses an extra field', async () => {
    await expectContactRefused(validContact({ phone: '12345' }));
    await expectContactRefused(validContact({ createdAt: serverTimestamp() }));
  });

  it.each([
    ['name', 42],
    ['email', true],
    ['message', { text: 'hello' }],
    ['createdAt', Date.now()],
    ['receivedAt', 'now'],
  ])('refuses a wrong type: %s = %p', async (field, wrong) => {
    await expectContactRefused(validContact({ [field]: wrong }));
  });

  it('refuses an over-long message (5001 characters) and an over-long name (101 characters)', async () => {
    await expectContactRefused(validContact({ message: 'm'.repeat(5001) }));
    await expectContactRefused(validContact({ name: 'N'.repeat(101) }));
  });

  it('refuses empty or blank name and message', async () => {
    await expectContactRefused(validContact({ name: '' }));
    await expectContactRefused(validContact({ name: '   ' }));
    await expectContactRefused(validContact({ message: '' }));
    await expectContactRefused(validContact({ message: '\n\t ' }));
  });

  it.each([
    'not-an-email',
    'asha@',
    '@gmail.com',
    'asha rao@gmail.com',
    'asha..rao@gmail.com',
    'asha@example.com',
    'asha@mail.gmail.com',
    `${'a'.repeat(65)}@gmail.com`,
  ])('refuses a bad e-mail: %s', async (email) => {
    await expectContactRefused(validContact({ email }));
  });

  // Near misses of the allowed domains (the page refuses them too): the rule's dots are literal, its list exact.
  it.each([
    'priya@rediff.com',
    'priya@rediffmail.co.in',
    'priya@mail.rediffmail.com',
    'priya@yahoo.co.in',
    'priya@ymail.co',
    'priya@rediffmailxcom',
    'priya@notymail.com',
  ])('refuses an address at a domain that is not listed: %s', async (email) => {
    expect(isAllowedDomain(email)).toBe(false);
    await expectContactRefused(validContact({ email }));
  });

  it('refuses every link of the link table (test-support/link-cases.ts), in Name and in Message, as the page does', async () => {
    for (const [text, isLink] of LINK_CASES) {
      if (!isLink) continue;
      expect(containsLink(text)).toBe(true);
      await expectContactRefused(validContact({ name: text.slice(0, 100) }));
      await expectContactRefused(validContact({ message: text }));
    }
  });

  it('refuses every look-alike of the BMP standing in for any one character of http://, https://, www. and a host', async () => {
    // Every character the page folds to one of these characters, put in its place: the page finds a link in each.
    const templates = ['https://x', 'http://x', 'www.x', 'evil.com'];
    const disguised: string[] = [];
    for (let code = 0x80; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      const folded = foldLinkChar(character);
      if (folded === character || folded.length !== 1) continue;
      for (const template of templates) {
        const at = template.indexOf(folded);
        if (at >= 0) disguised.push(template.slice(0, at) + character + template.slice(at + 1));
      }
    }
    expect(disguised.length).toBeGreaterThan(100);
    const missed: string[] = [];
    for (const text of disguised) {
      expect(containsLink(`see ${text}`)).toBe(true);
      await nextSlot();
      const id = newId();
      const outcome = await submit(id, validContact({ message: `see ${text}` })).then(
        () => 'accepted',
        () => 'refused',
      );
      if (outcome === 'accepted') {
        missed.push(text);
        await recordAccepted(id);
      }
    }
    expect(missed).toEqual([]);
  });

  it('refuses invisible format characters, which the page never sends: a message of only those is empty', async () => {
    for (const text of ['\u200B', '\u200B\u200B\u200B', 'Hi\u200Bthere', 'ww\u00ADw.x', '\u2060Asha', 'Asha\uFEFF']) {
      await expectContactRefused(validContact({ message: text }));
      await expectContactRefused(validContact({ name: text }));
    }
    expect(validateContact({ name: 'Asha', email: 'a@gmail.com', message: '\u200B\u200B' }).message).toBe(
      MESSAGES.messageRequired,
    );
  });

  it.each([
    'yesterday',
    '2025-13-01T00:00:00.000Z',
    '2025-01-01',
    '2025-01-01T00:00:00Z',
    // Within the year the server allows, in the right form, but no real date: the page would never send them.
    `${new Date().getUTCFullYear()}-02-31T12:00:00.000Z`,
    `${new Date().getUTCFullYear()}-02-30T12:00:00.000Z`,
    `${new Date().getUTCFullYear()}-04-31T12:00:00.000Z`,
    `${new Date().getUTCFullYear()}-11-31T12:00:00.000Z`,
    `${new Date().getUTCFullYear()}-02-29T12:00:00.000Z`.replace(/^(\d{4})/, (y) =>
      Number(y) % 4 === 0 ? String(Number(y) - 1) : y,
    ),
  ])('refuses a createdAt that is not an ISO time of a real date: %s', async (createdAt) => {
    await expectContactRefused(validContact({ createdAt }));
  });

  it('refuses a key that is not a lower-case UUID', async () => {
    await nextSlot();
    await expectRefused(submit('not-a-uuid', validContact()));
    await expectRefused(submit(newId().toUpperCase(), validContact()));
  });

  it('refuses writes outside contacts, and to contacts as a whole', async () => {
    await expectRefused(write('other/thing', { a: 1 }));
    await expectRefused(write('contactsX', validContact()));
    await expectRefused(write('contacts', { [newId()]: validContact() }));
    await expectRefused(write('', { contacts: {} }));
    expect(await adminRead('other')).toBeNull();
  });
});

describe('contacts: the server time and the throttle', () => {
  afterEach(async () => {
    expect(await adminRead(THROTTLE)).toEqual(lastThrottle);
  });

  it('refuses a receivedAt chosen by the client: it must be the server time of the write', async () => {
    const slot = await nextSlot();
    for (const receivedAt of [slot - 1, slot + 1, Date.now(), 0]) {
      await expectRefused(submit(newId(), validContact({ receivedAt })));
    }
    await expectAcceptedNow(newId(), validContact());
  });

  it('refuses a throttle time chosen by the client', async () => {
    const slot = await nextSlot();
    for (const at of [slot - 1, slot + 1, Date.now()]) {
      const id = newId();
      await expectRefused(submit(id, validContact(), { at, id }));
    }
  });

  it('refuses a contact without the throttle, and the throttle without its new contact', async () => {
    await nextSlot();
    const id = newId();
    await expectRefused(write(`contacts/${id}`, validContact()));
    await expectRefused(patch({ [`contacts/${id}`]: validContact() }));
    // The throttle alone, naming a contact that is not being written, or one that exists already.
    await expectRefused(write(THROTTLE, { at: serverTimestamp(), id }));
    await expectRefused(write(THROTTLE, { at: serverTimestamp(), id: lastThrottle?.id }));
    await expectRefused(write(`${THROTTLE}/at`, serverTimestamp()));
    // Both, but the throttle naming another contact.
    await expectRefused(submit(id, validContact(), { at: serverTimestamp(), id: newId() }));
    await expectRefused(submit(id, validContact(), { at: serverTimestamp(), id, extra: 1 }));
    await expectRefused(withTimeout(remove(ref(db, THROTTLE)), 'remove the throttle'));
    expect(await adminRead(`contacts/${id}`)).toBeNull();
  });

  it(`accepts one contact per ${INTERVAL} ms: the second at the same time and one just short of it are refused`, async () => {
    const first = await nextSlot();
    await expectAcceptedNow(newId(), validContact({ message: 'First' }));
    await expectRefused(submit(newId(), validContact({ message: 'Same instant' })));
    await setServerClock(first + INTERVAL - 1);
    await expectRefused(submit(newId(), validContact({ message: 'Just too soon' })));
    await setServerClock(first + INTERVAL);
    await expectAcceptedNow(newId(), validContact({ message: 'Once the interval has passed' }));
  });

  it("sendContactMessage tries a refused write once more, then gives up: the visitor's own last one is too recent", async () => {
    await nextSlot();
    const options = { settings: siteSettings, timeoutMs: STEP_TIMEOUT_MS, retryAfterMs: 50 };
    const before = await adminRead('contacts');
    await sendContactMessage({ name: 'First', email: 'first@gmail.com', message: 'Hello' }, options);
    const [id] = await newContacts(before);
    await recordAccepted(id, await throttleOf(id));
    // The server's clock stands still: that contact stays too recent for both attempts.
    await expect(
      sendContactMessage({ name: 'Too soon', email: 'soon@gmail.com', message: 'Hello again' }, options),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await newContacts(before)).toEqual([id]);
  });
});

/** The status the local database answers an `auth` request with, sent on a raw WebSocket as the SDK sends it. */
function authStatus(cred: string): Promise<string> {
  return withTimeout(
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${databaseUrl.replace(/\?.*$/, '')}/.ws?v=5&ns=calchub-local`);
      ws.on('error', reject);
      ws.on('open', () => ws.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'auth', b: { cred } } })));
      ws.on('message', (data) => {
        const status = (/"r":1,"b":\{"s":"([a-z_]+)"/.exec(String(data)) ??
          /"b":\{"s":"([a-z_]+)"[^]*"r":1/.exec(String(data)))?.[1];
        if (!status) return;
        ws.close();
        resolve(status);
      });
    }),
    'auth on a raw WebSocket',
  );
}

/** An unsigned JWT with these claims (and header). */
function jwt(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'none', typ: 'JWT' }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(claims)}.`;
}

describe("the local database takes only the Auth emulator's tokens", () => {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    user_id: 'visitor1',
    sub: 'visitor1',
    aud: 'demo-calchub',
    iss: 'https://securetoken.google.com/demo-calchub',
    iat: now,
    exp: now + 3600,
  };

  it('accepts a token as the emulator issues it', async () => {
    expect(await authStatus(jwt(claims))).toBe('ok');
  });

  it.each([
    ['another project', jwt({ ...claims, aud: 'calchub-prod', iss: 'https://securetoken.google.com/calchub-prod' })],
    ['an expired token', jwt({ ...claims, exp: now - 1 })],
    ['a token without a uid', jwt({ ...claims, user_id: undefined, sub: undefined })],
    ['claims that set auth whole (firebase-server reads `d` as the auth object)', jwt({ ...claims, d: { uid: 'x' } })],
    ["a signed token (not the emulator's)", `${jwt(claims, { alg: 'HS256', typ: 'JWT' }).slice(0, -1)}.c2lnbmF0dXJl`],
    ['garbage', 'not-a-token'],
  ])('refuses %s', async (_, token) => {
    expect(await authStatus(token)).toBe('invalid_token');
  });
});

describe('the throttle is per visitor (their anonymous uid)', () => {
  it('refuses every write of a connection that did not sign in', async () => {
    await nextSlot();
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not an app option
    const { authEmulatorUrl, ...options } = siteSettings;
    anonymousApp = initializeApp(options, 'never-signed-in');
    const anonymousDb = getDatabase(anonymousApp);
    const id = newId();
    const contact = validContact();
    await expectRefused(
      withTimeout(
        update(ref(anonymousDb), { [`contacts/${id}`]: contact, [contactThrottlePath('nobody')]: { at: serverTimestamp(), id } }),
        'update without signing in',
      ),
    );
    await expectRefused(withTimeout(set(ref(anonymousDb, `contacts/${id}`), contact), 'set without signing in'));
    expect(await adminRead(`contacts/${id}`)).toBeNull();
    expect(await adminRead(contactThrottlePath('nobody'))).toBeNull();
  });

  it("refuses a contact that moves another visitor's throttle, and any write to another visitor's slot", async () => {
    const other = await otherVisitor();
    await nextSlot();
    const id = newId();
    const theirs = contactThrottlePath(other.uid);
    await expectRefused(patch({ [`contacts/${id}`]: validContact(), [theirs]: { at: serverTimestamp(), id } }));
    await expectRefused(
      patch({
        [`contacts/${id}`]: validContact(),
        [THROTTLE]: { at: serverTimestamp(), id },
        [theirs]: { at: serverTimestamp(), id },
      }),
    );
    await expectRefused(write(theirs, { at: serverTimestamp(), id }));
    expect(await adminRead(`contacts/${id}`)).toBeNull();
    expect(await adminRead(theirs)).toBeNull();
  });

  it('six visitors sending at the same moment are all stored, at that one server time', async () => {
    const crowd = await Promise.all(Array.from({ length: 6 }, () => otherVisitor()));
    expect(new Set(crowd.map((who) => who.uid)).size).toBe(6);
    const slot = await nextSlot();
    const ids = crowd.map(() => newId());
    await Promise.all(crowd.map((who, i) => submitAs(who, ids[i], validContact({ message: `Visitor ${i + 1} says hello` }))));
    for (const [i, who] of crowd.entries()) {
      expect((await recordAccepted(ids[i], contactThrottlePath(who.uid))).receivedAt).toBe(slot);
    }
  });

  it('a visitor cannot send twice within the interval, and their flood blocks nobody else', async () => {
    const flooder = await otherVisitor();
    const sender = await otherVisitor();
    const slot = await nextSlot();
    // Twenty writes at once from one uid, and another visitor's message in the middle of them.
    const floodIds = Array.from({ length: 20 }, () => newId());
    const outcome = (write: Promise<void>) =>
      write.then(
        () => 'stored',
        (error: unknown) => String(error),
      );
    const flood = floodIds.map((id, i) => outcome(submitAs(flooder, id, validContact({ message: `Flood ${i}` }))));
    const senderId = newId();
    const sent = submitAs(sender, senderId, validContact({ message: 'Not blocked by the flood' }));
    const outcomes = await Promise.all(flood);
    await sent;
    expect(outcomes.filter((text) => text === 'stored')).toHaveLength(1);
    for (const text of outcomes.filter((text) => text !== 'stored')) expect(text).toMatch(/permission[_ ]denied/i);
    const taken = floodIds[outcomes.indexOf('stored')];
    await recordAccepted(taken, contactThrottlePath(flooder.uid));
    await recordAccepted(senderId, contactThrottlePath(sender.uid));
    for (const id of floodIds.filter((id) => id !== taken)) expect(await adminRead(`contacts/${id}`)).toBeNull();
    // Just short of the interval the flooder is still refused; once it has passed, each has one more.
    await setServerClock(slot + INTERVAL - 1);
    await expectRefused(submitAs(flooder, newId(), validContact({ message: 'Too soon' })));
    await setServerClock(slot + INTERVAL);
    const again = newId();
    await submitAs(flooder, again, validContact({ message: 'Flood again' }));
    await recordAccepted(again, contactThrottlePath(flooder.uid));
    const second = newId();
    await submitAs(sender, second, validContact({ message: 'Still not blocked' }));
    await recordAccepted(second, contactThrottlePath(sender.uid));
  });
});

describe('the throttle against the real clock', () => {
  beforeAll(() => setServerClock('real'));

  it('refuses the second of two immediate writes', async () => {
    await expectAcceptedNow(newId(), validContact({ message: 'First of two' }));
    await expectRefused(submit(newId(), validContact({ message: 'Second of two' })));
  });

  it('two visitors sending at once through the site (sendContactMessage): both stored at once, neither retried', async () => {
    const before = await adminRead('contacts');
    // Two browsers: two apps (the settings differ), so two anonymous identities.
    const send = (n: number) =>
      sendContactMessage(
        { name: `Visitor ${n}`, email: 'visitor@gmail.com', message: 'Sent at the same moment' },
        {
          settings: { ...siteSettings, appId: `1:000000000000:web:visitor${n}` },
          timeoutMs: STEP_TIMEOUT_MS,
          retryAfterMs: 10 * INTERVAL,
        },
      );
    const started = Date.now();
    await Promise.all([send(1), send(2)]);
    expect(Date.now() - started).toBeLessThan(INTERVAL);
    const ids = await newContacts(before);
    expect(ids).toHaveLength(2);
    const throttles = await Promise.all(ids.map((id) => throttleOf(id)));
    expect(new Set(throttles).size).toBe(2);
    for (const [i, id] of ids.entries()) await recordAccepted(id, throttles[i]);
  });
});

describe('createdAt: the visitor clock, within a year of the server time', () => {
  // Some years ahead, so these instants come after everything the real clock stamped.
  const year = new Date().getUTCFullYear() + 5;
  const midYear = Date.UTC(year, 6, 1);

  it(`at mid-year: accepts from the year before to the year after, refuses 2099 and two years off`, async () => {
    await setServerClock(midYear);
    await expectAcceptedNow(newId(), validContact({ createdAt: `${year - 1}-01-01T00:00:00.000Z` }));
    await setServerClock(midYear + INTERVAL);
    await expectAcceptedNow(newId(), validContact({ createdAt: `${year + 1}-12-31T23:59:59.999Z` }));
    await expectContactRefused(validContact({ createdAt: `${year - 2}-12-31T23:59:59.999Z` }));
    await expectContactRefused(validContact({ createdAt: `${year + 2}-01-01T00:00:00.000Z` }));
    await expectContactRefused(validContact({ createdAt: '2099-12-31T23:59:59.999Z' }));
  });

  it.each([
    ['on the last evening of the year', Date.UTC(year, 11, 31, 12)],
    ['a second before the new year', Date.UTC(year, 11, 31, 23, 59, 59)],
    ['five seconds into the new year', Date.UTC(year + 1, 0, 1, 0, 0, 5)],
    ['on the first day of the new year', Date.UTC(year + 1, 0, 1, 12)],
  ])('accepts a visitor whose clock agrees with the server %s', async (_, instant) => {
    await setServerClock(instant);
    await expectAcceptedNow(newId(), validContact());
  });

  it('accepts February 29 of a leap year only (the real calendar, as the page writes it)', async () => {
    const leap = Math.ceil((year + 2) / 4) * 4; // after every instant above
    await setServerClock(Date.UTC(leap, 2, 1));
    await expectAcceptedNow(newId(), validContact({ createdAt: `${leap}-02-29T08:00:00.000Z` }));
    await expectContactRefused(validContact({ createdAt: `${leap + 1}-02-29T08:00:00.000Z` }));
    await expectContactRefused(validContact({ createdAt: `${leap}-02-30T08:00:00.000Z` }));
    await expectContactRefused(validContact({ createdAt: `${leap}-06-31T08:00:00.000Z` }));
  });
});

describe('reads', () => {
  it('refuses reading contacts, one contact, the throttle and the root', async () => {
    const [someId] = [...accepted.keys()];
    expect(someId).toBeDefined();
    expect(await clientRead('contacts')).toBe('denied');
    expect(await clientRead(`contacts/${someId}`)).toBe('denied');
    expect(await clientRead(THROTTLE)).toBe('denied');
    expect(await clientRead('/')).toBe('denied');
  });
});

describe('after all writes', () => {
  it('holds exactly the accepted contacts, and the throttle names the last one', async () => {
    expect(await adminRead('contacts')).toEqual(Object.fromEntries(accepted));
    expect(await adminRead(THROTTLE)).toEqual(lastThrottle);
    expect(Object.keys((await adminRead('')) as object).sort()).toEqual(['contacts', 'throttle']);
  });
});
