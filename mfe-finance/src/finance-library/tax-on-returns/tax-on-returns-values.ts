/** The figures the Tax on Returns explanation names (tax-on-returns.md), from the year's rules file. */
import { RETURNS_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';
import { wholeRupees } from '../income-tax/income-tax-format';

export const taxOnReturnsValues = {
  taxYear: RULES.financialYear,
  taxSource: RULES.source,
  longTermAfterMonths: RULES.equity.longTermAfterMonths,
  longTermExemption: wholeRupees(RULES.equity.longTermExemption),
  longTermRate: `${RULES.equity.longTermRate}%`,
  shortTermRate: `${RULES.equity.shortTermRate}%`,
  cessRate: `${RULES.cessRate}%`,
};
