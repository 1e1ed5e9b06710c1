/*
 * Place of Birth: a combobox (WAI-ARIA 1.2 pattern) that finds a place as the visitor types, from the list of
 * places the remote serves in small pieces (../places). Choosing one fills the latitude, longitude and time zone;
 * typing a name of one's own keeps the coordinates typed by hand.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input, Label } from '@calc/shared';
import type { Place } from '../places/place-search';

const Wrapper = styled.div`
  position: relative;
`;

const Options = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 12px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 18%);
  max-height: min(340px, 60vh);
  overflow-y: auto;
  li {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    padding: 6px 10px;
    border-radius: 8px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: var(--surface-2);
  }
  small {
    color: var(--text-muted);
    font-size: 13px;
  }
`;

const Status = styled.p`
  margin: 6px 0 0;
  font-size: 13px;
  color: var(--text-muted);
`;

export function placeLabel(place: Place): string {
  return [place.name, place.region, place.countryName].filter(Boolean).join(', ');
}

type Search = (query: string) => Promise<Place[]>;

export interface PlaceFieldProps {
  /** The field's label ('Place of Birth', 'Place'). */
  label: string;
  id: string;
  value: string;
  error?: string;
  hint?: string;
  onType: (text: string) => void;
  onChoose: (place: Place) => void;
  /** Loads the search code on first use (it is not part of the page's first load). */
  loadSearch: () => Promise<Search>;
}

const NOT_FOUND = 'No place found with that name. Check the spelling, or enter the latitude and longitude below.';

export function PlaceField({ label, id, value, error, hint, onType, onChoose, loadSearch }: PlaceFieldProps) {
  const listId = useId();
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(text: string) {
    clearTimeout(timer.current);
    const query = text.trim();
    const id = ++latest.current;
    if (query.length < 2) {
      setPlaces([]);
      setOpen(false);
      setStatus('');
      return;
    }
    timer.current = setTimeout(() => {
      setStatus('Searching…');
      loadSearch()
        .then((find) => find(query))
        .then((found) => {
          if (id !== latest.current) return;
          setPlaces(found);
          setActive(found.length > 0 ? 0 : -1);
          setOpen(found.length > 0);
          setStatus(found.length > 0 ? `${found.length} places found: use the arrow keys, then Enter.` : NOT_FOUND);
        })
        .catch((failure: unknown) => {
          if (id !== latest.current) return;
          setOpen(false);
          setStatus(failure instanceof Error ? failure.message : String(failure));
        });
    }, 150);
  }

  function choose(place: Place) {
    latest.current++;
    setOpen(false);
    setPlaces([]);
    setStatus('');
    onChoose(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? places.length - 1 : current - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && places[active]) {
      // Enter chooses the highlighted place instead of submitting the form.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="place"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder="e.g. New Delhi"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={value}
        error={error}
        hint={hint}
        onChange={(event) => {
          onType(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => places.length > 0 && setOpen(true)}
      />
      <Options id={listId} role="listbox" aria-label="Places" hidden={!open}>
        {places.map((place, index) => (
          <li
            key={`${place.name}-${place.latitude}-${place.longitude}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span>{placeLabel(place)}</span>
            <small>
              {place.matchedAlias ? `${place.matchedAlias} · ` : ''}
              {formatCoordinates(place.latitude, place.longitude)} · {place.timeZone}
            </small>
          </li>
        ))}
      </Options>
      <Status role="status" aria-live="polite">
        {status}
      </Status>
    </Wrapper>
  );
}

/** 28.6139° N, 77.2090° E */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
