/**
 * Advance tax of a resident individual in India: pure maths, no UI. The year's tax is the income tax calculator's
 * own (calculateIncomeTax, for the chosen regime); the threshold, the senior citizens' exemption and the four
 * instalments come from one rules file (src/rules/india/), passed in.
 *
 *   tax after TDS/TCS = max(0, tax for the year − TDS/TCS)                              (section 209)
 *   nothing due       when the taxpayer is 60 or older (no business income, section 207(2)),
 *                     or the tax after TDS/TCS is under ₹10,000                          (section 208)
 *   otherwise, by each due date k: C_k = tax after TDS/TCS × p_k   (p = 15 %, 45 %, 75 %, 100 %; section 211)
 *                     instalment k  = C_k − C_{k−1}
 * Cumulative amounts are rounded to the paisa and the instalments are their differences, so the four add up to
 * the tax exactly.
 */

import { finite, num } from '../../finance-library/number-guards';
import {
  ageGroupOf,
  calculateIncomeTax,
  type IncomeTaxInputs,
  type RegimeTax,
} from '../../finance-library/income-tax/income-tax';
import { AGE_GROUP, INCOME_TAX_FY_2025_26, type IncomeTaxRules } from '../../rules/india/income-tax-fy-2025-26';
import {
  ADVANCE_TAX_FY_2025_26,
  type AdvanceTaxInstalment,
  type AdvanceTaxRules,
} from '../../rules/india/advance-tax-fy-2025-26';

/** The Tax Regime choice's values (so a shared URL says ?taxRegime=1). */
export const TAX_REGIME = { new: 0, old: 1 } as const;

export interface AdvanceTaxInputs extends IncomeTaxInputs {
  /** TDS and TCS for the whole year. */
  tdsDeducted: number;
  /** A TAX_REGIME value. */
  taxRegime: number;
}

/** Why advance tax is or is not due. */
export type AdvanceTaxStatus = 'due' | 'below-threshold' | 'senior';

export interface InstalmentDue extends AdvanceTaxInstalment {
  /** Paid in all by the due date. */
  cumulativeAmount: number;
  /** This instalment alone: the cumulative amount less the previous one. */
  amount: number;
}

export interface AdvanceTaxResult {
  /** The chosen regime's tax, every figure as the income tax calculator gives it. */
  regime: RegimeTax;
  taxForYear: number;
  tdsDeducted: number;
  /** max(0, tax − TDS/TCS), to the paisa. */
  taxAfterTds: number;
  /** TDS/TCS beyond the tax, refunded after the return is filed. */
  refundDue: number;
  status: AdvanceTaxStatus;
  /** The tax after TDS/TCS when advance tax is due, else 0. */
  advanceTaxDue: number;
  /** The four instalments when due; none otherwise. */
  instalments: InstalmentDue[];
}

/** The youngest age of each age group, to compare with the exemption's age. */
const YOUNGEST_AGE = { [AGE_GROUP.below60]: 0, [AGE_GROUP.from60To79]: 60, [AGE_GROUP.from80]: 80 } as const;

const toPaisa = (amount: number) => Math.round(amount * 100) / 100;

/** The instalments of an amount of advance tax: cumulative amounts to the paisa, each instalment their difference. */
export function instalmentsOf(amount: number, schedule: AdvanceTaxInstalment[]): InstalmentDue[] {
  let paidBefore = 0;
  return schedule.map((instalment) => {
    const cumulativeAmount = toPaisa((amount * instalment.cumulativePercent) / 100);
    const due = { ...instalment, cumulativeAmount, amount: toPaisa(cumulativeAmount - paidBefore) };
    paidBefore = cumulativeAmount;
    return due;
  });
}

export function calculateAdvanceTax(
  i: AdvanceTaxInputs,
  rules: AdvanceTaxRules = ADVANCE_TAX_FY_2025_26,
  taxRules: IncomeTaxRules = INCOME_TAX_FY_2025_26,
): AdvanceTaxResult {
  const both = calculateIncomeTax(i, taxRules);
  const regime = i.taxRegime === TAX_REGIME.old ? both.oldRegime : both.newRegime;
  const taxForYear = regime.totalTax;
  const tdsDeducted = Math.max(0, num(i.tdsDeducted));
  const taxAfterTds = toPaisa(Math.max(0, taxForYear - tdsDeducted));
  const refundDue = toPaisa(Math.max(0, tdsDeducted - taxForYear));
  const senior = YOUNGEST_AGE[ageGroupOf(i.age)] >= rules.seniorExemptFromAge;
  const status: AdvanceTaxStatus = senior ? 'senior' : taxAfterTds < rules.threshold ? 'below-threshold' : 'due';
  const advanceTaxDue = status === 'due' ? taxAfterTds : 0;
  return {
    regime,
    taxForYear,
    tdsDeducted,
    taxAfterTds: finite(taxAfterTds),
    refundDue: finite(refundDue),
    status,
    advanceTaxDue: finite(advanceTaxDue),
    instalments: status === 'due' ? instalmentsOf(advanceTaxDue, rules.instalments) : [],
  };
}
