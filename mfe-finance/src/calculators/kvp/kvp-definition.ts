/*
 * The Kisan Vikas Patra Calculator as data: its fields, figures, report and chart, from which the calculator scaffold
 * of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, type CalculatorDefinition } from '@calc/shared';
import { calculateKvp, EMPTY_KVP, kvpMonthsToDouble, type KvpInputs, type KvpResult, type KvpRow } from './kvp';
import { financeChart } from '../../charts/finance-chart';
import { KVP_RULES } from './kvp-rules';
import { maturityAmount, schemeRateField, totalInterest } from '../../finance-library/finance-presets';
import { KVP_EXAMPLE_INPUTS } from './kvp-example';

const { minInvestment, multipleOf, interestRate, lockInMonths } = KVP_RULES;

/** 115 months as '115 months (9 years 7 months)'. */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [`${years} year${years === 1 ? '' : 's'}`, ...(rest > 0 ? [`${rest} month${rest === 1 ? '' : 's'}`] : [])];
  return `${months} months (${parts.join(' ')})`;
}

export const kvpDefinition: CalculatorDefinition<keyof KvpInputs, KvpResult, KvpRow> = {
  id: 'kvp',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...KVP_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(KVP_EXAMPLE_INPUTS.amount)} at ${KVP_EXAMPLE_INPUTS.interestRate}%, encashed after ${KVP_EXAMPLE_INPUTS.encashAfterMonths} months`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: KVP_RULES.currency,
  fields: [
    amountField('amount', 'Amount', {
      min: minInvestment,
      placeholder: 'e.g. 100000',
      hint: `At least ₹1,000, in multiples of ₹${multipleOf}, with no upper limit.`,
    }),
    // At least 1%: below it the term runs to thousands of half-years (at 0% the amount never doubles).
    {
      ...schemeRateField(
        'interestRate',
        'Interest Rate (%)',
        interestRate,
        'Compounded yearly; fixed when you buy the certificate.',
      ),
      min: 1,
    },
    {
      name: 'encashAfterMonths',
      label: 'Encash After (Months)',
      kind: 'number',
      min: lockInMonths,
      max: 1200,
      integer: true,
      required: false,
      placeholder: 'optional, e.g. 60',
      hint: `Optional: the value if you encash early, any time from ${lockInMonths} months (the lock-in).`,
    },
  ],
  validate: (v) => {
    if (!(v.interestRate > 0)) return { interestRate: 'At 0% the amount never doubles: enter a rate above 0.' };
    if (Math.abs(v.amount / multipleOf - Math.round(v.amount / multipleOf)) > 1e-9)
      return { amount: `Enter a multiple of ₹${multipleOf}: certificates are sold in multiples of ₹${multipleOf}.` };
    const term = kvpMonthsToDouble(v.interestRate);
    if (v.encashAfterMonths > term)
      return { encashAfterMonths: `At ${v.interestRate}% the certificate matures after ${term} months: enter ${term} or fewer.` };
    return {};
  },
  compute: calculateKvp,
  emptyResult: EMPTY_KVP,
  Chart: financeChart('kvp', () => import('./kvp-chart').then((chart) => chart.kvpChartSpecs)),
  results: [
    maturityAmount(),
    { label: 'Months to Double', value: (r) => (r.monthsToDouble === 0 ? 0 : monthsText(r.monthsToDouble)), format: 'text' },
    totalInterest(),
    {
      label: 'Value When Encashed',
      value: (r) => r.encashmentValue,
      format: 'currency',
      shown: (r) => r.encashAfterMonths > 0,
      baseline: (r) => `after ${r.encashAfterMonths} months, at the rate for the completed half-years`,
    },
  ],
  report: {
    tabLabel: 'Encashment Values',
    rows: (r) => r.rows,
    columns: [
      {
        header: 'Months Held',
        value: (row) => (row.maturity ? `${row.fromMonth} (maturity)` : `${row.fromMonth} to ${row.toMonth}`),
        format: 'text',
      },
      { header: 'Value', value: (row) => row.value, format: 'currency' },
      { header: 'Interest', value: (row) => row.interest, format: 'currency' },
    ],
  },
};
