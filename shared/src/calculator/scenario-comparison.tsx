/*
 * Scenario A beside scenario B: the inputs that differ and every result with B's difference from A in words, with
 * its CSV. Loaded in a chunk of its own the first time a visitor presses Compare (or opens a link that compares).
 */
import styled from 'styled-components';
import { useShownCurrency } from '../format/shown-currency';
import type { ReportColumn } from './definition';
import { Toolbar } from './layout';
import { scenarioRows, type ScenarioRow, type ScenarioSource } from './scenario-rows';
import { DownloadCsvButton } from './share';
import { normalModeLabelOf } from './solve-for';
import { SideBySideScroller, SideBySideTable } from './side-by-side-table';
import type { CalculatorState } from './calculator-state';

export const SCENARIO_A_KEPT = 'Scenario A is kept. Change the inputs and press Calculate: Scenario B is shown beside it.';
const CAPTION = 'Scenario A and Scenario B';

const Kept = styled.p`
  margin: 0 0 12px;
  padding: 12px 14px;
  border: 1px dashed var(--border-strong);
  border-radius: var(--radius);
  background: var(--surface-2);
  font-size: 14px;
  line-height: 1.5;
`;

const Difference = styled.td`
  && {
    white-space: normal;
    min-width: 10em;
    color: var(--text);
  }
`;

const CSV_COLUMNS: ReportColumn<ScenarioRow>[] = [
  { header: 'Figure', value: (row) => row.label, format: 'text' },
  { header: 'Scenario A', value: (row) => row.a, format: 'text' },
  { header: 'Scenario B', value: (row) => row.b, format: 'text' },
  { header: 'B against A', value: (row) => row.difference, format: 'text' },
];

function Group({ heading, rows }: { heading: string; rows: ScenarioRow[] }) {
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={4}>
          {heading}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={`${row.kind}:${row.label}`}>
          <th scope="row">{row.label}</th>
          <td>{row.a}</td>
          <td>{row.b}</td>
          <Difference>{row.difference}</Difference>
        </tr>
      ))}
    </tbody>
  );
}

export default function ScenarioComparison<R>({
  definition,
  state,
}: {
  definition: ScenarioSource<R>;
  state: CalculatorState<R>;
}) {
  const currency = useShownCurrency();
  const scenarios = state.scenarios;
  if (!scenarios) return null;
  if (!scenarios.b) return <Kept role="status">{SCENARIO_A_KEPT}</Kept>;
  const modeLabel = (id: string) => definition.modes?.find((mode) => mode.id === id)?.label ?? normalModeLabelOf(definition);
  const rows = scenarioRows(definition, { a: scenarios.a, b: scenarios.b }, currency, modeLabel);
  return (
    <div data-scenarios="" style={{ marginBottom: 16 }}>
      <SideBySideScroller label={CAPTION}>
        <SideBySideTable>
          <caption>{CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Scenario A</th>
              <th scope="col">Scenario B</th>
              <th scope="col">B against A</th>
            </tr>
          </thead>
          <Group heading="Inputs that differ" rows={rows.filter((row) => row.kind === 'input')} />
          <Group heading="Results" rows={rows.filter((row) => row.kind === 'result')} />
        </SideBySideTable>
      </SideBySideScroller>
      <Toolbar style={{ marginTop: 12 }}>
        <DownloadCsvButton columns={CSV_COLUMNS} rows={rows} fileName={`${definition.id}-scenarios.csv`}>
          Download comparison CSV
        </DownloadCsvButton>
      </Toolbar>
    </div>
  );
}
