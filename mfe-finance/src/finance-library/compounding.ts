/*
 * How often interest is added to a deposit's balance (FD and compound interest): a choice field whose value is the
 * number of times a year, so a shared URL reads ?compounding=4 for quarterly.
 */
import type { FieldOption } from '@calc/shared';

export const COMPOUNDING_OPTIONS = {
  daily: { value: 365, label: 'Daily' },
  monthly: { value: 12, label: 'Monthly' },
  quarterly: { value: 4, label: 'Quarterly' },
  halfYearly: { value: 2, label: 'Half-yearly' },
  yearly: { value: 1, label: 'Yearly' },
} as const satisfies Record<string, FieldOption>;

const ALLOWED: number[] = Object.values(COMPOUNDING_OPTIONS).map((option) => option.value);

/** Times a year interest is added: one of the options' values, else `fallback` (the pure functions accept anything). */
export function periodsPerYear(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && ALLOWED.includes(value) ? value : fallback;
}

/** 'quarterly', 'every day'…: the frequency in words, for worked examples and notes. */
export function compoundingWords(perYear: number): string {
  const option = Object.values(COMPOUNDING_OPTIONS).find((o) => o.value === perYear);
  return option ? option.label.toLowerCase() : `${perYear} times a year`;
}
