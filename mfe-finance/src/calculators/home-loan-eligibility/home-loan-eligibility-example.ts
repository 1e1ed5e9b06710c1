/*
 * The Home Loan Eligibility Calculator's worked example for its explanation, every figure computed by the calculator's
 * own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example
 * while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateHomeLoanEligibility, type HomeLoanEligibilityInputs } from './home-loan-eligibility';
import type { ExampleFormat } from '../../explanations/example-format';

export const HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS: HomeLoanEligibilityInputs = {
  netMonthlyIncome: 100000,
  existingEmis: 10000,
  annualRate: 8.5,
  tenure: 20,
  emiShare: 50,
};

/** The worked example, every figure from calculateHomeLoanEligibility, the function the calculator runs. */
export function homeLoanEligibilityExample(inputs: HomeLoanEligibilityInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateHomeLoanEligibility(inputs);
  const withoutEmis = inputs.existingEmis > 0 ? calculateHomeLoanEligibility({ ...inputs, existingEmis: 0 }) : null;
  return {
    description: `A net monthly income of ${f.money(inputs.netMonthlyIncome)}, ${inputs.emiShare}% of it for EMIs, ${f.money(inputs.existingEmis)} of it already paid as EMIs, and a home loan at ${inputs.annualRate}% a year over ${inputs.tenure} years.`,
    rows: [
      { label: 'Income for EMIs', value: f.money((inputs.netMonthlyIncome * inputs.emiShare) / 100) },
      { label: 'Affordable EMI, after the existing EMIs', value: f.money(result.affordableEmi) },
      { label: 'Eligible loan amount', value: f.money(result.eligibleLoanAmount), emphasis: true },
      { label: 'Total interest payable', value: f.money(result.totalInterest) },
      ...(withoutEmis
        ? [{ label: 'With no existing EMIs: eligible loan amount', value: f.money(withoutEmis.eligibleLoanAmount) }]
        : []),
    ],
  };
}
