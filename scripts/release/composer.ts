/*
 * What composes the site, as a fingerprint written into the composed site's live.json: the code that writes its
 * pages (compose, prerender, the service worker, the inline scripts) and the shell's site modules it runs. A second
 * `npm start` serves the composed site as it is only while the pointers and this fingerprint are the same, so a
 * checkout with a new composer (new preloads, a new worker) recomposes the site instead of serving the old pages.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The files and folders (their sources, tests left out) whose code writes the composed pages. */
export const COMPOSER_SOURCES: string[] = [
  'scripts/release/compose.ts',
  'scripts/release/recompose.ts',
  'scripts/prerender.ts',
  'scripts/service-worker.ts',
  'scripts/build-inline-scripts.ts',
  'shared/src/site/compose-catalog.ts',
  'shell/src/site',
  'shell/src/service-worker',
];

function sourcesIn(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((item) => item.name !== '__tests__')
    .flatMap((item) =>
      item.isDirectory()
        ? sourcesIn(path.join(entry, item.name))
        : /\.tsx?$/.test(item.name)
          ? [path.join(entry, item.name)]
          : [],
    )
    .sort();
}

export function composerFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of COMPOSER_SOURCES.flatMap(sourcesIn))
    hash.update(`${file}\0`).update(new Uint8Array(fs.readFileSync(path.join(ROOT, file))));
  return hash.digest('hex').slice(0, 16);
}
