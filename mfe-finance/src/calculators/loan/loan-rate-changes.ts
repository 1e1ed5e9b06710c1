/**
 * The Rate Changes row list of the Loan page: its cells, and the rows read back from a mode's values (a "Solve
 * for" mode is given every field's value by name, the rows' cells among them: fromMonth.1, newRate.1, …).
 */
import { rowCellKey, type RowCellDefinition } from '@calc/shared';
import type { RateChange } from './loan-prepayment';
import { MAX_MONTHS } from './loan-prepayment';

export type RateChangeCell = RowCellDefinition<'fromMonth', 'number'> | RowCellDefinition<'newRate', 'percent'>;

export const RATE_CHANGE_CELLS: readonly RateChangeCell[] = [
  // Month 1 is the loan's own rate; a change starts from month 2 at the earliest.
  { name: 'fromMonth', label: 'From Month', kind: 'number', min: 2, max: MAX_MONTHS, integer: true, placeholder: 'e.g. 25' },
  // The bounds of the loan's own Annual Interest Rate (%).
  { name: 'newRate', label: 'New Rate (%)', kind: 'percent', min: 0, max: 100, placeholder: 'e.g. 9.5' },
];

/** The rate changes among a mode's values, row by row, until a row has no From Month. */
export function rateChangesOf(values: Record<string, number>): RateChange[] {
  const changes: RateChange[] = [];
  for (let row = 1; values[rowCellKey('fromMonth', row)] !== undefined; row += 1)
    changes.push({ fromMonth: values[rowCellKey('fromMonth', row)], newRate: values[rowCellKey('newRate', row)] });
  return changes;
}
