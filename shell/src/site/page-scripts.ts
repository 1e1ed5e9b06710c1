/*
 * The scripts a remote's page runs on, read from the federation manifest its build publishes beside its entry
 * (`mf-manifest.json`: each exposed module's synchronous chunks). Compose preloads them from the page's own HTML,
 * with the entry, so on a slow network they arrive with the shell's scripts instead of one round trip after the
 * federation runtime asks for them (Slow 3G: about 0.4 s of latency and the transfer no longer in series).
 * The manifest is the remote's word: only plain script names in the entry's own folder are taken, and a manifest
 * that is missing or malformed costs the preloads, never the page.
 */
import type { SiteCatalog } from '@calc/singleton';

/** The file the federation build publishes beside remoteEntry.js. */
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

export function manifestUrl(entry: string): string {
  return new URL(FEDERATION_MANIFEST_FILE, entry).href;
}

/** A chunk file name as webpack writes them: no folder, no query, nothing but a script. */
const SCRIPT_FILE = /^[\w.-]+\.js$/;

/** The synchronous chunks of each exposed module ('./sip-calculator'), as URLs beside the entry. */
export function exposedScripts(entry: string, manifest: unknown): Record<string, string[]> {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return {};
  const scripts: Record<string, string[]> = {};
  for (const expose of exposes as { path?: unknown; assets?: { js?: { sync?: unknown } } }[]) {
    const files = expose?.assets?.js?.sync;
    if (typeof expose?.path !== 'string' || !Array.isArray(files)) continue;
    scripts[expose.path] = files
      .filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file))
      .map((file) => new URL(file, entry).href);
  }
  return scripts;
}

/** Each remote page's scripts by its route ('/sip-calculator'), from its remote's manifest (by remote name). */
export function pageScripts(catalog: SiteCatalog, manifests: Record<string, unknown>): Record<string, string[]> {
  const byRemote = Object.fromEntries(
    catalog.remotes.map((remote) => [remote.name, exposedScripts(remote.entry, manifests[remote.name])]),
  );
  const scripts: Record<string, string[]> = {};
  for (const page of catalog.pages) {
    const files = byRemote[page.remote]?.[page.module];
    if (files?.length) scripts[`/${page.path}`] = files;
  }
  return scripts;
}
