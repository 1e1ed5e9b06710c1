/** @jest-environment node */
/*
 * database.rules.json, enforced by the local database (scripts/database.mjs, started here as a child process
 * on a free port), exercised with the unchanged modular Firebase SDK, as the site uses it.
 * Refused writes reject with PERMISSION_DENIED; a refused read calls the listener's cancel callback.
 * Reads for checking go through the server's admin REST read, since the rules forbid reads to clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { getDatabase, onValue, ref, remove, set, update, type Database } from 'firebase/database';
import { closeContactConnections, LOCAL_FIREBASE_SETTINGS, sendContactMessage } from '../../mfe-pages/src/contact/send-contact';

jest.setTimeout(30_000);

const rootDir = path.resolve(__dirname, '..', '..');
const STEP_TIMEOUT_MS = 5_000;

let child: ChildProcess | undefined;
let databaseUrl = '';
let restUrl = '';
let app: FirebaseApp | undefined;
let db: Database;
const accepted = new Map<string, unknown>();

function withTimeout<T>(promise: Promise<T>, label: string, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Starts `node scripts/database.mjs --port 0` and waits for the line that names its URL. */
function startDatabaseProcess(): Promise<{ process: ChildProcess; url: string; rest: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(rootDir, 'scripts', 'database.mjs'), '--port', '0', '--host', '127.0.0.1'], {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      proc.kill('SIGKILL');
      reject(new Error(`${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail('the local database did not start within 20 s'), 20_000);
    proc.on('error', (error) => fail(`could not start the local database: ${error.message}`));
    proc.on('exit', (code) => {
      if (!databaseUrl) fail(`the local database exited with code ${code}`);
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (ws:\/\/\S+)/.exec(output)?.[1];
      const rest = /curl -s '(http:\/\/[^/']+)/.exec(output)?.[1];
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

function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Rao',
    email: 'asha.rao@gmail.com',
    message: 'Could you add a fixed deposit calculator?',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function write(dbPath: string, value: unknown): Promise<void> {
  return withTimeout(set(dbPath ? ref(db, dbPath) : ref(db), value), `set /${dbPath}`);
}

async function expectRefused(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toThrow(/permission[_ ]denied/i);
}

async function expectAccepted(id: string, value: Record<string, unknown>): Promise<void> {
  await write(`contacts/${id}`, value);
  accepted.set(id, value);
  expect(await adminRead(`contacts/${id}`)).toEqual(value);
}

beforeAll(async () => {
  setLogLevel('silent'); // refused writes are expected here; the SDK would warn about each
  const started = await startDatabaseProcess();
  child = started.process;
  restUrl = started.rest;
  app = initializeApp({ ...LOCAL_FIREBASE_SETTINGS, databaseURL: databaseUrl }, 'database-rules-test');
  db = getDatabase(app);
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
    expect(await restRequest('PUT', `contacts/${id}`, validContact())).toBe(405);
    expect(await restRequest('PATCH', 'contacts', { [id]: validContact() })).toBe(405);
    expect(await restRequest('DELETE', 'contacts', undefined)).toBe(405);
    expect(await adminRead(`contacts/${id}`)).toBeNull();
  });
});

describe('contacts: accepted writes', () => {
  it('accepts a valid contact and stores exactly the four fields', async () => {
    await expectAccepted(newId(), validContact());
  });

  it('accepts the limits: a 100-character name, a 5000-character message, a 64-character local part', async () => {
    await expectAccepted(newId(), validContact({ name: 'N'.repeat(100), message: 'm'.repeat(5000) }));
    await expectAccepted(newId(), validContact({ email: `${'a'.repeat(64)}@YAHOO.COM` }));
  });

  it('accepts what the site sends (sendContactMessage), trimmed, with an ISO createdAt', async () => {
    const before = await adminRead('contacts');
    await sendContactMessage(
      { name: '  Ravi  ', email: ' ravi@outlook.com ', message: ' Great site! ' },
      { settings: { ...LOCAL_FIREBASE_SETTINGS, databaseURL: databaseUrl }, timeoutMs: STEP_TIMEOUT_MS },
    );
    const after = (await adminRead('contacts')) as Record<string, Record<string, string>>;
    const newIds = Object.keys(after).filter((id) => !(before && id in (before as object)));
    expect(newIds).toHaveLength(1);
    const [id] = newIds;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const stored = after[id];
    expect(stored).toEqual({ name: 'Ravi', email: 'ravi@outlook.com', message: 'Great site!', createdAt: expect.any(String) });
    expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt);
    expect(Math.abs(Date.now() - Date.parse(stored.createdAt))).toBeLessThan(60_000);
    accepted.set(id, stored);
  });
});

describe('contacts: refused writes', () => {
  let existingId = '';
  let existing: Record<string, unknown>;

  beforeAll(async () => {
    existingId = newId();
    existing = validContact({ name: 'Original' });
    await write(`contacts/${existingId}`, existing);
    accepted.set(existingId, existing);
  });

  afterEach(async () => {
    // Whatever was refused, the existing contact is untouched.
    expect(await adminRead(`contacts/${existingId}`)).toEqual(existing);
  });

  it('refuses an overwrite of an existing contact', async () => {
    await expectRefused(write(`contacts/${existingId}`, validContact({ name: 'Changed' })));
    await expectRefused(write(`contacts/${existingId}`, existing));
  });

  it('refuses a change of one field of an existing contact', async () => {
    await expectRefused(write(`contacts/${existingId}/name`, 'Changed'));
    await expectRefused(withTimeout(update(ref(db, `contacts/${existingId}`), { message: 'Changed' }), 'update'));
  });

  it('refuses a delete', async () => {
    await expectRefused(withTimeout(remove(ref(db, `contacts/${existingId}`)), 'remove'));
    await expectRefused(withTimeout(remove(ref(db, 'contacts')), 'remove all'));
  });

  it.each(['name', 'email', 'message', 'createdAt'])('refuses a contact without %s', async (field) => {
    const value = validContact();
    delete value[field];
    const id = newId();
    await expectRefused(write(`contacts/${id}`, value));
    expect(await adminRead(`contacts/${id}`)).toBeNull();
  });

  it('refuses an extra field', async () => {
    const id = newId();
    await expectRefused(write(`contacts/${id}`, validContact({ phone: '12345' })));
    await expectRefused(write(`contacts/${id}`, validContact({ createdAt: { '.sv': 'timestamp' } })));
    expect(await adminRead(`contacts/${id}`)).toBeNull();
  });

  it.each([
    ['name', 42],
    ['email', true],
    ['message', { text: 'hello' }],
    ['createdAt', Date.now()],
  ])('refuses a wrong type: %s = %p', async (field, wrong) => {
    await expectRefused(write(`contacts/${newId()}`, validContact({ [field]: wrong })));
  });

  it('refuses an over-long message (5001 characters) and an over-long name (101 characters)', async () => {
    await expectRefused(write(`contacts/${newId()}`, validContact({ message: 'm'.repeat(5001) })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ name: 'N'.repeat(101) })));
  });

  it('refuses empty or blank name and message', async () => {
    await expectRefused(write(`contacts/${newId()}`, validContact({ name: '' })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ name: '   ' })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ message: '' })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ message: '\n\t ' })));
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
    await expectRefused(write(`contacts/${newId()}`, validContact({ email })));
  });

  it('refuses links in the name or the message', async () => {
    await expectRefused(write(`contacts/${newId()}`, validContact({ name: 'http://x' })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ message: 'Visit WWW.example.com today' })));
    await expectRefused(write(`contacts/${newId()}`, validContact({ message: 'see https://example.com' })));
  });

  it.each(['yesterday', '2025-13-01T00:00:00.000Z', '2025-01-01', '2025-01-01T00:00:00Z'])(
    'refuses a createdAt that is not an ISO time: %s',
    async (createdAt) => {
      await expectRefused(write(`contacts/${newId()}`, validContact({ createdAt })));
    },
  );

  it('refuses a key that is not a lower-case UUID', async () => {
    await expectRefused(write('contacts/not-a-uuid', validContact()));
    await expectRefused(write(`contacts/${newId().toUpperCase()}`, validContact()));
  });

  it('refuses writes outside contacts, and to contacts as a whole', async () => {
    await expectRefused(write('other/thing', { a: 1 }));
    await expectRefused(write('contactsX', validContact()));
    await expectRefused(write('contacts', { [newId()]: validContact() }));
    await expectRefused(write('', { contacts: {} }));
    expect(await adminRead('other')).toBeNull();
  });
});

describe('reads', () => {
  it('refuses reading contacts, one contact, and the root', async () => {
    const [someId] = [...accepted.keys()];
    expect(someId).toBeDefined();
    expect(await clientRead('contacts')).toBe('denied');
    expect(await clientRead(`contacts/${someId}`)).toBe('denied');
    expect(await clientRead('/')).toBe('denied');
  });
});

describe('after all writes', () => {
  it('holds exactly the accepted contacts', async () => {
    expect(await adminRead('contacts')).toEqual(Object.fromEntries(accepted));
    expect(Object.keys((await adminRead('')) as object)).toEqual(['contacts']);
  });
});
