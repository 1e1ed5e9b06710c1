/*
 * The only code that talks to the database: one contact message written to the Firebase Realtime Database
 * at `contacts/{uuid}` with the modular SDK.
 *
 * Strategy:
 * - The SDK (`firebase/app`, `firebase/auth`, `firebase/database`) is imported lazily on the first send, so it stays
 *   out of the Contact page's own bundle; nothing else in the code base may import Firebase. App Check
 *   (`firebase/app-check`, reCAPTCHA Enterprise) is imported only when a site key was configured at build time.
 * - One app instance per settings is created on first use and reused by later sends.
 * - Each browser signs in anonymously (Firebase Anonymous Authentication; the identity is kept in the browser's
 *   storage), so the rules know one visitor from another by `auth.uid`. `initializeAuth` rather than `getAuth`:
 *   no popup or redirect sign-in code is loaded. Locally the Auth emulator answers (`connectAuthEmulator`).
 * - The contact and this visitor's throttle node (`throttle/{uid}`: the server time and id of the visitor's last
 *   contact) go in one multi-path update, both stamped with the server's time: the rules accept a contact only
 *   together with the visitor's throttle moving to it, and move it only once their last contact is old enough.
 *   Other visitors have slots of their own, so nobody's sending holds up anybody else.
 * - A refused write is tried once more after the throttle interval: this visitor's own previous message most likely
 *   still holds their slot (the fields were validated here, so the rules have little else to refuse).
 * - A write that has not been acknowledged within `timeoutMs` rejects. The SDK would otherwise keep the write
 *   queued and deliver it whenever a connection comes back, behind the back of a visitor who was told it
 *   failed; so on a time-out the app (and its queued writes) is discarded and the next send starts afresh.
 * - Settings come from `process.env.FIREBASE_*`, which webpack replaces with literal strings at build time.
 *   Missing values fall back to the local database (`node scripts/database.mjs`). Its URL uses the
 *   `ws://` scheme on purpose: it tells the SDK to use WebSockets only, because the local server speaks no
 *   long-polling, which the browser SDK would otherwise fall back to after one failed connection.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
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
  /** The reCAPTCHA Enterprise site key for App Check; without it App Check is not loaded. */
  appCheckSiteKey?: string;
  /** The local Auth emulator (`http://127.0.0.1:9099`); unset in production, where Firebase Authentication answers. */
  authEmulatorUrl?: string;
}

export interface SendContactOptions {
  /** How long to wait for the database to acknowledge each attempt (default 10000 ms). */
  timeoutMs?: number;
  /** How long to wait before the one retry of a refused write (default: the throttle interval and up to 1 s). */
  retryAfterMs?: number;
  /** Overrides the build-time settings (tests, tools). */
  settings?: FirebaseSettings;
}

/** The record stored at `contacts/{uuid}`. */
export interface ContactRecord extends ContactFields {
  /** ISO 8601 time of sending by the visitor's clock, e.g. 2025-01-31T12:34:56.789Z (SPEC §7). */
  createdAt: string;
  /** The database server's time of the write, in ms since the epoch: the time to trust. */
  receivedAt: number;
}

export const DEFAULT_SEND_TIMEOUT_MS = 10_000;

/** Where the rules keep each visitor's throttle: `throttle/{uid}` = `{ at: server time, id: contact id }`. */
export const CONTACT_THROTTLE_ROOT = 'throttle';

/** The throttle node of one visitor (their anonymous uid). */
export function contactThrottlePath(uid: string): string {
  return `${CONTACT_THROTTLE_ROOT}/${uid}`;
}

/** database.rules.json accepts one contact per this many milliseconds from each visitor. */
export const CONTACT_WRITE_INTERVAL_MS = 5_000;

/** The local database started by scripts/database.mjs (firebase-server) on its default port. */
export const LOCAL_DATABASE_URL = 'ws://127.0.0.1:9000?ns=calchub-local';

/** The local Auth emulator started by scripts/auth-emulator.mjs on its default port. */
export const LOCAL_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export const LOCAL_FIREBASE_SETTINGS: FirebaseSettings = {
  apiKey: 'local-api-key',
  authDomain: 'calchub-local.firebaseapp.com',
  databaseURL: LOCAL_DATABASE_URL,
  projectId: 'calchub-local',
  storageBucket: 'calchub-local.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
  authEmulatorUrl: LOCAL_AUTH_EMULATOR_URL,
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
  // A configured database is the real one: its visitors sign in with Firebase itself unless an emulator is named.
  const configuredDatabase = envValue(() => process.env.FIREBASE_DATABASE_URL);
  return {
    apiKey: envValue(() => process.env.FIREBASE_API_KEY) ?? local.apiKey,
    authDomain: envValue(() => process.env.FIREBASE_AUTH_DOMAIN) ?? local.authDomain,
    databaseURL: envValue(() => process.env.FIREBASE_DATABASE_URL) ?? local.databaseURL,
    projectId: envValue(() => process.env.FIREBASE_PROJECT_ID) ?? local.projectId,
    storageBucket: envValue(() => process.env.FIREBASE_STORAGE_BUCKET) ?? local.storageBucket,
    messagingSenderId: envValue(() => process.env.FIREBASE_MESSAGING_SENDER_ID) ?? local.messagingSenderId,
    appId: envValue(() => process.env.FIREBASE_APP_ID) ?? local.appId,
    appCheckSiteKey: envValue(() => process.env.FIREBASE_APPCHECK_SITE_KEY),
    authEmulatorUrl:
      envValue(() => process.env.FIREBASE_AUTH_EMULATOR_URL) ?? (configuredDatabase ? undefined : local.authEmulatorUrl),
  };
}

type Sdk = {
  app: typeof import('firebase/app');
  auth: typeof import('firebase/auth');
  database: typeof import('firebase/database');
};

type AppCheckSdk = typeof import('firebase/app-check');

let sdkPromise: Promise<Sdk> | undefined;
let appCheckPromise: Promise<AppCheckSdk> | undefined;

function loadSdk(): Promise<Sdk> {
  if (!sdkPromise) {
    sdkPromise = Promise.all([
      import('firebase/app'),
      import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
      import('firebase/database'),
    ]).then(
      ([app, auth, database]) => ({ app, auth, database }),
      (error: unknown) => {
        sdkPromise = undefined; // let a later send retry a chunk that failed to load
        throw error;
      },
    );
  }
  return sdkPromise;
}

function loadAppCheck(): Promise<AppCheckSdk> {
  appCheckPromise ??= import(/* webpackChunkName: "firebase-app-check" */ 'firebase/app-check').catch((error: unknown) => {
    appCheckPromise = undefined;
    throw error;
  });
  return appCheckPromise;
}

interface Connection {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
}

const connections = new Map<string, Connection>();
let appCounter = 0;

function connectionFor(sdk: Sdk, appCheck: AppCheckSdk | undefined, settings: FirebaseSettings): Connection {
  const key = JSON.stringify(settings);
  let connection = connections.get(key);
  if (!connection) {
    appCounter += 1;
    const { appCheckSiteKey, authEmulatorUrl, ...appOptions } = settings;
    const app = sdk.app.initializeApp(appOptions, `calchub-contact-${appCounter}`);
    // Before the database, so its very first connection already carries an App Check token.
    if (appCheck && appCheckSiteKey) {
      appCheck.initializeAppCheck(app, {
        provider: new appCheck.ReCaptchaEnterpriseProvider(appCheckSiteKey),
        isTokenAutoRefreshEnabled: true,
      });
    }
    // Before the database too, so the database sends the visitor's ID token with its requests.
    const auth = sdk.auth.initializeAuth(app, {
      persistence: [sdk.auth.indexedDBLocalPersistence, sdk.auth.browserLocalPersistence],
    });
    // Without the warning banner the emulator would otherwise add to the page.
    if (authEmulatorUrl) sdk.auth.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    connection = { app, auth, db: sdk.database.getDatabase(app) };
    connections.set(key, connection);
  }
  return connection;
}

async function discardConnection(settings: FirebaseSettings): Promise<void> {
  const key = JSON.stringify(settings);
  const connection = connections.get(key);
  if (!connection) return;
  connections.delete(key);
  await closeConnection(await loadSdk(), connection);
}

/**
 * Signs the visitor out, then deletes the app: deleting an app leaves Auth's token refresh timer running (which would
 * keep Node from exiting). The next send signs in afresh, as a new anonymous visitor.
 */
async function closeConnection(sdk: Sdk, connection: Connection): Promise<void> {
  await sdk.auth.signOut(connection.auth).catch(() => undefined);
  await sdk.app.deleteApp(connection.app).catch(() => undefined);
}

/** Closes every database connection this module opened, signing its visitor out (tests, hot reload). */
export async function closeContactConnections(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  if (open.length === 0) return;
  const sdk = await loadSdk();
  await Promise.all(open.map((c) => closeConnection(sdk, c)));
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

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'PERMISSION_DENIED';
}

/** The visitor's anonymous uid: the identity kept from an earlier visit, or a new one. */
async function visitorUid(sdk: Sdk, auth: Auth): Promise<string> {
  await auth.authStateReady();
  const user = auth.currentUser ?? (await sdk.auth.signInAnonymously(auth)).user;
  return user.uid;
}

/**
 * One attempt: sign in (if not yet), then the contact and the visitor's throttle node in one update, acknowledged
 * within `timeoutMs` or rejected.
 */
async function writeContact(
  settings: FirebaseSettings,
  id: string,
  contact: Omit<ContactRecord, 'receivedAt'>,
  timeoutMs: number,
): Promise<void> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`Contact message not sent: the database did not acknowledge the write within ${timeoutMs} ms.`));
    }, timeoutMs);
  });

  const write = (async () => {
    const [sdk, appCheck] = await Promise.all([loadSdk(), settings.appCheckSiteKey ? loadAppCheck() : undefined]);
    if (timedOut) return;
    const { auth, db } = connectionFor(sdk, appCheck, settings);
    const uid = await visitorUid(sdk, auth);
    if (timedOut) return;
    const now = sdk.database.serverTimestamp();
    await sdk.database.update(sdk.database.ref(db), {
      [`contacts/${id}`]: { ...contact, receivedAt: now },
      [contactThrottlePath(uid)]: { at: now, id },
    });
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

/**
 * Writes {name, email, message, createdAt, receivedAt} (trimmed values; createdAt the ISO time of sending,
 * receivedAt the server's time) to `contacts/{random UUID}`, as the visitor signed in anonymously, moving the
 * visitor's throttle node in the same update.
 * Resolves once the database has acknowledged the write; rejects when the fields are invalid, when the
 * database refuses the write twice (once more after the throttle interval), or when an attempt was not
 * acknowledged within `timeoutMs`.
 */
export async function sendContactMessage(fields: ContactFields, options: SendContactOptions = {}): Promise<void> {
  const errors = validateContact(fields);
  const invalid = Object.keys(errors);
  if (invalid.length > 0) {
    throw new Error(`Contact message not sent: invalid ${invalid.join(', ')}.`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const settings = options.settings ?? firebaseSettingsFromEnv();
  const contact = { ...normalizeContact(fields), createdAt: new Date().toISOString() };
  const id = randomContactId();
  try {
    await writeContact(settings, id, contact, timeoutMs);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // Spread the retries of visitors who collided, so they do not collide again.
    const wait = options.retryAfterMs ?? CONTACT_WRITE_INTERVAL_MS + Math.round(Math.random() * 1_000);
    await new Promise((resolve) => setTimeout(resolve, wait));
    await writeContact(settings, id, contact, timeoutMs);
  }
}
