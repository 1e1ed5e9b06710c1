/*
 * The only module that talks to the Module Federation runtime (unit tests mock it).
 *
 * Strategy: the shell is built with no remotes. The composed catalogue names each deployed remote's entry and
 * what its build needs; at the first remote page the shell registers the entries, and before loading a page it
 * checks that it can serve that remote (compatibility.ts). A failed load can be retried: re-registering the
 * remote with `force` drops the runtime's cached (failed) entry, so the next load fetches it again.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { SiteCatalog, SitePage, SiteRemote } from '@calc/singleton';
import { isAllowedEntry } from '@calc/shared/site';
import { incompatibility, type ShellProvides, SHELL_PROVIDES } from './compatibility';

/** What every exposed page module provides: a component without props. */
export interface RemotePageModule {
  default: ComponentType;
}

/** Why a page's remote could not be served, in words a developer can act on (also logged to the console). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} module could not be loaded: ${reason}`, options);
    this.name = 'RemoteLoadError';
  }
}

let registered: SiteCatalog | null = null;
// Remotes whose last load failed: the next load of any of their pages starts afresh.
const failedRemotes = new Set<string>();
// Remotes read afresh from the live site after a failure (a release may have replaced the version this page
// started with, and pruned it later): they take the place of the page's catalogue entry.
const refreshedRemotes = new Map<string, SiteRemote>();

/**
 * Before a remote is loaded again after a failure: its next load starts afresh, from its live entry if the site
 * has a newer one (read from the composed site's catalogue, never cached). Reading it may fail too (offline):
 * then the entry the page started with is tried again.
 */
export async function refreshRemote(name: string): Promise<void> {
  failedRemotes.add(name);
  try {
    const response = await fetch('/site-catalog.json', { cache: 'no-cache', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return;
    const live = ((await response.json()) as SiteCatalog).remotes?.find((remote) => remote.name === name);
    if (live && typeof live.entry === 'string') refreshedRemotes.set(name, live);
  } catch {
    // offline or no catalogue: keep the entry we have
  }
}

function register(catalog: SiteCatalog) {
  if (registered === catalog) return;
  registerRemotes(catalog.remotes.map(({ name, entry }) => ({ name, entry })));
  registered = catalog;
}

/** The innermost message of an error chain: the federation runtime wraps the real cause. */
function rootCause(error: unknown): string {
  let current = error;
  const seen = new Set<unknown>();
  while (current instanceof Error && current.cause !== undefined && !seen.has(current)) {
    seen.add(current);
    current = current.cause;
  }
  const message = current instanceof Error ? current.message : String(current);
  return message.replace(/\s+/g, ' ').trim();
}

/** Loads a page's module from its remote, after checking that this shell can serve the remote. */
export async function loadRemotePage(
  page: SitePage,
  catalog: SiteCatalog,
  provided: ShellProvides = SHELL_PROVIDES,
): Promise<RemotePageModule> {
  const remote = refreshedRemotes.get(page.remote) ?? catalog.remotes.find((candidate) => candidate.name === page.remote);
  if (!remote) throw new RemoteLoadError(page.remote, `the site has no entry for ${page.remote}`);
  if (!isAllowedEntry(remote.entry)) {
    throw new RemoteLoadError(
      remote.name,
      `its entry ${JSON.stringify(remote.entry.slice(0, 80))} is not an https: address; it is not loaded`,
    );
  }
  const incompatible = incompatibility(remote, provided);
  if (incompatible) throw new RemoteLoadError(remote.name, incompatible);
  if (!remote.exposes.includes(page.module)) {
    throw new RemoteLoadError(remote.name, `${remote.name} ${remote.version} does not expose ${page.module}`);
  }
  register(catalog);
  const id = `${remote.name}/${page.module.replace(/^\.\//, '')}`;
  try {
    if (failedRemotes.has(remote.name)) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    const module = await loadRemote<RemotePageModule>(id);
    if (!module || typeof module.default !== 'function') throw new Error(`${id} has no default export`);
    failedRemotes.delete(remote.name);
    return module;
  } catch (error) {
    failedRemotes.add(remote.name);
    throw new RemoteLoadError(remote.name, rootCause(error), { cause: error });
  }
}
