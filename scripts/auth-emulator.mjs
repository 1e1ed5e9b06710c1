#!/usr/bin/env node
/*
 * The local Firebase Authentication, for `npm start` and the tests: the Auth emulator of `firebase-tools`, started
 * in-process (no `firebase emulators:start`, no JAR, no login), so the contact form's anonymous sign-in gives each
 * browser its own `auth.uid`, which the local database's rules key the contact throttle on.
 *
 *   node scripts/auth-emulator.mjs [--port 9099] [--host 127.0.0.1]      (AUTH_PORT; 0 = any free port)
 *
 * Its ID tokens are unsigned (`alg: none`); scripts/database.mjs accepts exactly those, for AUTH_EMULATOR_PROJECT.
 * Accounts live in memory: every start is a fresh set of visitors.
 */
import net from 'node:net';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const DEFAULT_AUTH_PORT = 9099;
/** A `demo-` project: the emulator's tokens name it (aud, iss), and no real project can be reached with it. */
export const AUTH_EMULATOR_PROJECT = 'demo-calchub';

function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the emulator's root answers `ready` (it answers while it loads its API description: poll). */
async function waitReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/`);
      if (response.ok && (await response.json())?.authEmulator?.ready) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the Auth emulator at ${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Holds the connections that come to `port` until `ready` gives the emulator's own port, then joins each to it. The
 * emulator loads its API description for about ten seconds before it listens; with this in front, the site is served
 * meanwhile and a contact form sent in those seconds waits for it instead of failing. If it never becomes ready, the
 * held connections are closed.
 */
async function holdConnections(host, port, ready) {
  const held = new Set();
  let target;
  const join = (socket) => {
    const upstream = net.connect(target, host);
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };
  const front = net.createServer((socket) => {
    if (target) join(socket);
    else {
      socket.pause();
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    }
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, resolve);
  });
  ready.then(
    (emulatorPort) => {
      target = emulatorPort;
      for (const socket of held) join(socket);
      held.clear();
    },
    () => {
      for (const socket of held) socket.destroy();
      front.close();
    },
  );
  return front;
}

/**
 * Starts the Auth emulator. Resolves once its port accepts connections (`ready` once it answers them): connections
 * that come before are held and then answered (holdConnections).
 * @param {{ port?: number, host?: string }} [options] port 0 picks a free port.
 * @returns {Promise<{ port: number, host: string, url: string, ready: Promise<void>, close(): Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  const host = options.host ?? '127.0.0.1';
  // The emulator reads port 0 as "its default port", so free ones are chosen here.
  const port = options.port || (options.port === 0 ? await freePort(host) : DEFAULT_AUTH_PORT);
  const emulatorPort = await freePort(host);
  let emulator;
  let startEmulator;
  const started = new Promise((resolve) => {
    startEmulator = resolve;
  }).then(async () => {
    const { AuthEmulator } = require('firebase-tools/lib/emulator/auth');
    emulator = new AuthEmulator({ host, port: emulatorPort, projectId: AUTH_EMULATOR_PROJECT });
    await emulator.start();
    await waitReady(`http://${host}:${emulatorPort}`, 60_000);
    return emulatorPort;
  });
  // Listening first: the emulator's start blocks this process for seconds while it loads.
  const front = await holdConnections(host, port, started);
  setImmediate(startEmulator);
  const url = `http://${host}:${port}`;
  const close = async () => {
    front.close();
    await started.then(
      () => emulator.stop(),
      () => emulator?.stop(),
    );
  };
  return { port, host, url, ready: started.then(() => undefined), close };
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') args.port = Number(value());
    else if (flag === '--host') args.host = value();
    else throw new Error(`Unknown argument: ${argv[i]}\nUsage: node scripts/auth-emulator.mjs [--port N] [--host ADDRESS]`);
  }
  return args;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = parseArgs(process.argv.slice(2));
  const envPort = Number(process.env.AUTH_PORT);
  const port = args.port ?? (Number.isInteger(envPort) && process.env.AUTH_PORT !== '' ? envPort : DEFAULT_AUTH_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${port}`);
  const emulator = await startAuthEmulator({ port, host: args.host ?? process.env.AUTH_HOST });
  console.log(`Local Auth emulator listening on ${emulator.url} (project ${AUTH_EMULATOR_PROJECT}, anonymous sign-in)`);
  // Only while the parent listens: one stopping before the emulator is ready has closed the channel.
  const tell = (message) => {
    if (process.connected) process.send?.(message);
  };
  tell({ listening: emulator.port });
  emulator.ready.then(
    () => tell({ ready: emulator.port }),
    (error) => {
      console.error(`The Auth emulator could not start: ${error.message}`);
      process.exit(1);
    },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5000).unref();
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started with an IPC channel (npm start, the tests): leave when the parent is gone.
  process.on('disconnect', stop);
}

/**
 * The Auth emulator in a process of its own (for `npm start`): resolves once it listens. It leaves with its parent
 * (its IPC channel closes) and on close(). Detached, so Ctrl+C reaches the parent only, which then stops it once.
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ port: number, url: string, pid: number, close(): Promise<void> }>}
 */
export function spawnAuthEmulator({ port = DEFAULT_AUTH_PORT } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let closing = false;
  const close = async () => {
    closing = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      close();
      reject(new Error('the local Auth emulator did not start within 90 s'));
    }, 90_000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`the local Auth emulator could not start (exit ${code ?? signal})`));
      else if (!closing) console.error(`[auth] the local Auth emulator stopped (exit ${code ?? signal})`);
    });
    child.on('message', (message) => {
      if (ready || typeof message?.listening !== 'number') return;
      ready = true;
      clearTimeout(timer);
      resolve({ port: message.listening, url: `http://127.0.0.1:${message.listening}`, pid: child.pid, close });
    });
  });
}
