/*
 * The release history (history.jsonl: every switch of a pointer, newest last) and what it decides: the version a
 * rollback goes back to, and which published versions stay. Old versions stay published (the newest KEEP_VERSIONS
 * released ones of each package by the history, the live one and the one a rollback would go back to), so a tab
 * opened before a release can still fetch the chunks of the version it runs. A build that was never live (refused,
 * or published by a killed release) is not kept.
 */
import fs from 'node:fs';
import type { StoreLayout } from './layout';
import type { PackageName } from './packages';
import { liveVersion, originOf, pointsAt, writePointer } from './pointer';
import { versions } from './versions';

/** How many published versions of a package stay online (besides the live one). */
export const KEEP_VERSIONS = 5;

export interface HistoryEntry {
  at: string;
  package: PackageName;
  action: 'release' | 'rollback' | 'start';
  from: string | null;
  to: string;
}

export function history(layout: StoreLayout): HistoryEntry[] {
  if (!fs.existsSync(layout.historyFile)) return [];
  // A line cut short by a kill is skipped, not fatal: the history is a record, the pointers are the truth.
  return fs
    .readFileSync(layout.historyFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryEntry];
      } catch {
        return [];
      }
    });
}

/**
 * Points the site at a published version (pointer.ts) and records the switch. The history entry written, or null
 * when the pointer already names that version (nothing is written).
 */
export function switchTo(
  layout: StoreLayout,
  pkg: PackageName,
  version: string,
  action: HistoryEntry['action'],
  origin: string = originOf(layout, pkg),
): HistoryEntry | null {
  if (!fs.existsSync(layout.versionDir(pkg, version))) throw new Error(`${pkg} ${version} is not published`);
  const from = liveVersion(layout, pkg);
  // Nothing changes: no history entry from a version to itself.
  if (pointsAt(layout, pkg, version, origin)) return null;
  writePointer(layout, pkg, version, origin);
  const entry: HistoryEntry = { at: new Date().toISOString(), package: pkg, action, from, to: version };
  fs.appendFileSync(layout.historyFile, `${JSON.stringify(entry)}\n`);
  return entry;
}

/** The last version of a package the history made live that is still published. */
export function lastLive(layout: StoreLayout, pkg: PackageName): string | null {
  const entries = history(layout).filter((entry) => entry.package === pkg);
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (fs.existsSync(layout.versionDir(pkg, entries[index].to))) return entries[index].to;
  }
  return null;
}

/** The version a rollback of `pkg` goes back to: the one live before the last switch to the live one. */
export function previousVersion(layout: StoreLayout, pkg: PackageName): string | null {
  // The version the live one replaced when it was released (a rollback does not count: rolling back twice
  // goes back twice, it does not undo the first).
  const live = liveVersion(layout, pkg);
  const switches = history(layout).filter(
    (entry) => entry.package === pkg && entry.action !== 'rollback' && entry.to === live && entry.from && entry.from !== live,
  );
  const last = switches[switches.length - 1];
  return last?.from && fs.existsSync(layout.versionDir(pkg, last.from)) ? last.from : null;
}

/**
 * Removes published versions but the newest `keep` ones made live (by the release history, not folder dates),
 * never the live one nor the one a rollback would go back to; a version that was never live (a refused build, or
 * one a killed release left) is removed too. Run under the lock, so no other release's candidate is in flight.
 */
export function prune(layout: StoreLayout, pkg: PackageName, keep: number = KEEP_VERSIONS): string[] {
  const kept = new Set([liveVersion(layout, pkg), previousVersion(layout, pkg)].filter(Boolean));
  const released: string[] = [];
  for (const entry of history(layout).reverse()) {
    if (entry.package === pkg && !released.includes(entry.to)) released.push(entry.to);
  }
  for (const version of released.slice(0, keep)) kept.add(version);
  const removed = versions(layout, pkg).filter((version) => !kept.has(version));
  for (const version of removed) fs.rmSync(layout.versionDir(pkg, version), { recursive: true, force: true });
  return removed;
}

/** Removes a version that was published for a release and never made live (the release was refused). */
export function unpublish(layout: StoreLayout, pkg: PackageName, version: string): boolean {
  const everLive = history(layout).some((entry) => entry.package === pkg && entry.to === version);
  if (everLive || liveVersion(layout, pkg) === version) return false;
  fs.rmSync(layout.versionDir(pkg, version), { recursive: true, force: true });
  return true;
}
