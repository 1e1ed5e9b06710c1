/*
 * The Income Tax Calculator's worked example for its explanation, every figure computed by the calculator's own maths
 * so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its
 * results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateIncomeTax, type IncomeTaxInputs, type RegimeTax } from './income-tax';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';
import type { ExampleFormat } from '../../explanations/example-format';

/** A salaried resident below 60 who claims the usual old-regime deductions. */
export const INCOME_TAX_EXAMPLE_INPUTS: IncomeTaxInputs = {
  grossSalary: 1800000,
  otherIncome: 50000,
  age: AGE_GROUP.below60,
  section80C: 150000,
  section80D: 25000,
  hraExemption: 180000,
  homeLoanInterest: 200000,
  otherDeductions: 0,
};

const REGIME_NAME = { new: 'New regime', old: 'Old regime' } as const;

function regimeRows(r: RegimeTax, f: ExampleFormat) {
  const name = REGIME_NAME[r.regime];
  return [
    { label: `${name}: deductions`, value: f.money(r.totalDeductions) },
    { label: `${name}: taxable income`, value: f.money(r.taxableIncome) },
    { label: `${name}: tax by slab`, value: f.money(r.taxOnIncome) },
    ...(r.rebate > 0 ? [{ label: `${name}: 87A rebate`, value: f.money(r.rebate) }] : []),
    ...(r.surcharge > 0 ? [{ label: `${name}: surcharge`, value: f.money(r.surcharge) }] : []),
    { label: `${name}: ${INCOME_TAX_FY_2025_26.cessRate}% cess`, value: f.money(r.cess) },
    { label: `${name}: total tax`, value: f.money(r.totalTax) },
  ];
}

/** The worked example, every figure from calculateIncomeTax, the function the calculator runs. */
export function incomeTaxExample(inputs: IncomeTaxInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateIncomeTax(inputs);
  const m = f.money;
  const verdict =
    result.lowerTaxRegime === 'same'
      ? { label: 'Both regimes cost the same', value: m(result.newRegime.totalTax) }
      : { label: `${REGIME_NAME[result.lowerTaxRegime]} costs less by`, value: m(result.saving) };
  return {
    description:
      `A salary of ${m(inputs.grossSalary)} and ${m(inputs.otherIncome)} of interest, below 60. For the old regime: ` +
      `${m(inputs.section80C)} in section 80C, ${m(inputs.section80D)} of health insurance (80D), an HRA exemption of ` +
      `${m(inputs.hraExemption)} and ${m(inputs.homeLoanInterest)} of home loan interest (24(b)).`,
    rows: [...regimeRows(result.newRegime, f), ...regimeRows(result.oldRegime, f), { ...verdict, emphasis: true }],
  };
}
