import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@calc/singleton';
import type { CalculatorDefinition, FieldDefinition, Values } from './definition';
import { checkFields, fromQueryString, initialRawValues, toQueryString, type FieldErrors, type RawValues } from './fields';

export interface CalculatorState<K extends string, R> {
  raw: RawValues<K>;
  errors: FieldErrors<K>;
  result: R;
  /** True once a calculation has produced the shown result. */
  calculated: boolean;
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
  const [raw, setRaw] = useState<RawValues<K>>(
    () => fromQueryString(fields, searchParams.toString()) ?? readDraft(id, fields) ?? initialRawValues(fields),
  );
  useEffect(() => writeDraft(id, raw), [id, raw]);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [result, setResult] = useState<R>(emptyResult);
  const [calculated, setCalculated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rawRef = useRef(raw);
  rawRef.current = raw;

  const setField = useCallback((name: K, text: string) => {
    setRaw((current) => ({ ...current, [name]: text }));
    // The field's message goes once the visitor edits it; it comes back on the next Calculate if still wrong.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const run = useCallback(
    (source: RawValues<K>, updateUrl: boolean): boolean => {
      const check = checkFields(fields, source, validate);
      setErrors(check.status === 'valid' ? {} : check.errors);
      if (check.status === 'incomplete') {
        if (whenIncomplete === 'reset') {
          setResult(emptyResult);
          setCalculated(false);
        }
        return false;
      }
      if (check.status === 'invalid') return false;
      try {
        setResult(compute(check.values));
        setCalculated(true);
        setFailure(null);
      } catch (error) {
        console.error(error);
        setFailure('These values could not be calculated. Please check them and try again.');
        return false;
      }
      if (updateUrl) setSearchParams(toQueryString(fields, source), { replace: true, preventScrollReset: true });
      return true;
    },
    [fields, validate, whenIncomplete, emptyResult, compute, setSearchParams],
  );

  const calculate = useCallback(() => run(rawRef.current, true), [run]);

  // A shared URL fills the fields and shows that calculation's results at once.
  useEffect(() => {
    const fromUrl = fromQueryString(fields, searchParams.toString());
    if (fromUrl) run(fromUrl, false);
    // Only on arrival: later URL changes are our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { raw, errors, result, calculated, setField, calculate, failure };
}
