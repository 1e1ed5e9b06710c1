/*
 * Composing the site, with no webpack: `composeSite` is what a release, `npm run compose` and `npm start` call
 * (through recompose.ts); run as a script (`npm run compose:folder`) it composes a folder of
 * your own. The catalogue itself is composeCatalogFrom's (shared/src/site/compose-catalog.ts), which the shell
 * also calls in the browser when a page carries none (the development server). It reads the shell's build, remotes.json (which remote lives where) and the page list each deployed
 * remote publishes beside its entry, and writes the folder the host serves: the shell's files, one HTML page per
 * page of the site (head, inlined catalogue, preload of its remote's entry), the fallback page (also as 404.html),
 * redirects.json (the legacy paths), sitemap.xml and robots.txt. The shell is never rebuilt for a remote's pages.
 *
 *   npm run compose:folder -- [--shell shell/dist] [--remotes FILE] [--out site] [--site-url https://…]
 *   (without --remotes: the local site's remotes, at the ports `npm start` serves them on)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteCatalog } from '@calc/singleton';
import { composeCatalogFrom, legacyRedirects, type PageList, type RemotesJson } from '../../shared/src/site';
import { contentSecurityPolicy, inlineScriptHashes, originOf } from '../../shell/src/site/content-security';
import { manifestUrl, pageScripts } from '../../shell/src/site/page-scripts';
import { catalogFile, notFoundPage, robotsTxt, routePages, sitemap } from '../../shell/src/site/route-pages';
import { sitePages } from '../../shell/src/site/site-pages';
import { localRemotesJson } from '../site-config.cjs';

export interface ComposeOptions {
  /** The shell's build (its index.html is the template of every page). */
  shellDir: string;
  /** remotes.json's content. */
  remotes: RemotesJson;
  /** The folder the host serves; written afresh. */
  outDir: string;
  /** The public address of the site, for canonical URLs, the sitemap and robots.txt. */
  siteUrl: string;
  /**
   * Builds of the shell published before this one: their content-hashed scripts are served too, so a tab opened
   * before a shell release can still load the chunks of the shell it runs.
   */
  olderShellDirs?: string[];
  /** Reads a JSON file beside a remote's entry (its page list, its federation manifest); by default over HTTP. */
  readRemoteJson?: (url: string) => Promise<unknown>;
  /** Runs on the written folder before it replaces the served one (the prerender step, scripts/prerender.ts). */
  finish?: (dir: string, catalog: SiteCatalog) => Promise<void>;
}

async function fetchRemoteJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { 'Cache-Control': 'no-cache' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const HASHED = /\.[0-9a-f]{8}\.js$/;

/** The shell's files, except its index.html, which is the template; of older builds, their hashed scripts only. */
function copyShell(shellDir: string, outDir: string, olderShellDirs: string[]) {
  for (const older of olderShellDirs) {
    for (const name of fs.readdirSync(older)) {
      if (HASHED.test(name)) fs.copyFileSync(path.join(older, name), path.join(outDir, name));
    }
  }
  for (const name of fs.readdirSync(shellDir)) {
    if (name === 'index.html') continue;
    fs.cpSync(path.join(shellDir, name), path.join(outDir, name), { recursive: true });
  }
}

/** The page a host answers 404 with, and the redirects it answers 301 (old path to new, both from `/`). */
export const NOT_FOUND_PAGE = '404.html';
export const REDIRECTS_FILE = 'redirects.json';

/** The legacy paths of the composed site's pages, as the server matches them: `/SIPCalculator` to `/sip-calculator`. */
export function serverRedirects(catalog: SiteCatalog): Record<string, string> {
  return Object.fromEntries(Object.entries(legacyRedirects(sitePages(catalog))).map(([from, to]) => [`/${from}`, `/${to}`]));
}

/** Writes the composed site; returns its catalogue (with `problems`, if any remote was left out). */
export async function composeSite(options: ComposeOptions): Promise<SiteCatalog> {
  const template = fs.readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
  const read = options.readRemoteJson ?? fetchRemoteJson;
  const { catalog, pageLists } = await composeCatalogFrom(options.remotes, read);
  const composed = new Set(catalog.remotes.map((remote) => remote.name));
  const policy = contentSecurityPolicy({
    inlineScripts: inlineScriptHashes(template),
    remoteOrigins: catalog.remotes.map((remote) => originOf(remote.entry)),
    needs: Object.entries(pageLists)
      .filter(([name]) => composed.has(name))
      .map(([, list]) => (list as PageList).allows ?? {}),
  });
  // Each composed remote's federation manifest names its pages' chunks, preloaded from their HTML; without one (an
  // older build, a host that does not answer) the page loads them as before, one round trip later.
  const manifests = await Promise.all(
    catalog.remotes.map(async (remote) => [remote.name, await read(manifestUrl(remote.entry)).catch(() => null)] as const),
  );
  const pages = routePages(template, catalog, options.siteUrl, policy, pageScripts(catalog, Object.fromEntries(manifests)));

  // Written beside the old folder, then swapped in, so a host serving it never sees half a site.
  const staging = `${options.outDir}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  copyShell(options.shellDir, staging, options.olderShellDirs ?? []);
  for (const page of pages) {
    // composeCatalog admits only plain route segments; this keeps any other name from leaving the folder anyway.
    if (path.basename(page.file) !== page.file || !page.file.endsWith('.html'))
      throw new Error(`refusing to write the page file ${JSON.stringify(page.file)}`);
    fs.writeFileSync(path.join(staging, page.file), page.html);
  }
  // What the host answers itself: 404 with the fallback page (the client shows Not Found; Firebase Hosting and
  // scripts/static-server.cjs serve 404.html), and each legacy path's permanent redirect to its page.
  fs.writeFileSync(path.join(staging, NOT_FOUND_PAGE), notFoundPage(template, catalog, policy));
  fs.writeFileSync(path.join(staging, REDIRECTS_FILE), `${JSON.stringify(serverRedirects(catalog), null, 2)}\n`);
  fs.writeFileSync(path.join(staging, 'sitemap.xml'), sitemap(catalog, options.siteUrl));
  fs.writeFileSync(path.join(staging, 'robots.txt'), robotsTxt(options.siteUrl));
  fs.writeFileSync(path.join(staging, 'remotes.json'), `${JSON.stringify(options.remotes, null, 2)}\n`);
  fs.writeFileSync(path.join(staging, 'site-catalog.json'), `${JSON.stringify(catalog, null, 2)}\n`);
  // The catalogue the pages name (by a hash of its content: immutable, so a page always reads its own composition's).
  const named = catalogFile(catalog);
  fs.writeFileSync(path.join(staging, named.file), named.content);
  if (options.finish) await options.finish(staging, catalog);
  const old = `${options.outDir}.old-${process.pid}`;
  if (fs.existsSync(options.outDir)) fs.renameSync(options.outDir, old);
  fs.renameSync(staging, options.outDir);
  fs.rmSync(old, { recursive: true, force: true });
  return catalog;
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..');
  const shellDir = path.resolve(argument('shell', path.join(root, 'shell', 'dist')));
  // Without --remotes: the remotes of the local site, at the ports `npm start` serves them on.
  const remotesFile = argument('remotes', '');
  const outDir = path.resolve(argument('out', path.join(root, 'site')));
  const siteUrl = argument('site-url', process.env.SITE_URL ?? 'http://localhost:3000');
  const remotes = JSON.parse(
    remotesFile ? fs.readFileSync(path.resolve(remotesFile), 'utf8') : localRemotesJson(),
  ) as RemotesJson;
  composeSite({ shellDir, remotes, outDir, siteUrl }).then(
    (catalog) => {
      console.log(
        `composed ${path.relative(process.cwd(), outDir) || outDir}: ${catalog.pages.length + 1} pages, ${catalog.categories.length} categories, from ${catalog.remotes.map((remote) => `${remote.name} ${remote.version}`).join(', ')}`,
      );
      for (const problem of catalog.problems ?? []) console.warn(`  left out: ${problem}`);
    },
    (error: Error) => {
      console.error(`compose failed: ${error.message}`);
      process.exit(1);
    },
  );
}
