/*
 * A small static file server for the built site: CORS for the remotes, brotli or gzip, long-lived caching for
 * content-hashed files and no caching for the files that name them (index.html, remotes.json,
 * remoteEntry.js, mf-manifest.json), and for the shell its route pages with an SPA fallback. No dependencies.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

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

const HASHED = /\.[0-9a-f]{8}\.js$/;

/** Brotli where the browser takes it (about a fifth smaller than gzip for our scripts), else gzip, else none. */
function preferredEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return 'gzip';
  return null;
}

/** Files are compressed once (cached), so at the smallest size; one-off bodies quickly. */
function compress(body, encoding, cached) {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: cached ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The page for paths without one of their own: the prerendered bare frame, or index.html in a development build. */
function spaFallback(dir) {
  const frame = path.join(dir, 'app-shell.html');
  return fs.existsSync(frame) ? frame : path.join(dir, 'index.html');
}

/**
 * @param {{ dir: string | ((pathname: string) => string), port: number, host?: string, spa?: boolean, routes?: Record<string, () => {type: string, body: string}> }} options
 *   `dir` may depend on the request's path (a release store serves a version's folder, or the live one).
 * @returns {Promise<{ port: number, url: string, close: () => Promise<void> }>}
 */
function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, routes = {} }) {
  const compressedCache = new Map();
  const dirOf = typeof dir === 'function' ? dir : () => dir;
  const server = http.createServer((request, response) => {
    // One bad request must never take the server (and everything it serves) down.
    try {
      handle(request, response);
    } catch (error) {
      console.error(`[static-server] ${request.method} ${request.url}: ${error.stack ?? error}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal error');
    }
  });

  function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
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
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    // A route prerendered at build time has its own page: /sip-calculator is sip-calculator.html.
    if (!fs.existsSync(file) && spa && !path.extname(url.pathname) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    if (!fs.existsSync(file)) {
      // Other client-side routes of the shell get its fallback page; a missing asset is a real 404.
      if (spa && !path.extname(url.pathname)) file = spaFallback(root);
      else {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    // The compressed cache is keyed by the file's version too: a rebuild must never serve the old content.
    const stat = fs.statSync(file);
    const version = `${file}:${stat.mtimeMs}:${stat.size}`;
    send(request, response, fs.readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream', cache, version);
  }

  function send(request, response, body, type, cacheControl, cacheKey) {
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    const compressible = /javascript|json|html|css|svg|xml|text/.test(type) && body.length > 1024;
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
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  // Compress the build's files once before serving, so no visitor waits for the slow (and smallest) brotli.
  function warmUp() {
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
        new Promise((done) => {
          zlib.brotliCompress(
            fs.readFileSync(file),
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

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, async () => {
      await warmUp();
      const actualPort = server.address().port;
      resolve({
        port: actualPort,
        url: `http://localhost:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startStaticServer };
