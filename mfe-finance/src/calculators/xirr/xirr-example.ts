/*
 * The XIRR Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateXirr, type CashFlow } from './xirr';
import type { ExampleFormat } from '../../explanations/example-format';

/** Microsoft's example for the spreadsheet function XIRR: its answer is 37.34 %. */
export const XIRR_EXAMPLE_INPUTS: CashFlow[] = [
  { date: '2008-01-01', amount: -10000 },
  { date: '2008-03-01', amount: 2750 },
  { date: '2008-10-30', amount: 4250 },
  { date: '2009-02-15', amount: 3250 },
  { date: '2009-04-01', amount: 2750 },
];

/** The worked example, every figure from calculateXirr, the function the calculator runs. */
export function xirrExample(flows: CashFlow[], f: ExampleFormat): ExplanationExample {
  const result = calculateXirr(flows);
  const list = flows.map((flow) => `${f.money(flow.amount)} on ${flow.date}`).join(', ');
  return {
    description: `Cash flows of ${list}.`,
    rows: result.ok
      ? [
          { label: 'Invested', value: f.money(result.totalInvested) },
          { label: 'Returned', value: f.money(result.totalReturned) },
          { label: 'Gain', value: f.money(result.netGain) },
          { label: `Days from ${result.firstDate} to ${result.lastDate}`, value: String(result.days) },
          { label: 'XIRR', value: f.percent(result.rate), emphasis: true },
        ]
      : [{ label: 'XIRR', value: result.reason, emphasis: true }],
  };
}
