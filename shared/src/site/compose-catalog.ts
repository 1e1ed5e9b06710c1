/*
 * Composing the site: remotes.json (which remote lives where) and the page list each remote published give
 * the catalogue the shell runs on. composeCatalogFrom is the one composing function: a release, `npm run compose`
 * and `npm start` call it at publish time (scripts/release/compose.ts, reading the page lists from the release
 * store or over HTTP), and the shell calls it in the browser when its page carries no composed catalogue
 * (development: shell/src/site/compose-in-browser.ts). composeCatalog is its pure core.
 */
import type { CategoryFacts, SiteCatalog, SitePage, SiteRemote } from '@calc/singleton';
import { PAGE_LIST_FILE, PAGE_LIST_SCHEMA, pageListProblems, type PageList } from './page-list';
import { isAllowedEntry } from './site-rules';

/** remotes.json: each remote's name and the URL of its remoteEntry.js, in the order the site lists them. */
export type RemotesJson = Record<string, string>;

/** Where a remote publishes its page list: beside its entry. */
export function pageListUrl(entry: string): string {
  return new URL(PAGE_LIST_FILE, entry).href;
}

function isPageList(value: unknown): value is PageList {
  const list = value as PageList;
  return (
    typeof list === 'object' && list !== null && typeof list.remote === 'string' && Array.isArray(list.pages) &&
    Array.isArray(list.categories) && Array.isArray(list.exposes) && typeof list.requires === 'object' && list.requires !== null
  );
}

/**
 * The catalogue of the deployed site. `pageLists` holds what each remote's page list answered (or why it could
 * not be read); `reservedPaths` are the shell's own pages. A remote whose list is missing or malformed is left
 * out, and so is one whose list declares anything pageListProblems refuses (a tampered list is not trusted at
 * all); a path already taken (by the shell or an earlier remote in remotes.json) is left out of the later remote.
 * Either way the reason goes into `problems`, and the rest of the site is composed.
 */
export function composeCatalog(
  remotes: RemotesJson,
  pageLists: Record<string, unknown>,
  reservedPaths: readonly string[] = [''],
): SiteCatalog {
  const pages: SitePage[] = [];
  const categories: CategoryFacts[] = [];
  const siteRemotes: SiteRemote[] = [];
  const problems: string[] = [];
  const taken = new Map<string, string>(reservedPaths.map((path) => [path, 'the shell']));

  for (const [name, entry] of Object.entries(remotes)) {
    if (!isAllowedEntry(entry)) {
      problems.push(`${name}: its entry ${JSON.stringify(entry)} is not an https: address (or http://localhost)`);
      continue;
    }
    const list = pageLists[name];
    if (list instanceof Error) {
      problems.push(`${name}: its page list could not be read (${list.message})`);
      continue;
    }
    if (!isPageList(list)) {
      problems.push(`${name}: its page list is not a page list`);
      continue;
    }
    if (list.schema !== PAGE_LIST_SCHEMA) {
      problems.push(`${name}: its page list has schema ${list.schema}; this site reads schema ${PAGE_LIST_SCHEMA}`);
      continue;
    }
    if (list.remote !== name) {
      problems.push(`${name}: its page list belongs to '${list.remote}'`);
      continue;
    }
    // Anything it declares that cannot be trusted (a path outside the site, a policy source, markup) leaves the
    // whole remote out: a list with one tampered field is not trusted for the rest either.
    const untrusted = pageListProblems(name, list);
    if (untrusted.length > 0) {
      problems.push(...untrusted);
      continue;
    }
    siteRemotes.push({ name, entry, version: list.version, requires: list.requires, exposes: list.exposes });
    for (const category of list.categories) {
      if (!categories.some((known) => known.name === category.name)) categories.push(category);
    }
    for (const page of list.pages) {
      const owner = taken.get(page.path);
      if (owner !== undefined) {
        problems.push(`${name}: '/${page.path}' is left out, ${owner} has that path`);
        continue;
      }
      taken.set(page.path, name);
      pages.push({ ...page, remote: name });
    }
  }
  return problems.length > 0 ? { pages, categories, remotes: siteRemotes, problems } : { pages, categories, remotes: siteRemotes };
}

/**
 * Reads each remote's page list through `read` (an entry that may not run in the site's origin is not even asked
 * for it: composeCatalog says why) and composes the catalogue. Also returns what each list answered, or why not.
 */
export async function composeCatalogFrom(
  remotes: RemotesJson,
  read: (url: string) => Promise<unknown>,
): Promise<{ catalog: SiteCatalog; pageLists: Record<string, unknown> }> {
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([name, entry]) => {
      if (!isAllowedEntry(entry)) return [name, new Error('not an allowed address')] as const;
      try {
        return [name, await read(pageListUrl(entry))] as const;
      } catch (error) {
        return [name, error instanceof Error ? error : new Error(String(error))] as const;
      }
    }),
  );
  const pageLists: Record<string, unknown> = Object.fromEntries(lists);
  return { catalog: composeCatalog(remotes, pageLists), pageLists };
}
