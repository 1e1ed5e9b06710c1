/*
 * What a remote publishes with its build (pages.json, beside remoteEntry.js), and the registry it is derived
 * from. A remote's registry (src/registry.ts) is the one list of its pages: its build derives the exposed
 * modules, its standalone routes and this page list from it, and the site is composed from the page lists of
 * the deployed remotes. This file is plain data and types: the build (node) and the browser both read it.
 */
import type { CategoryFacts, PageFacts, RemoteRequirements, SiteCatalog } from '@calc/singleton';

/** The file each remote publishes beside its remoteEntry.js. */
export const PAGE_LIST_FILE = 'pages.json';

/** The page-list format this code reads and writes. */
export const PAGE_LIST_SCHEMA = 1;

/**
 * The version of the contract between the shell and a remote's pages: an exposed module's default export is a
 * React component without props, rendered inside the shell's providers (theme, currency, category, catalogue)
 * and router. Raise it when that changes; a shell mounts only remotes built for its contract.
 */
export const SHELL_CONTRACT_VERSION = 1;

/** A remote's one list of its pages: folder (under src/, holding page.tsx and page-facts.ts) to facts. */
export interface RemoteRegistry {
  /** The federation name, also its key in remotes.json. */
  name: string;
  /** The categories this remote brings (a category is declared by one remote). */
  categories: CategoryFacts[];
  pages: Record<string, PageFacts>;
}

/**
 * Origins a remote's pages talk to besides the remote's own (its database, a captcha), by Content-Security-Policy
 * directive: the composed pages' policy allows them.
 */
export interface ContentSecurityNeeds {
  script?: string[];
  connect?: string[];
  frame?: string[];
}

export interface PublishedPage extends PageFacts {
  /** The exposed module that renders it. */
  module: string;
}

export interface PageList {
  schema: number;
  remote: string;
  /** The package version and the build's content hash: two different builds never share one. */
  version: string;
  builtAt: string;
  requires: RemoteRequirements;
  /** What the composed pages' Content-Security-Policy must allow for this remote, besides its own origin. */
  allows?: ContentSecurityNeeds;
  /** Every exposed module of the build. */
  exposes: string[];
  categories: CategoryFacts[];
  pages: PublishedPage[];
}

/** The exposed module of a page: its path, so the page's identity is spelled once. */
export function exposedModuleOf(page: Pick<PageFacts, 'path'>): string {
  return `./${page.path}`;
}

/** The remote's `exposes` option: one module per page, from the page's folder. */
export function exposesOf(registry: RemoteRegistry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry.pages).map(([folder, facts]) => [exposedModuleOf(facts), `./src/${folder}/page.tsx`]),
  );
}

/** The page list a build publishes. */
export function pageListOf(
  registry: RemoteRegistry,
  build: { version: string; builtAt: string; requires: RemoteRequirements; allows?: ContentSecurityNeeds },
): PageList {
  const pages = Object.values(registry.pages).map((facts) => ({ ...facts, module: exposedModuleOf(facts) }));
  return {
    schema: PAGE_LIST_SCHEMA,
    remote: registry.name,
    version: build.version,
    builtAt: build.builtAt,
    requires: build.requires,
    ...(build.allows ? { allows: build.allows } : {}),
    exposes: pages.map((page) => page.module),
    categories: registry.categories,
    pages,
  };
}

/** Problems in a registry that would make a broken page list: a build fails on any of them. */
export function registryProblems(registry: RemoteRegistry): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [folder, facts] of Object.entries(registry.pages)) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(facts.path)) problems.push(`${folder}: path '${facts.path}' must be lowercase words joined by '-'`);
    const other = seen.get(facts.path);
    if (other) problems.push(`${folder}: path '${facts.path}' is also the path of ${other}`);
    seen.set(facts.path, folder);
    for (const key of ['title', 'navLabel', 'section', 'description', 'icon'] as const) {
      if (typeof facts[key] !== 'string' || facts[key].trim() === '') problems.push(`${folder}: '${key}' is missing`);
    }
  }
  return problems;
}

/** The catalogue of a remote running alone: its own pages and categories only. */
export function catalogOfRegistry(registry: RemoteRegistry): SiteCatalog {
  return {
    pages: Object.values(registry.pages).map((facts) => ({ ...facts, remote: registry.name, module: exposedModuleOf(facts) })),
    categories: registry.categories,
    remotes: [],
  };
}
