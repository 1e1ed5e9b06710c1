/*
 * The store's release lock (release.lock): one release, rollback, repair or `npm start` at a time per store, its
 * holder named (pid, host, command, since). A lock whose holder is gone is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { StoreLayout } from './layout';

/** A release refused because another one holds the lock (the message names the holder). */
export class LockHeld extends Error {}

/** Whether a process of this machine is still running (a lock or a leftover folder of a dead one is stale). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export interface LockOptions {
  waitMs?: number;
  log?: (line: string) => void;
  pollMs?: number;
}

/**
 * Takes the store's release lock, naming its holder (pid, host, command, since). A lock whose holder is no
 * longer running is taken over; a live one is waited for up to `waitMs` (saying who holds it), then refused.
 * Returns the function that frees it (also freed if this process exits).
 */
export async function lock(
  layout: StoreLayout,
  command: string,
  { waitMs = 10 * 60_000, log = console.log, pollMs = 500 }: LockOptions = {},
): Promise<() => void> {
  fs.mkdirSync(layout.root, { recursive: true });
  const me: Holder = { pid: process.pid, host: os.hostname(), command, since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(layout.lockFile, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: Holder;
    try {
      holder = JSON.parse(fs.readFileSync(layout.lockFile, 'utf8'));
    } catch {
      // Being written this instant, or cut short by a kill: a lock file older than a second with no holder is stale.
      const age = Date.now() - (fs.statSync(layout.lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 1000) fs.rmSync(layout.lockFile, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (holder.host === me.host && !isRunning(holder.pid)) {
      log(
        `the lock of ${holder.command} (pid ${holder.pid}, since ${holder.since}) was left by a process that is gone: taking it`,
      );
      fs.rmSync(layout.lockFile, { force: true });
      continue;
    }
    const who = `${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
    if (Date.now() >= deadline) {
      throw new LockHeld(
        `another release holds ${layout.lockFile}: ${who}. Nothing was changed; run again when it has finished.`,
      );
    }
    if (!told) log(`waiting for ${who} to finish (it holds ${layout.lockFile})…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const unlock = () => {
    process.removeListener('exit', unlock);
    try {
      if (JSON.parse(fs.readFileSync(layout.lockFile, 'utf8')).pid === process.pid) fs.rmSync(layout.lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', unlock);
  return unlock;
}
