/*
 * The catalogue composed in the browser, by the same function as `npm run compose` at publish time
 * (composeCatalogFrom): for a page that carries none (the development server). A chunk of its own: a composed page never downloads it.
 */
import type { SiteCatalog } from '@calc/singleton';
import { composeCatalogFrom, type RemotesJson } from '@calc/shared/site';

/** How long remotes.json and each page list may take (development, where the page composes the site itself). */
export const CATALOG_TIMEOUT_MS = 10_000;

async function fetchJson(url: string): Promise<unknown> {
  // A request that never answers must not leave the page loading forever.
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(CATALOG_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Composes the catalogue in the browser, as `npm run compose` does at publish time. */
export async function composeInBrowser(): Promise<SiteCatalog> {
  const remotes = (await fetchJson('/remotes.json')) as RemotesJson;
  const { catalog } = await composeCatalogFrom(remotes, fetchJson);
  for (const problem of catalog.problems ?? []) console.warn(`[shell] ${problem}`);
  return catalog;
}
