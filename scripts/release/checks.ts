/*
 * What a release checks before it switches anything live: that the live shell can serve the candidate (the same
 * check the shell makes in the browser), that the candidate's exposed modules are the ones its page list
 * promises, that composing the site with it loses no page, and (smoke.ts) that its pages open in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeCatalog, type PageList } from '../../shared/src/site';
import { incompatibility } from '../../shell/src/remotes/compatibility';
import { federationName, packageOf, versionOfEntry, type PackageName, type ReleaseStore } from './store.cjs';

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The page lists of the remotes in a remotes.json, read from the release store (or an error each). */
export function pageListsOf(store: ReleaseStore, remotes: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(remotes).map((name) => {
      const pkg = packageOf(name);
      const version = versionOfEntry(remotes[name]);
      if (!pkg || !version) return [name, new Error(`${remotes[name]} is not an entry of the release store`)];
      const dir = store.versionDir(pkg, version);
      try {
        return [name, readJson(path.join(dir, 'pages.json'))];
      } catch (error) {
        return [name, new Error(`no page list at ${dir}: ${(error as Error).message}`)];
      }
    }),
  );
}

/** A remote build's exposed modules, as its federation manifest lists them. */
function manifestExposes(dir: string): string[] {
  const manifest = readJson<{ exposes: { path: string }[] }>(path.join(dir, 'mf-manifest.json'));
  return manifest.exposes.map((expose) => expose.path).sort();
}

/** Why the candidate cannot go live, or nothing. `candidateRemotes` is remotes.json as it would be after the switch. */
export function compatibilityProblems(
  store: ReleaseStore,
  pkg: PackageName,
  version: string,
  candidateRemotes: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const shellVersion = pkg === 'shell' ? version : store.liveShellVersion();
  if (!shellVersion) return ['no shell is live: release the shell first (npm run release -- shell)'];
  const provides = store.shellDescription(shellVersion).provides;
  const lists = pageListsOf(store, candidateRemotes);

  if (pkg !== 'shell') {
    const name = federationName(pkg);
    const dir = store.versionDir(pkg, version);
    const list = lists[name] as PageList;
    if (list instanceof Error) return [String(list.message)];
    // Everything the candidate's page list declares, checked before any of it is read (paths, allows, text).
    const untrusted = composeCatalog({ [name]: candidateRemotes[name] }, { [name]: list }).problems ?? [];
    if (untrusted.length > 0) return untrusted.map((problem) => `its page list is refused: ${problem}`);
    const cannot = incompatibility({ name, requires: list.requires }, provides);
    if (cannot) problems.push(`the live shell ${shellVersion} cannot serve it: ${cannot}`);
    const promised = [...list.exposes].sort();
    const built = manifestExposes(dir);
    if (promised.join() !== built.join()) {
      problems.push(`its page list promises ${promised.join(', ')} but the build exposes ${built.join(', ')}`);
    }
    for (const page of list.pages) {
      if (!built.includes(page.module)) problems.push(`page /${page.path} needs ${page.module}, which the build does not expose`);
    }
  } else {
    for (const [name, list] of Object.entries(lists)) {
      if (list instanceof Error) continue;
      const cannot = incompatibility({ name, requires: (list as PageList).requires }, provides);
      if (cannot) problems.push(`shell ${version} cannot serve the live ${name}: ${cannot}`);
    }
  }
  for (const problem of composeCatalog(candidateRemotes, lists).problems ?? []) problems.push(`composing the site: ${problem}`);
  return problems;
}

/**
 * The addresses the live site answers that the candidate site would not: a page path (or a legacy path already
 * redirected) of the live page lists that no page of the candidate has as its path or among its `legacyPaths`.
 * Bookmarks, search results and other teams' related links point there; a page that moved says where it went.
 */
export function vanishedPaths(live: Record<string, unknown>, candidate: Record<string, unknown>): string[] {
  const lists = (all: Record<string, unknown>) =>
    Object.entries(all).filter((entry): entry is [string, PageList] => !(entry[1] instanceof Error));
  const answered = new Set<string>();
  for (const [, list] of lists(candidate)) {
    for (const page of list.pages) {
      answered.add(page.path);
      for (const legacy of page.legacyPaths ?? []) answered.add(legacy);
    }
  }
  const problems: string[] = [];
  for (const [name, list] of lists(live)) {
    for (const page of list.pages) {
      for (const old of [page.path, ...(page.legacyPaths ?? [])]) {
        if (answered.has(old)) continue;
        problems.push(
          `/${old} (${page.title}, live in ${name}) would answer 404: keep the page, or add "${old}" to the legacyPaths of the page it moved to (the old address then answers 301)`,
        );
      }
    }
  }
  return problems;
}
