/*
 * The one signal of whether a route's page has rendered: the shell's page frames (a remote's page, its loading
 * skeleton, its failure card, Home, Not Found) publish their state in an attribute, and the takeover
 * (shell/src/app/take-over.ts), the prerender (scripts/prerender.ts) and the browser tests (e2e/app-test.ts) wait
 * on it. Nothing reads the state from aria attributes, headings or English text. No node imports: the shell
 * bundles it, and scripts and tests import it too.
 */

export const PAGE_STATE_ATTRIBUTE = 'data-page-state';

export const PAGE_STATES = ['loading', 'ready', 'failed'] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** The props that publish a state on an element: `<div {...pageStateProps('loading')}>`. */
export function pageStateProps(state: PageState): { 'data-page-state': PageState } {
  return { [PAGE_STATE_ATTRIBUTE]: state } as { 'data-page-state': PageState };
}

/** Marks the "still loading" notice of a loading page, which the takeover shows beside a snapshot. */
export const PAGE_NOTICE_ATTRIBUTE = 'data-page-notice';

export interface PageStateQuery {
  /** PAGE_STATE_ATTRIBUTE (passed in, so the function needs no outer name). */
  attribute: string;
  /** Where to look; by default the document's #root. */
  root?: ParentNode;
  /** The attribute of a prerendered snapshot (PRERENDERED_ATTRIBUTE): a #root that has it is not the live page yet. */
  snapshotAttribute?: string;
  /** Only these states count (others read as null), so a browser test can wait for one of them. */
  states?: readonly string[];
}

/**
 * The state of the page under the root: failed if anything in it failed, else loading if anything still loads (a
 * page that suspends again keeps its hidden content beside its skeleton), else ready; null before anything is
 * published. Self-contained, with one serializable argument, so the prerender and the browser tests run this very
 * function in the page (Playwright's evaluate and waitForFunction, which a page's CSP allows, unlike a string).
 */
export function livePageState(query: PageStateQuery): PageState | null {
  const root = query.root ?? document.getElementById('root');
  if (!root) return null;
  if (query.snapshotAttribute && root instanceof Element && root.hasAttribute(query.snapshotAttribute)) return null;
  const found = new Set(Array.from(root.querySelectorAll(`[${query.attribute}]`), (element) => element.getAttribute(query.attribute)));
  const state = found.has('failed') ? 'failed' : found.has('loading') ? 'loading' : found.has('ready') ? 'ready' : null;
  return state && (!query.states || query.states.includes(state)) ? state : null;
}

export function pageStateOf(root: ParentNode): PageState | null {
  return livePageState({ root, attribute: PAGE_STATE_ATTRIBUTE });
}

/** A state after which nothing more arrives on its own: the page rendered, or its failure card shows. */
export function isSettled(state: PageState | null): state is 'ready' | 'failed' {
  return state === 'ready' || state === 'failed';
}
