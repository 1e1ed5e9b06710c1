/*
 * What a release checks before it switches anything live: that the live shell can serve the candidate (the same
 * check the shell makes in the browser), that the candidate's exposed modules are the ones its page list
 * promises, that composing the site with it loses no page, and (smoke.ts) that its pages open in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeCatalog, type PageList } from '../../shared/src/site';
import { incompatibility } from '../../shell/src/remotes/compatibility';
import { SHARED_PIECES_FILE, SHELL_RENDERED_PIECES, type SharedPieces } from '../shared-pieces';
import { federationName, packageOf, versionOfEntry, type PackageName, type ReleaseStore } from './store';

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

function sharedPiecesOf(dir: string): SharedPieces | null {
  try {
    return readJson<SharedPieces>(path.join(dir, SHARED_PIECES_FILE));
  } catch {
    return null;
  }
}

/** The pieces whose copies differ between two builds (only those both record). */
function differingPieces(a: SharedPieces | null, b: SharedPieces | null): string[] {
  if (!a || !b) return [];
  return Object.keys(a).filter((piece) => b[piece] && a[piece].hash !== b[piece].hash);
}

/**
 * Which shared pieces the candidate carries that the live site does not, and what that means. The design tokens
 * are the shell's: the composed site shows the live shell's copy whatever a remote carries, so a remote whose copy
 * differs would show other colours on its standalone page than on the site. Such a remote is refused (the shell goes
 * first, as after a singleton bump); a shell carrying new tokens is released and names the live remotes whose
 * standalone pages keep the old ones until their next release. Icons are each build's own: a remote's pages show
 * its copy, the header and sidebar the shell's; a difference is reported, not refused.
 */
export function sharedPiecesReport(
  store: ReleaseStore,
  pkg: PackageName,
  version: string,
): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  const candidate = sharedPiecesOf(store.versionDir(pkg, version));
  const describe = (piece: string, pieces: SharedPieces) => `${piece} (${pieces[piece].file})`;
  if (pkg !== 'shell') {
    const shellVersion = store.liveShellVersion();
    const shell = shellVersion ? sharedPiecesOf(store.versionDir('shell', shellVersion)) : null;
    for (const piece of differingPieces(candidate, shell)) {
      if (SHELL_RENDERED_PIECES.includes(piece)) {
        problems.push(
          `it carries other ${describe(piece, candidate!)} than the live shell ${shellVersion}: the site shows the shell's, its standalone page would show its own. Release the shell with them first (npm run release -- shell), or build from the ${piece} the shell has.`,
        );
      } else {
        notes.push(
          `it carries other ${describe(piece, candidate!)} than the live shell ${shellVersion}: its pages will show its copy, the header and sidebar the shell's until the shell is released with them`,
        );
      }
    }
  } else {
    for (const [name, entry] of Object.entries(store.liveRemotes())) {
      const remote = packageOf(name);
      const remoteVersion = versionOfEntry(entry);
      if (!remote || !remoteVersion) continue;
      for (const piece of differingPieces(candidate, sharedPiecesOf(store.versionDir(remote, remoteVersion)))) {
        notes.push(
          SHELL_RENDERED_PIECES.includes(piece)
            ? `the site will show this shell's ${describe(piece, candidate!)}; the live ${remote} carries other ones, which its standalone page keeps until ${remote} is released again`
            : `the live ${remote} carries other ${describe(piece, candidate!)}: its pages keep its copy until it is released again`,
        );
      }
    }
  }
  return { problems, notes };
}
