/*
 * The only code that talks to the database: one contact message written to the Firebase Realtime Database
 * at `contacts/{uuid}` with the modular SDK.
 *
 * Strategy:
 * - The SDK (`firebase/app`, `firebase/database`) is imported lazily on the first send, so it stays out of
 *   the Contact page's own bundle; nothing else in the code base may import Firebase.
 * - One app instance per settings is created on first use and reused by later sends.
 * - A write that has not been acknowledged within `timeoutMs` rejects. The SDK would otherwise keep the write
 *   queued and deliver it whenever a connection comes back, behind the back of a visitor who was told it
 *   failed; so on a time-out the app (and its queued writes) is discarded and the next send starts afresh.
 * - Settings come from `process.env.FIREBASE_*`, which webpack replaces with literal strings at build time.
 *   Missing values fall back to the local database (`node scripts/database.mjs`). Its URL uses the
 *   `ws://` scheme on purpose: it tells the SDK to use WebSockets only, because the local server speaks no
 *   long-polling, which the browser SDK would otherwise fall back to after one failed connection.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Database } from 'firebase/database';
import { normalizeContact, validateContact, type ContactFields } from './contact-validation';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface SendContactOptions {
  /** How long to wait for the database to acknowledge the write (default 10000 ms). */
  timeoutMs?: number;
  /** Overrides the build-time settings (tests, tools). */
  settings?: FirebaseSettings;
}

/** The record stored at `contacts/{uuid}`. */
export interface ContactRecord extends ContactFields {
  /** ISO 8601 time of sending, e.g. 2025-01-31T12:34:56.789Z. */
  createdAt: string;
}

export const DEFAULT_SEND_TIMEOUT_MS = 10_000;

/** The local database started by scripts/database.mjs (firebase-server) on its default port. */
export const LOCAL_DATABASE_URL = 'ws://127.0.0.1:9000?ns=calchub-local';

export const LOCAL_FIREBASE_SETTINGS: FirebaseSettings = {
  apiKey: 'local-api-key',
  authDomain: 'calchub-local.firebaseapp.com',
  databaseURL: LOCAL_DATABASE_URL,
  projectId: 'calchub-local',
  storageBucket: 'calchub-local.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

/**
 * Reads one build-time value. Each call site spells out `process.env.NAME` in full so webpack's DefinePlugin
 * can replace it; if the build did not define it, `process` does not exist in the browser and the
 * ReferenceError is caught here. Empty strings count as missing.
 */
function envValue(read: () => string | undefined): string | undefined {
  try {
    const value = read();
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

export function firebaseSettingsFromEnv(): FirebaseSettings {
  const local = LOCAL_FIREBASE_SETTINGS;
  return {
    apiKey: envValue(() => process.env.FIREBASE_API_KEY) ?? local.apiKey,
    authDomain: envValue(() => process.env.FIREBASE_AUTH_DOMAIN) ?? local.authDomain,
    databaseURL: envValue(() => process.env.FIREBASE_DATABASE_URL) ?? local.databaseURL,
    projectId: envValue(() => process.env.FIREBASE_PROJECT_ID) ?? local.projectId,
    storageBucket: envValue(() => process.env.FIREBASE_STORAGE_BUCKET) ?? local.storageBucket,
    messagingSenderId: envValue(() => process.env.FIREBASE_MESSAGING_SENDER_ID) ?? local.messagingSenderId,
    appId: envValue(() => process.env.FIREBASE_APP_ID) ?? local.appId,
  };
}

type Sdk = {
  app: typeof import('firebase/app');
  database: typeof import('firebase/database');
};

let sdkPromise: Promise<Sdk> | undefined;

function loadSdk(): Promise<Sdk> {
  if (!sdkPromise) {
    sdkPromise = Promise.all([import('firebase/app'), import('firebase/database')]).then(
      ([app, database]) => ({ app, database }),
      (error: unknown) => {
        sdkPromise = undefined; // let a later send retry a chunk that failed to load
        throw error;
      },
    );
  }
  return sdkPromise;
}

interface Connection {
  app: FirebaseApp;
  db: Database;
}

const connections = new Map<string, Connection>();
let appCounter = 0;

function connectionFor(sdk: Sdk, settings: FirebaseSettings): Connection {
  const key = JSON.stringify(settings);
  let connection = connections.get(key);
  if (!connection) {
    appCounter += 1;
    const app = sdk.app.initializeApp({ ...settings }, `calchub-contact-${appCounter}`);
    connection = { app, db: sdk.database.getDatabase(app) };
    connections.set(key, connection);
  }
  return connection;
}

async function discardConnection(settings: FirebaseSettings): Promise<void> {
  const key = JSON.stringify(settings);
  const connection = connections.get(key);
  if (!connection) return;
  connections.delete(key);
  const sdk = await loadSdk();
  await sdk.app.deleteApp(connection.app).catch(() => undefined);
}

/** Closes every database connection this module opened (tests, hot reload). */
export async function closeContactConnections(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  if (open.length === 0) return;
  const sdk = await loadSdk();
  await Promise.all(open.map((c) => sdk.app.deleteApp(c.app).catch(() => undefined)));
}

/** A random (version 4) UUID; falls back to getRandomValues where randomUUID is missing (insecure origins). */
export function randomContactId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  webCrypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Writes {name, email, message, createdAt} (trimmed values, ISO time) to `contacts/{random UUID}`.
 * Resolves once the database has acknowledged the write; rejects when the fields are invalid, when the
 * database refuses the write, or when no acknowledgement arrived within `timeoutMs`.
 */
export async function sendContactMessage(fields: ContactFields, options: SendContactOptions = {}): Promise<void> {
  const errors = validateContact(fields);
  const invalid = Object.keys(errors);
  if (invalid.length > 0) {
    throw new Error(`Contact message not sent: invalid ${invalid.join(', ')}.`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const settings = options.settings ?? firebaseSettingsFromEnv();
  const record: ContactRecord = { ...normalizeContact(fields), createdAt: new Date().toISOString() };
  const path = `contacts/${randomContactId()}`;

  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`Contact message not sent: the database did not acknowledge the write within ${timeoutMs} ms.`));
    }, timeoutMs);
  });

  const write = (async () => {
    const sdk = await loadSdk();
    if (timedOut) return;
    const { db } = connectionFor(sdk, settings);
    await sdk.database.set(sdk.database.ref(db, path), record);
  })();
  // After a time-out the write may still settle; that outcome is deliberately ignored.
  write.catch(() => undefined);

  try {
    await Promise.race([write, timeout]);
  } catch (error) {
    if (timedOut) void discardConnection(settings).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
