import { useCallback, useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrencyFormat } from '@calc/shared';
import {
  Button,
  Card,
  EmptyHint,
  FieldInput,
  FieldStack,
  formatPercent,
  Icon,
  LiveRegion,
  ReportTable,
  ResultStats,
  ResultMessage,
  SolveForControl,
  resultItemsWith,
  UnsolvedMessage,
  StaleArea,
  StaleNotice,
  Toolbar,
  CopyLinkButton,
  useCalculator,
  revealOutcome,
  parseNumber,
  type ReportColumn,
  type ResultItem,
  type Values,
} from '@calc/shared';
import { RetirementChart } from './retirement-chart';
import { retirementModes } from './retirement-modes';
import {
  approachSums,
  calculateRetirement,
  validateRetirement,
  type ApproachSums,
  type RetirementResult,
  type RetirementRow,
} from './retirement';
import {
  APPROACHES,
  ASSET_CLASSES,
  ASSET_MEASURES,
  approachFrom,
  assetFieldName,
  personalFields,
  retirementFields,
  retirementInputsFrom,
  type ApproachPrefix,
} from './retirement-fields';

const compute = (values: Values<string>) => calculateRetirement(retirementInputsFrom(values));
const validate = (values: Values<string>) => validateRetirement(retirementInputsFrom(values)) as Partial<Record<string, string>>;
const emptyResult: RetirementResult = {
  rows: [],
  current: { returnsShare: 0, taxShare: 0, diversification: 0 },
  retirement: { returnsShare: 0, taxShare: 0, diversification: 0 },
  corpusAtRetirement: 0,
  depletedAtAge: null,
};

const columns: ReportColumn<RetirementRow>[] = [
  { header: 'Age', value: (row) => row.age, format: 'text' },
  { header: 'Starting Saving', value: (row) => row.startingSaving, format: 'currency' },
  { header: 'Planned Expenses', value: (row) => row.plannedExpenses, format: 'currency' },
  { header: 'Additional Expenses', value: (row) => row.additionalExpenses, format: 'currency' },
  { header: 'Additional Savings', value: (row) => row.additionalSavings, format: 'currency' },
  { header: 'Ending Savings', value: (row) => row.endingSavings, format: 'currency' },
  { header: 'Status', value: (row) => row.status, format: 'text' },
  { header: 'Retirement Year', value: (row) => row.retirementYear, format: 'text' },
  { header: 'Warning', value: (row) => row.warning, format: 'text' },
];

const summary: ResultItem<RetirementResult>[] = [
  { label: 'Savings at Retirement', value: (r) => r.corpusAtRetirement, format: 'currency', headline: true },
  { label: 'Savings at the End of the Plan', value: (r) => r.rows.at(-1)?.endingSavings ?? 0, format: 'currency' },
  {
    label: 'Savings Last Until Age',
    value: (r) => (r.depletedAtAge === null ? `${r.rows.at(-1)?.age ?? 0}+` : String(r.depletedAtAge)),
    format: 'text',
  },
];

const PersonalGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const SolveForSpacing = styled.div`
  margin-bottom: 16px;
  @media (min-width: 1100px) {
    max-width: calc(50% - 8px);
  }
`;

const Approaches = styled.div`
  display: grid;
  gap: 20px;
  margin: 20px 0;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const AssetRow = styled.fieldset`
  border: 0;
  margin: 0 0 14px;
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 14px;
    margin-bottom: 8px;
    padding: 0;
  }
  .measures {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
  }
  label {
    font-size: 12px;
  }
`;

const Sums = styled.dl`
  display: grid;
  /* Each sum's label wraps within its own box ("Sum of Diversification" is long on a phone). */
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: 8px;
  margin: 8px 0 0;
  padding: 12px;
  border-radius: var(--radius);
  background: var(--surface-2);
  border: 1px solid var(--border);
  & > div {
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: var(--text-muted);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 4px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** A section title that folds its fields away (the sums stay in view): 32 fields are three screens on a phone. */
const FoldButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  margin: -8px 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    color: var(--text-muted);
    transition: transform 0.15s;
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
  &:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 4px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

function FoldTitle({
  title,
  expanded,
  controls,
  onToggle,
}: {
  title: ReactNode;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <FoldButton type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span>{title}</span>
      <Icon name="chevronDown" size={20} />
    </FoldButton>
  );
}

/** On a phone Calculate stays at the foot of the screen while the form is in view. */
const CalculateBar = styled.div`
  margin: 20px 0 0;
  @media (max-width: 767px) {
    position: sticky;
    bottom: 0;
    z-index: 5;
    margin: 20px -16px 0;
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
    background: color-mix(in srgb, var(--bg) 88%, transparent);
    backdrop-filter: blur(6px);
    border-top: 1px solid var(--border);
  }
`;

const ShareNote = styled.p`
  margin: 10px 0 0;
  font-size: 13px;
  color: var(--warning);
  font-weight: 600;
`;

const Section = styled.div`
  margin-top: 20px;
`;

/** One column that may shrink below the wide table's width, so the table scrolls inside the card and the chart fits it. */
const PlanStack = styled(FieldStack)`
  grid-template-columns: minmax(0, 1fr);
  & > [data-chart] {
    margin-top: 4px;
  }
`;

function sumsFromText(prefix: ApproachPrefix, raw: Record<string, string>): ApproachSums {
  return approachSums(approachFrom(prefix, (name) => parseNumber(raw[name] ?? '') ?? 0));
}

/** The retirement planner: personal details, two investment approaches with live sums, and the year-by-year plan. */
export function RetirementPlanner() {
  const state = useCalculator({
    id: 'retirement',
    fields: retirementFields,
    compute,
    validate,
    emptyResult,
    whenIncomplete: 'reset',
    modes: retirementModes,
  });
  const { solution } = state;
  // A solved plan shows the investment found first, then the plan's own figures.
  const items = resultItemsWith(solution, summary);
  const { format } = useCurrencyFormat();
  // The summary paints at once; the 100-row table and the chart follow in a render that yields to the browser.
  const plan = useDeferredValue(state.result);
  const [sums, setSums] = useState(() => ({ cs: sumsFromText('cs', state.raw), rs: sumsFromText('rs', state.raw) }));
  const refreshSums = useCallback(
    () => setSums({ cs: sumsFromText('cs', state.raw), rs: sumsFromText('rs', state.raw) }),
    [state.raw],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    refreshSums();
    const form = event.currentTarget as HTMLFormElement;
    revealOutcome(state.calculate(), form, document.getElementById('retirement-plan-title'));
  }

  const fieldsByName = new Map(retirementFields.map((field) => [field.name, field]));
  // Every section starts open (nothing is hidden from a visitor who has not asked); each folds on request.
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  const toggle = (section: string) => setFolded((current) => ({ ...current, [section]: !current[section] }));

  return (
    <form noValidate onSubmit={onSubmit}>
      <Card
        title={
          <FoldTitle
            title="Personal details"
            expanded={!folded.personal}
            controls="retirement-personal-fields"
            onToggle={() => toggle('personal')}
          />
        }
        id="retirement-personal"
      >
        <div id="retirement-personal-fields" hidden={folded.personal}>
          <SolveForSpacing>
            <SolveForControl
              calculatorId="retirement"
              normalLabel="Your retirement plan"
              modes={retirementModes}
              value={state.modeId}
              onChange={state.setMode}
            />
          </SolveForSpacing>
          <PersonalGrid>
            {personalFields.map((field) => (
              <FieldInput
                key={field.name}
                calculatorId="retirement"
                field={field}
                value={state.raw[field.name]}
                error={state.errors[field.name]}
                onChange={state.setField}
              />
            ))}
          </PersonalGrid>
        </div>
      </Card>

      <Approaches>
        {APPROACHES.map((approach) => {
          const approachSumsShown = sums[approach.prefix];
          return (
            <Card
              key={approach.prefix}
              title={
                <FoldTitle
                  title={approach.title}
                  expanded={!folded[approach.prefix]}
                  controls={`retirement-${approach.prefix}-fields`}
                  onToggle={() => toggle(approach.prefix)}
                />
              }
              id={`retirement-${approach.prefix}`}
              description={
                approach.prefix === 'cs'
                  ? 'How your savings are invested until retirement.'
                  : 'How your savings are invested after retirement.'
              }
            >
              <div id={`retirement-${approach.prefix}-fields`} hidden={folded[approach.prefix]}>
                {ASSET_CLASSES.map((assetClass) => (
                  <AssetRow key={assetClass.key}>
                    <legend>{assetClass.label}</legend>
                    <div className="measures">
                      {ASSET_MEASURES.map((measure) => {
                        const name = assetFieldName(approach.prefix, assetClass.key, measure.key);
                        const field = fieldsByName.get(name)!;
                        return (
                          <FieldInput
                            key={name}
                            calculatorId="retirement"
                            field={field}
                            value={state.raw[name]}
                            srLabelPrefix={`${approach.title} ${assetClass.label}`}
                            error={state.errors[name]}
                            onChange={state.setField}
                            onBlur={refreshSums}
                          />
                        );
                      })}
                    </div>
                  </AssetRow>
                ))}
              </div>
              <Sums aria-label={`${approach.title} sums`}>
                <div>
                  <dt>Sum of Returns Share</dt>
                  <dd>{formatPercent(approachSumsShown.returnsShare)}</dd>
                </div>
                <div>
                  <dt>Sum of Tax Share</dt>
                  <dd>{formatPercent(approachSumsShown.taxShare)}</dd>
                </div>
                <div>
                  <dt>Sum of Diversification</dt>
                  <dd>{formatPercent(approachSumsShown.diversification)}</dd>
                </div>
              </Sums>
              {Math.abs(approachSumsShown.diversification - 100) > 1e-9 ? (
                <ShareNote role="note">
                  The shares add up to {formatPercent(approachSumsShown.diversification)}; they should add up to 100.00%.
                </ShareNote>
              ) : null}
            </Card>
          );
        })}
      </Approaches>

      <CalculateBar>
        <Button type="submit" fullWidth>
          Calculate
        </Button>
      </CalculateBar>

      <Section>
        <Card title="Your retirement plan" id="retirement-plan">
          <Toolbar>
            <CopyLinkButton disabled={!state.calculated} />
          </Toolbar>
          {!state.calculated ? (
            <EmptyHint>
              <Icon name="calculator" />
              Adjust your details and press Calculate to see your plan year by year.
            </EmptyHint>
          ) : null}
          <StaleNotice stale={state.stale} />
          <StaleArea $stale={state.stale} data-stale={state.stale || undefined}>
            <PlanStack>
              <UnsolvedMessage reason={state.unsolved} />
              <ResultStats items={items} result={state.result} />
              {state.calculated && solution?.note ? (
                <ResultMessage $tone={solution.note.tone}>{solution.note.text}</ResultMessage>
              ) : null}
              {state.calculated ? <RetirementChart result={plan} /> : null}
              <ReportTable columns={columns} rows={plan.rows} label="Retirement plan by age" fileName="retirement-plan.csv" />
            </PlanStack>
          </StaleArea>
        </Card>
      </Section>
      <LiveRegion>
        {state.calculated
          ? state.result.depletedAtAge === null
            ? `Plan calculated. Savings at retirement ${format(state.result.corpusAtRetirement)}; savings last the whole plan.`
            : `Plan calculated. Savings are depleted at age ${state.result.depletedAtAge}.`
          : ''}
      </LiveRegion>
    </form>
  );
}
