/* What a calculation shows, whatever the page's layout: the figures, the sentences about them, links and the chart. */
import { Suspense, useEffect, useState } from 'react';
import type { CurrencyCode } from '@calc/singleton';
import type { CalculatorDefinition, ResultItem, RowCellDefinition } from './definition';
import { formatValue } from './format-value';
import { ResultMessage } from './result-notes';
import { ResultLinks } from './result-links';
import { ResultStats, TodaysMoneyNote } from './result-stats';
import type { CalculatorState } from './calculator-state';
import { retryImport } from '../lazy/retry-import';

type ScenarioModule = typeof import('./scenario-comparison');
// In a chunk of its own: most visits never compare.
const loadScenarioModule = retryImport(() => import(/* webpackChunkName: "scenario-comparison" */ './scenario-comparison'));

/** The comparison's module once a comparison is wanted (kept as a module, so its component stays generic). */
function useScenarioModule(wanted: boolean): ScenarioModule | 'failed' | null {
  const [module, setModule] = useState<ScenarioModule | 'failed' | null>(null);
  useEffect(() => {
    // A failure stays said until the comparison is cleared; a new comparison asks for the chunk again.
    if (!wanted && module === 'failed') setModule(null);
    if (!wanted || module) return undefined;
    let current = true;
    loadScenarioModule().then(
      (loaded) => current && setModule(loaded),
      () => current && setModule('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module;
}

/**
 * The figures (a solved plan's first), a comparison, the today's-money note, warnings, the calculator's sentence,
 * links to other calculators and the chart: siblings, so the layout around them spaces them.
 */
export function ResultFigures<K extends string, R, Row, C extends RowCellDefinition>({
  definition,
  state,
  items,
  detail,
}: {
  definition: CalculatorDefinition<K, R, Row, C>;
  state: CalculatorState<R>;
  items: ResultItem<R>[];
  /** The result, deferred: the chart follows the figures in a render that yields to the browser. */
  detail: R;
}) {
  const { result, calculated, solution, currency } = state;
  const message = calculated ? (solution?.note ?? definition.message?.(result) ?? null) : null;
  const warnings = calculated ? (definition.warnings?.(result) ?? []) : [];
  const scenarios = state.scenarios;
  const scenarioModule = useScenarioModule(Boolean(scenarios));
  return (
    <>
      {scenarios && scenarioModule === 'failed' ? (
        <ResultMessage $tone="bad" role="alert">
          {COMPARISON_FAILED}
        </ResultMessage>
      ) : null}
      {scenarios && scenarioModule && scenarioModule !== 'failed' ? (
        <scenarioModule.default definition={definition} state={state} />
      ) : null}
      <ResultStats items={items} result={result} empty={!calculated} />
      {calculated && definition.comparison ? (
        <definition.comparison.Table result={result} fileName={`${definition.id}-comparison.csv`} />
      ) : null}
      {calculated && definition.todaysMoneyNote?.(result) ? (
        <TodaysMoneyNote>{definition.todaysMoneyNote(result)}</TodaysMoneyNote>
      ) : null}
      {warnings.map((warning) => (
        <ResultMessage key={warning} $tone="bad" role="note">
          Warning: {warning}
        </ResultMessage>
      ))}
      {message ? <ResultMessage $tone={message.tone}>{message.text}</ResultMessage> : null}
      {calculated && definition.resultLinks ? <ResultLinks links={definition.resultLinks(result)} currency={currency} /> : null}
      {calculated && definition.Chart && detail !== definition.emptyResult ? (
        <Suspense fallback={<div style={{ height: 280 }} aria-hidden="true" />}>
          <definition.Chart result={detail} compareWith={scenarios?.b ? scenarios.a.result : undefined} />
        </Suspense>
      ) : null}
    </>
  );
}

export const COMPARISON_FAILED =
  'The comparison could not be loaded. Check your connection, then clear the comparison and try again.';

/** What the live region says once calculated: the headline figure and its value. */
export function headlineAnnouncement<R>(items: ResultItem<R>[], result: R, currency: CurrencyCode): string {
  const headline = items.find((item) => item.headline) ?? items[0];
  return headline ? `${headline.label.replace(/:$/, '')} ${formatValue(headline.value(result), headline.format, currency)}` : '';
}
