/*
 * The FD Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { COMPOUNDING_OPTIONS } from '../../finance-library/compounding';
import { calculateFd, FD_DEFAULT_COMPOUNDING, type FdInputs, type FdResult, type FdRow } from './fd';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField, maturityAmount, totalInterest } from '../../finance-library/finance-presets';
import { FD_EXAMPLE_INPUTS } from './fd-example';
import { compoundingWords } from '../../finance-library/compounding';

const { monthly, quarterly, halfYearly, yearly } = COMPOUNDING_OPTIONS;

export const fdDefinition: CalculatorDefinition<keyof FdInputs, FdResult, FdRow> = {
  id: 'fd',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...FD_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(FD_EXAMPLE_INPUTS.depositAmount)} at ${FD_EXAMPLE_INPUTS.annualRate}% for ${FD_EXAMPLE_INPUTS.tenure} years, compounded ${compoundingWords(FD_EXAMPLE_INPUTS.compounding)}`,
  },
  fields: [
    amountField('depositAmount', 'Deposit Amount', { placeholder: 'e.g. 100000' }),
    annualInterestRateField('e.g. 7'),
    yearsField('tenure', 'Tenure (Years)', { placeholder: 'e.g. 5' }),
    // Quarterly is what Indian banks' FDs use, so it is the default.
    choiceField('compounding', 'Compounding', [monthly, quarterly, halfYearly, yearly], { defaultValue: FD_DEFAULT_COMPOUNDING }),
  ],
  compute: calculateFd,
  emptyResult: { depositAmount: 0, maturityAmount: 0, totalInterest: 0, effectiveAnnualRate: 0, rows: [] },
  Chart: financeChart('fd', () => import('./fd-chart').then((chart) => chart.fdChartSpecs), {
    donut: true,
  }),
  results: [
    maturityAmount(),
    totalInterest(),
    { label: 'Effective Annual Yield', value: (r) => r.effectiveAnnualRate, format: 'percent' },
  ],
  report: yearlyBreakdown({
    'Opening Balance': 'openingBalance',
    'Interest Earned': 'interestEarned',
    'End of Year Balance': 'endOfYearBalance',
  }),
};
