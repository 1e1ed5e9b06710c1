/*
 * The Firebase web configuration comes from environment values at build time (never committed):
 * FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_DATABASE_URL, FIREBASE_PROJECT_ID,
 * FIREBASE_STORAGE_BUCKET, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID. Unset values leave the
 * local defaults of src/contact/send-contact.ts in force (the local database of `npm start`).
 */
export const FIREBASE_ENV_KEYS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_DATABASE_URL',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_APP_ID',
] as const;

export function firebaseBuildEnv(): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(FIREBASE_ENV_KEYS.map((key) => [key, process.env[key] ?? '']));
  // A local database on another port: point the SDK at it.
  if (!env.FIREBASE_DATABASE_URL && process.env.DATABASE_PORT) {
    env.FIREBASE_DATABASE_URL = `ws://127.0.0.1:${process.env.DATABASE_PORT}?ns=calchub-local`;
  }
  return env;
}
