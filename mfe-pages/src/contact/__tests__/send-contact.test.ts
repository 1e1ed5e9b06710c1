/** @jest-environment node */
/*
 * send-contact without a database: settings, ids, refusal of invalid fields, the time-out and App Check wiring
 * (its SDK module is replaced here, as reCAPTCHA cannot run in Node).
 * Writes against a real local database are tested in scripts/__tests__/database-rules.test.ts.
 */
import net from 'node:net';
import { setLogLevel } from 'firebase/app';
import {
  closeContactConnections,
  DEFAULT_SEND_TIMEOUT_MS,
  firebaseSettingsFromEnv,
  LOCAL_DATABASE_URL,
  LOCAL_FIREBASE_SETTINGS,
  randomContactId,
  sendContactMessage,
} from '../send-contact';
import { testAuthEmulatorUrl } from '../../../../test-support/auth-emulator';

const mockAppCheck = { loads: 0, initialized: [] as { app: unknown; options: Record<string, unknown> }[] };
jest.mock('firebase/app-check', () => {
  mockAppCheck.loads += 1;
  return {
    ReCaptchaEnterpriseProvider: class {
      constructor(readonly siteKey: string) {}
    },
    initializeAppCheck: (app: unknown, options: Record<string, unknown>) => {
      mockAppCheck.initialized.push({ app, options });
      return {};
    },
  };
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ENV_NAMES = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_DATABASE_URL',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_APPCHECK_SITE_KEY',
  'FIREBASE_AUTH_EMULATOR_URL',
] as const;

const valid = { name: 'Asha', email: 'asha@gmail.com', message: 'Hello' };

/** The local settings with the run's Auth emulator: the sign-in succeeds, so what times out is the database. */
async function signedInSettings() {
  return { ...LOCAL_FIREBASE_SETTINGS, authEmulatorUrl: await testAuthEmulatorUrl() };
}

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('firebaseSettingsFromEnv', () => {
  const saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    for (const name of ENV_NAMES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of ENV_NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('defaults to the local database and Auth emulator, without App Check', () => {
    expect(firebaseSettingsFromEnv()).toEqual(LOCAL_FIREBASE_SETTINGS);
    expect(firebaseSettingsFromEnv().appCheckSiteKey).toBeUndefined();
    expect(LOCAL_FIREBASE_SETTINGS.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(LOCAL_FIREBASE_SETTINGS.databaseURL).toBe(LOCAL_DATABASE_URL);
    expect(LOCAL_DATABASE_URL).toBe('ws://127.0.0.1:9000?ns=calchub-local');
  });

  it('reads every FIREBASE_* value, ignoring blank ones', () => {
    ENV_NAMES.forEach((name, i) => {
      process.env[name] = ` value-${i} `;
    });
    expect(firebaseSettingsFromEnv()).toEqual({
      apiKey: 'value-0',
      authDomain: 'value-1',
      databaseURL: 'value-2',
      projectId: 'value-3',
      storageBucket: 'value-4',
      messagingSenderId: 'value-5',
      appId: 'value-6',
      appCheckSiteKey: 'value-7',
      authEmulatorUrl: 'value-8',
    });
    process.env.FIREBASE_DATABASE_URL = '   ';
    expect(firebaseSettingsFromEnv().databaseURL).toBe(LOCAL_DATABASE_URL);
  });

  it('signs in with Firebase itself (no emulator) once a database is configured, unless an emulator is named', () => {
    process.env.FIREBASE_DATABASE_URL = 'https://calchub-default-rtdb.firebaseio.com';
    expect(firebaseSettingsFromEnv().authEmulatorUrl).toBeUndefined();
    process.env.FIREBASE_AUTH_EMULATOR_URL = '';
    expect(firebaseSettingsFromEnv().authEmulatorUrl).toBeUndefined();
    process.env.FIREBASE_AUTH_EMULATOR_URL = 'http://127.0.0.1:9199';
    expect(firebaseSettingsFromEnv().authEmulatorUrl).toBe('http://127.0.0.1:9199');
  });
});

describe('randomContactId', () => {
  it('returns distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomContactId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('falls back to getRandomValues where randomUUID is missing', () => {
    // Shadow the prototype's randomUUID on the instance, as on an insecure (non-HTTPS) origin.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(globalThis.crypto.randomUUID).toBeUndefined();
      expect(randomContactId()).toMatch(UUID_V4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});

describe('sendContactMessage', () => {
  beforeAll(() => setLogLevel('silent'));
  // The Auth emulator may still be loading when this file starts.
  beforeAll(() => testAuthEmulatorUrl(), 120_000);
  afterAll(() => closeContactConnections());

  it('waits 10 s by default', () => {
    expect(DEFAULT_SEND_TIMEOUT_MS).toBe(10_000);
  });

  it('rejects invalid fields without writing', async () => {
    await expect(sendContactMessage({ ...valid, email: 'asha@example.com' })).rejects.toThrow(/invalid email/);
    await expect(sendContactMessage({ name: '', email: '', message: 'http://spam' })).rejects.toThrow(
      /invalid name, email, message/,
    );
  });

  it('rejects when the write is not acknowledged in time, and recovers for the next send', async () => {
    const port = await closedPort();
    const settings = { ...(await signedInSettings()), databaseURL: `ws://127.0.0.1:${port}?ns=calchub-local` };
    const started = Date.now();
    await expect(sendContactMessage(valid, { settings, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The timed-out app was discarded; a second send makes a fresh one and fails the same way.
    await expect(sendContactMessage(valid, { settings, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
  });

  it('loads no App Check without a site key', async () => {
    const settings = { ...(await signedInSettings()), databaseURL: `ws://127.0.0.1:${await closedPort()}?ns=calchub-local` };
    await expect(sendContactMessage(valid, { settings, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
    expect(mockAppCheck.loads).toBe(0);
    expect(mockAppCheck.initialized).toEqual([]);
  });

  it('with a site key, starts App Check on the app: reCAPTCHA Enterprise, tokens refreshed automatically', async () => {
    const port = await closedPort();
    const settings = {
      ...(await signedInSettings()),
      databaseURL: `ws://127.0.0.1:${port}?ns=calchub-local`,
      appCheckSiteKey: 'site-key-1',
    };
    await expect(sendContactMessage(valid, { settings, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
    expect(mockAppCheck.loads).toBe(1);
    expect(mockAppCheck.initialized).toHaveLength(1);
    const [{ app, options }] = mockAppCheck.initialized;
    expect(options).toEqual({ provider: expect.objectContaining({ siteKey: 'site-key-1' }), isTokenAutoRefreshEnabled: true });
    // The site key configures App Check only; it is not an option of the Firebase app.
    expect((app as { options: Record<string, unknown> }).options).not.toHaveProperty('appCheckSiteKey');
  });
});
