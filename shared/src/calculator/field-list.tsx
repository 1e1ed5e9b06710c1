/* The calculator's fields in order, consecutive fields of one group together under its name (a fieldset). */
import styled from 'styled-components';
import type { FieldDefinition } from './definition';
import type { FieldErrors, RawValues } from './fields';
import { FieldInput } from './field-input';
import { shownFields } from './shown-when';

export const FieldStack = styled.div`
  display: grid;
  gap: 16px;
`;

/** Fields under one heading: a fieldset and its legend (a group of fields, a row list). */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 4px 0 0;
  padding: 10px 16px 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface-2);
  legend {
    padding: 0 6px;
    margin-left: -6px;
    font-size: 14px;
    font-weight: 700;
    color: var(--text);
  }
  @media (max-width: 480px) {
    padding: 10px 12px 14px;
  }
`;

export function FieldList<K extends string>({
  calculatorId,
  fields,
  raw,
  errors,
  onChange,
  onBlur,
  note,
}: {
  calculatorId: string;
  fields: FieldDefinition<K>[];
  raw: RawValues<K>;
  errors: FieldErrors<K>;
  onChange: (name: K, text: string) => void;
  onBlur?: () => void;
  /** A note under one field (a choice that put the page in another currency says so under it). */
  note?: { field: string; text: string } | null;
}) {
  const input = (field: FieldDefinition<K>, inAllOptionalGroup = false) => (
    <FieldInput
      key={field.name}
      calculatorId={calculatorId}
      field={field}
      value={raw[field.name]}
      error={errors[field.name]}
      onChange={onChange}
      onBlur={onBlur}
      optionalTag={!inAllOptionalGroup}
      note={note?.field === field.name ? note.text : undefined}
    />
  );
  // Consecutive fields of one group go together in a fieldset under its name; a field the choices hide is left out.
  const runs: { group?: string; fields: FieldDefinition<K>[] }[] = [];
  for (const field of shownFields(fields, raw)) {
    const last = runs[runs.length - 1];
    if (field.group && last?.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return (
    <>
      {runs.map((run) =>
        run.group ? (
          <FieldGroup key={`group-${run.fields[0].name}`}>
            <legend>{run.group}</legend>
            {/* A group of optional fields says so once, in its legend (read as the group's name), not on each field. */}
            {run.fields.map((field) =>
              input(
                field,
                run.fields.every((member) => member.required === false || member.kind === 'choice'),
              ),
            )}
          </FieldGroup>
        ) : (
          run.fields.map((field) => input(field))
        ),
      )}
    </>
  );
}
