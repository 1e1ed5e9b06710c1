/* A calculator whose amounts are always in one currency (Indian tax rules, written in rupees). */
import styled from 'styled-components';
import type { CurrencyCode } from '@calc/singleton';
import { currencySymbol } from '../format/currency';
import { parseNumberText } from '../format/number-text';
import type { FieldDefinition, FixedCurrency } from './definition';
import type { RawValues } from './fields';

/** The choice fields' current values by name (an empty choice is its first option). */
export function choicesOf(fields: FieldDefinition<string>[], raw: RawValues<string>): Record<string, number> {
  const choices: Record<string, number> = {};
  for (const field of fields) {
    if (field.kind !== 'choice') continue;
    // A choice's text is its option's plain value, never in a locale's decimal mark.
    const parsed = parseNumberText(raw[field.name] ?? '', '.');
    const option = parsed.kind === 'number' ? field.options?.find((candidate) => candidate.value === parsed.value) : undefined;
    const value = option?.value ?? field.options?.[0]?.value;
    if (value !== undefined) choices[field.name] = value;
  }
  return choices;
}

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
