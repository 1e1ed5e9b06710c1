/*
 * The only module that talks to the Module Federation runtime (unit tests mock it).
 *
 * Strategy: the shell is built with no remotes. At the first remote page it fetches /remotes.json
 * (never cached), registers each remote's entry URL and loads the page's module. A remote can thus move
 * or be redeployed without a shell rebuild. A failed load can be retried: re-registering the remote with
 * `force` drops the runtime's cached (failed) entry, so the next load fetches it again.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteOf, type RemoteModuleId, type RemoteName, type RemotePageModule, type RemotesManifest } from '@calc/shared';

export class RemoteLoadError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`The ${remote} module could not be loaded.`, { cause });
    this.name = 'RemoteLoadError';
  }
}

let manifest: Promise<RemotesManifest> | null = null;
// Remotes whose last load failed: the next load of any of their pages starts afresh.
const failedRemotes = new Set<RemoteName>();

async function fetchManifest(): Promise<RemotesManifest> {
  // The server marks it no-cache, so this is always fresh; a plain request also takes over the page's preload of it.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const entries = (await response.json()) as Partial<RemotesManifest>;
  const known = REMOTE_NAMES.filter((name) => typeof entries[name] === 'string');
  registerRemotes(known.map((name) => ({ name, entry: entries[name] as string })));
  return entries as RemotesManifest;
}

function remotesManifest(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().catch((error) => {
    manifest = null; // let the next attempt fetch it again
    throw error;
  });
  return manifest;
}

/** Loads an exposed page; after a failure of its remote, it first forgets the failed entry. */
export async function loadRemotePage(id: RemoteModuleId): Promise<RemotePageModule> {
  const remote = remoteOf(id);
  try {
    const entries = await remotesManifest();
    if (!entries[remote]) throw new Error(`remotes.json has no entry for ${remote}`);
    if (failedRemotes.has(remote)) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
    const module = await loadRemote<RemotePageModule>(id);
    if (!module || typeof module.default !== 'function') throw new Error(`${id} has no default export`);
    failedRemotes.delete(remote);
    return module;
  } catch (error) {
    failedRemotes.add(remote);
    throw new RemoteLoadError(remote, error);
  }
}
