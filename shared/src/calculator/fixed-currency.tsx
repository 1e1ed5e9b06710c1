/* A calculator whose amounts are always in one currency (Indian tax rules, written in rupees). */
import { useState } from 'react';
import styled from 'styled-components';
import type { CurrencyCode } from '@calc/singleton';
import { currencySymbol } from '../format/currency';
import type { FieldDefinition, FixedCurrency } from './definition';
import type { RawValues } from './fields';
import { choicesOf } from './shown-when';

/** The currency a definition fixes for these inputs, or null when the header's applies. */
export function fixedCurrencyOf(
  fixed: FixedCurrency | undefined,
  fields: FieldDefinition<string>[],
  raw: RawValues<string>,
): CurrencyCode | null {
  if (!fixed) return null;
  if (typeof fixed === 'string') return fixed;
  return fixed.when(choicesOf(fields, raw)) ? fixed.code : null;
}

/** Why the amounts are in this currency, said once at the top of the calculator. */
const NOTES: Partial<Record<CurrencyCode, string>> = {
  INR: 'Amounts are in Indian rupees (₹): the rules this calculator follows are Indian law, written in rupees.',
};

export function fixedCurrencyNote(currency: CurrencyCode): string {
  return (
    NOTES[currency] ??
    `Amounts are in ${currency} (${currencySymbol(currency)}), the currency of the rules this calculator follows.`
  );
}

export const FixedCurrencyLine = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text-muted);
  font-size: 14px;
`;

/** A currency in words: rupees by name (the one a page fixes today), any other by its code. */
function currencyInWords(code: CurrencyCode): string {
  return code === 'INR' ? 'Indian rupees (₹)' : `${code} (${currencySymbol(code)})`;
}

/** Why a choice puts the page in a currency of its own. */
function becauseOf(code: CurrencyCode): string {
  return code === 'INR' ? 'Indian tax rules are written in rupees' : `The rules of this choice are written in ${code}`;
}

/** The choice field whose current option puts the page in its fixed currency (its first option would not). */
function choiceThatFixes(
  fixed: Exclude<FixedCurrency, CurrencyCode>,
  fields: FieldDefinition<string>[],
  raw: RawValues<string>,
): string | null {
  const choices = choicesOf(fields, raw);
  for (const field of fields) {
    const first = field.options?.[0]?.value;
    if (field.kind !== 'choice' || first === undefined || choices[field.name] === first) continue;
    if (!fixed.when({ ...choices, [field.name]: first })) return field.name;
  }
  return null;
}

export interface CurrencySwitchNote {
  /** The choice field the note goes under. */
  field: string;
  text: string;
}

/**
 * What the page says, under the choice, when a choice moves it into its fixed currency or back out (Tax on Returns
 * puts SIP in rupees): never a silent relabel of the amounts typed, which keep their numbers and take the new symbol.
 * Said once the visitor changes the choice; a page opened in its fixed currency says so in its note at the top.
 */
export function useCurrencySwitchNote(
  fixed: FixedCurrency | undefined,
  fields: FieldDefinition<string>[],
  raw: RawValues<string>,
  pageCurrency: CurrencyCode | null,
  headerCurrency: CurrencyCode,
): CurrencySwitchNote | null {
  const conditional = fixed && typeof fixed !== 'string' ? fixed : null;
  const causeNow = () => (conditional && pageCurrency ? choiceThatFixes(conditional, fields, raw) : null);
  // The currency last seen and the choice that fixed it; the switch to say, once one happens.
  const [seen, setSeen] = useState(() => ({ currency: pageCurrency, cause: causeNow() }));
  const [change, setChange] = useState<{ field: string; to: CurrencyCode | null; from: CurrencyCode | null } | null>(null);
  // Adjusted while rendering, as React advises for state that follows a change of what it is given.
  if (conditional && seen.currency !== pageCurrency) {
    const cause = causeNow();
    const field = pageCurrency ? cause : seen.cause;
    setSeen({ currency: pageCurrency, cause });
    setChange(field ? { field, to: pageCurrency, from: seen.currency } : null);
  }
  if (!change) return null;
  const to = change.to ?? headerCurrency;
  const from = change.from ?? headerCurrency;
  if (to === from) return null;
  const typed = fields.find((field) => field.kind === 'currency' && (raw[field.name] ?? '').trim() !== '');
  const example = typed
    ? ` The amounts you typed are not converted: ${typed.label} is now ${currencySymbol(to)}${raw[typed.name].trim()}.`
    : '';
  const text = change.to
    ? `${becauseOf(to)}, so this page now counts in ${currencyInWords(to)} instead of ${from}.`
    : `This page counts in ${currencyInWords(to)} again, the header's currency, instead of ${from}.`;
  return { field: change.field, text: text + example };
}
