/*
 * The Home Loan Tax Benefit Calculator's worked example for its explanation, every figure computed by the calculator's
 * own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example
 * while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateHomeLoanTaxBenefit, PROPERTY_USE, type HomeLoanTaxBenefitInputs } from './home-loan-tax-benefit';
import type { ExampleFormat } from '../../explanations/example-format';
import { wholeRupees } from '../../finance-library/income-tax/income-tax-format';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';

/** The example: the first EMI in April, so year 1 holds twelve EMIs. */
export const HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS = {
  loanAmount: 5000000,
  annualRate: 8.5,
  tenure: 20,
  firstEmiMonth: 4,
  other80C: 0,
  taxSlab: 30,
  propertyUse: PROPERTY_USE.selfOccupied,
} satisfies HomeLoanTaxBenefitInputs;

/** The worked example, every figure from calculateHomeLoanTaxBenefit, the function the calculator runs. */
export function homeLoanTaxBenefitExample(inputs: HomeLoanTaxBenefitInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateHomeLoanTaxBenefit(inputs);
  const { first } = r;
  return {
    description: `A home loan of ${f.money(inputs.loanAmount)} at ${inputs.annualRate}% a year over ${inputs.tenure} years, the first EMI in April, for a self-occupied house; nothing else under 80C; the ${inputs.taxSlab}% slab of the old regime.`,
    rows: [
      { label: 'EMI', value: f.money(r.emi) },
      { label: 'Year 1: interest paid', value: f.money(first.interestPaid) },
      {
        label: `Year 1: interest deducted, at most ${wholeRupees(RULES.homeLoan.selfOccupiedInterestLimit)} (24(b))`,
        value: f.money(first.interestDeduction),
      },
      { label: 'Year 1: principal repaid, deducted under 80C', value: f.money(first.principalDeduction) },
      { label: 'Year 1: deduction', value: f.money(first.deduction) },
      {
        label: `Year 1: tax saved, ${inputs.taxSlab}% and the ${RULES.cessRate}% cess`,
        value: f.money(first.taxSaved),
        emphasis: true,
      },
      { label: 'Over the whole loan: tax saved', value: f.money(r.totalTaxSaved) },
      { label: 'Under the new regime: tax saved', value: f.money(r.newRegimeTaxSaved) },
    ],
  };
}
