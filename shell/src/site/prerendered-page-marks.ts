/* The attributes a prerendered page carries, read by the client (no node imports here: the shell bundles it). */

/** Marks the root that holds a snapshot; the client then takes over instead of rendering into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Marks, in a snapshot, the text that shows the currency: its symbol, a formatted zero amount, its code. */
export const CURRENCY_MARKS = {
  symbol: 'data-currency-symbol',
  zero: 'data-currency-zero',
  code: 'data-currency-code',
  label: 'data-currency-label',
} as const;

/** The global the snapshot's inline script records the visitor's early interactions in (see INTERACTIONS_SCRIPT). */
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
}
