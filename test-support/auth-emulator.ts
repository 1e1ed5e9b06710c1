/*
 * Visitors signed in anonymously with the run's Auth emulator (started once per jest run by
 * test-support/auth-emulator-setup.cjs), each an app of their own with a database connection carrying their ID token.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInAnonymously, signOut } from 'firebase/auth';
import { getDatabase, type Database } from 'firebase/database';
import type { FirebaseSettings } from '../mfe-pages/src/contact/send-contact';

let ready: Promise<string> | undefined;

/** The Auth emulator's URL, once it answers (it may still be loading when the first test file asks). */
export function testAuthEmulatorUrl(timeoutMs = 90_000): Promise<string> {
  ready ??= (async () => {
    const url = process.env.CALC_TEST_AUTH_EMULATOR_URL;
    if (!url) throw new Error('No Auth emulator: jest.config.js starts one (globalSetup: test-support/auth-emulator-setup.cjs)');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const response = await fetch(`${url}/`);
        if (response.ok && ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready) return url;
      } catch {
        // still loading
      }
      if (Date.now() > deadline) throw new Error(`The Auth emulator at ${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return ready;
}

export interface Visitor {
  app: FirebaseApp;
  db: Database;
  uid: string;
  close(): Promise<void>;
}

let visitors = 0;

/** A new visitor: a new app, signed in anonymously (a new uid), with its own database connection. */
export async function signInVisitor(settings: FirebaseSettings): Promise<Visitor> {
  const authUrl = settings.authEmulatorUrl ?? (await testAuthEmulatorUrl());
  visitors += 1;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not app options
  const { appCheckSiteKey, authEmulatorUrl, ...options } = settings;
  const app = initializeApp(options, `test-visitor-${visitors}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  const { user } = await signInAnonymously(auth);
  // Signed out before the app goes: deleting it leaves Auth's token refresh timer running, which keeps Node alive.
  const close = async () => {
    await signOut(auth).catch(() => undefined);
    await deleteApp(app);
  };
  return { app, db: getDatabase(app), uid: user.uid, close };
}
