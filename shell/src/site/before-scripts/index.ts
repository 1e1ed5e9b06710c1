/*
 * The inline script of a prerendered page, right after its markup (bundled to a small IIFE by scripts/prerender.ts
 * and allowed by its hash in the page's Content-Security-Policy): the stored currency before the first paint, a
 * link's values shown as being calculated, the visitor's early interactions kept for the takeover, and the page's scripts started once the first paint is
 * reported. Its data (which scripts, which currency texts) is the page's JSON data block, so the code, and its
 * hash, is the same on every page.
 */
import { BEFORE_SCRIPTS_DATA_ID, PRERENDERED_GLOBAL, type BeforeScriptsData } from '../prerendered-page-marks';
import { applyCurrency, storedCurrency } from './currency';
import { fillFromQuery, noInteractions, recordEarlyInteractions, scriptsFailed } from './early-interactions';
import { startScriptsAfterPaint } from './start-scripts-after-paint';
import { linkCarriesValues, markLinkPending } from '@calc/shared/site';

export function runBeforeScripts(doc: Document = document): void {
  const root = doc.getElementById('root');
  const block = doc.getElementById(BEFORE_SCRIPTS_DATA_ID);
  if (!root || !block) return;
  const data = JSON.parse(block.textContent ?? '{}') as BeforeScriptsData;
  const early = noInteractions();
  (window as unknown as Record<string, unknown>)[PRERENDERED_GLOBAL] = early;
  try {
    applyCurrency(root, data.currency.texts, data.currency.base, location.search, storedCurrency());
  } catch {
    // The snapshot's currency stays; the live page shows the right one.
  }
  fillFromQuery(root, location.search, early);
  // A link's values are calculated once the scripts take over: the page says so, not "Enter your values…".
  if (linkCarriesValues(early.fromQuery.length, location.hash)) markLinkPending(root);
  recordEarlyInteractions(root, early, doc);
  startScriptsAfterPaint(data, data.paintWaitMs, () => scriptsFailed(early, root), doc);
}
