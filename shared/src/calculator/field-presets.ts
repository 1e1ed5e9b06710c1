/*
 * The common kinds of field (amount, rate, years, choice, ...) with bounds that keep every result finite, so that
 * calculators declare fields in one line and none forgets a bound.
 */
import type { FieldDefinition, FieldOption, Values } from './definition';

/*
 * Bounds that keep every result finite (no NaN or Infinity at any allowed input) while covering any
 * real plan: amounts up to a trillion, rates from -50 % to 100 % a year, whole years from 1 to 100.
 */
export const BOUNDS = {
  amount: { min: 0, max: 1e12 },
  rate: { min: -50, max: 100 },
  positiveRate: { min: 0, max: 100 },
  years: { min: 1, max: 100 },
} as const;

type Extra<K extends string> = Partial<Omit<FieldDefinition<K>, 'name' | 'label'>>;

export function amountField<K extends string>(name: K, label: string, extra: Extra<K> = {}): FieldDefinition<K> {
  return { name, label, kind: 'currency', ...BOUNDS.amount, placeholder: 'e.g. 10000', ...extra };
}

export function rateField<K extends string>(name: K, label: string, extra: Extra<K> = {}): FieldDefinition<K> {
  return { name, label, kind: 'percent', ...BOUNDS.rate, placeholder: 'e.g. 12', ...extra };
}

export function yearsField<K extends string>(name: K, label: string, extra: Extra<K> = {}): FieldDefinition<K> {
  return { name, label, kind: 'years', ...BOUNDS.years, integer: true, placeholder: 'e.g. 10', ...extra };
}

/** A choice among options (a select); its value is the chosen option's number, the first option when empty. */
export function choiceField<K extends string>(
  name: K,
  label: string,
  options: FieldOption[],
  extra: Extra<K> = {},
): FieldDefinition<K> {
  const values = options.map((option) => option.value);
  return { name, label, kind: 'choice', min: Math.min(...values), max: Math.max(...values), options, integer: true, ...extra };
}

/** A whole age in years, between `extra`'s bounds (they differ by calculator: a retirement age, a girl's age). */
export function ageField<K extends string>(
  name: K,
  label: string,
  extra: Extra<K> & Pick<FieldDefinition<K>, 'min' | 'max'>,
): FieldDefinition<K> {
  return { name, label, kind: 'age', integer: true, ...extra };
}

/**
 * Every field at zero, a choice at its first option: the inputs whose result is a calculator's `emptyResult` when
 * it is computed rather than written out (income tax).
 */
export function zeroInputs<K extends string>(fields: readonly FieldDefinition<K>[]): Values<K> {
  return Object.fromEntries(fields.map((field) => [field.name, field.options?.[0]?.value ?? 0])) as Values<K>;
}
