/* Fields shown only for some choices (FieldDefinition.shownWhen): which of a list the current choices show. */
import type { FieldDefinition } from './definition';
import type { RawValues } from './fields';
import { choicesOf } from './fixed-currency';

/** The fields these raw values show: each without shownWhen, and each whose shownWhen says so of the choices. */
export function shownFields<F extends FieldDefinition<string>>(fields: F[], raw: RawValues<string>): F[] {
  if (!fields.some((field) => field.shownWhen)) return fields;
  const choices = choicesOf(fields, raw);
  return fields.filter((field) => !field.shownWhen || field.shownWhen(choices));
}
