/**
 * @jest-environment node
 */
/*
 * The origins the site's policy allows for the contact form's database, in production and locally, and that a page
 * list carrying them is one compose accepts (the allow-list of shared/src/site/page-list.ts).
 */
import { appCheckContentSecurity, authContentSecurity, databaseContentSecurity } from '../../firebase-env';
import { pageListProblems } from '../../../shared/src/site/page-list';
import { testPageList, pagesRegistry } from '../../../test-support/site-catalog';

describe('databaseContentSecurity', () => {
  it('allows a Firebase database and the shard hosts it redirects the SDK to, for WebSockets and long polling', () => {
    expect(databaseContentSecurity('https://calchub-default-rtdb.firebaseio.com')).toEqual({
      script: ['https://calchub-default-rtdb.firebaseio.com', 'https://*.firebaseio.com'],
      connect: [
        'wss://calchub-default-rtdb.firebaseio.com',
        'https://calchub-default-rtdb.firebaseio.com',
        'wss://*.firebaseio.com',
        'https://*.firebaseio.com',
      ],
    });
  });

  it("allows a regional database's shard hosts in its region only", () => {
    expect(databaseContentSecurity('https://calchub-default-rtdb.europe-west1.firebasedatabase.app').connect).toEqual([
      'wss://calchub-default-rtdb.europe-west1.firebasedatabase.app',
      'https://calchub-default-rtdb.europe-west1.firebasedatabase.app',
      'wss://*.europe-west1.firebasedatabase.app',
      'https://*.europe-west1.firebasedatabase.app',
    ]);
  });

  it('allows the local database of npm start exactly, and no wildcard', () => {
    expect(databaseContentSecurity('')).toEqual({
      script: ['http://127.0.0.1:9000'],
      connect: ['ws://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    });
    expect(databaseContentSecurity('ws://127.0.0.1:9200?ns=calchub-local').connect).toEqual([
      'ws://127.0.0.1:9200',
      'http://127.0.0.1:9200',
    ]);
  });

  it("gives a page list compose accepts: every production source is on the site's allow-list", () => {
    for (const databaseUrl of [
      '',
      'https://calchub-default-rtdb.firebaseio.com',
      'https://calchub-default-rtdb.europe-west1.firebasedatabase.app',
    ]) {
      const database = databaseContentSecurity(databaseUrl);
      const appCheck = appCheckContentSecurity({ FIREBASE_APPCHECK_SITE_KEY: 'site-key' });
      const auth = authContentSecurity({ FIREBASE_AUTH_EMULATOR_URL: databaseUrl ? '' : 'http://127.0.0.1:9099' });
      const allows = {
        script: [...database.script, ...(appCheck.script ?? [])],
        connect: [...database.connect, ...auth.connect, ...(appCheck.connect ?? [])],
        frame: appCheck.frame,
      };
      expect(pageListProblems('mfe_pages', testPageList(pagesRegistry, { allows }))).toEqual([]);
    }
  });
});
