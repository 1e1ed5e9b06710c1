#!/usr/bin/env node
/*
 * The local Realtime Database, for `npm start`, tests and CI (the official emulator needs Java here).
 *
 *   node scripts/database.mjs [--port 9000] [--host 127.0.0.1] [--rules database.rules.json]
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
 * Data lives in memory unless --data FILE is given (loaded at start, saved after each change and at exit).
 * The SDK's get() never resolves against firebase-server: read with onValue(..., { onlyOnce: true }).
 * The rules' `now` and the SDK's serverTimestamp() are this server's clock. For tests only, --test-clock lets the
 * process that started the server set it through stdin (`clock <ms since the epoch>` or `clock real`, each answered
 * with `clock <ms|real>` on stdout), so time-based rules such as the contacts' throttle are tested without waiting.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PORT = 9000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RULES_PATH = path.join(rootDir, 'database.rules.json');
/** Any namespace will do for firebase-server; the SDK needs one for a non-firebaseio.com host. */
export const NAMESPACE = 'calchub-local';

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
  return FirebaseServerClass;
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
 * @param {{ port?: number, host?: string, rulesPath?: string, dataFile?: string }} [options]
 *   port 0 picks a free port; host is the address to listen on (also used in the URL and the server name).
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
  const initialData = dataFile && fs.existsSync(dataFile) ? readJson(dataFile, 'the data') : null;

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

  let saveTimer;
  const save = () => {
    if (!dataFile) return Promise.resolve();
    clearTimeout(saveTimer);
    return database.getValue().then((value) => fs.writeFileSync(dataFile, `${JSON.stringify(value ?? {}, null, 2)}\n`));
  };
  if (dataFile) {
    database.baseRef.on('value', () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => save().catch((e) => console.error(`Could not save ${dataFile}: ${e.message}`)), 200);
    });
  }

  let closing;
  const close = () => {
    closing ??= (async () => {
      if (dataFile) {
        database.baseRef.off();
        await save().catch((e) => console.error(`Could not save ${dataFile}: ${e.message}`));
      }
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

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(
      'Usage: node scripts/database.mjs [--port N] [--host ADDRESS] [--rules FILE] [--data FILE] [--test-clock]\n' +
        'Environment: DATABASE_PORT (default 9000; 0 = any free port), DATABASE_HOST (default 127.0.0.1).',
    );
    return;
  }
  const port =
    args.port !== undefined
      ? parsePort(args.port, '--port')
      : process.env.DATABASE_PORT
        ? parsePort(process.env.DATABASE_PORT, 'DATABASE_PORT')
        : DEFAULT_PORT;
  const host = args.host ?? process.env.DATABASE_HOST ?? DEFAULT_HOST;
  const db = await startDatabase({ port, host, rulesPath: args.rulesPath, dataFile: args.dataFile });
  if (args.testClock) controlClockFromStdin(db.setClock);
  const rulesName = path.relative(process.cwd(), path.resolve(args.rulesPath ?? DEFAULT_RULES_PATH)) || 'rules';
  console.log(
    `Local Realtime Database listening on ${db.url} (rules: ${rulesName}${args.dataFile ? `, data: ${args.dataFile}` : ', data in memory'})`,
  );
  console.log(
    `Read data back: curl -s '${db.restUrl}/contacts.json?print=pretty'  (admin read, ignores the rules; REST writes are refused)`,
  );
  let stopping = false;
  const stop = (signal) => {
    // Once, however many signals come (a second one must not cut short saving the data).
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
  // Started by `npm start` (scripts/serve.mjs) with an IPC channel: it leaves with its parent, however that ends
  // (silently: its output went to the parent).
  process.on('disconnect', () => stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error?.message ?? error);
    process.exit(1);
  });
}
