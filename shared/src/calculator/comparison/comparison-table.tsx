/* Results side by side (income tax's new and old regime): a table with row and column headers, and its verdict. */
import styled from 'styled-components';
import { formatCurrency } from '../../format/currency';
import { useShownCurrency } from '../../format/shown-currency';
import { comparedTable, comparisonColumns } from './comparison';
import type { Comparison, ComparisonDefinition } from '../definition';
import { formatValue } from '../format-value';
import { Toolbar } from '../layout';
import { DownloadCsvButton } from '../share';
import { SideBySideScroller as Scroller, SideBySideTable as Table } from '../side-by-side-table';

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
      <Scroller label={comparison.caption}>
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
