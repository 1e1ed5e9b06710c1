/*
 * What the service worker precaches (pure; scripts/service-worker.ts lists the files and writes sw.js at every
 * compose). Only the live versions: the live shell's own files and, for each remote of remotes.json, the files of
 * the version folder its entry points into, as absolute URLs on the remote's origin. Older shells' scripts, kept in
 * the site for open tabs, and older remote versions are never in it. The list is bounded: a file over the per-file
 * limit is left out, and once the total would pass the budget the rest is left out (in the order given: the shell,
 * then each remote's entry before its chunks), each named with its reason.
 */

export interface PrecacheFile {
  /** Absolute (a remote's file) or from the site's root (`/main.1234abcd.js`). */
  url: string;
  /** Bytes on disk. */
  size: number;
  /** The content's hash: the precache fetches the file again only when it changes. */
  revision: string;
}

export interface PrecacheEntry {
  url: string;
  revision: string;
}

export interface PrecacheLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
}

export interface PrecacheList {
  entries: PrecacheEntry[];
  totalBytes: number;
  leftOut: { url: string; reason: string }[];
}

const MIB = 1024 * 1024;

/** About 2.5 MiB of scripts is today's site (uncompressed, all live versions): room to grow, but bounded. */
export const PRECACHE_LIMITS: PrecacheLimits = { maxFileBytes: 2 * MIB, maxTotalBytes: 12 * MIB };

/** The shell's page the worker answers a navigation with when neither the network nor its cache has the page. */
export const OFFLINE_FALLBACK_PAGE = '/app-shell.html';

/**
 * Whether a file of a build folder (path relative to it, `/`-separated) is one the site runs: scripts and the
 * site's own files. Not licences, build statistics, a remote's standalone page or the pages (HTML is network-first,
 * except the shell's fallback page).
 */
export function isPrecachedFile(relative: string, part: 'shell' | 'remote'): boolean {
  if (relative.includes('/')) return false;
  if (part === 'shell') return /\.(js|svg|png|webmanifest)$/.test(relative) || relative === OFFLINE_FALLBACK_PAGE.slice(1);
  return /\.js$/.test(relative);
}

/** The folder of a remote's live version, from its entry: `https://host/1.0.0+abc/remoteEntry.js` → `https://host/1.0.0+abc/`. */
export function versionFolderOf(entry: string): string {
  const url = new URL(entry);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/[^/]*$/, '');
  return url.href;
}

/** Entries first (a remote's entry before its chunks), the rest by name, so the list is the same at every compose. */
function ordered(files: PrecacheFile[]): PrecacheFile[] {
  const rank = (file: PrecacheFile) => (/\/remoteEntry\.js$/.test(file.url) ? 0 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** The precache manifest of the given parts (the shell's files first, then each live remote's), within the limits. */
export function precacheList(parts: PrecacheFile[][], limits: PrecacheLimits = PRECACHE_LIMITS): PrecacheList {
  const entries: PrecacheEntry[] = [];
  const leftOut: PrecacheList['leftOut'] = [];
  const seen = new Set<string>();
  let totalBytes = 0;
  let full = false;
  for (const file of parts.flatMap(ordered)) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    if (file.size > limits.maxFileBytes) {
      leftOut.push({ url: file.url, reason: `${file.size} bytes, over the ${limits.maxFileBytes} of one file` });
    } else if (full || totalBytes + file.size > limits.maxTotalBytes) {
      full = true;
      leftOut.push({ url: file.url, reason: `the precache is full (${limits.maxTotalBytes} bytes)` });
    } else {
      totalBytes += file.size;
      entries.push({ url: file.url, revision: file.revision });
    }
  }
  return { entries, totalBytes, leftOut };
}
