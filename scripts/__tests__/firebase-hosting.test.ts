/*
 * Hosting as firebase.json describes it: each remote site is its release folder (every kept version), the shell's
 * site is the composed one; a missing file is a 404 (only extension-less paths get the app's page), hashed files
 * are immutable, and what names them is never cached.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Header {
  key: string;
  value: string;
}
interface Site {
  target: string;
  public: string;
  rewrites?: { source?: string; regex?: string; destination: string }[];
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

test('the shell serves the composed site; each remote serves its release folder of kept versions', () => {
  expect(site('shell').public).toBe('releases/site');
  for (const remote of ['mfe-finance', 'mfe-astrology', 'mfe-pages']) expect(site(remote).public).toBe(`releases/${remote}`);
});

test('a missing file is a 404, never the HTML page; a route without an extension gets the app', () => {
  expect(rewriteOf('shell', '/some-client-route')).toBe('/app-shell.html');
  for (const missing of ['/main.deadbeef.js', '/gone.12345678.js', '/favicon.ico', '/remotes.json']) {
    expect(rewriteOf('shell', missing)).toBeUndefined();
  }
  for (const remote of ['mfe-finance', 'mfe-astrology', 'mfe-pages']) {
    expect(rewriteOf(remote, '/1.0.0+abc/finance-chart.deadbeef.js')).toBeUndefined();
    expect(rewriteOf(remote, '/anything')).toBeUndefined();
  }
});

test('hashed scripts are immutable; pointers, entries, manifests, page lists and pages are never cached', () => {
  expect(headersFor('shell', '/main.1234abcd.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  for (const file of ['/remotes.json', '/site-catalog.json', '/sip-calculator.html', '/sip-calculator', '/']) {
    expect(headersFor('shell', file)['Cache-Control']).toBe('no-cache');
  }
  for (const remote of ['mfe-finance', 'mfe-astrology', 'mfe-pages']) {
    expect(headersFor(remote, '/1.0.0+abc/570.1234abcd.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'pages.json']) {
      expect(headersFor(remote, `/1.0.0+abc/${file}`)['Cache-Control']).toBe('no-cache');
    }
    expect(headersFor(remote, '/1.0.0+abc/remoteEntry.js')['Access-Control-Allow-Origin']).toBe('*');
  }
});
