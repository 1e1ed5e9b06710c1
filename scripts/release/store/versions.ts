/*
 * The published versions of a package: one immutable folder each, published from a build and never overwritten.
 * Old versions stay published (history.ts decides which), so a tab opened before a release can still fetch the
 * chunks of the version it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StoreLayout } from './layout';
import { distOf, type PackageName } from './packages';

export interface ShellDescription {
  version: string;
  provides: { shellContract: number; shared: Record<string, string> };
}

/** The version a build describes itself with: a remote's page list, or the shell's shell.json. */
export function versionOfBuild(pkg: PackageName, dir: string): string {
  const file = path.join(dir, pkg === 'shell' ? 'shell.json' : 'pages.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a build of ${pkg}: it has no ${path.basename(file)}`);
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
  // It names a folder of the store: never a path (`../..`), only a version such as 1.2.3+abcdef0123.
  if (typeof version !== 'string' || version.length > 64 || !/^[0-9A-Za-z]+(?:[.+_-][0-9A-Za-z]+)*$/.test(version)) {
    throw new Error(`${dir}: its ${path.basename(file)} gives the version ${JSON.stringify(version)}, which is not a version`);
  }
  return version;
}

/** Publishes a build as an immutable version folder; a version already published is left as it is. */
export function publish(
  layout: StoreLayout,
  pkg: PackageName,
  buildDir: string = distOf(pkg),
): { version: string; dir: string; existed: boolean } {
  const version = versionOfBuild(pkg, buildDir);
  const target = layout.versionDir(pkg, version);
  if (fs.existsSync(target)) return { version, dir: target, existed: true };
  const staging = `${target}.publishing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(buildDir, staging, { recursive: true });
  fs.renameSync(staging, target);
  return { version, dir: target, existed: false };
}

/** Published versions of a package, newest first (by the time they were published). */
export function versions(layout: StoreLayout, pkg: PackageName): string[] {
  const dir = layout.packageDir(pkg);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.publishing-'))
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .map((entry) => entry.name);
}

/** What a published shell provides the remotes (its shell.json). */
export function shellDescription(layout: StoreLayout, version: string): ShellDescription {
  return JSON.parse(fs.readFileSync(path.join(layout.versionDir('shell', version), 'shell.json'), 'utf8'));
}
