/* Fields shown only for some choices (FieldDefinition.shownWhen): which of a list the current choices show. */
import { parseNumberText } from '../format/number-text';
import type { FieldDefinition, RawValues } from './vocabulary';

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

/** The fields these raw values show: each without shownWhen, and each whose shownWhen says so of the choices. */
export function shownFields<F extends FieldDefinition<string>>(fields: F[], raw: RawValues<string>): F[] {
  if (!fields.some((field) => field.shownWhen)) return fields;
  const choices = choicesOf(fields, raw);
  return fields.filter((field) => !field.shownWhen || field.shownWhen(choices));
}
