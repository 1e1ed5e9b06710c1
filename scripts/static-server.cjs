/*
 * A small static file server for the built site: CORS for the remotes, brotli or gzip, long-lived caching for
 * content-hashed files and no caching for the files that name them (index.html, remotes.json,
 * remoteEntry.js, mf-manifest.json), and for the shell its route pages with an SPA fallback. No dependencies.
 *
 * A composed site's folder is served as Firebase Hosting serves it (firebase.json): `redirects.json` (written by
 * compose: old path to new) answers 301, and `404.html` is the body of every 404. Every answer carries the
 * static security headers firebase.json sends too (but HSTS, which means nothing over plain http).
 */
// @ts-check: its types are these JSDoc annotations, checked by `npm run typecheck` (tsconfig.json's allowJs). It
// stays JavaScript because serve.mjs, dev-remote.mjs and the bench load it with plain Node.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Content-hashed names never change under them: scripts, and the catalogue file a page names.
const HASHED = /\.[0-9a-f]{8}\.js$|[/\\]site-catalog\.[0-9a-f]{8}\.json$/;

/** What every answer carries, as in firebase.json. frame-ancestors only works as a header (not in a meta tag). */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/** The composed site's permanent redirects (compose writes them), and its Not Found page. */
const REDIRECTS_FILE = 'redirects.json';
const NOT_FOUND_FILE = '404.html';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ port: number, url: string, close: () => Promise<void> }} RunningServer */
/** @typedef {(request: IncomingMessage, response: ServerResponse, next: (error?: Error) => void) => void} Middleware */
/** @typedef {'br' | 'gzip'} Encoding */

/**
 * A Buffer as the Uint8Array zlib and crypto take (it is one: @types/node 20.9 and TypeScript 6's lib disagree on
 * its type parameter only).
 * @param {Buffer} buffer
 * @returns {Uint8Array}
 */
const bytes = (buffer) => /** @type {any} */ (buffer);

/**
 * What startStaticServer serves. `dir` may depend on the request's path (a release store serves a version's
 * folder, or the live one). `spa`: a path without an extension and without a file of its own gets the app's page (a
 * folder with a 404.html answers that with 404 instead). `appRoutes`: the paths (`/`, `/sip-calculator`) the app's
 * page serves with 200; any other path gets it with 404 (the client shows what it shows). Without it, every path.
 * @typedef {object} StaticOptions
 * @property {string | ((pathname: string) => string)} dir The folder to serve, or a function of the request's path that names it.
 * @property {number} port
 * @property {string} [host]
 * @property {boolean} [spa]
 * @property {(root: string) => Iterable<string>} [appRoutes]
 * @property {Record<string, () => { type: string, body: string }>} [routes]
 */

/**
 * A site of firebase.json's hosting (target, public, cleanUrls, redirects, headers), as Firebase reads it.
 * @typedef {object} HostingSite
 * @property {string} target
 * @property {string} public
 * @property {string[]} [ignore]
 * @property {boolean} [cleanUrls]
 * @property {{ source?: string, regex?: string, destination: string, type: number }[]} [redirects]
 * @property {{ source?: string, regex?: string, headers: { key: string, value: string }[] }[]} [headers]
 */

/**
 * Brotli where the browser takes it (about a fifth smaller than gzip for our scripts), else gzip, else none.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
function preferredEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Files are compressed once (cached), so at the smallest size; one-off bodies quickly.
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @param {boolean} cached
 * @returns {Buffer}
 */
function compress(body, encoding, cached) {
  const input = bytes(body);
  if (encoding === 'gzip') return zlib.gzipSync(input, { level: 9 });
  return zlib.brotliCompressSync(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: cached ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** What is worth compressing (text), by its Content-Type. */
const COMPRESSIBLE = /javascript|json|html|css|svg|xml|text/;

/**
 * The hosting server's compression, as a CDN does it for files: each file superstatic serves is compressed once, at
 * brotli's highest quality (gzip -9 where the browser takes no brotli), off the event loop, and kept by the hash of its
 * bytes within `limitBytes` (the oldest go first), so a file edited under the same name is compressed anew. What is not
 * worth it (small, not text, not a GET answered 200) goes through the `compression` middleware, superstatic's own. That
 * middleware alone compresses every answer anew at brotli quality 4: react-dom's chunk was 65 KB where quality 11
 * makes it 56 KB, and the site's scripts about a sixth larger, about 0.4 s on Slow 3G.
 * @returns {Middleware}
 */
function fileCompression({ limitBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Middleware} */
  // @ts-expect-error: compression ships no types; it is superstatic's, a (request, response, next) middleware.
  const onTheFly = require('compression')();
  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();
  /** @type {Map<string, number>} */
  const sizes = new Map();
  let cachedBytes = 0;
  /** @param {Buffer} body @param {Encoding} encoding @returns {Promise<Buffer>} */
  const compressed = (body, encoding) => {
    const input = bytes(body);
    const key = `${encoding} ${createHash('sha256').update(input).digest('base64')}`;
    let pending = cache.get(key);
    if (pending) return pending;
    pending = new Promise((resolve, reject) => {
      /** @param {Error | null} error @param {Buffer} result */
      const done = (error, result) => (error ? reject(error) : resolve(result));
      if (encoding === 'gzip') zlib.gzip(input, { level: 9 }, done);
      else
        zlib.brotliCompress(
          input,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          },
          done,
        );
    });
    cache.set(key, pending);
    pending.then(
      (encoded) => {
        sizes.set(key, encoded.length);
        cachedBytes += encoded.length;
        for (const oldest of cache.keys()) {
          if (cachedBytes <= limitBytes) break;
          const size = sizes.get(oldest);
          if (oldest === key || size === undefined) continue;
          cache.delete(oldest);
          sizes.delete(oldest);
          cachedBytes -= size;
        }
      },
      () => cache.delete(key),
    );
    return pending;
  };
  return (request, response, next) => {
    const length = Number(response.getHeader('Content-Length') ?? 0);
    const type = String(response.getHeader('Content-Type') ?? '');
    const encoding =
      request.method === 'GET' && response.statusCode === 200 && !response.getHeader('Content-Encoding')
        ? preferredEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding || !COMPRESSIBLE.test(type) || !(length > 1024)) return onTheFly(request, response, next);
    /** @type {Uint8Array[]} */
    const chunks = [];
    // The response is held back whole and compressed once: write and end are replaced until it ends. (Typed loosely:
    // node's write and end have overloads this one function stands in for.)
    /** @type {any} */
    const held = response;
    const { write, end } = response;
    /** @param {any} chunk @param {any} chunkEncoding @returns {Buffer} */
    const bytesOf = (chunk, chunkEncoding) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof chunkEncoding === 'string' ? /** @type {BufferEncoding} */ (chunkEncoding) : undefined);
    /** @param {any} chunk @param {any} chunkEncoding @param {any} callback */
    held.write = (chunk, chunkEncoding, callback) => {
      chunks.push(bytes(bytesOf(chunk, chunkEncoding)));
      if (typeof chunkEncoding === 'function') chunkEncoding();
      else if (typeof callback === 'function') callback();
      return true;
    };
    /** @param {any} chunk @param {any} chunkEncoding */
    held.end = (chunk, chunkEncoding) => {
      response.write = write;
      response.end = end;
      if (chunk && typeof chunk !== 'function') chunks.push(bytes(bytesOf(chunk, chunkEncoding)));
      const body = Buffer.concat(chunks);
      // A file read short (changed while it was read) is sent as read.
      if (body.length !== length) return response.end(body);
      compressed(body, encoding).then(
        (encoded) => {
          const vary = String(response.getHeader('Vary') ?? '');
          if (!/\baccept-encoding\b/i.test(vary))
            response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
          response.setHeader('Content-Encoding', encoding);
          response.setHeader('Content-Length', encoded.length);
          response.end(encoded);
        },
        () => response.end(body),
      );
      return response;
    };
    next();
  };
}

/** The page for paths without one of their own: the prerendered bare frame, or index.html in a development build. @param {string} dir */
function spaFallback(dir) {
  const frame = path.join(dir, 'app-shell.html');
  return fs.existsSync(frame) ? frame : path.join(dir, 'index.html');
}

/** A JSON file of the served folder, read again only when it changes (the store swaps folders while serving). */
function jsonReader() {
  /** @type {Map<string, { version: string, value: any }>} */
  const cache = new Map();
  /** @param {string} file @returns {any} */
  return (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (cache.get(file)?.version !== version) cache.set(file, { version, value: JSON.parse(fs.readFileSync(file, 'utf8')) });
    return cache.get(file)?.value;
  };
}

/**
 * Serves a folder (see StaticOptions).
 * @param {StaticOptions} options
 * @returns {Promise<RunningServer>}
 */
function startStaticServer(options) {
  const { handler, warmUp } = staticHandler(options);
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', async () => {
      await warmUp();
      const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        port: actualPort,
        url: `http://localhost:${actualPort}`,
        close: () =>
          new Promise((/** @type {(value?: void) => void} */ done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * The request handler of startStaticServer (and its warm-up), for a server of one's own.
 * @param {Omit<StaticOptions, 'port' | 'host'>} options
 * @returns {{ handler: (request: IncomingMessage, response: ServerResponse) => void, warmUp: () => Promise<unknown> }}
 */
function staticHandler({ dir, spa = false, appRoutes, routes = {} }) {
  /** @type {Map<string, Buffer>} */
  const compressedCache = new Map();
  const readJson = jsonReader();
  const dirOf = typeof dir === 'function' ? dir : () => dir;
  /** @param {IncomingMessage} request @param {ServerResponse} response */
  const handler = (request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    // One bad request must never take the server (and everything it serves) down.
    try {
      handle(request, response);
    } catch (error) {
      console.error(`[static-server] ${request.method} ${request.url}: ${/** @type {Error} */ (error).stack ?? error}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal error');
    }
  };

  /** @param {IncomingMessage} request @param {ServerResponse} response */
  function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const dynamic = routes[url.pathname];
    if (dynamic) {
      const { type, body } = dynamic();
      send(request, response, Buffer.from(body), type, 'no-cache', null);
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const root = dirOf(url.pathname);
    // Exact and case-sensitive, as the specification's legacy paths are; the query string goes along.
    const redirects = readJson(path.join(root, REDIRECTS_FILE)) ?? {};
    const location = Object.hasOwn(redirects, url.pathname) ? redirects[url.pathname] : undefined;
    if (typeof location === 'string') {
      response.writeHead(301, { Location: `${location}${url.search}`, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    // A route prerendered at build time has its own page: /sip-calculator is sip-calculator.html.
    if (!fs.existsSync(file) && spa && !path.extname(url.pathname) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      // A composed site's Not Found page, for any path, as Firebase Hosting serves it: the client shows Not Found.
      if (fs.existsSync(path.join(root, NOT_FOUND_FILE))) file = path.join(root, NOT_FOUND_FILE);
      // Other client-side routes get the app's page: 200 for its own routes, else 404 with the same page.
      else if (spa && !path.extname(url.pathname) && fs.existsSync(spaFallback(root))) {
        file = spaFallback(root);
        if (!appRoutes || new Set(appRoutes(root)).has(url.pathname)) status = 200;
      } else {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    // The compressed cache is keyed by the file's version too: a rebuild must never serve the old content.
    const stat = fs.statSync(file);
    const version = `${file}:${stat.mtimeMs}:${stat.size}`;
    send(
      request,
      response,
      fs.readFileSync(file),
      TYPES[path.extname(file)] ?? 'application/octet-stream',
      cache,
      version,
      status,
    );
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Buffer} body
   * @param {string} type
   * @param {string} cacheControl
   * @param {string | null} cacheKey
   */
  function send(request, response, body, type, cacheControl, cacheKey, status = 200) {
    /** @type {Record<string, string | number>} */
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    const compressible = COMPRESSIBLE.test(type) && body.length > 1024;
    const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding) {
      const key = cacheKey && `${cacheKey}:${encoding}`;
      let encoded = key ? compressedCache.get(key) : undefined;
      if (!encoded) {
        encoded = compress(body, encoding, Boolean(key));
        if (key) compressedCache.set(key, encoded);
      }
      body = encoded;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  // Compress the build's files once before serving, so no visitor waits for the slow (and smallest) brotli.
  function warmUp() {
    /** @type {Promise<void>[]} */
    const jobs = [];
    const root = dirOf('/');
    if (!fs.existsSync(root)) return Promise.resolve();
    for (const name of fs.readdirSync(root)) {
      const file = path.join(root, name);
      const type = TYPES[path.extname(file)];
      const stat = fs.statSync(file);
      if (!stat.isFile() || !type || !/javascript|json|html|css|svg|xml|text/.test(type) || stat.size <= 1024) continue;
      const key = `${file}:${stat.mtimeMs}:${stat.size}:br`;
      jobs.push(
        new Promise((/** @type {(value?: void) => void} */ done) => {
          zlib.brotliCompress(
            bytes(fs.readFileSync(file)),
            { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
            (error, encoded) => {
              if (!error && !compressedCache.has(key)) compressedCache.set(key, encoded);
              done();
            },
          );
        }),
      );
    }
    return Promise.all(jobs);
  }

  return { handler, warmUp };
}

/**
 * firebase.json's hosting block of a site (`shell`, `mfe-finance`, …), as Firebase reads it.
 * @param {string} target
 * @param {string} [file]
 * @returns {HostingSite}
 */
function hostingOf(target, file = path.join(__dirname, '..', 'firebase.json')) {
  const hosting = JSON.parse(fs.readFileSync(file, 'utf8')).hosting;
  const site = (Array.isArray(hosting) ? hosting : [hosting]).find((entry) => entry.target === target);
  if (!site) {
    // A new remote's site is written there by `npm run firebase:config` (docs/adding-a-category-team.md).
    throw new Error(`${file} has no hosting site "${target}": run npm run firebase:config to write it`);
  }
  return site;
}

/**
 * Serves a folder as Firebase Hosting serves a site of firebase.json: its hosting block read as it is (cleanUrls,
 * redirects, headers, 404.html) by superstatic, the library Firebase's own emulator serves with. `redirectsFile`
 * (the composed redirects.json) adds the site's legacy paths as composed, so a release's new ones answer 301 here
 * before firebase.json is written again (a release says when it must be). What superstatic leaves unanswered
 * goes to `fallback` (the local-only standalone page of a remote), else a plain 404.
 * @param {{ target: string, dir: string, port: number, host?: string, config?: HostingSite, redirectsFile?: string,
 *   fallback?: (request: IncomingMessage, response: ServerResponse) => boolean }} options
 * @returns {Promise<RunningServer>}
 */
function startHostingServer({ target, dir, port, host = '127.0.0.1', config = hostingOf(target), redirectsFile, fallback }) {
  // superstatic is a development dependency: `npm start` and the tests run with it installed.
  const superstatic = require('superstatic/lib/superstatic.js');
  const readJson = jsonReader();
  const compression = fileCompression();
  /** @type {Middleware | undefined} */
  let handler;
  /** @type {string | undefined} */
  let handlerKey;
  const handlerFor = () => {
    let extra;
    try {
      extra = (redirectsFile && readJson(redirectsFile)) ?? {};
    } catch {
      extra = {};
    }
    const key = JSON.stringify(extra);
    if (handler && key === handlerKey) return handler;
    const known = new Set((config.redirects ?? []).map((rule) => rule.source));
    const redirects = [
      ...(config.redirects ?? []),
      ...Object.entries(extra)
        .filter(([source]) => !known.has(source))
        .map(([source, destination]) => ({ source, destination, type: 301 })),
    ];
    const { target: _target, public: _public, ignore: _ignore, ...rules } = config;
    const options = { config: { ...rules, redirects, public: '.' }, cwd: dir, compression, fallthrough: true };
    // Its types know `compression` as a boolean and redirects by `source` only; its code takes a middleware
    // (lib/superstatic.js) and firebase.json's `regex` redirects too.
    handler = /** @type {Middleware} */ (superstatic(/** @type {any} */ (options)));
    handlerKey = key;
    return handler;
  };
  const server = http.createServer((request, response) => {
    const notFound = () => {
      if (fallback && fallback(request, response)) return;
      if (!response.headersSent) response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    };
    // superstatic decodes the address outside any try (a malformed one would take the whole process down).
    try {
      decodeURI(request.url ?? '/');
      decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    // No file has a name longer than the disk allows: not found, without asking the disk (and logging its error).
    if (new URL(request.url ?? '/', 'http://localhost').pathname.split('/').some((segment) => segment.length > 255)) {
      notFound();
      return;
    }
    try {
      handlerFor()(request, response, (/** @type {Error | undefined} */ error) => {
        if (error) {
          console.error(`[hosting] ${request.method} ${request.url}: ${error.stack ?? error}`);
          if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
          response.end('Internal error');
        } else notFound();
      });
    } catch (error) {
      console.error(`[hosting] ${request.method} ${request.url}: ${/** @type {Error} */ (error).stack ?? error}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        port: actualPort,
        url: `http://localhost:${actualPort}`,
        close: () =>
          new Promise((/** @type {(value?: void) => void} */ done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startStaticServer, staticHandler, startHostingServer, hostingOf };
