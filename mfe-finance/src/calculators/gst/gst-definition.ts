/*
 * The GST Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, BOUNDS, choiceField, rateField, type CalculatorDefinition } from '@calc/shared';
import { AMOUNT_IS, calculateGst, type GstInputs, type GstResult } from './gst';
import { GST_QUICK_CHOICES } from './gst-rates';
import { GST_EXAMPLE_INPUTS } from './gst-example';

export const gstDefinition: CalculatorDefinition<keyof GstInputs, GstResult> = {
  id: 'gst',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...GST_EXAMPLE_INPUTS },
    label: (money) => `${money(GST_EXAMPLE_INPUTS.amount)} before ${GST_EXAMPLE_INPUTS.gstRate}% GST`,
  },
  fields: [
    amountField('amount', 'Amount', { placeholder: 'e.g. 10000' }),
    rateField('gstRate', 'GST Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 18', quickChoices: GST_QUICK_CHOICES }),
    choiceField('amountIs', 'Amount Is', [
      { value: AMOUNT_IS.beforeGst, label: 'Before GST' },
      { value: AMOUNT_IS.includingGst, label: 'Including GST' },
    ]),
  ],
  compute: calculateGst,
  emptyResult: { netAmount: 0, gstAmount: 0, cgst: 0, sgst: 0, totalAmount: 0 },
  results: [
    { label: 'Net Amount', value: (r) => r.netAmount, format: 'currency' },
    { label: 'GST Amount', value: (r) => r.gstAmount, format: 'currency' },
    { label: 'CGST', value: (r) => r.cgst, format: 'currency' },
    { label: 'SGST', value: (r) => r.sgst, format: 'currency' },
    { label: 'Total Amount', value: (r) => r.totalAmount, format: 'currency', headline: true },
  ],
  message: (r) =>
    r.gstAmount > 0
      ? {
          tone: 'good',
          text: 'Within a state the GST is paid half as CGST and half as SGST (UTGST in a union territory); between states all of it is IGST.',
        }
      : null,
};
