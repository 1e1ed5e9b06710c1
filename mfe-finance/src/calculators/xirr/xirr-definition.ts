/*
 * The XIRR Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { rowCellKey, rowList, type CalculatorDefinition, type RowCellDefinition, type RowValues } from '@calc/shared';
import { calculateXirr, ONE_DATE_MESSAGE, ONE_SIGN_MESSAGE, type XirrResult } from './xirr';
import { XIRR_EXAMPLE_INPUTS } from './xirr-example';

type XirrCell = RowCellDefinition<'date', 'date'> | RowCellDefinition<'amount', 'currency'>;

const CELLS: readonly XirrCell[] = [
  { name: 'date', label: 'Date', kind: 'date' },
  // Investments are negative: the widest bounds either way.
  { name: 'amount', label: 'Amount', kind: 'currency', min: -1e12, max: 1e12, placeholder: 'e.g. -10000' },
];

/** What the rows cannot be, said under the list before any calculation (the rest is the result's message). */
export function cashFlowsProblem(rows: RowValues<XirrCell>[]): string | null {
  if (!rows.some((row) => row.amount < 0) || !rows.some((row) => row.amount > 0)) return ONE_SIGN_MESSAGE;
  if (new Set(rows.map((row) => row.date)).size < 2) return ONE_DATE_MESSAGE;
  return null;
}

const solved = (r: XirrResult) => r.ok;

export const xirrDefinition: CalculatorDefinition<never, XirrResult, unknown, XirrCell> = {
  id: 'xirr',
  // The explanation's worked example, one tap away in the empty results: each cash flow a row.
  example: {
    values: Object.fromEntries(
      XIRR_EXAMPLE_INPUTS.flatMap((flow, index) => [
        [rowCellKey('date', index + 1), flow.date],
        [rowCellKey('amount', index + 1), flow.amount],
      ]),
    ),
    label: (money) =>
      `${money(-XIRR_EXAMPLE_INPUTS[0].amount)} invested, then ${XIRR_EXAMPLE_INPUTS.length - 1} amounts paid back on their dates`,
  },
  inputCardTitle: 'Your cash flows',
  fields: [],
  rowList: rowList({
    label: 'Cash flows',
    rowName: 'cash flow',
    cells: CELLS,
    minRows: 2,
    initialRows: 3,
    maxRows: 500,
    validate: cashFlowsProblem,
  }),
  compute: (_values, rows) => calculateXirr(rows),
  emptyResult: { ok: true, rate: 0, totalInvested: 0, totalReturned: 0, netGain: 0, firstDate: '', lastDate: '', days: 0 },
  results: [
    { label: 'XIRR', value: (r) => (r.ok ? r.rate : 0), format: 'percent', headline: true, shown: solved },
    { label: 'Total Invested', value: (r) => r.totalInvested ?? 0, format: 'currency' },
    { label: 'Total Returned', value: (r) => r.totalReturned ?? 0, format: 'currency' },
    { label: 'Net Gain', value: (r) => r.netGain ?? 0, format: 'currency' },
    { label: 'Period', value: (r) => `${r.days ?? 0} ${r.days === 1 ? 'day' : 'days'}`, format: 'text', shown: solved },
  ],
  message: (r) =>
    r.ok
      ? {
          text: 'XIRR is a yearly rate: actual days between the dates, over a 365-day year, as spreadsheets compute it.',
          tone: 'good',
        }
      : { text: r.reason, tone: 'bad' },
};
