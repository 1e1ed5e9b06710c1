/*
 * The site's pages as the tests expect them, read from where they are declared: Home (HOME_PAGE of the site rules,
 * the shell's own page) and each remote's registry, in remotes.json order (the order the composed catalogue lists them in). No page is listed here.
 */
import type { PageFacts } from '@calc/singleton';
import { HOME_PAGE, legacyRedirects, type RemoteRegistry } from '../shared/src/site';
import { PORTS, REMOTES } from '../scripts/site-config.cjs';
import { REGISTRIES as ALL_REGISTRIES } from '../scripts/registries';

export { PROJECT_TITLE, documentTitle } from '../shared/src/site';

/** The public address the site was composed with (as scripts/serve.mjs composes it). */
export const SITE_URL = process.env.SITE_URL ?? `http://localhost:${PORTS.shell}`;

/** Every remote's registry by name (scripts/registries.ts: the workspaces' remotes). */
const REGISTRIES: Record<string, RemoteRegistry> = Object.fromEntries(
  ALL_REGISTRIES.map((registry) => [registry.name, registry]),
);

export interface SitePageFacts extends PageFacts {
  /** The remote that renders the page; none for the shell's own (Home). */
  remote?: string;
}

/** Every page of the site: Home first, then each remote's pages, remotes in remotes.json order. */
export const SITE_PAGES: readonly SitePageFacts[] = [
  HOME_PAGE,
  ...REMOTES.flatMap((name) => {
    const registry = REGISTRIES[name];
    if (!registry) throw new Error(`e2e/site-pages: no registry for the remote ${name}`);
    return Object.values(registry.pages).map((facts) => ({ ...facts, remote: name }));
  }),
];

/** Old paths to the paths that declare them. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = legacyRedirects(SITE_PAGES);

/** The page at a path (without the leading slash); throws when the site has none. */
export function pageAt(path: string): SitePageFacts {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`e2e/site-pages: the site has no page at /${path}`);
  return page;
}

/** The page a remote's registry holds in `folder` (e.g. 'calculators/sip'). */
export function pageInFolder(remote: string, folder: string): PageFacts {
  const facts = REGISTRIES[remote]?.pages[folder];
  if (!facts) throw new Error(`e2e/site-pages: ${remote} has no page in src/${folder}`);
  return facts;
}

/** A remote's registry. */
export function registryOf(remote: string): RemoteRegistry {
  const registry = REGISTRIES[remote];
  if (!registry) throw new Error(`e2e/site-pages: no registry for the remote ${remote}`);
  return registry;
}
