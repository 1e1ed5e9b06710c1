/* A report tab: its table and its CSV download (the same columns). */
import { useShownCurrency } from '../format/shown-currency';
import { DataTable } from '../ui/data-table';
import type { ReportColumn } from './definition';
import { visibleColumns } from './fields';
import { formatValue } from './format-value';
import { Toolbar } from './layout';
import { DownloadCsvButton } from './share';

/** The report table with its CSV download (same columns, plain numbers). */
export function ReportTable<Row>({
  columns,
  rows,
  label,
  fileName,
}: {
  columns: ReportColumn<Row>[];
  rows: Row[];
  label: string;
  fileName: string;
}) {
  const currency = useShownCurrency();
  const shownColumns = visibleColumns(columns, rows);
  return (
    <div>
      <Toolbar>
        <DownloadCsvButton columns={shownColumns} rows={rows} fileName={fileName} />
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
