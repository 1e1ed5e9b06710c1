/*
 * The Advance Tax Calculator's worked example for its explanation, every figure computed by the calculator's own maths
 * so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its
 * results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateAdvanceTax, TAX_REGIME, type AdvanceTaxInputs } from './advance-tax';
import { AGE_GROUP } from '../../rules/india/income-tax-fy-2025-26';
import type { ExampleFormat } from '../../explanations/example-format';

/** A salaried resident below 60 with interest income, in the new regime, whose employer's TDS covers only part. */
export const ADVANCE_TAX_EXAMPLE_INPUTS: AdvanceTaxInputs = {
  grossSalary: 1800000,
  otherIncome: 200000,
  age: AGE_GROUP.below60,
  section80C: 0,
  section80D: 0,
  hraExemption: 0,
  homeLoanInterest: 0,
  otherDeductions: 0,
  tdsDeducted: 120000,
  taxRegime: TAX_REGIME.new,
};

/** The worked example, every figure from calculateAdvanceTax, the function the calculator runs. */
export function advanceTaxExample(inputs: AdvanceTaxInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateAdvanceTax(inputs);
  const m = f.money;
  const regime = inputs.taxRegime === TAX_REGIME.old ? 'old' : 'new';
  return {
    description:
      `A salary of ${m(inputs.grossSalary)} and ${m(inputs.otherIncome)} of interest, below 60, in the ${regime} regime; ` +
      `the employer and the bank deduct ${m(inputs.tdsDeducted)} of TDS in the year.`,
    rows: [
      { label: `Taxable income (${regime} regime)`, value: m(r.regime.taxableIncome) },
      { label: 'Tax for the year, cess included', value: m(r.taxForYear) },
      { label: 'Less TDS/TCS', value: m(r.tdsDeducted) },
      { label: 'Tax after TDS/TCS', value: m(r.taxAfterTds) },
      ...r.instalments.map((instalment) => ({
        label: `By ${instalment.dueDateText}: ${f.percent(instalment.cumulativePercent)} in all, ${m(instalment.cumulativeAmount)}; this instalment`,
        value: m(instalment.amount),
      })),
      { label: 'Advance tax for the year', value: m(r.advanceTaxDue), emphasis: true },
    ],
  };
}
