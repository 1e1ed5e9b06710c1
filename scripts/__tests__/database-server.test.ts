/** @jest-environment node */
/*
 * The local database as `npm run db` and `npm start` run it (scripts/database.mjs from the command line, on a free
 * port, with a data file in a temporary store), attacked as a stranger would: malformed WebSocket frames and garbage,
 * a killed process, admin reads addressed to another host. After each, a message the site sent is still there.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setLogLevel } from 'firebase/app';
import WebSocket from 'ws';
import { closeContactConnections, LOCAL_FIREBASE_SETTINGS, sendContactMessage } from '../../mfe-pages/src/contact/send-contact';
import { testAuthEmulatorUrl } from '../../test-support/auth-emulator';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
let store: string;
let dataFile: string;
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

function startDatabase(port = 0): Promise<Started> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'database.mjs'), '--port', String(port), '--data', dataFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) resolve({ child, port: Number(found[1]), output: () => output, exit });
    });
    void exit.then((code) => reject(new Error(`the database exited (${code}) before it started\n${output}`)));
  });
}

function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exit;
}

function get(port: number, pathname: string, host = `127.0.0.1:${port}`): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function contacts(port: number): Promise<Record<string, { name: string }>> {
  return (JSON.parse((await get(port, '/contacts.json')).body) as Record<string, { name: string }> | null) ?? {};
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The site's own send (sendContactMessage), to the database on this port. */
async function send(port: number, name: string): Promise<void> {
  try {
    await sendContactMessage(
      { name, email: 'asha.rao@gmail.com', message: 'A message that must survive.' },
      {
        settings: {
          ...LOCAL_FIREBASE_SETTINGS,
          databaseURL: `ws://127.0.0.1:${port}?ns=calchub-local`,
          // Signed in anonymously with the run's Auth emulator, as the rules require.
          authEmulatorUrl: await testAuthEmulatorUrl(),
        },
        timeoutMs: 10_000,
      },
    );
  } finally {
    await closeContactConnections();
  }
}

/** Opens a raw WebSocket as the SDK would, sends each frame, and resolves when the server closes it (or after 2 s). */
function sendFrames(port: number, frames: string[]): Promise<'closed' | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=calchub-local`);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('open');
    }, 2_000);
    ws.on('open', () => frames.forEach((frame) => ws.send(frame)));
    ws.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The worker process the supervisor runs (its only child). */
function workerOf(supervisor: ChildProcess): number {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(supervisor.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
  expect(pids).toHaveLength(1);
  return pids[0];
}

beforeAll(() => {
  setLogLevel('silent');
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'database-server-'));
  dataFile = path.join(store, 'database.json');
});

afterAll(async () => {
  await closeContactConnections();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(store, { recursive: true, force: true });
});

test('malformed frames and garbage close that connection only: the database keeps answering and keeps its data', async () => {
  const db = await startDatabase();
  await send(db.port, 'Before the attack');
  const worker = workerOf(db.child);
  const attacks = [
    ['{"t":"d"}'],
    ['{"t":"d","d":null}'],
    ['{"t":"d","d":{"a":"m"}}'],
    ['{"t":"d","d":{"r":1,"a":"m","b":{"p":{"x":1},"d":{}}}}'],
    ['{"t":"d","d":{"r":1,"a":"l","b":{"p":"/a[b]"}}}'],
    ['{"t":"d","d":{"r":1,"a":"auth","b":{"cred":"not.a.jwt"}}}'],
    ['garbage', '\u0000\u00ff', 'x'.repeat(16_000)],
    ['{"t":', 'x'.repeat(60_000), 'x'.repeat(60_000)],
    ['y'.repeat(200_000)],
  ];
  for (const frames of attacks) await sendFrames(db.port, frames);
  // Much garbage in a row does not pile up: a connection that never completes a message is closed.
  expect(
    await sendFrames(
      db.port,
      Array.from({ length: 40 }, () => '{'.repeat(30_000)),
    ),
  ).toBe('closed');
  // The same process, still answering the site and the admin read, with the message sent before.
  expect(workerOf(db.child)).toBe(worker);
  await send(db.port, 'After the attack');
  expect(
    Object.values(await contacts(db.port))
      .map((contact) => contact.name)
      .sort(),
  ).toEqual(['After the attack', 'Before the attack']);
  expect(db.output()).toContain('closed a connection after a malformed frame');
  expect(await stop(db)).toBe(0);
});

test('killed outright, the database is started again on its port, with every acknowledged message', async () => {
  const db = await startDatabase();
  const before = Object.keys(await contacts(db.port)).length;
  await send(db.port, 'Just before the kill');
  const worker = workerOf(db.child);
  process.kill(worker, 'SIGKILL');
  await eventually(
    async () => workerOf(db.child) !== worker && (await get(db.port, '/contacts.json')).status === 200,
    'a new worker answers',
  );
  const names = Object.values(await contacts(db.port)).map((contact) => contact.name);
  expect(names).toHaveLength(before + 1);
  expect(names).toContain('Just before the kill');
  await send(db.port, 'After the restart');
  expect(db.output()).toMatch(/the local database stopped \(SIGKILL\); starting it again/);
  expect(await stop(db)).toBe(0);
});

test('stopped and started again (as npm start is), the messages are still there, read from the data file', async () => {
  const first = await startDatabase();
  await send(first.port, 'Sent before the stop');
  const all = await contacts(first.port);
  expect(await stop(first)).toBe(0);
  const saved = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { contacts: unknown };
  expect(saved.contacts).toEqual(all);
  const second = await startDatabase(first.port);
  expect(await contacts(second.port)).toEqual(all);
  expect(Object.values(all).map((contact) => contact.name)).toContain('Sent before the stop');
  expect(await stop(second)).toBe(0);
});

test('admin reads answer only requests addressed to localhost, 127.0.0.1 or [::1] (no DNS rebinding)', async () => {
  const db = await startDatabase();
  for (const host of ['localhost', `localhost:${db.port}`, `127.0.0.1:${db.port}`, `[::1]:${db.port}`]) {
    expect((await get(db.port, '/contacts.json', host)).status).toBe(200);
  }
  for (const host of [`evil.example:${db.port}`, 'evil.example', `127.0.0.1.evil.example:${db.port}`, 'localhost.evil.example']) {
    const answer = await get(db.port, '/contacts.json', host);
    expect({ host, status: answer.status }).toEqual({ host, status: 403 });
    expect(answer.body).not.toContain('asha.rao');
  }
  expect(await stop(db)).toBe(0);
});

test('from the command line, the data lives by default in releases/database.json (git-ignored)', () => {
  const help = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'database.mjs'), '--help'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: '' },
  });
  expect(help).toContain('Data: releases/database.json unless --data or --memory.');
  expect(execFileSync('git', ['check-ignore', 'releases/database.json'], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(
    'releases/database.json',
  );
});
