#!/usr/bin/env node
/*
 * The local Realtime Database, for `npm start`, tests and CI (the official emulator needs Java here).
 *
 *   node scripts/database.mjs [--port 9000] [--host 127.0.0.1] [--rules database.rules.json] [--data FILE | --memory]
 *   curl -s 'http://127.0.0.1:9000/contacts.json?print=pretty'      # read everything back (admin read)
 *
 * Strategy: `firebase-server` speaks the Realtime Database WebSocket protocol, so the unchanged Firebase SDK
 * (browser or Node) writes to it, and every SDK read or write is checked against database.rules.json by
 * `targaryen`. Around it this script:
 * - gives it the namespaced Firebase API it `require`s ('firebase', gone from the SDK since v9) by resolving
 *   its require of 'firebase' to `firebase/compat/app` + `firebase/compat/database` (a resolver shim, so no
 *   npm `overrides` and no second copy of Firebase);
 * - listens first and only then names the server `host:port`: the SDK adopts the host named in the server's
 *   handshake for every reconnection, so the name must be an address this server really listens on;
 * - serves its own HTTP side: `GET /<path>.json` is an admin read that ignores the rules (handy to check what
 *   the site wrote; bound to 127.0.0.1 by default and sent without CORS headers, so web pages cannot read it),
 *   and every REST write is refused with 405, because firebase-server's REST writes would bypass the rules.
 * - survives what a stranger sends: a frame that makes firebase-server throw (`{"t":"d"}`, garbage, an endless
 *   unfinished message) closes that one connection, never the process;
 * - answers admin reads only to requests addressed to a local host name (`localhost`, 127.0.0.1, [::1]), so a web
 *   page on a domain that resolves here (DNS rebinding) cannot read the messages;
 * - keeps the data in a file, written (atomically) on every change before the write is acknowledged, so an
 *   acknowledged message outlives any crash or restart.
 * Run from the command line it is supervised: a small supervisor process runs the database in a worker process
 * and starts it again on the same port if it ever dies. The data file is releases/database.json (under the git-ignored
 * store, RELEASES_DIR) unless --data FILE names another or --memory keeps it in memory (tests).
 * - knows who writes as Firebase does: the rules' `auth` is the visitor's anonymous identity from the local Auth
 *   emulator (scripts/auth-emulator.mjs), whose ID tokens are unsigned (`alg: none`). firebase-server, given no
 *   secret, would take any token's claims unchecked (even a `d` that sets `auth` whole); here only the emulator's
 *   tokens count: alg none, issued for its project, not expired, naming a uid. Anything else is an invalid token.
 * The SDK's get() never resolves against firebase-server: read with onValue(..., { onlyOnce: true }).
 * The rules' `now` and the SDK's serverTimestamp() are this server's clock. For tests only, --test-clock lets the
 * process that started the server set it through stdin (`clock <ms since the epoch>` or `clock real`, each answered
 * with `clock <ms|real>` on stdout), so time-based rules such as the contacts' throttle are tested without waiting.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { AUTH_EMULATOR_PROJECT } from './auth-emulator.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PORT = 9000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RULES_PATH = path.join(rootDir, 'database.rules.json');
/** Any namespace will do for firebase-server; the SDK needs one for a non-firebaseio.com host. */
export const NAMESPACE = 'calchub-local';
/** The CLI's data file by default: in the git-ignored release store, so `npm start` keeps messages between runs. */
export const DEFAULT_DATA_FILE = path.join(require('./site-config.cjs').RELEASES_DIR, 'database.json');
/** Host names an admin read answers to. */
const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The longest frame a client may send (the SDK splits messages into 16 KiB frames) and the longest message. */
const MAX_FRAME_CHARS = 64 * 1024;
const MAX_MESSAGE_CHARS = 1024 * 1024;

let FirebaseServerClass;

/** Loads firebase-server with its `require('firebase')` answered by the compat (namespaced) API. */
function loadFirebaseServer() {
  if (FirebaseServerClass) return FirebaseServerClass;
  const firebase = require('firebase/compat/app').default;
  require('firebase/compat/database');
  const serverDir = path.dirname(require.resolve('firebase-server/package.json'));
  const shimId = path.join(serverDir, '__firebase-compat-shim__.js');
  const shim = new Module(shimId);
  shim.filename = shimId;
  shim.loaded = true;
  shim.exports = firebase;
  Module._cache[shimId] = shim;
  const originalResolve = Module._resolveFilename;
  Module._resolveFilename = function resolveFirebaseForServer(request, parent, ...rest) {
    if (request === 'firebase' && parent?.filename?.startsWith(serverDir + path.sep)) return shimId;
    return originalResolve.call(this, request, parent, ...rest);
  };
  try {
    FirebaseServerClass = require('firebase-server');
  } finally {
    Module._resolveFilename = originalResolve;
  }
  hardenConnections(FirebaseServerClass);
  return FirebaseServerClass;
}

/**
 * firebase-server's frame handler trusts each frame's shape (`{"t":"d"}` throws out of a WebSocket event, which ends
 * the process) and buffers whatever does not parse, without limit. Each connection's handler is wrapped: a frame too
 * long, a buffer that grows past any real message, or a frame that throws closes that connection only.
 * Patched on the prototype, before any server binds handleConnection.
 */
function hardenConnections(FirebaseServer) {
  const original = FirebaseServer.prototype.handleConnection;
  if (original.hardened) return;
  const hardened = function handleConnectionSafely(ws) {
    const on = ws.on;
    ws.on = function onGuarded(event, listener) {
      if (event !== 'message') return on.call(this, event, listener);
      return on.call(this, event, (data, ...rest) => {
        const text = String(data);
        if (text.length > MAX_FRAME_CHARS || (ws.frameBuffer?.length ?? 0) + text.length > MAX_MESSAGE_CHARS) {
          console.error('[database] closed a connection that sent an over-long frame or message');
          ws.terminate();
          return;
        }
        try {
          listener.call(this, data, ...rest);
        } catch (error) {
          console.error(`[database] closed a connection after a malformed frame (${error?.message ?? error})`);
          ws.terminate();
        }
      });
    };
    try {
      return original.call(this, ws);
    } finally {
      ws.on = on;
    }
  };
  hardened.hardened = true;
  FirebaseServer.prototype.handleConnection = hardened;
}

function base64UrlJson(text) {
  return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
}

/**
 * The claims of an ID token of the local Auth emulator, or a thrown error for anything else. Expiry is checked
 * against the real clock, not the server's (which tests move by years), as the emulator issued it.
 */
export function decodeEmulatorToken(token, project = AUTH_EMULATOR_PROJECT) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts[2] !== '') throw new Error('not an unsigned JWT');
  const header = base64UrlJson(parts[0]);
  const claims = base64UrlJson(parts[1]);
  if (header?.alg !== 'none') throw new Error('not a token of the Auth emulator');
  if (!claims || typeof claims !== 'object' || 'd' in claims) throw new Error('unexpected claims');
  if (claims.aud !== project || claims.iss !== `https://securetoken.google.com/${project}`) {
    throw new Error(`not a token of project ${project}`);
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw new Error('expired token');
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(uid) || claims.sub !== uid) throw new Error('no uid');
  return claims;
}

/** firebase-server's token validator, replaced: the emulator's tokens only (see decodeEmulatorToken). */
function acceptEmulatorTokens(database, project) {
  const validator = database.tokenValidator;
  database.tokenValidator = { ...validator, decode: (token) => decodeEmulatorToken(token, project) };
}

/** Writes the file whole or not at all (a crash mid-write leaves the previous version). */
function writeFileAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The stored data, or null. A file that does not parse is moved aside (kept for a person to look at), not lost. */
function loadData(file) {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const aside = `${file}.unreadable-${Date.now()}`;
    fs.renameSync(file, aside);
    console.error(`[database] ${file} could not be read (${error.message}); moved to ${aside}, starting empty`);
    return null;
  }
}

/** Whether the request's Host header names this machine (not a domain that merely resolves to it). */
function isLocalHostHeader(hostHeader) {
  if (typeof hostHeader !== 'string') return false;
  const name = hostHeader.replace(/:\d+$/, '').toLowerCase();
  return LOCAL_HOST_NAMES.has(name);
}

function readJson(file, what) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${what} from ${file}: ${error.message}`, { cause: error });
  }
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address().port);
    });
  });
}

/** `/contacts/abc.json` -> `contacts/abc`; undefined when the path does not end in `.json`. */
function databasePathOf(pathname) {
  if (!pathname.endsWith('.json')) return undefined;
  return pathname
    .slice(0, -'.json'.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

function sendJson(response, status, body, pretty) {
  const text = JSON.stringify(body, null, pretty ? 2 : undefined);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${text}\n`);
}

/** Reads `clock <ms>` / `clock real` lines from stdin and sets the server's clock (see --test-clock). */
function controlClockFromStdin(setClock) {
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      const value = /^clock (real|\d+)$/.exec(line)?.[1];
      if (!value) {
        console.error(`Unknown clock command: ${line}`);
        continue;
      }
      setClock(value === 'real' ? null : Number(value));
      console.log(`clock ${value}`);
    }
  });
}

/**
 * Starts the database. Resolves once it accepts connections.
 * @param {{ port?: number, host?: string, rulesPath?: string, dataFile?: string, authProject?: string }} [options]
 *   port 0 picks a free port; host is the address to listen on (also used in the URL and the server name);
 *   authProject the project of the Auth emulator whose tokens are accepted (default AUTH_EMULATOR_PROJECT).
 * @returns {Promise<{ port: number, host: string, url: string, restUrl: string,
 *   read(path?: string): Promise<unknown>, setClock(ms: number | null): void, close(): Promise<void> }>}
 */
export async function startDatabase(options = {}) {
  const port = options.port ?? DEFAULT_PORT;
  const host = options.host ?? DEFAULT_HOST;
  const rulesPath = path.resolve(options.rulesPath ?? DEFAULT_RULES_PATH);
  const dataFile = options.dataFile ? path.resolve(options.dataFile) : undefined;
  const rules = readJson(rulesPath, 'the database rules');
  if (!rules || typeof rules.rules !== 'object') throw new Error(`${rulesPath} has no "rules" object`);
  if (dataFile) fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const initialData = dataFile ? loadData(dataFile) : null;

  const FirebaseServer = loadFirebaseServer();
  let database;
  const httpServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let dbPath;
    try {
      dbPath = databasePathOf(url.pathname);
    } catch {
      dbPath = undefined;
    }
    if (dbPath === undefined) return sendJson(response, 404, { error: 'Not found. Read with GET /<path>.json' });
    if (!database) return sendJson(response, 503, { error: 'Starting; try again.' });
    if (!isLocalHostHeader(request.headers.host)) {
      request.resume();
      return sendJson(response, 403, { error: 'Admin reads answer only requests to localhost or 127.0.0.1.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // firebase-server's REST writes skip the rules; write through the SDK instead.
      // Drain the body first: answering before it was read would reset the connection.
      request.resume();
      request.on('end', () => {
        response.setHeader('Allow', 'GET, HEAD');
        sendJson(response, 405, { error: 'REST writes are disabled on the local database; use the SDK.' });
      });
      return undefined;
    }
    let ref;
    try {
      ref = dbPath ? database.baseRef.child(dbPath) : database.baseRef;
    } catch (error) {
      // A path the SDK refuses ('..', '$', '#', '[', ']') throws: answer it, never let it take the database down.
      return sendJson(response, 400, { error: String(error?.message ?? error) });
    }
    database
      .getValue(ref)
      .then((value) => sendJson(response, 200, value ?? null, url.searchParams.get('print') === 'pretty'))
      .catch((error) => sendJson(response, 500, { error: String(error?.message ?? error) }));
  });
  // ws (inside firebase-server) handles the WebSocket upgrades on the same HTTP server.
  const actualPort = await listen(httpServer, port, host);
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const serverName = `${urlHost}:${actualPort}`;
  database = new FirebaseServer({ server: httpServer }, serverName, initialData);
  database.setRules(rules);
  acceptEmulatorTokens(database, options.authProject ?? AUTH_EMULATOR_PROJECT);

  // Saved synchronously on every change: the offline database raises 'value' inside the write, before
  // firebase-server acknowledges it, so an acknowledged message is on disk.
  let lastSaved;
  const save = (value) => {
    const text = `${JSON.stringify(value ?? {}, null, 2)}\n`;
    if (text === lastSaved) return;
    writeFileAtomically(dataFile, text);
    lastSaved = text;
  };
  if (dataFile) {
    database.baseRef.on('value', (snapshot) => {
      try {
        save(snapshot.val());
      } catch (error) {
        console.error(`[database] could not save ${dataFile}: ${error.message}`);
      }
    });
  }

  let closing;
  const close = () => {
    closing ??= (async () => {
      if (dataFile) database.baseRef.off();
      // ws 7 terminates its clients on close; the HTTP server is ours to close.
      await database.close().catch(() => undefined);
      httpServer.closeAllConnections?.();
      await new Promise((resolve) => httpServer.close(() => resolve()));
      await database.app.delete().catch(() => undefined);
    })();
    return closing;
  };

  return {
    port: actualPort,
    host,
    url: `ws://${serverName}?ns=${NAMESPACE}`,
    restUrl: `http://${serverName}`,
    /** Admin read (ignores the rules) of a path, e.g. read('contacts'). */
    read: (dbPath = '') => database.getValue(dbPath ? database.baseRef.child(dbPath) : database.baseRef),
    /** Fixes the server's clock (the rules' `now`, server timestamps) at `ms`; null goes back to the real clock. */
    setClock: (ms) => database.setTime(ms),
    close,
  };
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') args.port = value();
    else if (flag === '--host') args.host = value();
    else if (flag === '--rules') args.rulesPath = value();
    else if (flag === '--data') args.dataFile = value();
    else if (flag === '--memory') args.memory = true;
    else if (flag === '--worker') args.worker = true;
    else if (flag === '--test-clock') args.testClock = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return args;
}

function parsePort(text, from) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port in ${from}: ${text}`);
  return port;
}

const USAGE =
  'Usage: node scripts/database.mjs [--port N] [--host ADDRESS] [--rules FILE] [--data FILE | --memory] [--test-clock]\n' +
  'Environment: DATABASE_PORT (default 9000; 0 = any free port), DATABASE_HOST (default 127.0.0.1).\n' +
  `Data: ${path.relative(process.cwd(), DEFAULT_DATA_FILE) || DEFAULT_DATA_FILE} unless --data or --memory.`;

/** The database itself (`--worker`, started by the supervisor). */
async function runWorker({ port, host, rulesPath, dataFile, testClock }) {
  let stopping = false;
  // Whatever firebase-server still throws: the data is already on disk (saved on each change), so leave at once
  // and let the supervisor start a clean process, rather than run on in an unknown state.
  const die = (error) => {
    console.error(`[database] crashed: ${error?.stack ?? error}`);
    process.exit(1);
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
  const db = await startDatabase({ port, host, rulesPath, dataFile });
  if (testClock) controlClockFromStdin(db.setClock);
  const rulesName = path.relative(process.cwd(), path.resolve(rulesPath ?? DEFAULT_RULES_PATH)) || 'rules';
  console.log(`Local Realtime Database listening on ${db.url} (rules: ${rulesName}, data: ${dataFile ?? 'in memory'})`);
  console.log(
    `Read data back: curl -s '${db.restUrl}/contacts.json?print=pretty'  (admin read, ignores the rules; REST writes are refused)`,
  );
  process.send?.({ listening: db.port });
  const stop = (signal) => {
    // Once, however many signals come.
    if (stopping) return;
    stopping = true;
    if (signal) console.log(`${signal}: stopping the local database`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    db.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Its supervisor's IPC channel: when the supervisor is gone, however that ended, the worker leaves too.
  process.on('disconnect', () => stop());
}

/**
 * Runs the database in a worker process and starts it again (on the port it had, with the same data file) whenever
 * it dies after having started: at once, then, if it keeps dying, after up to 5 s. A worker that never started
 * (port taken, rules unreadable) ends the supervisor with its exit code instead. A worker that exits 0 was stopped
 * on purpose (a signal), and the supervisor leaves with it.
 */
function supervise({ port, host, rulesPath, dataFile, testClock }) {
  const self = fileURLToPath(import.meta.url);
  let worker;
  let everStarted = false;
  let stopping = false;
  let recentDeaths = [];
  const start = () => {
    const args = [self, '--worker', '--port', String(port), '--host', host];
    if (rulesPath) args.push('--rules', rulesPath);
    args.push(...(dataFile ? ['--data', dataFile] : ['--memory']));
    if (testClock) args.push('--test-clock');
    // stdin too: --test-clock's commands go to the worker directly.
    worker = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    worker.on('message', (message) => {
      if (typeof message?.listening !== 'number') return;
      everStarted = true;
      port = message.listening; // with --port 0, restarts keep the port first chosen
      process.send?.({ listening: port, worker: worker.pid });
    });
    worker.once('exit', (code, signal) => {
      if (stopping || !everStarted || code === 0) process.exit(code ?? 1);
      const now = Date.now();
      recentDeaths = [...recentDeaths.filter((at) => now - at < 60_000), now];
      const delay = Math.min(5000, 50 * 2 ** (recentDeaths.length - 1));
      console.error(`[database] the local database stopped (${signal ?? `exit ${code}`}); starting it again in ${delay} ms`);
      setTimeout(start, delay);
    });
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) process.exit(0);
    worker.kill('SIGTERM');
    setTimeout(() => worker.kill('SIGKILL'), 6000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` (scripts/serve.mjs) with an IPC channel: it leaves with its parent, however that ends.
  process.on('disconnect', stop);
  start();
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const port =
    args.port !== undefined
      ? parsePort(args.port, '--port')
      : process.env.DATABASE_PORT
        ? parsePort(process.env.DATABASE_PORT, 'DATABASE_PORT')
        : DEFAULT_PORT;
  const host = args.host ?? process.env.DATABASE_HOST ?? DEFAULT_HOST;
  if (args.memory && args.dataFile) throw new Error('--data and --memory exclude each other');
  const dataFile = args.memory ? undefined : path.resolve(args.dataFile ?? DEFAULT_DATA_FILE);
  const options = { port, host, rulesPath: args.rulesPath, dataFile, testClock: Boolean(args.testClock) };
  if (args.worker) await runWorker(options);
  else supervise(options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error?.message ?? error);
    process.exit(1);
  });
}
