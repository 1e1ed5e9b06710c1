/*
 * Where the shell's catalogue comes from. A composed page (`npm run compose`) carries it inline, so the first
 * render waits for no request and `/` fetches nothing. A page that carries none (the development server) composes
 * it here, from remotes.json and the page list each remote publishes beside its entry.
 */
import type { SiteCatalog } from '@calc/singleton';
import { composeCatalog, pageListUrl, type RemotesJson } from '@calc/shared/site';

/** The id of the inline `<script type="application/json">` that holds the composed catalogue. */
export const CATALOG_ELEMENT_ID = 'site-catalog';

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
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Composes the catalogue in the browser, as `npm run compose` does at publish time. */
export async function composeInBrowser(): Promise<SiteCatalog> {
  const remotes = (await fetchJson('/remotes.json')) as RemotesJson;
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([name, entry]) => [name, await fetchJson(pageListUrl(entry)).catch((error: Error) => error)] as const),
  );
  const catalog = composeCatalog(remotes, Object.fromEntries(lists));
  for (const problem of catalog.problems ?? []) console.warn(`[shell] ${problem}`);
  return catalog;
}

export async function loadCatalog(): Promise<SiteCatalog> {
  return inlineCatalog() ?? composeInBrowser();
}
