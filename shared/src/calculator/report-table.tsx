/* A report tab: its table and its CSV download (the same columns). */
import styled from 'styled-components';
import { useShownCurrency } from '../format/shown-currency';
import { DataTable } from '../ui/data-table';
import type { ReportColumn } from './definition';
import { visibleColumns } from './fields';
import { formatValue } from './format-value';
import { Toolbar } from './layout';
import { DownloadCsvButton } from './share';

const ScenarioNote = styled.p`
  margin: 0 auto 0 0;
  font-size: 13px;
  color: var(--text-muted);
`;

/** The report's columns for both scenarios' rows, each row led by its scenario's letter. */
function scenarioColumns<Row>(columns: ReportColumn<Row>[]): ReportColumn<{ scenario: string; row: Row }>[] {
  return [
    { header: 'Scenario', value: (entry) => entry.scenario, format: 'text' },
    ...columns.map((column) => ({
      header: column.header,
      format: column.format,
      value: (entry: { row: Row }) => column.value(entry.row),
    })),
  ];
}

export interface ReportTableProps<Row> {
  columns: ReportColumn<Row>[];
  rows: Row[];
  label: string;
  fileName: string;
  /** While a comparison shows: scenario A's rows, which the CSV carries before B's (the table shows B's). */
  scenarioARows?: Row[];
}

/** The report table with its CSV download (same columns, plain numbers). */
export function ReportTable<Row>({ columns, rows, label, fileName, scenarioARows }: ReportTableProps<Row>) {
  const currency = useShownCurrency();
  const shownColumns = visibleColumns(columns, rows);
  return (
    <div>
      <Toolbar>
        {scenarioARows ? <ScenarioNote>Scenario B. The CSV has both scenarios.</ScenarioNote> : null}
        {scenarioARows ? (
          <DownloadCsvButton
            columns={scenarioColumns(visibleColumns(columns, [...scenarioARows, ...rows]))}
            rows={[...scenarioARows.map((row) => ({ scenario: 'A', row })), ...rows.map((row) => ({ scenario: 'B', row }))]}
            fileName={fileName}
          />
        ) : (
          <DownloadCsvButton columns={shownColumns} rows={rows} fileName={fileName} />
        )}
      </Toolbar>
      <DataTable
        label={label}
        rows={rows}
        columns={shownColumns.map((column) => ({
          header: column.header,
          numeric: column.format !== 'text',
          cell: (row: Row) => {
            const value = column.value(row);
            return value === null ? '' : formatValue(value, column.format, currency);
          },
        }))}
      />
    </div>
  );
}
