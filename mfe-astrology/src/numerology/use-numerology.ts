import { useSearchParams } from '@calc/singleton';
import { useCallback, useState } from 'react';
import { calculateNumerology, validateNumerology, type NumerologyErrors, type NumerologyResult } from './numerology';

/** The query-string keys of a shared calculation: ?name=...&birthDate=YYYY-MM-DD. */
export const QUERY_KEYS = { name: 'name', birthDate: 'birthDate' } as const;

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

/**
 * The numerology page's state: the two inputs as typed, their inline messages and the shown result.
 * Computes only on calculate(); a failed check leaves the previous result on screen. A successful
 * Calculate writes the inputs to the URL, and a URL carrying both inputs fills them and shows its result at once.
 */
export function useNumerology(): NumerologyState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const fullName = searchParams.get(QUERY_KEYS.name) ?? '';
    const birthDate = searchParams.get(QUERY_KEYS.birthDate) ?? '';
    const arrived = fullName.trim() !== '' && birthDate.trim() !== '' ? evaluateNumerology({ fullName, birthDate }) : null;
    return { fullName, birthDate, arrived };
  });
  const [fullName, setFullNameText] = useState(initial.fullName);
  const [birthDate, setBirthDateText] = useState(initial.birthDate);
  const [dateUnreadable, setDateUnreadable] = useState(false);
  const [errors, setErrors] = useState<NumerologyErrors>(initial.arrived && !initial.arrived.ok ? initial.arrived.errors : {});
  const [result, setResult] = useState<NumerologyResult | null>(initial.arrived?.ok ? initial.arrived.result : null);

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

  const calculate = useCallback(() => {
    const outcome = evaluateNumerology({ fullName, birthDate, dateUnreadable });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return false;
    }
    setErrors({});
    setResult(outcome.result);
    setSearchParams(new URLSearchParams({ [QUERY_KEYS.name]: fullName.trim(), [QUERY_KEYS.birthDate]: birthDate }), {
      replace: true,
      preventScrollReset: true,
    });
    return true;
  }, [fullName, birthDate, dateUnreadable, setSearchParams]);

  return { fullName, birthDate, errors, result, setFullName, setBirthDate, calculate };
}
