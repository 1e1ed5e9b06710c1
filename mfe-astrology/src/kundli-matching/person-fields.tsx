/*
 * One person's part of the matching form, in its own fieldset: what is known (the birth, or only the Moon's
 * nakshatra), then the birth's fields (the sky pages' own) or the nakshatra, pada and Moon sign. Every label names
 * whose field it is ("Boy’s Date of Birth"), so each is found by its label.
 */
import { memo } from 'react';
import styled from 'styled-components';
import { FieldMessage, FieldStack, Label, Select } from '@calc/shared';
import { NAKSHATRAS, SIGNS } from '../sky';
import { BirthFields } from '../birth/birth-form';
import { BIRTH_FIELDS } from '../birth/use-sky-page';
import type { BirthInputs } from '../birth/birth-inputs';
import type { Place } from '../places/place-search';
import { signsOfNakshatra } from './guna-milan';
import type { Known, Person, PersonErrors, PersonInputs } from './match-inputs';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 12px;
    font-size: 17px;
    font-weight: 700;
  }
`;

const WHOSE: Record<Person, string> = { boy: 'Boy’s', girl: 'Girl’s' };
export const PERSON_TITLE: Record<Person, string> = { boy: 'Boy (groom)', girl: 'Girl (bride)' };

const UNKNOWN_TIME_HINT =
  'Computed for 12:00: the Moon moves about 13° a day, so its nakshatra (and the match) can change; Manglik is then counted from the Moon only.';

export interface PersonFieldsProps {
  person: Person;
  inputs: PersonInputs;
  errors: PersonErrors;
  setPerson: (person: Person, change: Partial<PersonInputs>) => void;
  setBirth: (person: Person, change: Partial<BirthInputs>) => void;
  loadSearch: () => Promise<(query: string) => Promise<Place[]>>;
}

function StarSelect({
  id,
  label,
  value,
  error,
  hint,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const message = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        invalid={Boolean(error)}
        aria-describedby={message}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? (
        <FieldMessage id={message} $tone="error">
          {error}
        </FieldMessage>
      ) : hint ? (
        <FieldMessage id={message} $tone="hint">
          {hint}
        </FieldMessage>
      ) : null}
    </div>
  );
}

const NAKSHATRA_OPTIONS = [
  { value: '', label: 'Choose the nakshatra' },
  ...NAKSHATRAS.map((nakshatra, index) => ({ value: String(index + 1), label: `${index + 1}. ${nakshatra.name}` })),
];
const PADA_OPTIONS = [
  { value: '', label: 'Not known' },
  ...[1, 2, 3, 4].map((pada) => ({ value: String(pada), label: String(pada) })),
];

/** One person's fields; kept as they are while only the other person's fields or the result change (memo). */
export const PersonFields = memo(function PersonFields({
  person,
  inputs,
  errors,
  setPerson,
  setBirth,
  loadSearch,
}: PersonFieldsProps) {
  const whose = WHOSE[person];
  const id = (name: string) => `kundli-${person}-${name}`;
  const nakshatra = Number(inputs.nakshatra) - 1;
  const signs = nakshatra >= 0 && nakshatra < 27 ? signsOfNakshatra(nakshatra) : null;
  const signOptions = [
    { value: '', label: 'From the nakshatra and pada' },
    ...SIGNS.map((sign, index) => ({ value: String(index + 1), label: `${sign.name} (${sign.sanskrit})` })),
  ];
  return (
    <Fieldset>
      <legend>{PERSON_TITLE[person]}</legend>
      <FieldStack>
        <StarSelect
          id={id('known')}
          label={`${whose} details`}
          value={inputs.known}
          onChange={(value) => setPerson(person, { known: value as Known })}
          options={[
            { value: 'birth', label: 'Date, time and place of birth' },
            { value: 'star', label: 'Only the Moon’s nakshatra (birth star)' },
          ]}
        />
        {inputs.known === 'birth' ? (
          <BirthFields
            idPrefix={id('birth')}
            fields={BIRTH_FIELDS}
            inputs={inputs.birth}
            errors={errors.birth}
            setInputs={(change) => setBirth(person, change)}
            loadSearch={loadSearch}
            unknownTimeHint={UNKNOWN_TIME_HINT}
            label={(text) => (text === 'Birth time unknown' ? `${whose} birth time unknown` : `${whose} ${text}`)}
          />
        ) : (
          <>
            <StarSelect
              id={id('nakshatra')}
              label={`${whose} Moon Nakshatra`}
              value={inputs.nakshatra}
              error={errors.star.nakshatra}
              onChange={(value) => setPerson(person, { nakshatra: value })}
              options={NAKSHATRA_OPTIONS}
            />
            <StarSelect
              id={id('pada')}
              label={`${whose} Pada`}
              value={inputs.pada}
              error={errors.star.pada}
              onChange={(value) => setPerson(person, { pada: value })}
              options={PADA_OPTIONS}
            />
            <StarSelect
              id={id('sign')}
              label={`${whose} Moon Sign`}
              value={inputs.sign}
              error={errors.star.sign}
              hint={signs ? `${NAKSHATRAS[nakshatra].name}: ${signs.map((sign) => SIGNS[sign].name).join(' or ')}` : undefined}
              onChange={(value) => setPerson(person, { sign: value })}
              options={signOptions}
            />
          </>
        )}
      </FieldStack>
    </Fieldset>
  );
});
