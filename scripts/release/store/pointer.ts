/*
 * The pointers, which say what is live: remotes.json (each remote's versioned entry URL) and shell.json (the
 * shell's version). Read strictly (a malformed pointer throws a PointerError naming the file, the fault and the
 * repair) and written atomically; history.ts records each switch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomically, type StoreLayout } from './layout';
import { entryUrl, federationName, localOrigin, packageOf, PACKAGES, versionOfEntry, type PackageName } from './packages';

/** The one command that repairs a store whose pointer is unreadable or disagrees with the composed site. */
export const REPAIR_COMMAND = 'npm run release:repair';

/** A pointer file (remotes.json, shell.json) that cannot be read: it names the file, the fault and the repair. */
export class PointerError extends Error {
  readonly file: string;
  constructor(file: string, fault: string) {
    super(
      `${file} is not a valid pointer: ${fault}. The site keeps serving what was last composed (${path.join(path.dirname(file), 'site')}); ` +
        `repair with \`${REPAIR_COMMAND}\` (it restores the pointer the site was composed from, then recomposes).`,
    );
    this.file = file;
  }
}

function versionOfEntrySafe(entry: string): string | null {
  try {
    return versionOfEntry(entry);
  } catch {
    return null;
  }
}

/** The faults of a remotes.json's content (an object of remote name to versioned entry URL), or none. */
export function remotesFaults(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes))
    return ['it is not an object of remote names to entries'];
  const faults: string[] = [];
  for (const [name, entry] of Object.entries(remotes)) {
    if (!packageOf(name))
      faults.push(
        `"${name}" is not a remote of this site (${PACKAGES.filter((pkg) => pkg !== 'shell')
          .map(federationName)
          .join(', ')})`,
      );
    else if (typeof entry !== 'string' || !versionOfEntrySafe(entry))
      faults.push(
        `the entry of "${name}" (${JSON.stringify(entry)}) is not a versioned URL such as https://host/<version>/remoteEntry.js`,
      );
  }
  return faults;
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new PointerError(file, code === 'ENOENT' ? 'it does not exist' : message);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PointerError(file, `it is not JSON (${(error as Error).message})`);
  }
}

/** remotes.json (none yet: {}); an unreadable or malformed one throws a PointerError naming the file and the fault. */
export function liveRemotes(layout: StoreLayout): Record<string, string> {
  if (!fs.existsSync(layout.remotesFile)) return {};
  const remotes = readJsonFile(layout.remotesFile);
  const faults = remotesFaults(remotes);
  if (faults.length > 0) throw new PointerError(layout.remotesFile, faults.join('; '));
  return remotes as Record<string, string>;
}

export function liveShellVersion(layout: StoreLayout): string | null {
  if (!fs.existsSync(layout.shellFile)) return null;
  const { version } = (readJsonFile(layout.shellFile) ?? {}) as { version?: unknown };
  if (typeof version !== 'string' || !fs.existsSync(layout.versionDir('shell', version)))
    throw new PointerError(layout.shellFile, `it names the shell version ${JSON.stringify(version)}, which is not published`);
  return version;
}

/** The live version of a package: the shell's from shell.json, a remote's from its entry in remotes.json. */
export function liveVersion(layout: StoreLayout, pkg: PackageName): string | null {
  if (pkg === 'shell') return liveShellVersion(layout);
  const entry = liveRemotes(layout)[federationName(pkg)];
  return entry ? versionOfEntry(entry) : null;
}

/** Where a remote is hosted: its live entry's origin (a release changes the version, not the host), else the local one. */
export function originOf(layout: StoreLayout, pkg: PackageName): string {
  if (pkg === 'shell') return '';
  const live = liveRemotes(layout)[federationName(pkg)];
  return live ? new URL(live).origin : localOrigin(pkg);
}

/** The remotes.json a switch of `pkg` to `version` would write (for a remote), or the live one (for the shell). */
export function remotesWith(
  layout: StoreLayout,
  pkg: PackageName,
  version: string,
  origin: string = originOf(layout, pkg),
): Record<string, string> {
  const live = liveRemotes(layout);
  if (pkg === 'shell') return live;
  // remotes.json lists the remotes in the site's order: a new remote goes last.
  return { ...live, [federationName(pkg)]: entryUrl(origin, version) };
}

/** Whether the pointer names `version` of `pkg` (a remote's at `origin`) already. */
export function pointsAt(layout: StoreLayout, pkg: PackageName, version: string, origin: string): boolean {
  return (
    liveVersion(layout, pkg) === version &&
    (pkg === 'shell' || liveRemotes(layout)[federationName(pkg)] === entryUrl(origin, version))
  );
}

/** Points the site at a version: written to a temporary file, then renamed over the pointer (atomic). */
export function writePointer(layout: StoreLayout, pkg: PackageName, version: string, origin: string): void {
  if (pkg === 'shell') writeAtomically(layout.shellFile, `${JSON.stringify({ version }, null, 2)}\n`);
  else writeAtomically(layout.remotesFile, `${JSON.stringify(remotesWith(layout, pkg, version, origin), null, 2)}\n`);
}
