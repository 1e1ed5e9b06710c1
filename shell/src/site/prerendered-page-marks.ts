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
