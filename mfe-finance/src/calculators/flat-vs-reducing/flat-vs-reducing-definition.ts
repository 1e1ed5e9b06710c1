/*
 * The Flat vs Reducing Rate Calculator as data: its fields, figures, report and chart, from which the calculator
 * scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateFlatVsReducing,
  EMPTY_FLAT_VS_REDUCING,
  type FlatVsReducingInputs,
  type FlatVsReducingResult,
  type FlatVsReducingRow,
} from './flat-vs-reducing';
import { financeChart } from '../../charts/finance-chart';
import { flatVsReducingModes } from './flat-vs-reducing-modes';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { FLAT_VS_REDUCING_EXAMPLE_INPUTS } from './flat-vs-reducing-example';

/** The loan calculator takes rates up to this (its field's bound): a link beyond it would open an invalid page. */
const LOAN_CALCULATOR_MAX_RATE = BOUNDS.positiveRate.max;

export const flatVsReducingDefinition: CalculatorDefinition<keyof FlatVsReducingInputs, FlatVsReducingResult, FlatVsReducingRow> =
  {
    id: 'flat-vs-reducing',
    // The explanation's worked example, one tap away in the empty results.
    example: {
      values: { ...FLAT_VS_REDUCING_EXAMPLE_INPUTS },
      label: (money) =>
        `${money(FLAT_VS_REDUCING_EXAMPLE_INPUTS.loanAmount)} at a flat ${FLAT_VS_REDUCING_EXAMPLE_INPUTS.flatRate}% for ${FLAT_VS_REDUCING_EXAMPLE_INPUTS.tenure} years`,
    },
    fields: [
      amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 100000' }),
      rateField('flatRate', 'Flat Interest Rate (%)', {
        ...BOUNDS.positiveRate,
        placeholder: 'e.g. 10',
        hint: 'A year, charged on the whole loan for the whole tenure.',
      }),
      yearsField('tenure', 'Loan Tenure (Years)', { max: 30, placeholder: 'e.g. 3' }),
    ],
    compute: calculateFlatVsReducing,
    modes: flatVsReducingModes,
    normalModeLabel: 'Equivalent Reducing Rate',
    emptyResult: EMPTY_FLAT_VS_REDUCING,
    Chart: financeChart('flat-vs-reducing', () =>
      import('./flat-vs-reducing-chart').then((chart) => chart.flatVsReducingChartSpecs),
    ),
    results: [
      { label: 'EMI at Flat Rate', value: (r) => r.flatEmi, format: 'currency', headline: true },
      { label: 'Equivalent Reducing Rate', value: (r) => r.equivalentRate, format: 'percent', headline: true },
      { label: 'Total Interest at Flat Rate', value: (r) => r.flatTotalInterest, format: 'currency' },
      { label: 'EMI at Reducing Rate', value: (r) => r.reducingEmi, format: 'currency' },
      { label: 'Total Interest at Reducing Rate', value: (r) => r.reducingTotalInterest, format: 'currency' },
      { label: 'Extra Interest at Flat Rate', value: (r) => r.extraInterest, format: 'currency' },
    ],
    resultLinks: (r) =>
      r.flatEmi > 0 && r.equivalentRate <= LOAN_CALCULATOR_MAX_RATE
        ? [
            {
              label: 'Open in the Loan Calculator at the equivalent rate',
              path: 'loan-calculator',
              query: { loanAmount: r.loanAmount, annualRate: r.equivalentRate, tenure: r.tenure },
            },
          ]
        : [],
    report: yearlyBreakdown({
      'Interest at Flat Rate': 'flatInterest',
      'Interest at Reducing Rate': 'reducingInterest',
      'Reducing Balance Left': 'reducingBalance',
    }),
  };
