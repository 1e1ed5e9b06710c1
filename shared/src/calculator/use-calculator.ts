import { useCallback, useEffect, useRef, useState } from 'react';
import { isCurrencyCode, useCurrency, useSearchParams } from '@calc/singleton';
import type { CalculatorDefinition, FieldDefinition, Values } from './definition';
import {
  checkFields,
  fromQueryString,
  initialRawValues,
  inputsKey,
  toQueryString,
  type FieldErrors,
  type RawValues,
} from './fields';

export interface CalculatorState<K extends string, R> {
  raw: RawValues<K>;
  errors: FieldErrors<K>;
  result: R;
  /** True once a calculation has produced the shown result. */
  calculated: boolean;
  /** The fields no longer say what the shown results were computed from (until the next Calculate). */
  stale: boolean;
  setField: (name: K, text: string) => void;
  /** Runs the calculation; returns whether it produced a result. */
  calculate: () => boolean;
  /** Shown when the calculation itself failed (it should not; this keeps the page alive if it does). */
  failure: string | null;
}

interface Options<K extends string, R> {
  /** The calculator's id: its draft (what was typed, not yet calculated) is kept per tab under it. */
  id?: string;
  fields: FieldDefinition<K>[];
  compute: (values: Values<K>) => R;
  validate?: CalculatorDefinition<K, R>['validate'];
  emptyResult: R;
  whenIncomplete: 'keep' | 'reset';
}

const DRAFT_PREFIX = 'calc-draft:';

/** The query parameter that says which currency a shared calculation's amounts are in. */
export const CURRENCY_PARAM = 'currency';

/** What was typed in this tab, if the page is mounted again (a remote reloaded after a failure, a return visit). */
function readDraft<K extends string>(id: string | undefined, fields: FieldDefinition<K>[]): RawValues<K> | null {
  if (!id) return null;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_PREFIX + id) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return null;
    const draft = initialRawValues(fields);
    for (const field of fields) if (typeof stored[field.name] === 'string') draft[field.name] = stored[field.name] as string;
    return draft;
  } catch {
    return null; // storage blocked or garbage: start from the defaults
  }
}

function writeDraft(id: string | undefined, raw: object) {
  if (!id) return;
  try {
    window.sessionStorage.setItem(DRAFT_PREFIX + id, JSON.stringify(raw));
  } catch {
    // storage blocked or full: the draft is only a convenience
  }
}

/**
 * The state of one calculator: raw field text (so nothing typed is ever lost, even if the page is mounted
 * again), inline errors, the result, and the URL query string that makes a calculation shareable. Computes
 * only on calculate().
 */
export function useCalculator<K extends string, R>(options: Options<K, R>): CalculatorState<K, R> {
  const { id, fields, compute, validate, emptyResult, whenIncomplete } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const { currency, setCurrency } = useCurrency();
  const currencyRef = useRef(currency);
  currencyRef.current = currency;
  const [raw, setRaw] = useState<RawValues<K>>(
    () => fromQueryString(fields, searchParams.toString()) ?? readDraft(id, fields) ?? initialRawValues(fields),
  );
  useEffect(() => writeDraft(id, raw), [id, raw]);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [result, setResult] = useState<R>(emptyResult);
  const [calculated, setCalculated] = useState(false);
  // The inputs the shown results were computed from, as inputsKey() says them.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rawRef = useRef(raw);
  rawRef.current = raw;
  // Read synchronously by run(), which may follow a state update in the same event.
  const calculatedRef = useRef(false);

  const setField = useCallback((name: K, text: string) => {
    setRaw((current) => ({ ...current, [name]: text }));
    // The field's message goes once the visitor edits it; it comes back on the next Calculate if still wrong.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /**
   * The URL describes exactly the results on screen: their inputs and the currency their amounts are in (a link
   * made in INR opens in INR), or none of it once the results reset.
   */
  const showInUrl = useCallback(
    (source: RawValues<K> | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const field of fields) next.delete(field.name);
          next.delete(CURRENCY_PARAM);
          if (source) {
            for (const [name, value] of new URLSearchParams(toQueryString(fields, source))) next.set(name, value);
            next.set(CURRENCY_PARAM, currencyRef.current);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [fields, setSearchParams],
  );

  const run = useCallback(
    (source: RawValues<K>): boolean => {
      const check = checkFields(fields, source, validate);
      setErrors(check.status === 'valid' ? {} : check.errors);
      if (check.status !== 'valid') {
        // An empty field resets the results (SIP keeps them), and their URL goes with them. A value out of
        // bounds computes nothing: the results on screen, and so their URL, stay as they were.
        if (check.status === 'incomplete' && whenIncomplete === 'reset') {
          setResult(emptyResult);
          setCalculated(false);
          calculatedRef.current = false;
        }
        if (!calculatedRef.current) showInUrl(null);
        return false;
      }
      try {
        setResult(compute(check.values));
        setCalculated(true);
        setShownKey(inputsKey(fields, source));
        setFailure(null);
      } catch (error) {
        console.error(error);
        setFailure('These values could not be calculated. Please check them and try again.');
        return false;
      }
      calculatedRef.current = true;
      showInUrl(source);
      return true;
    },
    [fields, validate, whenIncomplete, emptyResult, compute, showInUrl],
  );

  const calculate = useCallback(() => run(rawRef.current), [run]);

  // A shared URL fills the fields and shows that calculation's results at once, in the currency it was made in.
  useEffect(() => {
    const fromUrl = fromQueryString(fields, searchParams.toString());
    const linkedCurrency = searchParams.get(CURRENCY_PARAM);
    if (linkedCurrency && isCurrencyCode(linkedCurrency) && linkedCurrency !== currency) {
      currencyRef.current = linkedCurrency;
      setCurrency(linkedCurrency);
    }
    if (fromUrl) run(fromUrl);
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

  const stale = calculated && shownKey !== inputsKey(fields, raw);
  return { raw, errors, result, calculated, stale, setField, calculate, failure };
}
