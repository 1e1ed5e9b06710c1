/*
 * The calculator scaffold's state: the inputs as typed, the calculated result, the address that shares it and the
 * per-tab draft, behind the types-only contract of calculator-state.ts.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isCurrencyCode, useCurrency, useSearchParams } from '@calc/singleton';
import type { CalculatorDefinition, RowCellDefinition } from './definition';
import { calculatorReducer, initialModel, isStale, type CalculatorModel } from './calculator-reducer';
import {
  allInputFields,
  calculate as calculateOutcome,
  fieldsOf,
  type CalculatorConfig,
  inputsKeyOf,
  type Inputs,
} from './calculator-inputs';
import { calculationQuery, CURRENCY_PARAM, inputsOfQuery, scenarioAOfQuery } from './calculator-url';
import { initialRawValues, SOLVE_FOR_PARAM, withFieldsDecimalMark } from './fields';
import { localeOf } from '../format/currency';
import { decimalMarkOf, type DecimalMark } from '../format/number-text';
import { fixedCurrencyOf } from './fixed-currency';
import { initialRowCount, rowCountOf } from './rows/rows';
import type { CalculatorState } from './calculator-state';
import { afterNextPaint } from '../scheduling/after-next-paint';

type Options<K extends string, R, C extends RowCellDefinition> = CalculatorConfig<K, R, C> &
  Pick<CalculatorDefinition<K, R, unknown, C>, 'fixedCurrency' | 'example'> & {
    /** The calculator's id: its draft (what was typed, not yet calculated) is kept per tab under it. */
    id?: string;
  };

const DRAFT_PREFIX = 'calc-draft:';
/** The draft's key for the decimal mark its texts are written with (a draft without one is in '.'). */
const DRAFT_DECIMAL = '#decimal';

/** What was typed in this tab, if the page is mounted again (a remote reloaded after a failure, a return visit). */
function readDraft<K extends string, R, C extends RowCellDefinition>(
  id: string | undefined,
  config: CalculatorConfig<K, R, C>,
): Inputs | null {
  if (!id) return null;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_PREFIX + id) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return null;
    const rowCount = rowCountOf(config.rowList, Object.keys(stored));
    const fields = allInputFields(config, rowCount);
    const raw = initialRawValues(fields);
    for (const field of fields) if (typeof stored[field.name] === 'string') raw[field.name] = stored[field.name] as string;
    return {
      raw,
      rowCount,
      modeId: typeof stored[SOLVE_FOR_PARAM] === 'string' ? (stored[SOLVE_FOR_PARAM] as string) : '',
      decimal: stored[DRAFT_DECIMAL] === ',' ? ',' : '.',
    };
  } catch {
    return null; // storage blocked or garbage: start from the defaults
  }
}

function writeDraft(id: string | undefined, raw: object, modeId: string, decimal: DecimalMark) {
  if (!id) return;
  try {
    window.sessionStorage.setItem(
      DRAFT_PREFIX + id,
      JSON.stringify({ ...raw, [SOLVE_FOR_PARAM]: modeId, [DRAFT_DECIMAL]: decimal }),
    );
  } catch {
    // storage blocked or full: the draft is only a convenience
  }
}

/** The inputs a shared URL carries, else the tab's draft, else the defaults (a URL's and a default's in '.'). */
function initialInputs<K extends string, R, C extends RowCellDefinition>(
  id: string | undefined,
  config: CalculatorConfig<K, R, C>,
  search: string,
): { inputs: Inputs; linked: boolean; scenarioA: Inputs | null } {
  const linked = inputsOfQuery(config, search);
  const scenarioA = scenarioAOfQuery(config, search);
  if (linked) return { inputs: linked, linked: true, scenarioA };
  const draft = readDraft(id, config);
  if (draft && (draft.modeId === '' || config.modes?.some((mode) => mode.id === draft.modeId)))
    return { inputs: draft, linked: false, scenarioA };
  const rows = initialRowCount(config.rowList);
  return {
    inputs: { raw: initialRawValues(allInputFields(config, rows)), rowCount: rows, modeId: '', decimal: '.' },
    linked: false,
    scenarioA,
  };
}

/**
 * The state of one calculator: raw field text (so nothing typed is ever lost, even if the page is mounted
 * again), inline errors, the result, and the URL query string that makes a calculation shareable. Computes
 * only on calculate().
 */
export function useCalculator<K extends string, R, C extends RowCellDefinition = never>(
  options: Options<K, R, C>,
): CalculatorState<R> {
  const {
    id,
    fields: normalFields,
    compute,
    validate,
    emptyResult,
    whenIncomplete,
    modes,
    rowList,
    fixedCurrency: fixed,
    example,
  } = options;
  const config: CalculatorConfig<K, R, C> = useMemo(
    () => ({ fields: normalFields, compute, validate, emptyResult, whenIncomplete, modes, rowList }),
    [normalFields, compute, validate, emptyResult, whenIncomplete, modes, rowList],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const { currency: headerCurrency, setCurrency } = useCurrency();
  const reducer = useMemo(() => calculatorReducer(config), [config]);
  const [arrival] = useState(() => initialInputs(id, config, searchParams.toString()));
  const [model, dispatch] = useReducer(reducer, arrival.inputs, (inputs) => initialModel(emptyResult, inputs));
  // Read synchronously by calculate(), which may follow an edit in the same event.
  const modelRef = useRef(model);
  modelRef.current = model;

  const fixedCurrency = fixedCurrencyOf(fixed, fieldsOf(config, model), model.raw);
  const currency = fixedCurrency ?? headerCurrency;
  const currencyRef = useRef(currency);
  currencyRef.current = currency;

  // The fields' texts are written in the shown currency's decimal mark: rewritten (same numbers) before the page
  // paints when it changes, and from the '.' of a shared link or a default on arrival.
  const decimal = decimalMarkOf(localeOf(currency));
  useLayoutEffect(() => {
    if (model.decimal !== decimal) dispatch({ type: 'decimalMarkChanged', decimal });
  }, [model.decimal, decimal]);

  useEffect(() => writeDraft(id, model.raw, model.modeId, model.decimal), [id, model.raw, model.modeId, model.decimal]);

  // Read by the effect below, which must run when the URL must change, not when a caller's options do.
  const configRef = useRef(config);
  configRef.current = config;
  /**
   * The URL describes exactly the results on screen: the mode, its inputs and the currency their amounts are in
   * (a link made in INR opens in INR), scenario A's inputs while a comparison lasts, or none of it once they go.
   */
  // Once the results are painted: the router's new location renders the page again, and a long link (a hundred rows)
  // took as long again as the calculation itself.
  useEffect(() => {
    if (!model.url) return;
    const url = model.url;
    return afterNextPaint(() =>
      setSearchParams((current) => calculationQuery(configRef.current, current, url, currencyRef.current), {
        replace: true,
        preventScrollReset: true,
      }),
    );
  }, [model.url, setSearchParams]);

  const setField = useCallback((name: string, text: string) => dispatch({ type: 'fieldChanged', name, text }), []);
  const setMode = useCallback((modeId: string) => dispatch({ type: 'modeChosen', modeId }), []);
  const addRow = useCallback(() => dispatch({ type: 'rowAdded' }), []);
  const removeRow = useCallback((row: number) => dispatch({ type: 'rowRemoved', row }), []);
  const compare = useCallback(() => dispatch({ type: 'comparisonStarted' }), []);
  const clearComparison = useCallback(() => dispatch({ type: 'comparisonCleared' }), []);

  const run = useCallback(
    (inputs: Inputs): boolean => {
      const outcome = calculateOutcome(config, inputs);
      dispatch({ type: 'calculated', inputs, outcome });
      return outcome.kind === 'shown';
    },
    [config],
  );
  const calculate = useCallback(() => {
    const { raw, rowCount, modeId, decimal } = modelRef.current;
    return run({ raw, rowCount, modeId, decimal });
  }, [run]);

  // The example is read as a shared link would be (the same checks), then written in the fields' decimal mark.
  const fillExample = useMemo(() => {
    if (!example) return null;
    return () => {
      const search = new URLSearchParams(Object.entries(example.values).map(([name, value]) => [name, String(value)]));
      const linked = inputsOfQuery(config, search.toString());
      if (!linked) return false;
      const { decimal: mark } = modelRef.current;
      const raw = withFieldsDecimalMark(allInputFields(config, linked.rowCount), linked.raw, '.', mark);
      const inputs = { ...linked, raw, decimal: mark };
      dispatch({ type: 'inputsFilled', inputs });
      return run(inputs);
    };
  }, [example, config, run]);

  // A shared URL fills the fields and shows that calculation's results at once, in the currency it was made in
  // (unless the calculator's amounts are always in its own: then the header keeps the visitor's). Before the first
  // paint (a layout effect): no frame shows "Enter your values…" beside the link's values.
  useLayoutEffect(() => {
    const linkedCurrency = searchParams.get(CURRENCY_PARAM);
    const fixedNow = fixedCurrencyOf(fixed, fieldsOf(config, arrival.inputs), arrival.inputs.raw);
    if (!fixedNow && linkedCurrency && isCurrencyCode(linkedCurrency) && linkedCurrency !== headerCurrency) {
      currencyRef.current = linkedCurrency;
      setCurrency(linkedCurrency);
    }
    // A link's scenario A first, so that its results are kept when B's arrive.
    if (arrival.scenarioA)
      dispatch({ type: 'scenarioALinked', inputs: arrival.scenarioA, outcome: calculateOutcome(config, arrival.scenarioA) });
    if (arrival.linked) run(arrival.inputs);
    // Only on arrival: later URL changes are our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The currency changed while results are shown: their link says the new one.
  const shownCurrency = useRef(currency);
  useEffect(() => {
    if (shownCurrency.current === currency) return;
    shownCurrency.current = currency;
    if (modelRef.current.calculated)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CURRENCY_PARAM, currency);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [currency, setSearchParams]);

  const fields = useMemo(() => fieldsOf(config, { modeId: model.modeId, rowCount: 0 }), [config, model.modeId]);
  const scenarios = useMemo(() => scenariosOf(config, model), [config, model]);
  return {
    raw: model.raw,
    decimal: model.decimal,
    errors: model.errors,
    result: model.result,
    calculated: model.calculated,
    stale: isStale(config, model),
    setField,
    calculate,
    failure: model.failure,
    modeId: model.modeId,
    fields,
    setMode,
    solution: model.solution,
    unsolved: model.unsolved,
    rowCount: model.rowCount,
    addRow,
    removeRow,
    rowsError: model.rowsError,
    currency,
    fixedCurrency,
    scenarios,
    compare,
    clearComparison,
    fillExample,
  };
}

/** Scenario A and, once the shown results come from other inputs, B. */
function scenariosOf<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  model: CalculatorModel<R>,
): CalculatorState<R>['scenarios'] {
  const { scenarioA: a, shownInputs, shownKey, result, solution } = model;
  if (!a) return null;
  const differs = shownInputs !== null && shownKey !== inputsKeyOf(config, a.inputs);
  return { a, b: differs ? { inputs: shownInputs, result, solution } : null };
}
