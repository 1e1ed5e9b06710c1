/** @jest-environment node */
/*
 * The server `npm start` uses for the built site: compression, caching, route pages and the fallback, a composed
 * site's 404 page and redirects, the security headers, and hostile requests. Served from temporary folders.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startHostingServer, startStaticServer } from '../static-server.cjs';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dir: string;
let server: { url: string; close: () => Promise<void> };

// Buffer and Uint8Array disagree in the typings of TypeScript 6 with these @types/node: read either as bytes.
const text = (bytes: ArrayLike<number>) => Buffer.from(Array.from(bytes)).toString('utf8');

function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers, method }, (response) => {
      const chunks: Uint8Array[] = [];
      response.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: new Uint8Array(Buffer.concat(chunks)) }),
      );
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{"hostile":true}' : undefined);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<title>Home</title>');
  fs.writeFileSync(path.join(dir, 'sip-calculator.html'), '<title>SIP</title>');
  fs.writeFileSync(path.join(dir, 'app-shell.html'), '<title>Frame</title>');
  fs.writeFileSync(path.join(dir, 'main.1234abcd.js'), SCRIPT);
  server = await startStaticServer({ dir, port: 0, spa: true });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('brotli when the browser takes it, gzip otherwise, the same bytes either way', async () => {
  const br = await get(`${server.url}/main.1234abcd.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(text(zlib.brotliDecompressSync(br.body))).toBe(SCRIPT);
  const gzip = await get(`${server.url}/main.1234abcd.js`, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(text(zlib.gunzipSync(gzip.body))).toBe(SCRIPT);
  const refused = await get(`${server.url}/main.1234abcd.js`, { 'Accept-Encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');
  const plain = await get(`${server.url}/main.1234abcd.js`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(text(plain.body)).toBe(SCRIPT);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a route is served its own page; other paths get the frame (a folder without 404.html: a development build)', async () => {
  const sip = await get(`${server.url}/sip-calculator`);
  expect(text(sip.body)).toBe('<title>SIP</title>');
  expect(sip.headers['cache-control']).toBe('no-cache');
  const home = await get(`${server.url}/`);
  expect(text(home.body)).toBe('<title>Home</title>');
  for (const pathname of ['/SIPCalculator', '/no-such-page']) {
    const other = await get(`${server.url}${pathname}`);
    expect(other.status).toBe(200);
    expect(text(other.body)).toBe('<title>Frame</title>');
  }
  expect((await get(`${server.url}/missing.js`)).status).toBe(404);
});

test('a malformed address gets 400, and the server keeps answering', async () => {
  for (const pathname of ['/%', '/%zz', '/100%', '/%E0%A4%A']) {
    expect((await get(`${server.url}${pathname}`)).status).toBe(400);
  }
  expect((await get(`${server.url}/`)).status).toBe(200);
});

test('every answer carries the security headers, errors and redirects too', async () => {
  for (const [pathname, status] of [
    ['/', 200],
    ['/missing.js', 404],
    ['/%zz', 400],
  ] as const) {
    const response = await get(`${server.url}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  }
  expect((await get(`${server.url}/`, {}, 'POST')).headers['content-security-policy']).toBe("frame-ancestors 'none'");
});

describe('a composed site: 404.html and redirects.json, as Firebase Hosting serves them', () => {
  let site: string;
  let composed: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'composed-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<title>Home</title>');
    fs.writeFileSync(path.join(site, 'sip-calculator.html'), '<title>SIP</title>');
    fs.writeFileSync(path.join(site, 'privacy.html'), '<title>Privacy</title>');
    fs.writeFileSync(path.join(site, 'app-shell.html'), '<title>Frame</title>');
    fs.writeFileSync(path.join(site, '404.html'), '<title>Frame</title><!-- 404 -->');
    fs.writeFileSync(
      path.join(site, 'redirects.json'),
      JSON.stringify({ '/SIPCalculator': '/sip-calculator', '/Privacy': '/privacy' }),
    );
    composed = await startStaticServer({ dir: site, port: 0, spa: true });
  });
  afterAll(async () => {
    await composed.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test('an unknown path answers 404 with the Not Found page; a route its page with 200', async () => {
    for (const pathname of ['/no-such-page', '/sipcalculator', '/PRIVACY', '/sip-calculator/extra', '/gone.12345678.js']) {
      const response = await get(`${composed.url}${pathname}`);
      expect(response.status).toBe(404);
      expect(text(response.body)).toBe('<title>Frame</title><!-- 404 -->');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const head = await get(`${composed.url}/no-such-page`, {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toHaveLength(0);
    for (const [pathname, title] of [
      ['/', 'Home'],
      ['/sip-calculator', 'SIP'],
      ['/privacy', 'Privacy'],
    ]) {
      const response = await get(`${composed.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(text(response.body)).toBe(`<title>${title}</title>`);
    }
  });

  test('a legacy path answers 301 to its page (exact and case-sensitive), keeping the query string', async () => {
    const sip = await get(`${composed.url}/SIPCalculator`);
    expect(sip.status).toBe(301);
    expect(sip.headers.location).toBe('/sip-calculator');
    expect(sip.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect((await get(`${composed.url}/Privacy?from=old`)).headers.location).toBe('/privacy?from=old');
    expect((await get(`${composed.url}/Privacy`, {}, 'HEAD')).status).toBe(301);
    for (const pathname of ['/sipcalculator', '/SIPCalculator/', '/SIPCALCULATOR', '/constructor', '/__proto__']) {
      expect((await get(`${composed.url}${pathname}`)).status).toBe(404);
    }
  });
});

test("a remote's app page: 200 for its own routes, 404 with the same page for any other path", async () => {
  const remote = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
  fs.writeFileSync(path.join(remote, 'index.html'), '<title>Standalone</title>');
  const standalone = await startStaticServer({ dir: remote, port: 0, spa: true, appRoutes: () => ['/', '/sip-calculator'] });
  try {
    for (const [pathname, status] of [
      ['/', 200],
      ['/sip-calculator', 200],
      ['/no-such-page', 404],
      ['/SIPCalculator', 404],
    ] as const) {
      const response = await get(`${standalone.url}${pathname}`);
      expect(response.status).toBe(status);
      expect(text(response.body)).toBe('<title>Standalone</title>');
    }
    expect((await get(`${standalone.url}/missing.js`)).status).toBe(404);
  } finally {
    await standalone.close();
    fs.rmSync(remote, { recursive: true, force: true });
  }
});

test('hostile requests get an answer and never the files outside the folder; the server keeps answering', async () => {
  const hostile: [string, string][] = [
    ['GET', '/../../../../etc/passwd'],
    ['GET', '/..%2f..%2f..%2f..%2fetc%2fpasswd'],
    ['GET', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
    ['GET', '/..\\..\\etc\\passwd'],
    ['GET', '/%00'],
    ['GET', `/${'a'.repeat(8000)}`],
    ['HEAD', '/'],
    ['POST', '/'],
    ['DELETE', '/index.html'],
  ];
  for (const [method, pathname] of hostile) {
    const response = await get(`${server.url}${pathname}`, {}, method);
    expect([200, 400, 403, 404, 405]).toContain(response.status);
    expect(text(response.body)).not.toContain('root:');
  }
  // Beyond Node's header limit (16 KiB): the server refuses the request line itself.
  expect((await get(`${server.url}/${'a'.repeat(20_000)}`)).status).toBe(431);
  expect((await get(`${server.url}/`)).status).toBe(200);
  expect((await get(`${server.url}/`, {}, 'POST')).status).toBe(405);
});

test('the folder may depend on the path: a versioned folder, or the live one', async () => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  for (const version of ['1.0.0', '1.1.0']) {
    fs.mkdirSync(path.join(store, version));
    fs.writeFileSync(path.join(store, version, 'remoteEntry.js'), `/* ${version} */`);
  }
  const versioned = await startStaticServer({
    dir: (pathname: string) => (/^\/1\.[01]\.0\//.test(pathname) ? store : path.join(store, '1.1.0')),
    port: 0,
  });
  try {
    expect(text((await get(`${versioned.url}/1.0.0/remoteEntry.js`)).body)).toBe('/* 1.0.0 */');
    expect(text((await get(`${versioned.url}/remoteEntry.js`)).body)).toBe('/* 1.1.0 */');
    expect((await get(`${versioned.url}/1.0.0/gone.js`)).status).toBe(404);
  } finally {
    await versioned.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});

test("the hosting server (superstatic, as Firebase serves) sends each file at brotli's highest quality, compressed once", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-compression-'));
  // Text that compresses differently at quality 4 and 11, as a real bundle does.
  const bundle = Array.from({ length: 3000 }, (_, index) => `var v${index}=${(index * 7919) % 1013};`).join('');
  fs.writeFileSync(path.join(site, 'main.1234abcd.js'), bundle);
  fs.writeFileSync(path.join(site, 'index.html'), '<title>Home</title>');
  const hosting = await startHostingServer({ target: 'shell', dir: site, port: 0 });
  try {
    const url = `${hosting.url}/main.1234abcd.js`;
    const best = zlib.brotliCompressSync(new TextEncoder().encode(bundle), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    const quick = zlib.brotliCompressSync(new TextEncoder().encode(bundle), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(best.length).toBeLessThan(quick.length);
    const first = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(best.length);
    expect(text(zlib.brotliDecompressSync(first.body))).toBe(bundle);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(url, { 'Accept-Encoding': 'br' });
    expect(Array.from(again.body)).toEqual(Array.from(first.body));
    const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(zlib.gunzipSync(gzip.body))).toBe(bundle);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(text(plain.body)).toBe(bundle);
    // A file changed under the same name (a hand edit, a recompose's pages) is compressed anew, never served stale.
    const edited = `${bundle}var edited=1;`;
    fs.writeFileSync(path.join(site, 'main.1234abcd.js'), edited);
    expect(text(zlib.brotliDecompressSync((await get(url, { 'Accept-Encoding': 'br' })).body))).toBe(edited);
    // A small file is sent as it is, as the middleware does.
    expect((await get(`${hosting.url}/`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  } finally {
    await hosting.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
