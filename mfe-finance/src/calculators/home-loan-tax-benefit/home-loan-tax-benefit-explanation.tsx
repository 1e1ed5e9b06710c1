/*
 * The Home Loan Tax Benefit Calculator's "How it is calculated" section: home-loan-tax-benefit-explanation.md with its
 * worked example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './home-loan-tax-benefit-explanation.md';
import { explanation } from '../../explanations/explanation';
import { homeLoanTaxBenefitExample, HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS } from './home-loan-tax-benefit-example';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';

export default explanation(content, {
  example: (f) => homeLoanTaxBenefitExample(HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS, f),
  currency: RULES.currency,
  values: (f) => ({
    interestLimit: f.money(RULES.homeLoan.selfOccupiedInterestLimit),
    limit80C: f.money(RULES.homeLoan.section80CLimit),
    setOffLimit: f.money(RULES.homeLoan.lossSetOffLimit),
    standardDeduction: RULES.homeLoan.letOutStandardDeduction,
    carryForwardYears: RULES.homeLoan.lossCarryForwardYears,
    cess: RULES.cessRate,
    financialYear: RULES.financialYear,
    source: RULES.source,
  }),
});
