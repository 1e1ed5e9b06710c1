import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isCurrencyCode, useCurrency, useSearchParams } from '@calc/singleton';
import type { CalculatorDefinition, FieldDefinition, Solution, SolveMode, Values } from './definition';
import {
  allFieldsOf,
  checkFields,
  fieldsOfMode,
  modeFromQuery,
  SOLVE_FOR_PARAM,
  fromQueryString,
  initialRawValues,
  inputsKey,
  toQueryString,
  type FieldErrors,
  type RawValues,
} from './fields';

export interface CalculatorState<R> {
  /** What is typed in every field any mode shows, by field name. */
  raw: RawValues<string>;
  errors: FieldErrors<string>;
  result: R;
  /** True once a calculation has produced the shown result. */
  calculated: boolean;
  /** The fields no longer say what the shown results were computed from (until the next Calculate). */
  stale: boolean;
  setField: (name: string, text: string) => void;
  /** Runs the calculation; returns whether it produced a result. */
  calculate: () => boolean;
  /** Shown when the calculation itself failed (it should not; this keeps the page alive if it does). */
  failure: string | null;
  /** The "Solve for" mode chosen ('' for the calculator's normal result), its fields, and choosing another. */
  modeId: string;
  fields: FieldDefinition<string>[];
  setMode: (id: string) => void;
  /** What the shown results solved for (their first figures), when they come from a mode. */
  solution: Omit<Solution<R>, 'result'> | null;
  /** Why the target of the last Calculate cannot be reached, and what would work. */
  unsolved: string | null;
}

interface Options<K extends string, R> {
  /** The calculator's id: its draft (what was typed, not yet calculated) is kept per tab under it. */
  id?: string;
  fields: FieldDefinition<K>[];
  compute: (values: Values<K>) => R;
  validate?: CalculatorDefinition<K, R>['validate'];
  emptyResult: R;
  whenIncomplete: 'keep' | 'reset';
  modes?: SolveMode<K, R>[];
}

const DRAFT_PREFIX = 'calc-draft:';

/** The query parameter that says which currency a shared calculation's amounts are in. */
export const CURRENCY_PARAM = 'currency';

/** What was typed in this tab, if the page is mounted again (a remote reloaded after a failure, a return visit). */
function readDraft(id: string | undefined, fields: FieldDefinition<string>[]): { raw: RawValues<string>; modeId: string } | null {
  if (!id) return null;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_PREFIX + id) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return null;
    const raw = initialRawValues(fields);
    for (const field of fields) if (typeof stored[field.name] === 'string') raw[field.name] = stored[field.name] as string;
    return { raw, modeId: typeof stored[SOLVE_FOR_PARAM] === 'string' ? (stored[SOLVE_FOR_PARAM] as string) : '' };
  } catch {
    return null; // storage blocked or garbage: start from the defaults
  }
}

function writeDraft(id: string | undefined, raw: object, modeId: string) {
  if (!id) return;
  try {
    window.sessionStorage.setItem(DRAFT_PREFIX + id, JSON.stringify({ ...raw, [SOLVE_FOR_PARAM]: modeId }));
  } catch {
    // storage blocked or full: the draft is only a convenience
  }
}

/**
 * The state of one calculator: raw field text (so nothing typed is ever lost, even if the page is mounted
 * again), inline errors, the result, and the URL query string that makes a calculation shareable. Computes
 * only on calculate().
 */
export function useCalculator<K extends string, R>(options: Options<K, R>): CalculatorState<R> {
  const { id, fields: normalFields, compute, validate, emptyResult, whenIncomplete, modes } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const { currency, setCurrency } = useCurrency();
  const currencyRef = useRef(currency);
  currencyRef.current = currency;
  // Every field of every mode: the URL and the draft speak of all of them.
  const allFields = useMemo(() => allFieldsOf(normalFields, modes), [normalFields, modes]);
  const findMode = useCallback((modeId: string) => modes?.find((mode) => mode.id === modeId), [modes]);

  const [initial] = useState(() => {
    const search = searchParams.toString();
    const linked = fromQueryString(allFields, search);
    if (linked) return { raw: linked, modeId: modeFromQuery(modes, search)?.id ?? '' };
    const draft = readDraft(id, allFields);
    return draft && (draft.modeId === '' || findMode(draft.modeId)) ? draft : { raw: initialRawValues(allFields), modeId: '' };
  });
  const [raw, setRaw] = useState<RawValues<string>>(initial.raw);
  const [modeId, setModeId] = useState(initial.modeId);
  useEffect(() => writeDraft(id, raw, modeId), [id, raw, modeId]);
  const fields = useMemo(() => fieldsOfMode(normalFields, findMode(modeId)), [normalFields, findMode, modeId]);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [result, setResult] = useState<R>(emptyResult);
  const [solution, setSolution] = useState<Omit<Solution<R>, 'result'> | null>(null);
  const [unsolved, setUnsolved] = useState<string | null>(null);
  const [calculated, setCalculated] = useState(false);
  // The mode and inputs the shown results were computed from, as modeKey() says them.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rawRef = useRef(raw);
  rawRef.current = raw;
  const modeIdRef = useRef(modeId);
  modeIdRef.current = modeId;
  // Read synchronously by run(), which may follow a state update in the same event.
  const calculatedRef = useRef(false);

  const setField = useCallback((name: string, text: string) => {
    setRaw((current) => ({ ...current, [name]: text }));
    // The field's message goes once the visitor edits it; it comes back on the next Calculate if still wrong.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setMode = useCallback((next: string) => {
    setModeId(next);
    setErrors({});
    setUnsolved(null);
  }, []);

  /**
   * The URL describes exactly the results on screen: the mode, its inputs and the currency their amounts are in
   * (a link made in INR opens in INR), or none of it once the results reset.
   */
  const showInUrl = useCallback(
    (source: RawValues<string> | null, shownModeId: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const field of allFields) next.delete(field.name);
          next.delete(SOLVE_FOR_PARAM);
          next.delete(CURRENCY_PARAM);
          if (source) {
            if (shownModeId) next.set(SOLVE_FOR_PARAM, shownModeId);
            const shownFields = fieldsOfMode(normalFields, findMode(shownModeId));
            for (const [name, value] of new URLSearchParams(toQueryString(shownFields, source))) next.set(name, value);
            next.set(CURRENCY_PARAM, currencyRef.current);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [allFields, normalFields, findMode, setSearchParams],
  );

  const reset = useCallback(() => {
    setResult(emptyResult);
    setSolution(null);
    setCalculated(false);
    calculatedRef.current = false;
  }, [emptyResult]);

  const run = useCallback(
    (source: RawValues<string>, runModeId: string): boolean => {
      const mode = findMode(runModeId);
      const runFields = fieldsOfMode(normalFields, mode);
      // Rules across fields judge only the fields present (a mode's missing input is not judged).
      const check = checkFields(runFields, source, validate as ((v: Values<string>) => FieldErrors<string>) | undefined);
      setErrors(check.status === 'valid' ? {} : check.errors);
      setUnsolved(null);
      if (check.status !== 'valid') {
        // An empty field resets the results (SIP keeps them), and their URL goes with them. A value out of
        // bounds computes nothing: the results on screen, and so their URL, stay as they were.
        if (check.status === 'incomplete' && whenIncomplete === 'reset') reset();
        if (!calculatedRef.current) showInUrl(null, '');
        return false;
      }
      try {
        if (mode) {
          const solved = mode.solve(check.values);
          if (!solved.ok) {
            // Nothing was found: no results to show, and the reason says what would work.
            setUnsolved(solved.reason);
            reset();
            showInUrl(null, '');
            return false;
          }
          setResult(solved.value.result);
          setSolution({ figures: solved.value.figures, note: solved.value.note });
        } else {
          setResult(compute(check.values as Values<K>));
          setSolution(null);
        }
        setCalculated(true);
        setShownKey(modeKey(runModeId, runFields, source));
        setFailure(null);
      } catch (error) {
        console.error(error);
        setFailure('These values could not be calculated. Please check them and try again.');
        return false;
      }
      calculatedRef.current = true;
      showInUrl(source, runModeId);
      return true;
    },
    [findMode, normalFields, validate, whenIncomplete, reset, compute, showInUrl],
  );

  const calculate = useCallback(() => run(rawRef.current, modeIdRef.current), [run]);

  // A shared URL fills the fields and shows that calculation's results at once, in the currency it was made in.
  useEffect(() => {
    const search = searchParams.toString();
    const fromUrl = fromQueryString(allFields, search);
    const linkedCurrency = searchParams.get(CURRENCY_PARAM);
    if (linkedCurrency && isCurrencyCode(linkedCurrency) && linkedCurrency !== currency) {
      currencyRef.current = linkedCurrency;
      setCurrency(linkedCurrency);
    }
    if (fromUrl) run(fromUrl, modeFromQuery(modes, search)?.id ?? '');
    // Only on arrival: later URL changes are our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The currency changed while results are shown: their link says the new one.
  const shownCurrency = useRef(currency);
  useEffect(() => {
    if (shownCurrency.current === currency) return;
    shownCurrency.current = currency;
    if (calculatedRef.current)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CURRENCY_PARAM, currency);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [currency, setSearchParams]);

  const stale = calculated && shownKey !== modeKey(modeId, fields, raw);
  return {
    raw,
    errors,
    result,
    calculated,
    stale,
    setField,
    calculate,
    failure,
    modeId,
    fields,
    setMode,
    solution,
    unsolved,
  };
}

/** What a calculation was made from: the mode and what its fields say (10k and 10000 say the same). */
function modeKey(modeId: string, fields: FieldDefinition<string>[], raw: RawValues<string>): string {
  return `${modeId}\u0001${inputsKey(fields, raw)}`;
}
