/*
 * The Numerology page's state apart from its markup: the inputs, validation, the result, and the shareable link, kept
 * in the fragment because a name and a birth date are personal.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLinkFragment } from '../link-fragment';
import { calculateNumerology, validateNumerology, type NumerologyErrors, type NumerologyResult } from './numerology';

/**
 * The keys of a shared calculation, in the link's fragment (#name=...&birthDate=YYYY-MM-DD: a name and a birth date are
 * personal, see link-fragment.ts); an old link's query has the same keys.
 */
export const LINK_KEYS = { name: 'name', birthDate: 'birthDate' } as const;

/** Something the date field cannot turn into a value; validateNumerology answers it with 'Please enter a valid date.' */
const UNREADABLE_DATE = 'invalid';

export interface NumerologyInputs {
  fullName: string;
  birthDate: string;
  /** The browser's date field holds something it cannot read as a date (its value is then ''). */
  dateUnreadable?: boolean;
}

type Outcome = { ok: true; result: NumerologyResult } | { ok: false; errors: NumerologyErrors };

/** Validates, then computes. Both fields are required; any message blocks the calculation. */
export function evaluateNumerology({ fullName, birthDate, dateUnreadable }: NumerologyInputs, today = new Date()): Outcome {
  const dateText = dateUnreadable && birthDate === '' ? UNREADABLE_DATE : birthDate;
  const errors = validateNumerology(fullName, dateText, today);
  if (errors.fullName || errors.birthDate) return { ok: false, errors };
  try {
    return { ok: true, result: calculateNumerology(fullName, birthDate) };
  } catch {
    // validateNumerology accepts only real dates, so this should not happen; the page stays alive if it does.
    return { ok: false, errors: { birthDate: 'Please enter a valid date.' } };
  }
}

export interface NumerologyState {
  fullName: string;
  birthDate: string;
  errors: NumerologyErrors;
  /** The shown calculation, or null before the first successful Calculate. */
  result: NumerologyResult | null;
  setFullName: (text: string) => void;
  setBirthDate: (text: string, unreadable?: boolean) => void;
  /** Runs the calculation on the current inputs; returns whether it produced a result. */
  calculate: () => boolean;
}

/** The link of a calculation: the name as calculated (trimmed) and the birth date. */
function linkParams(fullName: string, birthDate: string): [string, string][] {
  return [
    [LINK_KEYS.name, fullName.trim()],
    [LINK_KEYS.birthDate, birthDate],
  ];
}

/**
 * The numerology page's state: the two inputs as typed, their inline messages and the shown result.
 * Computes only on calculate(); a failed check leaves the previous result on screen. A successful
 * Calculate writes the inputs to the address's fragment, and a link carrying both inputs (in its fragment, or in an
 * old link's query, which is then moved to the fragment) fills them and shows its result at once.
 */
export function useNumerology(): NumerologyState {
  const link = useLinkFragment();
  const [initial] = useState(() => {
    const fullName = link.arrived.params.get(LINK_KEYS.name) ?? '';
    const birthDate = link.arrived.params.get(LINK_KEYS.birthDate) ?? '';
    const arrived = fullName.trim() !== '' && birthDate.trim() !== '' ? evaluateNumerology({ fullName, birthDate }) : null;
    return { fullName, birthDate, arrived };
  });
  const [fullName, setFullNameText] = useState(initial.fullName);
  const [birthDate, setBirthDateText] = useState(initial.birthDate);
  const [dateUnreadable, setDateUnreadable] = useState(false);
  const [errors, setErrors] = useState<NumerologyErrors>(initial.arrived && !initial.arrived.ok ? initial.arrived.errors : {});
  const [result, setResult] = useState<NumerologyResult | null>(initial.arrived?.ok ? initial.arrived.result : null);

  // An old link's query leaves the address on arrival, whether or not it calculates: its name and date move to the
  // fragment as they came (a wrong date keeps its message there, as it does in a fragment link).
  useEffect(() => {
    const { arrived, write } = link;
    const carried = [...arrived.params].filter(([key]) => key === LINK_KEYS.name || key === LINK_KEYS.birthDate);
    if (arrived.fromQuery && carried.length > 0) write(carried);
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A field's message goes once the visitor edits it; it comes back on the next Calculate if still wrong.
  const setFullName = useCallback((text: string) => {
    setFullNameText(text);
    setErrors((current) => (current.fullName ? { ...current, fullName: undefined } : current));
  }, []);

  const setBirthDate = useCallback((text: string, unreadable = false) => {
    setBirthDateText(text);
    setDateUnreadable(unreadable);
    setErrors((current) => (current.birthDate ? { ...current, birthDate: undefined } : current));
  }, []);

  const { write } = link;
  const calculate = useCallback(() => {
    const outcome = evaluateNumerology({ fullName, birthDate, dateUnreadable });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return false;
    }
    setErrors({});
    setResult(outcome.result);
    write(linkParams(fullName, birthDate));
    return true;
  }, [fullName, birthDate, dateUnreadable, write]);

  return { fullName, birthDate, errors, result, setFullName, setBirthDate, calculate };
}
