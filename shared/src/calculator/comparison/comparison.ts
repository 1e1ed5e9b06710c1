/* Side-by-side results: the table's rows and its CSV, computed without React. */
import type { ComparedRow, Comparison, ComparisonDefinition, ReportColumn } from '../definition';

/** A comparison's rows and headers: each row's figure taken from each column's result. */
export function comparedTable<R, X>(definition: ComparisonDefinition<R, X>): Omit<Comparison<R>, 'Table'> {
  return {
    caption: definition.caption,
    rowHeader: definition.rowHeader,
    columnLabels: definition.columns.map((column) => column.label),
    verdict: definition.verdict,
    rows: (result) => {
      const columns = definition.columns.map((column) => column.of(result));
      return definition.rows
        .filter((row) => !row.shown || row.shown(columns))
        .map((row) => ({ label: row.label, format: row.format, values: columns.map((column) => row.value(column)) }));
    },
  };
}

/** The comparison's columns as a report's, for its CSV: the rows' labels, then one column per result. */
export function comparisonColumns(
  compared: Pick<Comparison<unknown>, 'rowHeader' | 'columnLabels'>,
): ReportColumn<ComparedRow>[] {
  return [
    { header: compared.rowHeader, value: (row) => row.label, format: 'text' },
    ...compared.columnLabels.map((header, index): ReportColumn<ComparedRow> => ({
      header,
      value: (row) => row.values[index],
      format: 'number',
    })),
  ];
}
