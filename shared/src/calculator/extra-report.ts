/*
 * Lets a definition add a report tab (the loan's monthly schedule) whose rows have their own type, without widening the
 * definition's row type.
 */
import type { ExtraReport, ReportDefinition } from './definition';

/** An extra report tab (the loan's monthly schedule) as a definition lists it, its rows typed where it is written. */
export function extraReport<R, Row>(report: ReportDefinition<R, Row> & { id: string }): ExtraReport<R> {
  return { id: report.id, tabLabel: report.tabLabel, open: (read) => read(report) };
}
