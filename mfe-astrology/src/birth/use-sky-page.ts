/*
 * The state of a sky page: the birth as typed, the page's own choices (zodiac, ayanamsa, chart style…), their
 * messages, and the result. The sky's code (the ephemeris) loads on the first Calculate, not with the page. A
 * calculation is written to the address's fragment, never its query: a birth is personal, and browsers do not send
 * a fragment to the host. A link that carries a whole birth (in the fragment, or in an old link's query, which is
 * moved to the fragment) is calculated on arrival, and the page says so until its result shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TabItem } from '@calc/shared';
import { afterNextPaint } from '@calc/shared';
import { useLinkFragment, type LinkInputs } from '../link-fragment';
import {
  birthFromParams,
  birthParams,
  checkBirth,
  EMPTY_BIRTH,
  isComplete,
  type Birth,
  type BirthErrors,
  type BirthInputs,
} from './birth-inputs';

/**
 * Which of the form's fields a page asks for, and their words: a birth (date, time, place), or a day at a place
 * (the panchang: no time; the date today unless the link names one; the place remembered on this device).
 */
export interface SkyFields {
  /** The form card's title. */
  title: string;
  dateLabel: string;
  placeLabel: string;
  /** The date field's message when the date is missing or out of range. */
  dateMessage?: string;
  /** Whether the clock time is asked; without it the moment is the day's local noon (its UTC offset). */
  time: boolean;
  /** The empty date becomes today's, by the device's calendar. */
  todayByDefault?: boolean;
  /** localStorage key under which the last place calculated is kept, and filled in when the link names none. */
  rememberPlace?: string;
  /** Closes the form's privacy line: what is not sent anywhere. */
  privacy: string;
}

export const BIRTH_FIELDS: SkyFields = {
  title: 'Birth details',
  dateLabel: 'Date of Birth',
  placeLabel: 'Place of Birth',
  time: true,
  privacy: 'your birth details are not sent anywhere',
};

/** A page's choice (a select): its values are words, kept in the link under the choice's name. */
export interface SkyChoice {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Shown (and used) only while this says so of the other choices. */
  shownWhen?: (choices: Record<string, string>) => boolean;
  hint?: string;
}

export type SkyStatus = 'idle' | 'calculating' | 'ready' | 'failed';

export interface SkyPageState<R> {
  inputs: BirthInputs;
  choices: Record<string, string>;
  errors: BirthErrors;
  status: SkyStatus;
  result: SkyResult<R> | null;
  /** Why the last calculation failed (the sky's code could not load). */
  failure: string | null;
  setInputs: (change: Partial<BirthInputs>) => void;
  setChoice: (name: string, value: string) => void;
  calculate: () => void;
}

/** A sky page's code that loads on Calculate, with the ephemeris: its calculation and what shows its result. */
export interface SkyModule<R> {
  calculate: (birth: Birth, choices: Record<string, string>) => R;
  /** The visitor's message when `calculate` throws for these inputs (a day without sunrise); null: not its error. */
  failure?: (error: unknown) => string | null;
  resultTabs: (result: SkyResult<R>) => TabItem[];
  /** What a screen reader hears when the result arrives. */
  summary: (result: SkyResult<R>) => string;
}

export interface SkyResult<R> {
  value: R;
  birth: Birth;
  /** The choices in force (those shown), as the link carries them. */
  choices: Record<string, string>;
  module: SkyModule<R>;
}

const LOAD_FAILED =
  'The astronomy code could not be loaded. Check your connection and press Calculate again; what you entered is kept.';

function defaultsOf(choices: SkyChoice[]): Record<string, string> {
  return Object.fromEntries(choices.map((choice) => [choice.name, choice.options[0].value]));
}

const PLACE_FIELDS = ['place', 'latitude', 'longitude', 'timeZone', 'offset'] as const;

/** The place kept on this device, or nothing (no storage, or what it holds is not a place). */
function rememberedPlace(key: string): Partial<BirthInputs> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!stored || typeof stored !== 'object') return {};
    const place: Partial<BirthInputs> = {};
    for (const field of PLACE_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') place[field] = value.slice(0, 200);
    }
    return place;
  } catch {
    return {};
  }
}

function rememberPlace(key: string, inputs: BirthInputs) {
  try {
    localStorage.setItem(key, JSON.stringify(Object.fromEntries(PLACE_FIELDS.map((field) => [field, inputs[field]]))));
  } catch {
    // Storage blocked or full: the place is simply not remembered.
  }
}

/** Today's date by the device's calendar, as the date field writes it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The birth and choices a link carries: its fragment, or (an old link) its query. */
function fromLink({ params, fromQuery }: LinkInputs, choices: SkyChoice[]) {
  const chosen = defaultsOf(choices);
  for (const choice of choices) {
    const value = params.get(choice.name);
    if (value !== null && choice.options.some((option) => option.value === value)) chosen[choice.name] = value;
  }
  return { inputs: birthFromParams(params), choices: chosen, fromQuery };
}

export function useSkyPage<R>(
  choiceList: SkyChoice[],
  load: () => Promise<SkyModule<R>>,
  fields: SkyFields = BIRTH_FIELDS,
): SkyPageState<R> {
  const link = useLinkFragment();
  const [initial] = useState(() => {
    const arrived = fromLink(link.arrived, choiceList);
    // Without a time field the moment is the day's noon, which is what an unknown time means.
    return fields.time ? arrived : { ...arrived, inputs: { ...arrived.inputs, time: '', timeUnknown: true } };
  });
  const [inputs, setInputsState] = useState<BirthInputs>(initial.inputs);
  const [choices, setChoices] = useState<Record<string, string>>(initial.choices);
  const [errors, setErrors] = useState<BirthErrors>({});
  const [status, setStatus] = useState<SkyStatus>(isComplete(initial.inputs) ? 'calculating' : 'idle');
  const [result, setResult] = useState<SkyPageState<R>['result']>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useRef(0);

  const setInputs = useCallback((change: Partial<BirthInputs>) => {
    setInputsState((current) => ({ ...current, ...change }));
    // A field's message goes once the visitor edits it; Calculate brings it back if it is still wrong.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) {
        if (key === 'latitude' || key === 'longitude') delete next.place;
        if (key === 'timeUnknown') delete next.time;
        if (key === 'timeZone') delete next.offset;
        delete next[key as keyof BirthErrors];
      }
      return next;
    });
  }, []);

  const setChoice = useCallback((name: string, value: string) => {
    setChoices((current) => ({ ...current, [name]: value }));
  }, []);

  const { write } = link;
  /** The page's calculation module once loaded: later calculations run at once, in the click's own task. */
  const loaded = useRef<SkyModule<R> | null>(null);
  const compute = useCallback(
    (given: BirthInputs, chosen: Record<string, string>, writeLink: boolean) => {
      const check = checkBirth(given);
      if (!check.ok) {
        setErrors(check.errors);
        setStatus((current) => (current === 'calculating' ? 'idle' : current));
        return;
      }
      setErrors({});
      setFailure(null);
      const id = ++run.current;
      const finish = (module: SkyModule<R>) => {
        const shownChoices = Object.fromEntries(
          choiceList.filter((choice) => !choice.shownWhen || choice.shownWhen(chosen)).map((c) => [c.name, chosen[c.name]]),
        );
        let value: R;
        try {
          value = module.calculate(check.birth, chosen);
        } catch (error) {
          const message = module.failure?.(error);
          if (!message) throw error;
          setFailure(message);
          setStatus('failed');
          return;
        }
        setResult({ value, birth: check.birth, choices: shownChoices, module });
        setStatus('ready');
        if (fields.rememberPlace) rememberPlace(fields.rememberPlace, given);
        // A page without a time field has no "time unknown" to carry. The address is written once the results are
        // painted: replacing it costs tens of milliseconds on a slow phone and re-renders the route, and nobody
        // reads the address in that frame.
        if (writeLink)
          afterNextPaint(() => {
            if (id !== run.current) return;
            write([...birthParams(given).filter(([key]) => fields.time || key !== 'unknown'), ...Object.entries(shownChoices)]);
          });
      };
      const fail = (error: unknown) => {
        console.warn('The sky could not be calculated.', error);
        setFailure(LOAD_FAILED);
        setStatus('failed');
      };
      // Loaded already: the new results replace the old in one render (no "Calculating" state between them to
      // unmount the results and mount them again), before the next frame as before.
      if (loaded.current) {
        try {
          finish(loaded.current);
        } catch (error) {
          fail(error);
        }
        return;
      }
      setStatus('calculating');
      load()
        .then((module) => {
          loaded.current = module;
          if (id !== run.current) return;
          finish(module);
        })
        .catch((error: unknown) => {
          if (id !== run.current) return;
          fail(error);
        });
    },
    [choiceList, load, write, fields],
  );

  const calculate = useCallback(() => compute(inputs, choices, true), [compute, inputs, choices]);

  // A link with a whole birth is calculated on arrival; an old link's query moves to the fragment. A day's page
  // fills in today and the remembered place after the first render (the prerendered page has neither), and
  // calculates them at once.
  useEffect(() => {
    const filled = { ...initial.inputs };
    if (fields.todayByDefault && !filled.date) filled.date = today();
    if (fields.rememberPlace && !filled.latitude && !filled.longitude)
      Object.assign(filled, rememberedPlace(fields.rememberPlace));
    if (birthParams(filled).length !== birthParams(initial.inputs).length) setInputsState(filled);
    if (isComplete(filled)) compute(filled, initial.choices, initial.fromQuery);
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { inputs, choices, errors, status, result, failure, setInputs, setChoice, calculate };
}

export { EMPTY_BIRTH };
