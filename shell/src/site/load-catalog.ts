/*
 * Where the shell's catalogue comes from. A composed page names its composition's catalogue file (its name carries
 * a hash of its content, so a page always reads the catalogue it was composed with) and preloads it once painted:
 * the catalogue grows with every page of the site, and inlined it pushed each page's HTML past what the first
 * round trip carries (about 14 KB compressed), a round trip more before the first paint. The fallback and Not Found
 * pages, which paint nothing before the scripts run (and serve offline visits), carry it inline. A page that names
 * none (the development server) composes it in the browser (compose-in-browser.ts), from remotes.json and the page
 * list each remote publishes.
 */
import type { SiteCatalog } from '@calc/singleton';

/** The id of the `<script type="application/json">` that holds the catalogue, or names its file (`data-src`). */
export const CATALOG_ELEMENT_ID = 'site-catalog';
/** The live site's catalogue, rewritten by every compose. */
export const LIVE_CATALOG_URL = '/site-catalog.json';
/** How long the catalogue's file may take before the live one is asked. */
export const CATALOG_FILE_TIMEOUT_MS = 10_000;

/** A short hash of the text (FNV-1a, 32 bits): the catalogue file's name changes whenever its content does. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The file a composition writes its catalogue to, e.g. `site-catalog.1a2b3c4d.json`, served as immutable. */
export function catalogFileName(catalog: SiteCatalog): string {
  return `site-catalog.${contentHash(JSON.stringify(catalog))}.json`;
}

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

/** The catalogue file the page names, if it names one. */
export function catalogFileUrl(doc: Document = document): string | null {
  return doc.getElementById(CATALOG_ELEMENT_ID)?.getAttribute('data-src') || null;
}

async function fetchCatalog(url: string, init?: RequestInit): Promise<SiteCatalog> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CATALOG_FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const catalog = (await response.json()) as SiteCatalog;
  if (!Array.isArray(catalog?.pages) || !Array.isArray(catalog.remotes)) throw new Error(`${url} is not a site catalogue`);
  return catalog;
}

/**
 * The inline catalogue; or the file the page names (preloaded by the page, so this takes it from the preload),
 * and when that cannot be read (a page older than the host's last compose) the live site's; or (development) the
 * one composed in the browser, whose code is fetched only then.
 */
export async function loadCatalog(doc: Document = document): Promise<SiteCatalog> {
  const inline = inlineCatalog(doc);
  if (inline) return inline;
  const file = catalogFileUrl(doc);
  if (file) {
    try {
      return await fetchCatalog(file);
    } catch (error) {
      console.warn('[shell] the page’s catalogue could not be read; reading the live site’s:', error);
      return fetchCatalog(LIVE_CATALOG_URL, { cache: 'no-cache' });
    }
  }
  const { composeInBrowser } = await import(/* webpackChunkName: "compose-in-browser" */ './compose-in-browser');
  return composeInBrowser();
}
