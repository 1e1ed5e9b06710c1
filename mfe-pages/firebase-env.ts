/*
 * The Firebase web configuration comes from environment values at build time (never committed):
 * FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_DATABASE_URL, FIREBASE_PROJECT_ID,
 * FIREBASE_STORAGE_BUCKET, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID, and FIREBASE_APPCHECK_SITE_KEY (the
 * reCAPTCHA Enterprise site key of App Check; unset, App Check is not loaded at all). Unset values leave the
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
  'FIREBASE_APPCHECK_SITE_KEY',
] as const;

export function firebaseBuildEnv(): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(FIREBASE_ENV_KEYS.map((key) => [key, process.env[key] ?? '']));
  // A local database on another port: point the SDK at it.
  if (!env.FIREBASE_DATABASE_URL && process.env.DATABASE_PORT) {
    env.FIREBASE_DATABASE_URL = `ws://127.0.0.1:${process.env.DATABASE_PORT}?ns=calchub-local`;
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
