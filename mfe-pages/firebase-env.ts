/*
 * The Firebase web configuration comes from environment values at build time (never committed):
 * FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_DATABASE_URL, FIREBASE_PROJECT_ID,
 * FIREBASE_STORAGE_BUCKET, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID, and FIREBASE_APPCHECK_SITE_KEY (the
 * reCAPTCHA Enterprise site key of App Check; unset, App Check is not loaded at all), and FIREBASE_AUTH_EMULATOR_URL
 * (the local Auth emulator; set here for a local build, never in production). Unset values leave the local defaults
 * of src/contact/send-contact.ts in force (the local database and Auth emulator of `npm start`).
 */
export const FIREBASE_ENV_KEYS = [
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

export function firebaseBuildEnv(): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(FIREBASE_ENV_KEYS.map((key) => [key, process.env[key] ?? '']));
  // A local database on another port: point the SDK at it.
  const local = !env.FIREBASE_DATABASE_URL;
  if (local && process.env.DATABASE_PORT) {
    env.FIREBASE_DATABASE_URL = `ws://127.0.0.1:${process.env.DATABASE_PORT}?ns=calchub-local`;
  }
  // The local database's visitors sign in with the local Auth emulator (scripts/auth-emulator.mjs, AUTH_PORT).
  if (local && !env.FIREBASE_AUTH_EMULATOR_URL) {
    env.FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${process.env.AUTH_PORT || LOCAL_AUTH_PORT}`;
  }
  return env;
}

/**
 * What the site's Content-Security-Policy must allow for App Check with reCAPTCHA Enterprise, when a site key is
 * set: reCAPTCHA's script and frame, and the App Check token exchange. Nothing without a site key.
 */
export function appCheckContentSecurity(env: Record<string, string>): {
  script?: string[];
  connect?: string[];
  frame?: string[];
} {
  if (!env.FIREBASE_APPCHECK_SITE_KEY?.trim()) return {};
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/** The local Auth emulator's default port (scripts/site-config.cjs, AUTH_PORT). */
const LOCAL_AUTH_PORT = 9099;

/**
 * What the site's Content-Security-Policy must allow for Anonymous Authentication: Firebase Authentication's sign-up
 * (identitytoolkit) and token refresh (securetoken) in production, or exactly the local Auth emulator.
 */
export function authContentSecurity(env: Record<string, string>): { connect: string[] } {
  const emulator = env.FIREBASE_AUTH_EMULATOR_URL?.trim();
  if (emulator) return { connect: [new URL(emulator).origin] };
  return { connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] };
}

/** The local database of `npm start` when no FIREBASE_DATABASE_URL is set (src/contact/send-contact.ts). */
const LOCAL_DATABASE = 'ws://127.0.0.1:9000';

/**
 * The Realtime Database the contact form talks to, for the site's Content-Security-Policy: its WebSocket, and the
 * long-polling scripts the SDK falls back to when WebSockets fail (same host, http(s)). A database hosted by Firebase
 * answers the first connection by redirecting the SDK to a shard host (`s-<n>.firebaseio.com`, or
 * `<shard>.<region>.firebasedatabase.app`) for the long-lived one, so those hosts are allowed too (wss and https).
 */
export function databaseContentSecurity(databaseUrl: string): { script: string[]; connect: string[] } {
  const url = new URL(databaseUrl || LOCAL_DATABASE);
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  const hosts = [url.host];
  if (/\.firebaseio\.com$/.test(url.hostname)) hosts.push('*.firebaseio.com');
  const region = /^[^.]+\.([a-z0-9-]+)\.firebasedatabase\.app$/.exec(url.hostname)?.[1];
  if (region) hosts.push(`*.${region}.firebasedatabase.app`);
  return {
    script: hosts.map((host) => `${secure ? 'https' : 'http'}://${host}`),
    connect: hosts.flatMap((host) => [`${secure ? 'wss' : 'ws'}://${host}`, `${secure ? 'https' : 'http'}://${host}`]),
  };
}
