/** @jest-environment node */
/* The build-time Firebase values (webpack's process.env replacements) and what App Check adds to the site's policy. */
import { appCheckContentSecurity, authContentSecurity, FIREBASE_ENV_KEYS, firebaseBuildEnv } from '../../firebase-env';

describe('firebaseBuildEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('defines every key, the App Check site key included, as an empty string when unset', () => {
    for (const key of FIREBASE_ENV_KEYS) delete process.env[key];
    delete process.env.DATABASE_PORT;
    const env = firebaseBuildEnv();
    expect(Object.keys(env)).toEqual([...FIREBASE_ENV_KEYS]);
    expect(env.FIREBASE_APPCHECK_SITE_KEY).toBe('');
  });

  it('points a local build at the local Auth emulator (AUTH_PORT), and a production build at Firebase itself', () => {
    for (const key of FIREBASE_ENV_KEYS) delete process.env[key];
    delete process.env.AUTH_PORT;
    expect(firebaseBuildEnv().FIREBASE_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099');
    process.env.AUTH_PORT = '9499';
    expect(firebaseBuildEnv().FIREBASE_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9499');
    process.env.FIREBASE_DATABASE_URL = 'https://calchub-default-rtdb.firebaseio.com';
    expect(firebaseBuildEnv().FIREBASE_AUTH_EMULATOR_URL).toBe('');
  });

  it('passes the site key through', () => {
    process.env.FIREBASE_APPCHECK_SITE_KEY = 'site-key-1';
    expect(firebaseBuildEnv().FIREBASE_APPCHECK_SITE_KEY).toBe('site-key-1');
  });
});

describe('appCheckContentSecurity', () => {
  it('asks for nothing without a site key', () => {
    expect(appCheckContentSecurity({ FIREBASE_APPCHECK_SITE_KEY: '' })).toEqual({});
    expect(appCheckContentSecurity({ FIREBASE_APPCHECK_SITE_KEY: '  ' })).toEqual({});
  });

  it("with a site key, allows reCAPTCHA's script and frame and App Check's token exchange", () => {
    const needs = appCheckContentSecurity({ FIREBASE_APPCHECK_SITE_KEY: 'site-key-1' });
    expect(needs.script).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(needs.frame).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
    expect(needs.connect).toEqual(expect.arrayContaining(['https://content-firebaseappcheck.googleapis.com']));
  });
});

describe('authContentSecurity', () => {
  it("in production, allows Anonymous Authentication's sign-up and token refresh, and nothing else", () => {
    expect(authContentSecurity({ FIREBASE_AUTH_EMULATOR_URL: '' })).toEqual({
      connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    });
  });

  it('locally, allows exactly the Auth emulator', () => {
    expect(authContentSecurity({ FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toEqual({
      connect: ['http://127.0.0.1:9099'],
    });
  });
});
