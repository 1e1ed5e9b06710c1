/** @jest-environment node */
/*
 * `npm start`'s servers never die of a request, and the local database lives in a process of its own that
 * leaves with `npm start`. scripts/serve.mjs (its startServers, as `npm start` calls it after building and
 * composing) runs in a child process here, on free ports, over a small release store in a temporary folder;
 * malformed and hostile requests go to every server, then every server must still answer as before.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test-support/free-port';
import { REMOTE_PACKAGES, SITE_PACKAGES } from '../site-packages.cjs';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
/** The remotes' package names (mfe-finance, …), from the one list of packages. */
const REMOTES = REMOTE_PACKAGES.map((pkg) => pkg.name);
/** A server by federation name (shell, mfe_finance, …) or the database. */
type Name = string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One raw request: the path goes out exactly as written (no client-side normalising of `..` or `%`). */
function request(base: string, pathname: string, method = 'GET', body?: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: hostname, port, path: pathname, method, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`${method} ${pathname}: no answer within 10 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A release store as `npm start` leaves it: one live version per remote, and the composed site. */
function makeStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-hardening-'));
  const site = path.join(dir, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<title>Home</title>');
  fs.writeFileSync(path.join(site, 'sip-calculator.html'), '<title>SIP</title>');
  fs.writeFileSync(path.join(site, 'app-shell.html'), '<title>Frame</title>');
  fs.writeFileSync(path.join(site, '404.html'), '<title>Frame</title>');
  fs.writeFileSync(path.join(site, 'redirects.json'), JSON.stringify({ '/SIPCalculator': '/sip-calculator' }));
  fs.writeFileSync(path.join(site, 'main.1234abcd.js'), 'console.log("shell");');
  const remotes: Record<string, string> = {};
  for (const remote of REMOTES) {
    const version = path.join(dir, remote, '1.0.0');
    fs.mkdirSync(version, { recursive: true });
    fs.writeFileSync(path.join(version, 'remoteEntry.js'), `/* ${remote} */`);
    fs.writeFileSync(path.join(version, 'index.html'), `<title>${remote} standalone</title>`);
    const pages = remote === 'mfe-finance' ? [{ path: 'sip-calculator' }] : [{ path: `${remote}-page` }];
    fs.writeFileSync(path.join(version, 'pages.json'), JSON.stringify({ version: '1.0.0', pages }));
    remotes[remote.replace(/-/g, '_')] = `http://localhost:1/1.0.0/remoteEntry.js`;
  }
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  return dir;
}

// What scripts/serve.mjs does when run (but for building, publishing and composing): start, print, stop on signals.
const HARNESS = `
import { startServers, stopOnSignals } from ${JSON.stringify(path.join(ROOT, 'scripts', 'serve.mjs'))};
try {
  const site = await startServers({ ports: JSON.parse(process.env.TEST_PORTS), releasesDir: process.env.TEST_STORE, auth: false, log: () => {} });
  stopOnSignals(site);
  console.log(JSON.stringify({ urls: site.urls }));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
  process.exit(1);
}
`;

interface Started {
  child: ChildProcess;
  urls?: Record<Name, string>;
  error?: string;
  exit: Promise<number | null>;
}

function startServe(store: string, ports: Record<Name, number>): Promise<Started> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HARNESS], {
    cwd: ROOT,
    env: { ...process.env, TEST_PORTS: JSON.stringify(ports), TEST_STORE: store },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, exit, ...(JSON.parse(line) as { urls?: Record<Name, string>; error?: string }) });
    });
    void exit.then((code) => reject(new Error(`serve exited (${code}) before it started\n${output}\n${errors}`)));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

let store: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  store = makeStore();
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(store, { recursive: true, force: true });
});

const ANY_PORTS: Record<Name, number> = { ...Object.fromEntries(SITE_PACKAGES.map((pkg) => [pkg.federation, 0])), database: 0 };

test('malformed and hostile requests to every server: each gets an answer, and every server still answers after', async () => {
  const serve = await startServe(store, ANY_PORTS);
  children.push(serve.child);
  const urls = serve.urls!;
  expect(Object.keys(urls).sort()).toEqual([...SITE_PACKAGES.map((pkg) => pkg.federation), 'database'].sort());

  const hostile: [method: string, pathname: string, body?: string][] = [
    ['GET', '/%'],
    ['GET', '/%zz'],
    ['GET', '/100%'],
    ['GET', '/%.json'],
    ['GET', '/../../../../etc/passwd'],
    ['GET', '/..%2f..%2f..%2f..%2fetc%2fpasswd'],
    ['GET', '/1.0.0/..%2f..%2f..%2fremotes.json'],
    // Paths the database's SDK refuses (they used to throw out of its request handler).
    ['GET', '/..%2f.json'],
    ['GET', '/a%5Bb%5D.json'],
    ['GET', '/contacts/$x.json'],
    ['GET', `/${'a'.repeat(8_000)}`],
    ['GET', `/${'a'.repeat(8_000)}.json`],
    ['GET', `/${'a'.repeat(40_000)}`],
    ['HEAD', '/'],
    ['HEAD', '/contacts.json'],
    ['POST', '/', '{"hostile":true}'],
    ['POST', '/contacts.json', '{"name":"x"}'],
    ['PUT', '/contacts/x.json', '"x"'],
    ['DELETE', '/contacts.json'],
  ];
  for (const [name, base] of Object.entries(urls)) {
    for (const [method, pathname, body] of hostile) {
      const answer = await request(base, pathname, method, body);
      // An answer, never a dropped connection; an error status, or a page, but no file from outside the folder.
      expect({ name, method, pathname: pathname.slice(0, 40), ok: answer.status >= 200 && answer.status < 600 }).toEqual({
        name,
        method,
        pathname: pathname.slice(0, 40),
        ok: true,
      });
      expect(answer.body).not.toContain('root:');
      expect(answer.body).not.toContain('remoteEntry.js');
    }
  }

  // Every server still answers, as before.
  expect((await request(urls.shell, '/')).body).toBe('<title>Home</title>');
  expect((await request(urls.shell, '/sip-calculator')).status).toBe(200);
  const legacy = await request(urls.shell, '/SIPCalculator');
  expect([legacy.status, legacy.headers.location]).toEqual([301, '/sip-calculator']);
  const unknown = await request(urls.shell, '/no-such-page');
  expect([unknown.status, unknown.body]).toEqual([404, '<title>Frame</title>']);
  expect(unknown.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  for (const remote of REMOTES) {
    const base = urls[remote.replace(/-/g, '_') as Name];
    expect((await request(base, '/1.0.0/remoteEntry.js')).body).toBe(`/* ${remote} */`);
    expect((await request(base, '/')).status).toBe(200);
    expect((await request(base, '/1.0.0/gone.12345678.js')).status).toBe(404);
  }
  // A remote's standalone page: 200 for its own routes, 404 (the same page) for any other path.
  const finance = await request(urls.mfe_finance, '/sip-calculator');
  expect([finance.status, finance.body]).toEqual([200, '<title>mfe-finance standalone</title>']);
  const notFinance = await request(urls.mfe_finance, '/numerology-calculator');
  expect([notFinance.status, notFinance.body]).toEqual([404, '<title>mfe-finance standalone</title>']);
  const contacts = await request(urls.database, '/contacts.json');
  expect([contacts.status, contacts.body]).toEqual([200, 'null\n']);
  // Its data file is in the store (git-ignored), so messages outlive a restart of `npm start`.
  expect(JSON.parse(fs.readFileSync(path.join(store, 'database.json'), 'utf8'))).toEqual({});

  // Stopped as Ctrl+C stops it: every server, the database's process too.
  serve.child.kill('SIGINT');
  expect(await serve.exit).toBe(0);
  for (const base of Object.values(urls)) expect(await listening(portOf(base))).toBe(false);
});

test('the database is a process of its own: when it dies, the site goes on answering', async () => {
  const serve = await startServe(store, ANY_PORTS);
  children.push(serve.child);
  const urls = serve.urls!;
  const own = execFileSync('ps', ['-o', 'pid=', '--ppid', String(serve.child.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
  expect(own).toHaveLength(1);
  process.kill(own[0], 'SIGKILL');
  await eventually(async () => !(await listening(portOf(urls.database))), 'the database stops');
  expect((await request(urls.shell, '/')).status).toBe(200);
  expect((await request(urls.mfe_pages, '/1.0.0/remoteEntry.js')).status).toBe(200);
  serve.child.kill('SIGTERM');
  expect(await serve.exit).toBe(0);
});

test('SIGTERM stops the database with the rest', async () => {
  const serve = await startServe(store, ANY_PORTS);
  children.push(serve.child);
  expect(await listening(portOf(serve.urls!.database))).toBe(true);
  serve.child.kill('SIGTERM');
  expect(await serve.exit).toBe(0);
  expect(await listening(portOf(serve.urls!.database))).toBe(false);
});

test('the database leaves by itself when npm start is killed outright (no orphan keeps its port)', async () => {
  const serve = await startServe(store, ANY_PORTS);
  children.push(serve.child);
  const port = portOf(serve.urls!.database);
  serve.child.kill('SIGKILL');
  await serve.exit;
  await eventually(async () => !(await listening(port)), `the database on :${port} stops`);
});

test("when one of serve's own servers cannot start, the database it had started is stopped too", async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const database = await freePort();
  try {
    const serve = await startServe(store, { ...ANY_PORTS, shell: (taken.address() as net.AddressInfo).port, database });
    children.push(serve.child);
    expect(serve.error).toMatch(/EADDRINUSE/);
    expect(await serve.exit).toBe(1);
    expect(await listening(database)).toBe(false);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
