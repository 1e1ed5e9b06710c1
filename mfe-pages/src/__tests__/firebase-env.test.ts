/** @jest-environment node */
/* The build-time Firebase values (webpack's process.env replacements) and what App Check adds to the site's policy. */
import { appCheckContentSecurity, FIREBASE_ENV_KEYS, firebaseBuildEnv } from '../../firebase-env';

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
