/*
 * A calculator laid out as cards of fields (the retirement planner): the cards, side by side where the definition
 * pairs them, the Calculate button (kept at the foot of a phone's screen), then one results card with the figures,
 * the chart and the report. A definition gets it with `sections: fieldSections({…})`.
 */
import { useCallback, useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import type { RowCellDefinition } from '../definition';
import { FieldStack } from '../field-list';
import { formatValue } from '../format-value';
import { Toolbar } from '../layout';
import { ReportTable } from '../report-table';
import { headlineAnnouncement, ResultFigures } from '../result-figures';
import { EmptyHint, LiveRegion } from '../result-notes';
import { revealOutcome, submitOnEnter } from '../reveal';
import { CalculateBar } from '../calculate-bar';
import { ExampleOffer } from '../example-offer';
import { LINK_PENDING_ATTRIBUTE, LINK_PENDING_TEXT } from '../../site/snapshot-marks';
import { SectionCard } from './section-card';
import {
  derivedOf,
  isRowOfSections,
  sectionFields,
  valuesAsTyped,
  type FieldSectionDefinition,
  type SectionsDefinition,
} from './sections';
import type { CalculatorLayoutProps, FieldSections } from '../definition';
import { CopyLinkButton } from '../share';
import { CompareButton } from '../compare-button';
import { resultItemsWith, SolveForControl, UnsolvedMessage } from '../solve-for';
import { StaleArea, StaleNotice } from '../stale';

const Form = styled.form`
  & > section + section {
    margin-top: 20px;
  }
`;

const SideBySide = styled.div`
  display: grid;
  gap: 20px;
  margin: 20px 0;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ResultsSpacing = styled.div`
  margin-top: 20px;
`;

/** One column that may shrink below a wide table's width, so the table scrolls inside the card and the chart fits it. */
const ResultsStack = styled(FieldStack)`
  grid-template-columns: minmax(0, 1fr);
  & > [data-chart] {
    margin-top: 4px;
  }
`;

function SectionsLayout<K extends string, R, Row, C extends RowCellDefinition>({
  definition,
  state,
}: CalculatorLayoutProps<K, R, Row, C>) {
  const sections = definition.sections!;
  const { id } = definition;
  const { result, calculated, currency } = state;
  // The figures paint at once; the report (a hundred rows) and the chart follow in a render that yields to the browser.
  const detail = useDeferredValue(result);
  const items = resultItemsWith(state.solution, definition.results);
  const fieldsByName = new Map(state.fields.map((field) => [field.name, field]));
  const resultsId = `${id}-${sections.resultsCard.key}`;

  // The derived figures follow what was typed when a field is left and on Calculate, not at every keystroke.
  // The texts with the decimal mark they are written in (7,5 in EUR).
  const rawRef = useRef({ raw: state.raw, decimal: state.decimal });
  rawRef.current = { raw: state.raw, decimal: state.decimal };
  const [derivedFrom, setDerivedFrom] = useState(rawRef.current);
  const refreshDerived = useCallback(() => setDerivedFrom(rawRef.current), []);
  const typed = useMemo(
    () => valuesAsTyped(definition.fields, derivedFrom.raw, derivedFrom.decimal),
    [definition.fields, derivedFrom],
  );

  const [folded, setFolded] = useState<Record<string, boolean>>({});

  const formRef = useRef<HTMLFormElement>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    refreshDerived();
    revealOutcome(state.calculate(), event.currentTarget as HTMLFormElement, document.getElementById(`${resultsId}-title`));
  }

  function onExample() {
    const shown = state.fillExample?.() ?? false;
    refreshDerived();
    revealOutcome(shown, formRef.current, document.getElementById(`${resultsId}-title`), { focusResults: true });
  }

  const card = (section: FieldSectionDefinition<K>) => (
    <SectionCard
      key={section.key}
      calculatorId={id}
      section={section}
      gridFields={sectionFields(section, sections.sections, state.fields)}
      fieldsByName={fieldsByName}
      raw={state.raw}
      errors={state.errors}
      onChange={state.setField}
      onBlur={section.derived ? refreshDerived : undefined}
      folded={Boolean(folded[section.key])}
      onToggle={() => setFolded((current) => ({ ...current, [section.key]: !current[section.key] }))}
      solveFor={
        section.solveFor && definition.modes?.length ? (
          <SolveForControl
            calculatorId={id}
            normalLabel={definition.normalModeLabel ?? sections.resultsCard.title}
            modes={definition.modes}
            value={state.modeId}
            onChange={state.setMode}
          />
        ) : null
      }
      derived={section.derived ? derivedOf(section.derived, typed) : null}
      currency={currency}
    />
  );

  const money = (amount: number) => formatValue(amount, 'currency', currency);
  const announcement = calculated ? (sections.announce?.(result, money) ?? headlineAnnouncement(items, result, currency)) : '';

  return (
    <Form noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter} ref={formRef}>
      {sections.sections.map((band, index) =>
        isRowOfSections(band) ? <SideBySide key={`band-${index}`}>{band.map(card)}</SideBySide> : card(band),
      )}
      <CalculateBar inCard={false}>
        <Button type="submit" fullWidth>
          Calculate
        </Button>
      </CalculateBar>
      <ResultsSpacing>
        <Card title={sections.resultsCard.title} id={resultsId}>
          <Toolbar>
            <CompareButton state={state} />
            <CopyLinkButton disabled={!calculated} />
          </Toolbar>
          {state.failure ? <Alert variant="error" title="Error" message={state.failure} /> : null}
          {!calculated ? (
            <EmptyHint>
              <Icon name="calculator" />
              <span {...{ [LINK_PENDING_ATTRIBUTE]: LINK_PENDING_TEXT }}>{sections.resultsCard.emptyHint}</span>
            </EmptyHint>
          ) : null}
          {!calculated && definition.example ? (
            <ExampleOffer example={definition.example} currency={currency} onFill={onExample} />
          ) : null}
          <StaleNotice stale={state.stale} />
          <StaleArea $stale={state.stale} data-stale={state.stale || undefined}>
            <ResultsStack>
              <UnsolvedMessage reason={state.unsolved} />
              <ResultFigures definition={definition} state={state} items={items} detail={detail} />
              {definition.report ? (
                <ReportTable
                  columns={definition.report.columns}
                  rows={calculated ? definition.report.rows(detail) : []}
                  scenarioARows={calculated && state.scenarios?.b ? definition.report.rows(state.scenarios.a.result) : undefined}
                  label={definition.report.tabLabel}
                  fileName={`${resultsId}.csv`}
                />
              ) : null}
            </ResultsStack>
          </StaleArea>
        </Card>
      </ResultsSpacing>
      <LiveRegion>{announcement}</LiveRegion>
    </Form>
  );
}

/**
 * The definition's `sections`: its inputs as cards of fields (a title that folds each away, fields in a grid or
 * in labelled rows, a note, figures derived from what is typed) and its results in one card below, with the report
 * named by its tabLabel (there are no tabs) and downloaded as `${id}-${resultsCard.key}.csv`.
 */
export function fieldSections<K extends string, R>(definition: SectionsDefinition<K, R>): FieldSections<K, R> {
  return { ...definition, Layout: SectionsLayout };
}
