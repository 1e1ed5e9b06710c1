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
    if (!ROUTE_SEGMENT.test(facts.path)) problems.push(`${folder}: path '${facts.path}' must be lowercase words joined by '-'`);
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

/*
 * What a remote's build declares is checked before the site trusts any of it (compose, release, `npm start`, the
 * browser's own composing): a page list is data from another build, possibly tampered with in a store or on its way.
 * A path becomes a file name and a link, `allows` a Content-Security-Policy, titles and descriptions HTML text.
 */

/** A route segment: lowercase letters and digits in words joined by single hyphens (`sip-calculator`). */
export const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An old path a page redirects from (exact and case-sensitive: `SIPCalculator`). */
const LEGACY_SEGMENT = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
/** A build's version, also a folder name of the release store: `1.2.3+abcdef0123`. */
const VERSION = /^[0-9A-Za-z]+(?:[.+_-][0-9A-Za-z]+)*$/;
const ICON = /^[a-z][a-z0-9-]{0,39}$/;
/** Markup, control characters and bidirectional overrides have no place in a title or a description. */
const NOT_PLAIN_TEXT = /[<>\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** The longest text each field may hold. */
const TEXT_LIMITS = {
  title: 100,
  navLabel: 100,
  section: 60,
  category: 60,
  description: 500,
  keyword: 100,
  name: 60,
  fullDescription: 2000,
} as const;

/**
 * The sources a remote may ask the site's policy to allow, by directive: its database (a Firebase Realtime Database
 * and its shard hosts, or the local database of `npm start`), App Check's reCAPTCHA Enterprise and token exchange,
 * and Firebase Authentication. Never a keyword ('unsafe-inline', 'unsafe-eval', 'self'), a scheme, `*` or any other host.
 */
const LOCAL_ORIGIN = (schemes: string) => new RegExp(`^(?:${schemes})://(?:127\\.0\\.0\\.1|localhost|\\[::1\\]):\\d{1,5}$`);
const FIREBASE_DATABASE = (schemes: string) =>
  new RegExp(
    `^(?:${schemes})://(?:(?:\\*|[a-z0-9-]+)\\.firebaseio\\.com|(?:\\*|[a-z0-9-]+)\\.(?:[a-z0-9-]+\\.)firebasedatabase\\.app)$`,
  );
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const FIREBASE_SERVICES = [
  'https://content-firebaseappcheck.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
export const ALLOWED_SOURCES: Record<keyof ContentSecurityNeeds, { exact: readonly string[]; patterns: readonly RegExp[] }> = {
  script: { exact: RECAPTCHA_SCRIPTS, patterns: [FIREBASE_DATABASE('https'), LOCAL_ORIGIN('http')] },
  connect: {
    exact: [...FIREBASE_SERVICES, 'https://www.google.com/recaptcha/'],
    patterns: [FIREBASE_DATABASE('wss|https'), LOCAL_ORIGIN('ws|http')],
  },
  frame: { exact: RECAPTCHA_FRAMES, patterns: [] },
};

export function isAllowedSource(directive: keyof ContentSecurityNeeds, source: string): boolean {
  const allowed = ALLOWED_SOURCES[directive];
  return allowed.exact.includes(source) || allowed.patterns.some((pattern) => pattern.test(source));
}

/**
 * A value as it may be quoted in a message: JSON (control characters escaped) with '<', '>' and '&' escaped too, cut
 * short. Messages end up in the composed site's catalogue: a quoted value must never read as markup anywhere.
 */
function quote(value: unknown): string {
  const text = (JSON.stringify(value) ?? String(value)).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function textProblem(value: unknown, limit: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'must be non-empty text';
  if (value.length > limit) return `must be at most ${limit} characters`;
  if (NOT_PLAIN_TEXT.test(value)) return `must be plain text (no '<', '>', control or direction characters), not ${quote(value)}`;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every problem with what a page list declares, each naming the remote, the page (or the list) and the field; empty
 * when the list can be trusted. Expects the shape composeCatalog already checked (pages, categories, exposes are
 * arrays). A page path may be '' (the home page, which the shell reserves; composing says so).
 */
export function pageListProblems(remote: string, list: PageList): string[] {
  const problems: string[] = [];
  const listField = (field: string, problem: string) => problems.push(`${remote}: its page list's '${field}' ${problem}`);

  if (typeof list.version !== 'string' || list.version.length > 64 || !VERSION.test(list.version)) {
    listField('version', `must be a version such as 1.2.3+abcdef0123, not ${quote(list.version)}`);
  }
  if (typeof list.builtAt !== 'string' || Number.isNaN(Date.parse(list.builtAt))) {
    listField('builtAt', `must be an ISO time, not ${quote(list.builtAt)}`);
  }
  const requires = list.requires as unknown as Record<string, unknown>;
  if (!Number.isInteger(requires.shellContract)) listField('requires.shellContract', 'must be a whole number');
  if (!isRecord(requires.shared) || !Object.values(requires.shared).every((range) => typeof range === 'string' && range.length <= 100)) {
    listField('requires.shared', 'must map package names to version ranges');
  }

  if (list.allows !== undefined) {
    if (!isRecord(list.allows)) listField('allows', 'must be an object of script, connect and frame sources');
    else {
      for (const [directive, sources] of Object.entries(list.allows)) {
        if (!(directive in ALLOWED_SOURCES)) {
          listField(`allows.${directive}`, 'is not a directive a remote may extend (script, connect, frame)');
          continue;
        }
        if (!Array.isArray(sources)) {
          listField(`allows.${directive}`, 'must be a list of sources');
          continue;
        }
        for (const source of sources) {
          if (typeof source !== 'string' || !isAllowedSource(directive as keyof ContentSecurityNeeds, source)) {
            listField(`allows.${directive}`, `may not hold ${quote(source)} (only the database, App Check and Authentication hosts)`);
          }
        }
      }
    }
  }

  list.exposes.forEach((module, index) => {
    if (typeof module !== 'string' || !/^\.\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(module)) {
      listField(`exposes[${index}]`, `must be './' and a route segment, not ${quote(module)}`);
    }
  });

  list.categories.forEach((category: unknown, index) => {
    const where = `category ${index + 1}${isRecord(category) && typeof category.name === 'string' ? ` (${quote(category.name)})` : ''}`;
    if (!isRecord(category)) {
      problems.push(`${remote}: ${where} is not a category`);
      return;
    }
    for (const field of ['name', 'description', 'fullDescription'] as const) {
      const problem = textProblem(category[field], TEXT_LIMITS[field]);
      if (problem) problems.push(`${remote}: ${where}, field '${field}' ${problem}`);
    }
    if (typeof category.icon !== 'string' || !ICON.test(category.icon)) {
      problems.push(`${remote}: ${where}, field 'icon' must be an icon name, not ${quote(category.icon)}`);
    }
  });

  list.pages.forEach((page: unknown, index) => {
    const where = `page ${index + 1}${isRecord(page) && typeof page.path === 'string' ? ` (${quote(page.path)})` : ''}`;
    const field = (name: string, problem: string) => problems.push(`${remote}: ${where}, field '${name}' ${problem}`);
    if (!isRecord(page)) {
      problems.push(`${remote}: ${where} is not a page`);
      return;
    }
    if (typeof page.path !== 'string' || (page.path !== '' && !ROUTE_SEGMENT.test(page.path))) {
      field('path', `must be a lowercase route segment (letters and digits, words joined by '-'), not ${quote(page.path)}`);
    } else if (page.module !== exposedModuleOf({ path: page.path })) {
      field('module', `must be ${quote(exposedModuleOf({ path: page.path }))}, not ${quote(page.module)}`);
    }
    for (const name of ['title', 'navLabel', 'section', 'description'] as const) {
      const problem = textProblem(page[name], TEXT_LIMITS[name]);
      if (problem) field(name, problem);
    }
    if (page.category !== undefined) {
      const problem = textProblem(page.category, TEXT_LIMITS.category);
      if (problem) field('category', problem);
    }
    if (typeof page.icon !== 'string' || !ICON.test(page.icon)) field('icon', `must be an icon name, not ${quote(page.icon)}`);
    if (!Array.isArray(page.keywords)) field('keywords', 'must be a list of words');
    else {
      page.keywords.forEach((keyword: unknown, at) => {
        const problem = textProblem(keyword, TEXT_LIMITS.keyword);
        if (problem) field(`keywords[${at}]`, problem);
      });
    }
    if (page.legacyPaths !== undefined) {
      if (!Array.isArray(page.legacyPaths)) field('legacyPaths', 'must be a list of old paths');
      else {
        page.legacyPaths.forEach((legacy: unknown, at) => {
          if (typeof legacy !== 'string' || !LEGACY_SEGMENT.test(legacy)) {
            field(`legacyPaths[${at}]`, `must be one path segment of letters, digits, '-' and '_', not ${quote(legacy)}`);
          }
        });
      }
    }
  });
  return problems;
}
