/*
 * The Salary Calculator's "How it is calculated" section: salary-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './salary-explanation.md';
import { explanation } from '../../explanations/explanation';
import { salaryExample, SALARY_EXAMPLE_INPUTS } from './salary-example';
import { wholeRupees } from '../../finance-library/income-tax/income-tax-format';
import { INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';

export default explanation(content, {
  example: (f) => salaryExample(SALARY_EXAMPLE_INPUTS, f),
  // The income tax rules the optional deduction follows.
  values: () => ({
    financialYear: RULES.financialYear,
    newStandardDeduction: wholeRupees(RULES.newRegime.standardDeduction),
    oldStandardDeduction: wholeRupees(RULES.oldRegime.standardDeduction),
    section80C: wholeRupees(RULES.oldRegime.limits.section80C),
  }),
});
