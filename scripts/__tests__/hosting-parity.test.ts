/** @jest-environment node */
/*
 * `npm start` serves as Firebase Hosting does: every rule of firebase.json (cleanUrls, redirects, headers, the
 * 404 page) is compared, request by request, between the servers of scripts/serve.mjs (startServers, in a child
 * process over a small release store) and superstatic reading firebase.json as it is (the library Firebase's own
 * emulator serves with). The one deliberate local extra, a remote's standalone page on its unversioned paths,
 * is off with HOSTING_ONLY=1, and then those paths are 404s as on Firebase.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hostingOf, type HostingSite } from '../static-server.cjs';
import { REMOTE_PACKAGES, SITE_PACKAGES } from '../site-packages.cjs';

jest.setTimeout(30_000);

const ROOT = path.resolve(__dirname, '..', '..');
const VERSION = '1.0.0+abc';

interface Answer {
  status: number;
  location?: string;
  headers: Record<string, string | undefined>;
}

const COMPARED = [
  'cache-control',
  'access-control-allow-origin',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'strict-transport-security',
];

function get(base: string, pathname: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: pathname, agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            headers: Object.fromEntries(COMPARED.map((name) => [name, response.headers[name] as string | undefined])),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A release store as `npm start` leaves it: the composed site and one published version of each remote. */
function makeStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-parity-'));
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
  for (const file of ['index.html', 'sip-calculator.html', 'app-shell.html', '404.html'])
    fs.writeFileSync(path.join(site, file), `<title>${file}</title>`);
  fs.writeFileSync(path.join(site, 'main.1234abcd.js'), '/* shell */');
  fs.writeFileSync(path.join(site, 'assets', 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(site, 'sitemap.xml'), '<urlset/>');
  fs.writeFileSync(path.join(site, 'site-catalog.json'), '{}');
  fs.writeFileSync(path.join(site, 'site-catalog.1234abcd.json'), '{}');
  fs.writeFileSync(path.join(site, 'redirects.json'), JSON.stringify({ '/SIPCalculator': '/sip-calculator' }));
  const remotes: Record<string, string> = {};
  for (const remote of REMOTE_PACKAGES) {
    const version = path.join(dir, remote.name, VERSION);
    fs.mkdirSync(path.join(version, 'standalone'), { recursive: true });
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'pages.json', 'index.html', 'finance-chart.1234abcd.js'])
      fs.writeFileSync(
        path.join(version, file),
        file.endsWith('.json') ? JSON.stringify({ version: VERSION, pages: [] }) : `/* ${file} */`,
      );
    remotes[remote.federation] = `http://localhost:1/${VERSION}/remoteEntry.js`;
  }
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  fs.writeFileSync(path.join(site, 'remotes.json'), JSON.stringify(remotes));
  return dir;
}

const HARNESS = `
import { startServers } from ${JSON.stringify(path.join(ROOT, 'scripts', 'serve.mjs'))};
const site = await startServers({ ports: JSON.parse(process.env.TEST_PORTS), releasesDir: process.env.TEST_STORE, database: false, log: () => {} });
console.log(JSON.stringify(site.urls));
process.on('SIGTERM', () => site.close().then(() => process.exit(0)));
`;

function startServe(
  store: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; urls: Record<string, string> }> {
  const ports = Object.fromEntries(SITE_PACKAGES.map((pkg) => [pkg.federation, 0]));
  const child = spawn(process.execPath, ['--input-type=module', '-e', HARNESS], {
    cwd: ROOT,
    env: { ...process.env, ...env, TEST_PORTS: JSON.stringify(ports), TEST_STORE: store },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ child, urls: JSON.parse(output.split('\n')[0]) as Record<string, string> });
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code})`)));
  });
}

/** Firebase Hosting's reference: superstatic with the hosting block exactly as firebase.json gives it. */
async function reference(site: HostingSite, dir: string): Promise<{ url: string; close: () => void }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- superstatic is CommonJS without a default export
  const superstatic = require('superstatic/lib/superstatic.js') as (
    options: object,
  ) => http.RequestListener & ((...args: unknown[]) => void);
  const { target: _target, public: _public, ignore: _ignore, ...rules } = site;
  const handler = superstatic({ config: { ...rules, public: '.' }, cwd: dir, compression: false });
  const server = http.createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

let store: string;
/** One `npm start` with HOSTING_ONLY=1 over the store, for the comparisons. */
let hostingOnly: { child: ChildProcess; urls: Record<string, string> };
const children: ChildProcess[] = [];
beforeAll(async () => {
  store = makeStore();
  hostingOnly = await startServe(store, { HOSTING_ONLY: '1' });
  children.push(hostingOnly.child);
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(store, { recursive: true, force: true });
});

/** Requests that exercise every rule: each header rule's sources, cleanUrls both ways, each redirect, the 404. */
function requestsFor(target: string): string[] {
  const site = hostingOf(target);
  if (target === 'shell') {
    return [
      '/',
      '/index.html',
      '/sip-calculator',
      '/sip-calculator.html',
      '/sip-calculator/',
      '/no-such-page',
      '/no-such-page.html',
      '/404.html',
      '/main.1234abcd.js',
      '/assets/logo.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/remotes.json',
      '/site-catalog.json',
      '/site-catalog.1234abcd.json',
      '/redirects.json',
      ...(site.redirects ?? []).map((rule) => rule.source!),
      '/SIPCalculator?from=bookmark',
    ];
  }
  return [
    `/${VERSION}/remoteEntry.js`,
    `/${VERSION}/mf-manifest.json`,
    `/${VERSION}/pages.json`,
    `/${VERSION}/index.html`,
    `/${VERSION}/`,
    `/${VERSION}`,
    `/${VERSION}/finance-chart.1234abcd.js`,
    `/${VERSION}/gone.12345678.js`,
    '/remoteEntry.js',
    '/no-such-path',
    '/',
  ];
}

test.each([['shell'], ...REMOTE_PACKAGES.map((pkg) => [pkg.name])])(
  '%s: every rule of firebase.json answers locally as superstatic (Firebase) answers it',
  async (target) => {
    const serve = hostingOnly;
    const federation = SITE_PACKAGES.find((pkg) => pkg.name === target)!.federation;
    const dir = target === 'shell' ? path.join(store, 'site') : path.join(store, target);
    const firebase = await reference(hostingOf(target), dir);
    try {
      for (const pathname of requestsFor(target)) {
        const [local, expected] = await Promise.all([get(serve.urls[federation], pathname), get(firebase.url, pathname)]);
        expect({ pathname, ...local }).toEqual({ pathname, ...expected });
      }
    } finally {
      firebase.close();
    }
  },
);

test('the rules the issue names: .html is a 301 to the clean URL, the shell sends no CORS header, robots and the sitemap are never cached, a remote answers only its versions', async () => {
  const serve = hostingOnly;
  {
    const html = await get(serve.urls.shell, '/sip-calculator.html');
    expect([html.status, html.location]).toEqual([301, '/sip-calculator']);
    for (const pathname of ['/', '/sip-calculator', '/main.1234abcd.js', '/remotes.json', '/no-such-page'])
      expect((await get(serve.urls.shell, pathname)).headers['access-control-allow-origin']).toBeUndefined();
    for (const pathname of ['/robots.txt', '/sitemap.xml'])
      expect((await get(serve.urls.shell, pathname)).headers['cache-control']).toBe('no-cache');
    const legacy = await get(serve.urls.shell, '/SIPCalculator?from=bookmark');
    expect([legacy.status, legacy.location]).toEqual([301, '/sip-calculator?from=bookmark']);
    for (const remote of REMOTE_PACKAGES) {
      const base = serve.urls[remote.federation];
      expect((await get(base, '/')).status).toBe(404);
      expect((await get(base, '/sip-calculator')).status).toBe(404);
      expect((await get(base, `/${VERSION}/remoteEntry.js`)).headers['access-control-allow-origin']).toBe('*');
      const bare = await get(base, `/${VERSION}`);
      expect([bare.status, bare.location]).toEqual([301, `/${VERSION}/`]);
    }
  }
});

test('an invalid remotes.json: the composed site and the remotes go on answering from what was last composed', async () => {
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-parity-broken-'));
  fs.cpSync(store, broken, { recursive: true });
  const finance = REMOTE_PACKAGES[0];
  fs.writeFileSync(
    path.join(broken, 'site', 'live.json'),
    JSON.stringify({ shell: '1.0.0+shell', remotes: JSON.parse(fs.readFileSync(path.join(store, 'remotes.json'), 'utf8')) }),
  );
  fs.writeFileSync(path.join(broken, 'remotes.json'), '{"mfe_finance": ');
  const serve = await startServe(broken);
  children.push(serve.child);
  try {
    expect((await get(serve.urls.shell, '/sip-calculator')).status).toBe(200);
    expect((await get(serve.urls.shell, '/remotes.json')).status).toBe(200);
    expect((await get(serve.urls[finance.federation], `/${VERSION}/remoteEntry.js`)).status).toBe(200);
    // The standalone page of the version last composed (not a 500).
    expect((await get(serve.urls[finance.federation], '/')).status).toBe(200);
  } finally {
    serve.child.kill('SIGTERM');
    fs.rmSync(broken, { recursive: true, force: true });
  }
});
