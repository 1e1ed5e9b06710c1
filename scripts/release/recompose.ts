/*
 * Composing the live site from a release store: the live shell and remotes.json, through composeSite (compose.ts),
 * into releases/site, with live.json (the pointers and composer it was composed from), the prerendered first
 * screens (scripts/prerender.ts) and the service worker. A release, a rollback, a repair, `npm run compose` and
 * `npm start` all recompose through it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteCatalog } from '@calc/singleton';
import { PAGE_LIST_FILE } from '../../shared/src/site';
import { FEDERATION_MANIFEST_FILE } from '../../shell/src/site/page-scripts';
import { prerenderSite } from '../prerender';
import { writeServiceWorker } from '../service-worker';
import { PORTS } from '../site-config.cjs';
import { composeSite } from './compose';
import { composerFingerprint } from './composer';
import { packageOf, versionOfEntry, type ReleaseStore } from './store';

/** The public address canonical links and the sitemap name: SITE_URL, else the shell's local port (SHELL_PORT). */
export function defaultSiteUrl(ports: Record<string, number> = PORTS) {
  return process.env.SITE_URL ?? `http://localhost:${ports.shell}`;
}

/** What the live site is composed from, written into it (releases/site/live.json) so a disagreement is noticed. */
export const SITE_STATE_FILE = 'live.json';

/**
 * Writes the live site (releases/site) from the live shell and remotes.json, older shell scripts included. With
 * `strict`, a remote left out (a broken entry or page list) fails it, naming the remote, and the served site stays.
 */
export async function recompose(store: ReleaseStore, siteUrl = defaultSiteUrl(), { strict = false } = {}) {
  const shellVersion = store.liveShellVersion();
  if (!shellVersion) throw new Error('no shell is live');
  const remotes = store.liveRemotes();
  return composeSite({
    shellDir: store.versionDir('shell', shellVersion),
    olderShellDirs: store
      .versions('shell')
      .filter((version) => version !== shellVersion)
      .map((version) => store.versionDir('shell', version)),
    remotes,
    outDir: store.siteDir,
    siteUrl,
    // The store is on this disk: a remote's page list and federation manifest are read from the version folder its
    // entry points into.
    readRemoteJson: async (url) => {
      const name = Object.keys(remotes).find((candidate) => url.startsWith(new URL('.', remotes[candidate]).href));
      const pkg = name && packageOf(name);
      const version = name && versionOfEntry(remotes[name]);
      const file = name ? url.slice(new URL('.', remotes[name]).href.length) : '';
      if (!pkg || !version || ![PAGE_LIST_FILE, FEDERATION_MANIFEST_FILE].includes(file)) {
        throw new Error(`${url} is not in the release store`);
      }
      return JSON.parse(fs.readFileSync(path.join(store.versionDir(pkg, version), file), 'utf8'));
    },
    // Each page's first screen into its HTML, rendered from the store's files (no server needed).
    finish: async (dir, catalog: SiteCatalog) => {
      if (strict && catalog.problems?.length) {
        throw new Error(`${store.remotesFile}: ${catalog.problems.join('; ')} (the served site was left as it was)`);
      }
      const state = { shell: shellVersion, remotes, siteUrl, composer: composerFingerprint() };
      fs.writeFileSync(path.join(dir, SITE_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
      if (process.env.PRERENDER !== '0') {
        const origins: Record<string, string> = {};
        for (const [name, entry] of Object.entries(remotes)) {
          const pkg = packageOf(name);
          if (pkg) origins[new URL(entry).origin] = store.packageDir(pkg);
        }
        await prerenderSite({ siteDir: dir, origins });
      }
      // The service worker precaches exactly this site's live versions: a new sw.js at every compose.
      await writeServiceWorker({
        siteDir: dir,
        shellDir: store.versionDir('shell', shellVersion),
        remotes: catalog.remotes.flatMap(({ name, entry }) => {
          const pkg = packageOf(name);
          const version = versionOfEntry(entry);
          return pkg && version ? [{ entry, dir: store.versionDir(pkg, version) }] : [];
        }),
        log: (line) => console.log(line),
      });
    },
  });
}
