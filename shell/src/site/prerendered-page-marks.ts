/*
 * What a prerendered page carries, read by the client and by the inline scripts that run before the shell's
 * (shell/src/site/before-scripts/): no node imports here, the shell and those scripts bundle it.
 */

/** Marks the root that holds a snapshot; the client then takes over instead of rendering into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Marks, in a snapshot, the text that shows the currency: its symbol, a formatted zero amount, its code. */
export const CURRENCY_MARKS = {
  symbol: 'data-currency-symbol',
  zero: 'data-currency-zero',
  code: 'data-currency-code',
  label: 'data-currency-label',
} as const;

/** Per currency code: its symbol alone, and a zero amount formatted as the site formats amounts. */
export type CurrencyTexts = Record<string, { symbol: string; zero: string; label: string }>;

/** The global the snapshot's inline script records the visitor's early interactions in (before-scripts/). */
export const PRERENDERED_GLOBAL = '__prerendered';

export interface EarlyInteractions {
  /** Elements of the snapshot that had the focus, in order. */
  visited: Element[];
  /** Fields of the snapshot typed into (even back to their first value). */
  typed: Element[];
  /** Fields of the snapshot given the value of the address's query parameter of their name. */
  fromQuery: Element[];
  /** A field of the snapshot in which Enter was pressed last. */
  enter: Element | null;
  /** A form of the snapshot submitted before the takeover, and the button that submitted it. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Pastes a page's early rule refused (the contact form's link rule), for the live page to refuse and explain too. */
  refusedPastes: { field: Element; text: string }[];
  /** A script of the page failed to load: a calculation submitted now goes as a plain form submission. */
  scriptsFailed: boolean;
}

/** The id of the JSON data block the inline scripts read (not executed, so not in the page's CSP). */
export const BEFORE_SCRIPTS_DATA_ID = 'prerendered-data';

/** The tags of a script or script preload, by their attributes. */
export type TagAttributes = Record<string, string>;

/** What the page's inline scripts are given, in its data block: the same built code serves every page. */
export interface BeforeScriptsData {
  /** The script preloads and scripts to add once the first paint is reported, in document order. */
  preloads: TagAttributes[];
  scripts: TagAttributes[];
  /** The longest the scripts wait for the first paint to be reported. */
  paintWaitMs: number;
  /** The currency the snapshot was taken in, and each currency's texts. */
  currency: { base: string; texts: CurrencyTexts };
}

/** The busy label of a form's button submitted before the scripts: a message is sent, a calculation calculated. */
export const BUSY_LABELS = { send: 'Sending…', calculate: 'Calculating…' } as const;
