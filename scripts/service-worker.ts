/*
 * The site's service worker, written at every compose of the live site (scripts/release/recompose.ts: a release,
 * a rollback, `npm run compose`, `npm start`), never at the shell's build: a remote's release changes what must be
 * precached without a shell build. It lists the live shell's files and the files of each live remote's version
 * folder (the release store's copy of what its origin serves), builds the bounded precache list
 * (shell/src/service-worker/precache-list.ts), bundles the worker's TypeScript with webpack and gives it the list
 * with Workbox's injectManifest, and names the worker in every page (a meta tag the shell's registration reads).
 * A new list is a new sw.js, which the browser installs as a new worker; open tabs then show the update notice.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import {
  isPrecachedFile,
  OFFLINE_FALLBACK_PAGE,
  PRECACHE_LIMITS,
  precacheList,
  versionFolderOf,
  type PrecacheFile,
  type PrecacheLimits,
  type PrecacheList,
} from '../shell/src/service-worker/precache-list';
import { SERVICE_WORKER_META } from '../shell/src/service-worker/worker-protocol';
import { buildInlineScript } from './build-inline-scripts';
import { DEVELOPMENT_ONLY_CHUNKS } from './site-config.cjs';

export const SERVICE_WORKER_FILE = 'sw.js';

export interface LiveRemoteFiles {
  /** The live entry, as remotes.json names it. */
  entry: string;
  /** The folder of that version in the release store (what the remote's origin serves under the entry's folder). */
  dir: string;
}

export interface ServiceWorkerOptions {
  /** The composed site (its fallback page is precached; the worker and the pages' tags are written into it). */
  siteDir: string;
  /** The live shell's build. */
  shellDir: string;
  remotes: LiveRemoteFiles[];
  limits?: PrecacheLimits;
  log?: (line: string) => void;
}

function fileOf(file: string, url: string): PrecacheFile {
  const content = fs.readFileSync(file);
  return {
    url,
    size: content.length,
    revision: createHash('sha256')
      .update(new Uint8Array(content.buffer, content.byteOffset, content.length))
      .digest('hex')
      .slice(0, 16),
  };
}

/** The live shell's files and each live remote's, as the precache list's parts (shell first). */
export function precacheParts(options: Pick<ServiceWorkerOptions, 'siteDir' | 'shellDir' | 'remotes'>): PrecacheFile[][] {
  const shell = fs
    .readdirSync(options.shellDir)
    .filter((name) => name !== 'index.html' && isPrecachedFile(name, 'shell'))
    // A composed page never runs the development server's own code.
    .filter((name) => !DEVELOPMENT_ONLY_CHUNKS.some((chunk) => name.startsWith(`${chunk}.`)))
    .map((name) => fileOf(path.join(options.shellDir, name), `/${name}`));
  const fallback = path.join(options.siteDir, OFFLINE_FALLBACK_PAGE.slice(1));
  if (fs.existsSync(fallback)) shell.push(fileOf(fallback, OFFLINE_FALLBACK_PAGE));
  const remotes = options.remotes.map(({ entry, dir }) => {
    const folder = versionFolderOf(entry);
    return fs
      .readdirSync(dir)
      .filter((name) => isPrecachedFile(name, 'remote'))
      .map((name) => fileOf(path.join(dir, name), new URL(name, folder).href));
  });
  return [shell, ...remotes];
}

/** Every page of the site names its worker (before </head>), once. */
function nameWorkerInPages(siteDir: string) {
  const tag = `<meta name="${SERVICE_WORKER_META}" content="/${SERVICE_WORKER_FILE}" />`;
  for (const name of fs.readdirSync(siteDir)) {
    if (!name.endsWith('.html')) continue;
    const file = path.join(siteDir, name);
    const html = fs.readFileSync(file, 'utf8');
    if (html.includes(`name="${SERVICE_WORKER_META}"`) || !html.includes('</head>')) continue;
    fs.writeFileSync(file, html.replace('</head>', `${tag}</head>`));
  }
}

/** Writes sw.js into the composed site and names it in its pages; returns the precache list. */
export async function writeServiceWorker(options: ServiceWorkerOptions): Promise<PrecacheList> {
  const log = options.log ?? console.log;
  const list = precacheList(precacheParts(options), options.limits ?? PRECACHE_LIMITS);
  for (const { url, reason } of list.leftOut) log(`  service worker: not precached ${url} (${reason})`);
  const code = await buildInlineScript({ module: 'shell/src/service-worker/service-worker.ts', run: 'startServiceWorker' });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'service-worker-'));
  try {
    const swSrc = path.join(work, SERVICE_WORKER_FILE);
    fs.writeFileSync(swSrc, `${code}\n`);
    const { warnings } = await injectManifest({
      swSrc,
      swDest: path.join(options.siteDir, SERVICE_WORKER_FILE),
      // Everything comes from the list above (with its revisions); nothing is globbed.
      globDirectory: options.siteDir,
      globPatterns: [],
      additionalManifestEntries: list.entries,
    });
    for (const warning of warnings) log(`  service worker: ${warning}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  nameWorkerInPages(options.siteDir);
  return list;
}
