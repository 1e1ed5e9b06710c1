/*
 * The birth details form every sky page shows: date, time (or unknown), place, coordinates, the UTC offset the
 * place's time zone gives that day (shown and overridable, local mean time offered before standard time), and the
 * page's own choices. Each field has its label tied to it and its message under it.
 */
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldStack, Input, Label, Select } from '@calc/shared';
import {
  FIRST_YEAR,
  LAST_YEAR,
  localMeanTimeText,
  offsetFromZone,
  parseDate,
  parseTime,
  type BirthErrors,
  type BirthInputs,
} from './birth-inputs';
import { PlaceField, placeLabel } from './place-field';
import type { SkyChoice, SkyFields } from './use-sky-page';
import { ZONE_HISTORY_NOTE } from '../places/time-zone';
import { birthOffset } from '../places/birth-offset';
import { parseLongitude } from '../places/typed-coordinates';
import type { Place } from '../places/place-search';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  align-items: start;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin-top: 4px;
  font-size: 15px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: var(--primary);
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: var(--text-muted);
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--primary);
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Credit = styled.p`
  margin: 0;
  font-size: 12px;
  color: var(--text-subtle);
  a {
    color: inherit;
  }
`;

/** One birth's fields (date, time, place, coordinates, offset), as one form or a part of one (two births to match). */
export interface BirthFieldsProps {
  idPrefix: string;
  fields: SkyFields;
  inputs: BirthInputs;
  errors: BirthErrors;
  setInputs: (change: Partial<BirthInputs>) => void;
  loadSearch: () => Promise<(query: string) => Promise<Place[]>>;
  /** What an unknown birth time means on this page. */
  unknownTimeHint: string;
  /** Each field's label from its usual words ('Date of Birth'): a page with two births names whose each one is. */
  label?: (text: string) => string;
}

export interface BirthFormProps extends BirthFieldsProps {
  choices: SkyChoice[];
  chosen: Record<string, string>;
  setChoice: (name: string, value: string) => void;
  onCalculate: () => void;
  credit: { text: string; href: string };
}

/** What the offset field says under it: the zone's offset that day, or how to type one. */
function offsetHint(inputs: BirthInputs): { hint: string; lmt: string | null; history: boolean } {
  const date = parseDate(inputs.date);
  const time = inputs.timeUnknown ? { hour: 12, minute: 0 } : parseTime(inputs.time);
  const longitude = parseLongitude(inputs.longitude) ?? 0;
  if (!inputs.timeZone || !date || !time)
    return {
      hint: inputs.timeZone
        ? `From ${inputs.timeZone} once the date and time are entered; or type an offset such as +05:30.`
        : 'Type the UTC offset of the clock there, such as +05:30; choosing a place fills it.',
      lmt: null,
      history: false,
    };
  const local = { ...date, ...time };
  const zone = offsetFromZone(inputs.timeZone, local);
  if (!zone) return { hint: `${inputs.timeZone} is not known to this browser: type the offset.`, lmt: null, history: false };
  const offset = birthOffset({ timeZone: inputs.timeZone, longitude }, local);
  const used = inputs.offset.trim() === '' ? 'Used' : 'Typed offset used instead of';
  return {
    hint: `${used}: ${offset.description}.${zone.note ? ` ${zone.note}` : ''}`,
    lmt: offset.localMeanTime ? localMeanTimeText(longitude) : null,
    history: offset.recordsMayBeIncomplete,
  };
}

const sameWords = (text: string) => text;

export function BirthFields(props: BirthFieldsProps) {
  const { idPrefix, fields, inputs, errors, setInputs } = props;
  const label = props.label ?? sameWords;
  const id = (name: string) => `${idPrefix}-${name}`;
  const offset = offsetHint(inputs);

  function choosePlace(place: Place) {
    setInputs({
      place: placeLabel(place),
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      timeZone: place.timeZone,
      offset: '',
    });
  }

  return (
    <>
      <div>
        <Label htmlFor={id('date')}>{label(fields.dateLabel)}</Label>
        <Input
          id={id('date')}
          name="date"
          type="date"
          min={`${FIRST_YEAR}-01-01`}
          max={`${LAST_YEAR}-12-31`}
          value={inputs.date}
          error={errors.date && (fields.dateMessage ?? errors.date)}
          onChange={(event) => setInputs({ date: event.target.value })}
        />
      </div>
      {fields.time ? (
        <div>
          <Label htmlFor={id('time')}>{label('Time of Birth')}</Label>
          <Input
            id={id('time')}
            name="time"
            type="time"
            disabled={inputs.timeUnknown}
            value={inputs.timeUnknown ? '' : inputs.time}
            error={errors.time}
            hint={
              inputs.timeUnknown ? props.unknownTimeHint : 'The clock time at the place of birth, as on the birth certificate.'
            }
            onChange={(event) => setInputs({ time: event.target.value })}
          />
          <Check htmlFor={id('unknown')}>
            <input
              id={id('unknown')}
              type="checkbox"
              checked={inputs.timeUnknown}
              onChange={(event) => setInputs({ timeUnknown: event.target.checked })}
            />
            {label('Birth time unknown')}
          </Check>
        </div>
      ) : null}
      <PlaceField
        label={label(fields.placeLabel)}
        id={id('place')}
        value={inputs.place}
        error={errors.place}
        onType={(text) =>
          // Coordinates chosen from the list belong to that place: a new name clears them; typed ones stay.
          setInputs(inputs.timeZone ? { place: text, latitude: '', longitude: '', timeZone: '', offset: '' } : { place: text })
        }
        onChoose={choosePlace}
        loadSearch={props.loadSearch}
      />
      <Row>
        <div>
          <Label htmlFor={id('latitude')}>{label('Latitude')}</Label>
          <Input
            id={id('latitude')}
            name="latitude"
            type="text"
            inputMode="decimal"
            placeholder="28.6139"
            value={inputs.latitude}
            error={errors.latitude}
            hint="North positive"
            onChange={(event) => setInputs({ latitude: event.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={id('longitude')}>{label('Longitude')}</Label>
          <Input
            id={id('longitude')}
            name="longitude"
            type="text"
            inputMode="decimal"
            placeholder="77.2090"
            value={inputs.longitude}
            error={errors.longitude}
            hint="East positive"
            onChange={(event) => setInputs({ longitude: event.target.value })}
          />
        </div>
      </Row>
      <div>
        <Label htmlFor={id('offset')}>{label('UTC Offset')}</Label>
        <Input
          id={id('offset')}
          name="offset"
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder={inputs.timeZone ? 'From the time zone' : '+05:30'}
          value={inputs.offset}
          error={errors.offset}
          hint={offset.hint}
          onChange={(event) => setInputs({ offset: event.target.value })}
        />
        {offset.lmt ? (
          <Note>
            This date is before standard time there: clocks showed local mean time.{' '}
            <LinkButton type="button" onClick={() => setInputs({ offset: offset.lmt! })}>
              Use local mean time ({offset.lmt})
            </LinkButton>
          </Note>
        ) : null}
        {offset.history ? <Note>{ZONE_HISTORY_NOTE}</Note> : null}
      </div>
    </>
  );
}

export function BirthForm(props: BirthFormProps) {
  const { idPrefix, choices, chosen, setChoice } = props;
  const id = (name: string) => `${idPrefix}-${name}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    props.onCalculate();
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <FieldStack>
        <BirthFields {...props} />
        {choices
          .filter((choice) => !choice.shownWhen || choice.shownWhen(chosen))
          .map((choice) => (
            <div key={choice.name}>
              <Label htmlFor={id(choice.name)}>{choice.label}</Label>
              <Select
                id={id(choice.name)}
                value={chosen[choice.name]}
                onChange={(event) => setChoice(choice.name, event.target.value)}
              >
                {choice.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
              {choice.hint ? <Note>{choice.hint}</Note> : null}
            </div>
          ))}
        <Button type="submit" fullWidth>
          Calculate
        </Button>
        <Credit>
          <a href={props.credit.href} rel="noopener noreferrer" target="_blank">
            {props.credit.text}
          </a>{' '}
          Everything is calculated in your browser: {props.fields.privacy}.
        </Credit>
      </FieldStack>
    </form>
  );
}
