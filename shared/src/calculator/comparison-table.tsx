/* Results side by side (income tax's new and old regime): a table with row and column headers, and its verdict. */
import styled from 'styled-components';
import { formatCurrency } from '../format/currency';
import { useShownCurrency } from '../format/shown-currency';
import { comparedTable, comparisonColumns } from './comparison';
import type { Comparison, ComparisonDefinition } from './definition';
import { formatValue } from './format-value';
import { Toolbar } from './layout';
import { DownloadCsvButton } from './share';

/* On a phone the table scrolls sideways inside its box, the figures' names pinned to the left. */
const Scroller = styled.div`
  margin-top: 16px;
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  caption {
    padding: 10px 12px;
    text-align: left;
    font-weight: 700;
    color: var(--text);
  }
  th,
  td {
    padding: 10px 12px;
    border-top: 1px solid var(--border);
    background: var(--surface);
    white-space: nowrap;
  }
  thead th {
    background: var(--surface-2);
    color: var(--text-muted);
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    text-align: left;
    white-space: normal;
    min-width: 9em;
  }
  th[scope='row'] {
    font-weight: 600;
    color: var(--text);
  }
  td {
    text-align: right;
  }
`;

const Verdict = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
`;

function ComparisonTable<R>({
  comparison,
  result,
  fileName,
}: {
  comparison: Omit<Comparison<R>, 'Table'>;
  result: R;
  fileName: string;
}) {
  const currency = useShownCurrency();
  const rows = comparison.rows(result);
  const verdict = comparison.verdict?.(result, (value) => formatCurrency(value, currency)) ?? null;
  return (
    <div>
      <Scroller tabIndex={0} role="region" aria-label={comparison.caption}>
        <Table>
          <caption>{comparison.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{comparison.rowHeader}</th>
              {comparison.columnLabels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={comparison.columnLabels[index]}>{value === null ? '' : formatValue(value, row.format, currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {verdict ? <Verdict>{verdict}</Verdict> : null}
      <Toolbar style={{ marginTop: 12 }}>
        <DownloadCsvButton columns={comparisonColumns(comparison)} rows={rows} fileName={fileName} />
      </Toolbar>
    </div>
  );
}

/** The definition's `comparison`: its rows typed against the columns' shape X, and the table that shows them. */
export function comparison<R, X>(definition: ComparisonDefinition<R, X>): Comparison<R> {
  const table = comparedTable(definition);
  function Table({ result, fileName }: { result: R; fileName: string }) {
    return <ComparisonTable comparison={table} result={result} fileName={fileName} />;
  }
  Table.displayName = `Comparison(${definition.caption})`;
  return { ...table, Table };
}
