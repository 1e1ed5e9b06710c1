/*
 * The yearly and monthly report tables most finance calculators show, declared in one line of columns each instead of a
 * report definition written out per calculator.
 */
import { extraReport, type ExtraReport, type ReportColumn, type ReportDefinition } from '@calc/shared';

/** The keys of a row that hold an amount. */
type AmountKey<Row> = { [Key in keyof Row]: Row[Key] extends number ? Key : never }[keyof Row];

/** A column after Year or Month: the key of an amount in the row (shown as currency), or any column but its header. */
export type BreakdownColumn<Row> = AmountKey<Row> | Omit<ReportColumn<Row>, 'header'>;

/** The columns as a report lists them: `first`, then each header's column, in order. */
function columnsOf<Row>(first: ReportColumn<Row>, columns: Record<string, BreakdownColumn<Row>>): ReportColumn<Row>[] {
  return [first, ...Object.entries(columns).map(([header, column]) => columnOf(header, column))];
}

/**
 * The report most finance calculators have, one row a year: a Year column, then `columns`, each header to what the
 * row shows under it (`{ 'Interest Earned': 'interestEarned' }`, an amount), in order. Its tab is 'Yearly
 * Breakdown' and its rows the result's `rows`, unless `options` says otherwise; `first` replaces the Year column
 * (NPS's Age, RD's '3 (6 months)').
 */
export function yearlyBreakdown<R extends { rows: Row[] }, Row extends { year: number }>(
  columns: Record<string, BreakdownColumn<Row>>,
  options?: { tabLabel?: string },
): ReportDefinition<R, Row>;
export function yearlyBreakdown<R, Row extends { year: number }>(
  columns: Record<string, BreakdownColumn<Row>>,
  options: { tabLabel?: string; rows: (result: R) => Row[] },
): ReportDefinition<R, Row>;
export function yearlyBreakdown<R, Row>(
  columns: Record<string, BreakdownColumn<Row>>,
  options: { rows: (result: R) => Row[]; first: ReportColumn<Row> },
): ReportDefinition<R, Row>;
export function yearlyBreakdown<R, Row>(
  columns: Record<string, BreakdownColumn<Row>>,
  options: { tabLabel?: string; rows?: (result: R) => Row[]; first?: ReportColumn<Row> } = {},
): ReportDefinition<R, Row> {
  const year: ReportColumn<Row> = { header: 'Year', value: (row) => (row as { year: number }).year, format: 'text' };
  return {
    tabLabel: options.tabLabel ?? 'Yearly Breakdown',
    rows: options.rows ?? ((result) => (result as { rows: Row[] }).rows),
    columns: columnsOf(options.first ?? year, columns),
  };
}

/** The 'Monthly Schedule' tab beside the yearly breakdown (Loan, RD): a Month column, then `columns`, one row a month. */
export function monthlySchedule<R extends { months: Row[] }, Row extends { month: number }>(
  columns: Record<string, BreakdownColumn<Row>>,
): ExtraReport<R> {
  return extraReport<R, Row>({
    id: 'monthly-schedule',
    tabLabel: 'Monthly Schedule',
    rows: (result) => result.months,
    columns: columnsOf({ header: 'Month', value: (row) => row.month, format: 'text' }, columns),
  });
}

function columnOf<Row>(header: string, column: BreakdownColumn<Row>): ReportColumn<Row> {
  if (typeof column === 'object') return { header, ...column };
  return { header, value: (row) => row[column] as number, format: 'currency' };
}
