/*
 * Where the shell's catalogue comes from. A composed page (`npm run compose`) carries it inline, so the first
 * render waits for no request and `/` fetches nothing. A page that carries none (the development server) composes
 * it here, from remotes.json and the page list each remote publishes beside its entry.
 */
import type { SiteCatalog } from '@calc/singleton';
import { composeCatalog, isAllowedEntry, pageListUrl, type RemotesJson } from '@calc/shared/site';

/** The id of the inline `<script type="application/json">` that holds the composed catalogue. */
export const CATALOG_ELEMENT_ID = 'site-catalog';

/** How long remotes.json and each page list may take (development, where the page composes the site itself). */
export const CATALOG_TIMEOUT_MS = 10_000;

export function inlineCatalog(doc: Document = document): SiteCatalog | null {
  const element = doc.getElementById(CATALOG_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SiteCatalog;
  } catch (error) {
    console.error('[shell] the inline site catalogue is not valid JSON:', error);
    return null;
  }
}

async function fetchJson(url: string): Promise<unknown> {
  // A request that never answers must not leave the page loading forever.
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(CATALOG_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Composes the catalogue in the browser, as `npm run compose` does at publish time. */
export async function composeInBrowser(): Promise<SiteCatalog> {
  const remotes = (await fetchJson('/remotes.json')) as RemotesJson;
  const lists = await Promise.all(
    Object.entries(remotes).map(
      async ([name, entry]) =>
        [name, isAllowedEntry(entry) ? await fetchJson(pageListUrl(entry)).catch((error: Error) => error) : new Error('not allowed')] as const,
    ),
  );
  const catalog = composeCatalog(remotes, Object.fromEntries(lists));
  for (const problem of catalog.problems ?? []) console.warn(`[shell] ${problem}`);
  return catalog;
}

export async function loadCatalog(): Promise<SiteCatalog> {
  return inlineCatalog() ?? composeInBrowser();
}
