/*
 * firebase.json, written from the one list of packages (scripts/site-packages.cjs: one hosting site for the shell,
 * one per remote) and the site's legacy paths (the registries' page facts): `npm run firebase:config`. Firebase
 * reads it as static JSON, so it is committed; scripts/__tests__/firebase-hosting.test.ts fails until the committed
 * file is what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteCatalog } from '@calc/singleton';
import { composeCatalog, pageListOf, SHELL_CONTRACT_VERSION } from '../shared/src/site';
import { serverRedirects } from './release/compose';
import { REGISTRIES } from './registries';
import { REMOTE_PACKAGES, ROOT, SHELL } from './site-packages.cjs';

const FILE = path.join(ROOT, 'firebase.json');

const header = (key: string, value: string) => ({ key, value });
const NO_CACHE = [header('Cache-Control', 'no-cache')];
const SECURITY = [
  header('X-Content-Type-Options', 'nosniff'),
  header('Referrer-Policy', 'strict-origin-when-cross-origin'),
  // The rest of the policy is a meta tag in the pages; frame-ancestors only works as a header.
  header('Content-Security-Policy', "frame-ancestors 'none'"),
  header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains'),
];
/** Content-hashed scripts never change under their name. */
const IMMUTABLE_SCRIPTS = {
  regex: '^/(.*/)?[^/]+\\.[0-9a-f]{8}\\.js$',
  headers: [header('Cache-Control', 'public, max-age=31536000, immutable')],
};
const IGNORE = ['firebase.json', '**/.*', '**/node_modules/**'];

/** The whole configuration: the shell's site serves the composed site, each remote's its folder of kept versions. */
export function firebaseConfig(catalog: SiteCatalog) {
  const shell = {
    target: SHELL.name,
    public: 'releases/site',
    ignore: IGNORE,
    // Nothing is rewritten: a route is its page (<path>.html), anything else a 404 with 404.html.
    cleanUrls: true,
    redirects: Object.entries(serverRedirects(catalog)).map(([source, destination]) => ({ source, destination, type: 301 })),
    headers: [
      { source: '**', headers: SECURITY },
      { source: '/{remotes,site-catalog,shell,redirects,live}.json', headers: NO_CACHE },
      // Rewritten by every compose: crawlers must not keep an old one.
      { source: '/{robots.txt,sitemap.xml}', headers: NO_CACHE },
      // The service worker is rewritten by every compose (its precache list) and must be checked at every visit.
      { source: '/{sw.js,manifest.webmanifest}', headers: NO_CACHE },
      { source: '**/*.html', headers: NO_CACHE },
      { regex: '^/[^.]*$', headers: NO_CACHE },
      IMMUTABLE_SCRIPTS,
      // The catalogue file a composed page names: its name is a hash of its content.
      { regex: '^/site-catalog\\.[0-9a-f]{8}\\.json$', headers: IMMUTABLE_SCRIPTS.headers },
    ],
  };
  const remotes = REMOTE_PACKAGES.map((pkg) => ({
    target: pkg.name,
    public: `releases/${pkg.name}`,
    ignore: IGNORE,
    headers: [
      { source: '**', headers: [header('Access-Control-Allow-Origin', '*'), ...SECURITY] },
      { source: '**/{remoteEntry.js,mf-manifest.json,pages.json,index.html}', headers: NO_CACHE },
      IMMUTABLE_SCRIPTS,
    ],
  }));
  return { database: { rules: 'database.rules.json' }, hosting: [shell, ...remotes] };
}

/** The site as the repository's registries compose it (what the legacy redirects are read from). */
export function repositoryCatalog(): SiteCatalog {
  const requires = { shellContract: SHELL_CONTRACT_VERSION, shared: {} };
  const lists = Object.fromEntries(
    REGISTRIES.map((registry) => [
      registry.name,
      pageListOf(registry, { version: '0.0.0', builtAt: new Date(0).toISOString(), requires }),
    ]),
  );
  const remotes = Object.fromEntries(
    REGISTRIES.map((registry) => [registry.name, `https://${registry.name}.invalid/remoteEntry.js`]),
  );
  const catalog = composeCatalog(remotes, lists);
  if (catalog.problems) throw new Error(`the registries do not compose: ${catalog.problems.join('; ')}`);
  return catalog;
}

async function write() {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  const text = await prettier.format(JSON.stringify(firebaseConfig(repositoryCatalog()), null, 2), {
    ...options,
    filepath: FILE,
  });
  fs.writeFileSync(FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), FILE)}`);
}

if (require.main === module) {
  write().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
