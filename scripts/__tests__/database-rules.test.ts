/** @jest-environment node */
/*
 * database.rules.json, enforced by the local database (scripts/database.mjs, started here as a child process
 * on a free port), exercised with the unchanged modular Firebase SDK, as the site uses it.
 * Refused writes reject with PERMISSION_DENIED; a refused read calls the listener's cancel callback.
 * Reads for checking go through the server's admin REST read, since the rules forbid reads to clients.
 *
 * Time: the server runs with --test-clock, and this file sets its clock (the rules' `now`, server timestamps)
 * through the child's stdin. Contacts are throttled site-wide, so every write here takes a fresh slot, one
 * interval after the last, unless a test is about the throttle; a refusal is then never the throttle's doing.
 * The clock only moves forward, as a real one does: first slots from six hours ago, then the real clock, then
 * chosen instants some years ahead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { getDatabase, onValue, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { containsLink, linkCheckText } from '../../mfe-pages/src/contact/contact-validation';
import {
  closeContactConnections,
  CONTACT_THROTTLE_PATH,
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
let app: FirebaseApp | undefined;
let db: Database;
let siteSettings: FirebaseSettings;
const accepted = new Map<string, unknown>();
/** What the throttle node holds after the last accepted contact. */
let lastThrottle: { at: number; id: string } | null = null;

function withTimeout<T>(promise: Promise<T>, label: string, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Starts `node scripts/database.mjs --port 0 --test-clock` and waits for the line that names its URL. */
function startDatabaseProcess(): Promise<{ process: ChildProcess; url: string; rest: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [path.join(rootDir, 'scripts', 'database.mjs'), '--port', '0', '--host', '127.0.0.1', '--test-clock'],
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
  return patch({ [`contacts/${id}`]: contact, [CONTACT_THROTTLE_PATH]: throttle });
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

/** Remembers a contact the server took, with the time it stamped, and checks the throttle moved to it. */
async function recordAccepted(id: string): Promise<Record<string, unknown>> {
  const stored = (await adminRead(`contacts/${id}`)) as Record<string, unknown>;
  expect(stored).not.toBeNull();
  accepted.set(id, stored);
  lastThrottle = { at: stored.receivedAt as number, id };
  expect(await adminRead(CONTACT_THROTTLE_PATH)).toEqual(lastThrottle);
  return stored;
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
  const started = await startDatabaseProcess();
  child = started.process;
  restUrl = started.rest;
  siteSettings = { ...LOCAL_FIREBASE_SETTINGS, databaseURL: databaseUrl };
  app = initializeApp(siteSettings, 'database-rules-test');
  db = getDatabase(app);
  await setServerClock(Date.now() - 6 * 3_600_000);
});

afterAll(async () => {
  await closeContactConnections();
  if (app) await deleteApp(app);
  if (child) await stopDatabaseProcess(child);
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
    expect(await restRequest('PUT', CONTACT_THROTTLE_PATH, null)).toBe(405);
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

  it('accepts what the site sends (sendContactMessage): trimmed, createdAt by its clock, receivedAt by the server', async () => {
    const slot = await nextSlot();
    const before = await adminRead('contacts');
    await sendContactMessage(
      { name: '  Ravi  ', email: ' ravi@outlook.com ', message: ' Great site! ' },
      { settings: siteSettings, timeoutMs: STEP_TIMEOUT_MS },
    );
    const after = (await adminRead('contacts')) as Record<string, Record<string, unknown>>;
    const newIds = Object.keys(after).filter((id) => !(before && id in (before as object)));
    expect(newIds).toHaveLength(1);
    const [id] = newIds;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const stored = await recordAccepted(id);
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

  it.each([
    '1/2 price',
    'and/or',
    'e.g. 3.5/5',
    'Rs.500/month, 24/7, km/h, TCP/IP, HTTP/2',
    'Reach me at asha.rao@gmail.com, thanks.',
    'I use gmail.com daily',
    'Area in m² and ½ cup: ｶﾀｶﾅ',
    '（全角）テキスト。ありがとう！',
  ])('accepts ordinary text that the site does not take for a link: %p', async (text) => {
    expect(containsLink(text)).toBe(false);
    await expectAccepted(newId(), validContact({ name: text.slice(0, 100), message: text }));
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
    expect(await adminRead(CONTACT_THROTTLE_PATH)).toEqual(lastThrottle);
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

  it.each([
    'http://x',
    'Visit WWW.example.com today',
    'see https://example.com',
    'ｈｔｔｐｓ://evil.example',
    'ＨＴＴＰＳ：／／ＥＶＩＬ．ＥＸＡＭＰＬＥ',
    'ⓦⓦⓦ．evil.example',
    'htt㎰://evil.example',
    'httpſ://evil.example',
    'evil.example/pay',
    'pay at example.com/x now',
    'evil.example:8080/pay',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ／ｐａｙ',
  ])('refuses a link in the name or the message, the site also finding one: %p', async (text) => {
    expect(containsLink(text)).toBe(true);
    await expectContactRefused(validContact({ name: text }));
    await expectContactRefused(validContact({ message: text }));
  });

  it('refuses every single-character look-alike (NFKC, outside the astral planes) in http://, https:// and www.', async () => {
    // The characters the site's own normalisation folds into part of a link prefix, as the client computes them.
    const disguised: string[] = [];
    for (let code = 0x80; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      const folded = linkCheckText(character).toLowerCase();
      if (!folded) continue;
      for (const prefix of ['https://x', 'http://x', 'www.x']) {
        const at = prefix.indexOf(folded);
        if (at >= 0 && at + folded.length < prefix.length) {
          disguised.push(prefix.slice(0, at) + character + prefix.slice(at + folded.length));
        }
      }
    }
    expect(disguised.length).toBeGreaterThan(40);
    const missed: string[] = [];
    for (const text of disguised) {
      expect(containsLink(text)).toBe(true);
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

  it.each(['yesterday', '2025-13-01T00:00:00.000Z', '2025-01-01', '2025-01-01T00:00:00Z'])(
    'refuses a createdAt that is not an ISO time: %s',
    async (createdAt) => {
      await expectContactRefused(validContact({ createdAt }));
    },
  );

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
    expect(await adminRead(CONTACT_THROTTLE_PATH)).toEqual(lastThrottle);
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
    await expectRefused(write(CONTACT_THROTTLE_PATH, { at: serverTimestamp(), id }));
    await expectRefused(write(CONTACT_THROTTLE_PATH, { at: serverTimestamp(), id: lastThrottle?.id }));
    await expectRefused(write(`${CONTACT_THROTTLE_PATH}/at`, serverTimestamp()));
    // Both, but the throttle naming another contact.
    await expectRefused(submit(id, validContact(), { at: serverTimestamp(), id: newId() }));
    await expectRefused(submit(id, validContact(), { at: serverTimestamp(), id, extra: 1 }));
    await expectRefused(withTimeout(remove(ref(db, CONTACT_THROTTLE_PATH)), 'remove the throttle'));
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

  it('sendContactMessage tries a refused write once more, then gives up', async () => {
    await expectAccepted(newId(), validContact());
    // The server's clock stands still: the last contact stays too recent for both attempts.
    await expect(
      sendContactMessage(
        { name: 'Too soon', email: 'soon@gmail.com', message: 'Hello' },
        { settings: siteSettings, timeoutMs: STEP_TIMEOUT_MS, retryAfterMs: 50 },
      ),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('the throttle against the real clock', () => {
  beforeAll(() => setServerClock('real'));

  it('refuses the second of two immediate writes', async () => {
    await expectAcceptedNow(newId(), validContact({ message: 'First of two' }));
    await expectRefused(submit(newId(), validContact({ message: 'Second of two' })));
  });

  it('two visitors sending at once: both stored, the second sent again once the interval has passed', async () => {
    await sleep(Math.max(0, (lastThrottle?.at ?? 0) + INTERVAL - Date.now()));
    const send = (name: string) =>
      sendContactMessage(
        { name, email: 'visitor@gmail.com', message: 'Sent at the same moment' },
        { settings: siteSettings, timeoutMs: STEP_TIMEOUT_MS, retryAfterMs: INTERVAL + 200 },
      );
    await Promise.all([send('Visitor One'), send('Visitor Two')]);
    const contacts = Object.entries((await adminRead('contacts')) as Record<string, Record<string, unknown>>);
    const sent = contacts
      .filter(([, contact]) => contact.name === 'Visitor One' || contact.name === 'Visitor Two')
      .sort(([, a], [, b]) => (a.receivedAt as number) - (b.receivedAt as number));
    expect(sent).toHaveLength(2);
    const [[firstId, first], [secondId, second]] = sent;
    accepted.set(firstId, first);
    await recordAccepted(secondId);
    expect((second.receivedAt as number) - (first.receivedAt as number)).toBeGreaterThanOrEqual(INTERVAL);
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
});

describe('reads', () => {
  it('refuses reading contacts, one contact, the throttle and the root', async () => {
    const [someId] = [...accepted.keys()];
    expect(someId).toBeDefined();
    expect(await clientRead('contacts')).toBe('denied');
    expect(await clientRead(`contacts/${someId}`)).toBe('denied');
    expect(await clientRead(CONTACT_THROTTLE_PATH)).toBe('denied');
    expect(await clientRead('/')).toBe('denied');
  });
});

describe('after all writes', () => {
  it('holds exactly the accepted contacts, and the throttle names the last one', async () => {
    expect(await adminRead('contacts')).toEqual(Object.fromEntries(accepted));
    expect(await adminRead(CONTACT_THROTTLE_PATH)).toEqual(lastThrottle);
    expect(Object.keys((await adminRead('')) as object).sort()).toEqual(['contacts', 'throttle']);
  });
});
