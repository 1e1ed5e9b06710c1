/*
 * Where each thing of a release store lives on disk, the way production hosts it:
 *
 *   releases/<package>/<version>/   one immutable folder per published build (never overwritten)
 *   releases/remotes.json           the pointer: each remote's live entry, a versioned URL
 *   releases/shell.json             the shell's live version
 *   releases/history.jsonl          every switch (release, rollback, start), newest last
 *   releases/site/                  the site composed from the live shell and remotes.json (what the shell's host serves),
 *                                   with live.json: the pointers it was composed from
 *   releases/release.lock           who is releasing now (pid, host, command); freed when that process is gone
 *
 * Only paths: the other modules of the store read and write them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR } from '../../site-config.cjs';

export class StoreLayout {
  constructor(readonly root: string = RELEASES_DIR) {}

  get remotesFile(): string {
    return path.join(this.root, 'remotes.json');
  }
  get shellFile(): string {
    return path.join(this.root, 'shell.json');
  }
  get historyFile(): string {
    return path.join(this.root, 'history.jsonl');
  }
  get siteDir(): string {
    return path.join(this.root, 'site');
  }
  /** What the composed site was composed from: { shell, remotes } (written by recompose, scripts/release/recompose.ts). */
  get siteStateFile(): string {
    return path.join(this.siteDir, 'live.json');
  }
  /** release.lock: who is releasing now. */
  get lockFile(): string {
    return path.join(this.root, 'release.lock');
  }
  packageDir(pkg: string): string {
    return path.join(this.root, pkg);
  }
  versionDir(pkg: string, version: string): string {
    return path.join(this.root, pkg, version);
  }
}

/** Writes a file through a temporary one renamed over it, so a reader never sees half of it. */
export function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
