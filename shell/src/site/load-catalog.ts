/*
 * Where the shell's catalogue comes from. A composed page (`npm run compose`) carries it inline, so the first
 * render waits for no request and `/` fetches nothing. A page that carries none (the development server) composes
 * it in the browser (compose-in-browser.ts), from remotes.json and the page list each remote publishes.
 */
import type { SiteCatalog } from '@calc/singleton';

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

/** The inline catalogue, or (development) the one composed in the browser, whose code is fetched only then. */
export async function loadCatalog(): Promise<SiteCatalog> {
  const inline = inlineCatalog();
  if (inline) return inline;
  const { composeInBrowser } = await import(/* webpackChunkName: "compose-in-browser" */ './compose-in-browser');
  return composeInBrowser();
}
