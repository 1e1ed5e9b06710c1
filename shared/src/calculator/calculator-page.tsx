/*
 * The page every scaffolded calculator is: from a definition, the input card, Calculate, results, report and
 * explanation, laid out and behaving the same on every calculator.
 */
import { useDeferredValue, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Icon } from '../ui/icons';
import { Tabs } from '../ui/tabs';
import { Alert } from '../ui/alert';
import { FixedCurrencyProvider } from '../format/shown-currency';
import { publishPageCurrency } from '../format/page-currency';
import type { CalculatorDefinition, ReportDefinition, RowCellDefinition } from './definition';
import { FieldList, FieldStack } from './field-list';
import { useCurrency } from '@calc/singleton';
import { FixedCurrencyLine, fixedCurrencyNote, useCurrencySwitchNote } from './fixed-currency';
import { CalculatorGrid, ResultActions, ResultsHeader } from './layout';
import { CompareButton } from './compare-button';
import { LazyReportTable, preloadReportTable } from './lazy-report-table';
import { EmptyHint, LiveRegion } from './result-notes';
import { headlineAnnouncement, ResultFigures } from './result-figures';
import type { CalculatorLayout, CalculatorLayoutProps } from './definition';
import { CopyLinkButton } from './share';
import { normalModeLabelOf, SolveForControl, resultItemsWith, UnsolvedMessage } from './solve-for';
import { StaleArea, StaleNotice } from './stale';
import { useCalculator } from './use-calculator';
import { revealOutcome, submitOnEnter } from './reveal';
import { CalculateBar } from './calculate-bar';
import { ExampleOffer } from './example-offer';
import { LINK_PENDING_ATTRIBUTE, LINK_PENDING_TEXT } from '../site/snapshot-marks';
import { lazyExplanation } from '../explanation/lazy-explanation';

export interface CalculatorPageProps<K extends string, R, Row, C extends RowCellDefinition = never> {
  definition: CalculatorDefinition<K, R, Row, C>;
  /** Content below the calculator (its explanation). */
  children?: ReactNode;
}

/**
 * The one calculator scaffold. A calculator is its definition: by default an input card with a full-width
 * Calculate button beside a results card with tabs (results first), the report table and its CSV download; a
 * definition with `sections` (fieldSections()) lays its inputs out as cards of their own instead.
 */
export function CalculatorPage<K extends string, R, Row, C extends RowCellDefinition = never>({
  definition,
  children,
}: CalculatorPageProps<K, R, Row, C>) {
  const state = useCalculator(definition);
  const Layout: CalculatorLayout = definition.sections?.Layout ?? GridLayout;
  // The header shows the currency the page counts in, so the screen never shows two.
  useEffect(() => publishPageCurrency(state.fixedCurrency), [state.fixedCurrency]);
  useEffect(() => () => publishPageCurrency(null), []);
  return (
    <FixedCurrencyProvider currency={state.fixedCurrency}>
      {state.fixedCurrency ? <FixedCurrencyLine>{fixedCurrencyNote(state.fixedCurrency)}</FixedCurrencyLine> : null}
      <Layout definition={definition} state={state} />
      {children}
    </FixedCurrencyProvider>
  );
}

/** The usual layout: the input card, and beside it (below it on a phone) the results card with its tabs. */
function GridLayout<K extends string, R, Row, C extends RowCellDefinition>({
  definition,
  state,
}: CalculatorLayoutProps<K, R, Row, C>) {
  const [tab, setTab] = useState('results');
  const { result, calculated } = state;
  // The figures paint at once after Calculate; the chart and report tables (hundreds of rows) follow in a render
  // that yields to the browser, so a phone shows the answer within a frame or two.
  const detail = useDeferredValue(result);
  // A solved plan shows what was found first, then the calculator's usual figures for that plan.
  const items = resultItemsWith(state.solution, definition.results);
  const { currency: headerCurrency } = useCurrency();
  const switchNote = useCurrencySwitchNote(
    definition.fixedCurrency,
    state.fields,
    state.raw,
    state.fixedCurrency,
    headerCurrency,
  );

  // The report's code comes once there is something to report, before its tab is opened.
  useEffect(() => {
    if (calculated) preloadReportTable();
  }, [calculated]);

  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    revealOutcome(state.calculate(), formRef.current, resultsHeadingRef.current);
  }

  function onExample() {
    revealOutcome(state.fillExample?.() ?? false, formRef.current, resultsHeadingRef.current, { focusResults: true });
  }

  const resultsPanel = (
    <div>
      <UnsolvedMessage reason={state.unsolved} />
      {!calculated ? (
        <EmptyHint>
          <Icon name="calculator" />
          <span {...{ [LINK_PENDING_ATTRIBUTE]: LINK_PENDING_TEXT }}>
            Enter your values and press Calculate to see the results.
          </span>
        </EmptyHint>
      ) : null}
      {!calculated && definition.example ? (
        <ExampleOffer example={definition.example} currency={state.currency} onFill={onExample} />
      ) : null}
      <ResultFigures definition={definition} state={state} items={items} detail={detail} />
    </div>
  );

  const reportTab = <Row,>(id: string, report: ReportDefinition<R, Row>, fileName: string) => ({
    id,
    label: report.tabLabel,
    content: (
      <LazyReportTable
        columns={report.columns}
        rows={calculated ? report.rows(detail) : []}
        scenarioARows={calculated && state.scenarios?.b ? report.rows(state.scenarios.a.result) : undefined}
        label={`${report.tabLabel} table`}
        fileName={fileName}
      />
    ),
  });
  const tabs = [{ id: 'results', label: definition.resultsTabLabel ?? 'results', content: resultsPanel }];
  if (definition.report) tabs.push(reportTab('report', definition.report, `${definition.id}-report.csv`));
  for (const extra of definition.extraReports ?? [])
    tabs.push(extra.open((report) => reportTab(extra.id, report, `${definition.id}-${extra.id}.csv`)));

  return (
    <>
      <CalculatorGrid $narrowInputs={definition.layout === 'narrow-inputs'}>
        <Card title={definition.inputCardTitle ?? 'Your details'} id={`${definition.id}-inputs`}>
          <form noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter} ref={formRef}>
            <FieldStack>
              {definition.modes?.length ? (
                <SolveForControl
                  calculatorId={definition.id}
                  normalLabel={normalModeLabelOf(definition)}
                  modes={definition.modes}
                  value={state.modeId}
                  onChange={state.setMode}
                />
              ) : null}
              <FieldList
                calculatorId={definition.id}
                fields={state.fields}
                raw={state.raw}
                errors={state.errors}
                onChange={state.setField}
                note={switchNote}
              />
              {definition.rowList ? (
                <definition.rowList.Input
                  calculatorId={definition.id}
                  rowCount={state.rowCount}
                  raw={state.raw}
                  errors={state.errors}
                  listError={state.rowsError}
                  onChange={state.setField}
                  onAdd={state.addRow}
                  onRemove={state.removeRow}
                />
              ) : null}
            </FieldStack>
            <CalculateBar inCard>
              <Button type="submit" fullWidth>
                Calculate
              </Button>
            </CalculateBar>
          </form>
        </Card>
        <Card id={`${definition.id}-results`}>
          <ResultsHeader>
            <h2 id={`${definition.id}-results-title`} ref={resultsHeadingRef} tabIndex={-1}>
              Your results
            </h2>
            <ResultActions>
              <CompareButton state={state} />
              <CopyLinkButton disabled={!calculated} />
            </ResultActions>
          </ResultsHeader>
          {state.failure ? <Alert variant="error" title="Error" message={state.failure} /> : null}
          <StaleNotice stale={state.stale} />
          <StaleArea $stale={state.stale} data-stale={state.stale || undefined}>
            <Tabs label="Calculator results" tabs={tabs} active={tab} onChange={setTab} />
          </StaleArea>
        </Card>
      </CalculatorGrid>
      <LiveRegion>{calculated ? headlineAnnouncement(items, result, state.currency) : ''}</LiveRegion>
    </>
  );
}

/**
 * The exposed page of a calculator that is nothing but its definition, with its explanation below it when given
 * (`calculatorPage(fdDefinition, () => import('./fd-explanation'))`, the import naming its webpackChunkName): the
 * explanation keeps a chunk of its own, loaded as the visitor nears it (lazyExplanation).
 */
export function calculatorPage<K extends string, R, Row, C extends RowCellDefinition = never>(
  definition: CalculatorDefinition<K, R, Row, C>,
  loadExplanation?: () => Promise<{ default: ComponentType }>,
) {
  const Explanation = loadExplanation ? lazyExplanation(loadExplanation) : null;
  function Page() {
    return <CalculatorPage definition={definition}>{Explanation ? <Explanation /> : null}</CalculatorPage>;
  }
  Page.displayName = `CalculatorPage(${definition.id})`;
  return Page;
}
