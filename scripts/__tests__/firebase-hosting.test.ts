/*
 * Hosting as firebase.json describes it: each remote site is its release folder (every kept version), the shell's
 * site is the composed one; nothing is rewritten, so what matches no file is a 404 (the composed 404.html, which
 * the client shows as Not Found), each legacy path is a 301 to its page, hashed files are immutable, what names
 * them is never cached, and every site sends the static security headers. firebase.json is written by
 * scripts/firebase-config.ts from the one list of packages and the registries' legacy paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { legacyRedirects } from '@calc/shared/site';
import { testCatalog, testSitePages } from '../../test-support/site-catalog';
import { serverRedirects } from '../release/compose';
import { firebaseConfig } from '../firebase-config';
import { REMOTE_PACKAGES, SHELL } from '../site-packages.cjs';

const REMOTES = REMOTE_PACKAGES.map((pkg) => pkg.name);

interface Header {
  key: string;
  value: string;
}
interface Site {
  target: string;
  public: string;
  cleanUrls?: boolean;
  rewrites?: { source?: string; regex?: string; destination: string }[];
  redirects?: { source?: string; regex?: string; destination: string; type: number }[];
  headers: { source?: string; regex?: string; headers: Header[] }[];
}

const config = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as { hosting: Site[] };
const site = (target: string) => config.hosting.find((entry) => entry.target === target)!;

/** Firebase's glob for the few patterns used here: `**` any path, `*` within a segment, `{a,b}` either. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index];
    if (char === '*' && glob[index + 1] === '*') {
      source += '.*';
      index += 1;
      if (glob[index + 1] === '/') index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const matches = (rule: { source?: string; regex?: string }, pathname: string) =>
  rule.regex ? new RegExp(rule.regex).test(pathname) : globToRegExp(rule.source!).test(pathname);

function headersFor(target: string, pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of site(target).headers)
    if (matches(rule, pathname)) for (const { key, value } of rule.headers) result[key] = value;
  return result;
}

const rewriteOf = (target: string, pathname: string) =>
  site(target).rewrites?.find((rule) => matches(rule, pathname))?.destination;

test('firebase.json is up to date: what `npm run firebase:config` writes from the packages and the registries', () => {
  // A new remote, or a page with a legacy path, fails here until `npm run firebase:config` writes the file again.
  expect(config).toEqual(firebaseConfig(testCatalog()));
});

test('the shell serves the composed site; each remote serves its release folder of kept versions', () => {
  expect(config.hosting.map((entry) => entry.target)).toEqual([SHELL.name, ...REMOTES]);
  expect(site('shell').public).toBe('releases/site');
  for (const remote of REMOTES) expect(site(remote).public).toBe(`releases/${remote}`);
});

test('nothing is rewritten: an unknown path is a 404 (with 404.html), never the app with 200; routes are clean URLs', () => {
  // Firebase Hosting serves <path>.html for /<path> (cleanUrls), and 404.html with 404 where nothing matches.
  expect(site('shell').cleanUrls).toBe(true);
  for (const pathname of ['/some-client-route', '/sipcalculator', '/PRIVACY', '/sip-calculator/extra', '/main.deadbeef.js']) {
    expect(rewriteOf('shell', pathname)).toBeUndefined();
  }
  for (const remote of REMOTES) {
    expect(rewriteOf(remote, '/1.0.0+abc/finance-chart.deadbeef.js')).toBeUndefined();
    expect(rewriteOf(remote, '/anything')).toBeUndefined();
  }
});

test("the shell's redirects are exactly the legacy paths of the composed site's pages, each a 301", () => {
  // A remote that adds a legacy path fails here until firebase.json lists it too.
  const legacy = legacyRedirects(testSitePages());
  expect(Object.keys(legacy)).toContain('SIPCalculator');
  const expected = Object.entries(legacy).map(([from, to]) => ({ source: `/${from}`, destination: `/${to}`, type: 301 }));
  expect(site('shell').redirects).toEqual(expect.arrayContaining(expected));
  expect(site('shell').redirects).toHaveLength(expected.length);
  // The same as `npm start` answers from the redirects.json compose writes.
  expect(Object.fromEntries(site('shell').redirects!.map((rule) => [rule.source, rule.destination]))).toEqual(
    serverRedirects(testCatalog()),
  );
  for (const remote of REMOTES) expect(site(remote).redirects).toBeUndefined();
});

test('every answer of every site carries the static security headers', () => {
  for (const target of [SHELL.name, ...REMOTES]) {
    for (const pathname of [
      '/',
      '/sip-calculator',
      '/no-such-page',
      '/main.1234abcd.js',
      '/1.0.0+abc/remoteEntry.js',
      '/404.html',
    ]) {
      const headers = headersFor(target, pathname);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      // The rest of the policy is a meta tag in the pages; frame-ancestors only works as a header.
      expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'none'");
      expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    }
  }
});

test('hashed scripts are immutable; pointers, entries, manifests, page lists and pages are never cached', () => {
  expect(headersFor('shell', '/main.1234abcd.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  expect(headersFor('shell', '/site-catalog.1234abcd.json')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  for (const file of ['/remotes.json', '/site-catalog.json', '/sip-calculator.html', '/sip-calculator', '/']) {
    expect(headersFor('shell', file)['Cache-Control']).toBe('no-cache');
  }
  for (const remote of REMOTES) {
    expect(headersFor(remote, '/1.0.0+abc/570.1234abcd.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'pages.json']) {
      expect(headersFor(remote, `/1.0.0+abc/${file}`)['Cache-Control']).toBe('no-cache');
    }
    expect(headersFor(remote, '/1.0.0+abc/remoteEntry.js')['Access-Control-Allow-Origin']).toBe('*');
  }
});
