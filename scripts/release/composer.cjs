/*
 * What composes the site, as a fingerprint written into the composed site's live.json: the code that writes its
 * pages (compose, prerender, the service worker, the inline scripts) and the shell's site modules it runs. A second
 * `npm start` serves the composed site as it is only while the pointers and this fingerprint are the same, so a
 * checkout with a new composer (new preloads, a new worker) recomposes the site instead of serving the old pages.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** The files and folders (their sources, tests left out) whose code writes the composed pages. */
const COMPOSER_SOURCES = [
  'scripts/compose.ts',
  'scripts/prerender.ts',
  'scripts/service-worker.ts',
  'scripts/build-inline-scripts.ts',
  'shell/src/site',
  'shell/src/service-worker',
];

function sourcesIn(entry) {
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

function composerFingerprint() {
  const hash = createHash('sha256');
  for (const file of COMPOSER_SOURCES.flatMap(sourcesIn)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

module.exports = { COMPOSER_SOURCES, composerFingerprint };
