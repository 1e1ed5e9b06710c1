/*
 * The HRA Exemption Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, type CalculatorDefinition } from '@calc/shared';
import { calculateHra, CITY, hraLimitText, type HraInputs, type HraResult } from './hra';
import { HRA_RULES } from './hra-rules';
import { HRA_EXAMPLE_INPUTS } from './hra-example';

const yearly = { hint: 'For the whole year.' };
const calculated = (r: HraResult) => r.limitedBy !== null;

export const hraDefinition: CalculatorDefinition<keyof HraInputs, HraResult> = {
  id: 'hra',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...HRA_EXAMPLE_INPUTS },
    label: (money) =>
      `a basic salary of ${money(HRA_EXAMPLE_INPUTS.basicSalary)}, HRA of ${money(HRA_EXAMPLE_INPUTS.hraReceived)} and rent of ${money(HRA_EXAMPLE_INPUTS.rentPaid)} a year`,
  },
  fields: [
    amountField('basicSalary', 'Basic Salary + DA (Yearly)', { placeholder: 'e.g. 600000', ...yearly }),
    amountField('hraReceived', 'HRA Received (Yearly)', { placeholder: 'e.g. 240000', ...yearly }),
    amountField('rentPaid', 'Rent Paid (Yearly)', { placeholder: 'e.g. 216000', ...yearly }),
    choiceField('city', 'City', [
      { value: CITY.metro, label: `Metro (${HRA_RULES.metroCities.join(', ')})` },
      { value: CITY.nonMetro, label: 'Non-metro' },
    ]),
  ],
  compute: (values) => calculateHra(values),
  emptyResult: {
    exemptHra: 0,
    taxableHra: 0,
    limitedBy: null,
    hraReceived: 0,
    rentMinusTenPercent: 0,
    shareOfBasic: 0,
    sharePercent: HRA_RULES.metroPercent,
    metro: true,
  },
  fixedCurrency: 'INR',
  results: [
    { label: 'Exempt HRA', value: (r) => r.exemptHra, format: 'currency', headline: true },
    { label: 'Taxable HRA', value: (r) => r.taxableHra, format: 'currency' },
    { label: 'Limited By', value: (r) => hraLimitText(r), format: 'text', shown: calculated },
    { label: 'HRA Received', value: (r) => r.hraReceived, format: 'currency' },
    {
      label: `Rent Paid minus ${HRA_RULES.rentExcessOverPercent}% of Basic`,
      value: (r) => r.rentMinusTenPercent,
      format: 'currency',
    },
    {
      label: `${HRA_RULES.metroPercent}% of Basic (Metro)`,
      value: (r) => r.shareOfBasic,
      format: 'currency',
      shown: (r) => r.metro,
    },
    {
      label: `${HRA_RULES.nonMetroPercent}% of Basic (Non-metro)`,
      value: (r) => r.shareOfBasic,
      format: 'currency',
      shown: (r) => !r.metro,
    },
  ],
  message: (r) => {
    if (!calculated(r)) return null;
    if (r.hraReceived > 0 && r.rentMinusTenPercent === 0)
      return {
        tone: 'bad',
        text: `No HRA is exempt: the rent paid is not more than ${HRA_RULES.rentExcessOverPercent}% of basic salary + DA.`,
      };
    return {
      tone: 'good',
      text: 'The exemption is for the old tax regime only: under the new regime all of the HRA received is taxable.',
    };
  },
};
