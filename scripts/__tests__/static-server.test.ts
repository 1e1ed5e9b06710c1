/** @jest-environment node */
/*
 * The server `npm start` uses for the built site: compression, caching, route pages and the fallback, and
 * the Link header that starts a route's remote with its page. Served from a temporary folder.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer } from '../static-server.cjs';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dir: string;
let server: { url: string; close: () => Promise<void> };

// Buffer and Uint8Array disagree in the typings of TypeScript 6 with these @types/node: read either as bytes.
const text = (bytes: ArrayLike<number>) => Buffer.from(Array.from(bytes)).toString('utf8');

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Uint8Array }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Uint8Array[] = [];
        response.on('data', (chunk: Uint8Array) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: new Uint8Array(Buffer.concat(chunks)) }),
        );
      })
      .on('error', reject);
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

test('a route is served its own page; other paths get the frame', async () => {
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
