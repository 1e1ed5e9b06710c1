/*
 * The GST Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { AMOUNT_IS, calculateGst, type GstInputs } from './gst';
import type { ExampleFormat } from '../../explanations/example-format';

export const GST_EXAMPLE_INPUTS: GstInputs = { amount: 10000, gstRate: 18, amountIs: AMOUNT_IS.beforeGst };

/** The worked example both ways, every figure from calculateGst, the function the calculator runs. */
export function gstExample(inputs: GstInputs, f: ExampleFormat): ExplanationExample {
  const added = calculateGst({ ...inputs, amountIs: AMOUNT_IS.beforeGst });
  // The total taken back as an amount including GST: the GST comes out of it again.
  const removed = calculateGst({ ...inputs, amount: added.totalAmount, amountIs: AMOUNT_IS.includingGst });
  return {
    description: `${f.money(inputs.amount)} before GST at ${inputs.gstRate}%; then ${f.money(added.totalAmount)} including GST at the same rate.`,
    rows: [
      { label: 'GST added', value: f.money(added.gstAmount) },
      { label: 'CGST (half)', value: f.money(added.cgst) },
      { label: 'SGST (half)', value: f.money(added.sgst) },
      { label: 'Total amount', value: f.money(added.totalAmount), emphasis: true },
      { label: `Net amount in ${f.money(added.totalAmount)} including GST`, value: f.money(removed.netAmount) },
      { label: `GST in ${f.money(added.totalAmount)} including GST`, value: f.money(removed.gstAmount) },
    ],
  };
}
