/**
 * Income tax of a resident individual in India under both regimes: pure maths, no UI (the Income Tax page's, and
 * the tax of the Salary and Advance Tax pages). The year's figures (slabs, deductions and their limits, rebate,
 * surcharge, cess) come from one rules file (src/rules/india/), passed in.
 *
 * Per regime:
 *   gross income   = salary + other income
 *   taxable income = gross − deductions (each one limited by law, and to the income still left to deduct from:
 *                    HRA exemption and the standard deduction to the salary, the rest to the income; never below 0)
 *   tax on income  = Σ slab income × slab rate
 *   87A rebate     = the tax, up to the rebate limit, when taxable ≤ the rebate's income limit; just above it
 *                    (new regime) the tax is at most the income above that limit (marginal relief)
 *   surcharge      = tax × the rate of the band the taxable income is in, at most what keeps tax + surcharge
 *                    within (tax + surcharge at the band's threshold) + (income above the threshold) (marginal relief)
 *   cess           = (tax + surcharge) × 4 %;  total = tax + surcharge + cess
 * The old regime's deductions (80C, 80D, HRA, 24(b), others) are ignored by the new regime.
 * Amounts are exact (no rounding to ₹10 as a return does).
 */

import { finite, num } from '../number-guards';
import {
  AGE_GROUP,
  INCOME_TAX_FY_2025_26,
  type AgeGroup,
  type IncomeTaxRules,
  type RegimeRules,
  type TaxSlab,
} from '../../rules/india/income-tax-fy-2025-26';

export interface IncomeTaxInputs {
  grossSalary: number;
  otherIncome: number;
  /** An AGE_GROUP value. */
  age: number;
  section80C: number;
  section80D: number;
  hraExemption: number;
  homeLoanInterest: number;
  otherDeductions: number;
}

export type Regime = 'new' | 'old';

/** One slab as it applies to this income. */
export interface SlabTax extends TaxSlab {
  /** The part of the taxable income that falls in this slab. */
  income: number;
  tax: number;
}

export interface RegimeTax {
  regime: Regime;
  grossIncome: number;
  /** Each deduction as allowed (capped); 0 where the regime does not allow it. */
  hraExemption: number;
  standardDeduction: number;
  homeLoanInterest: number;
  section80C: number;
  section80D: number;
  otherDeductions: number;
  /** Gross income − taxable income: the deductions above, added up. */
  totalDeductions: number;
  taxableIncome: number;
  slabs: SlabTax[];
  /** Tax by slab, before the rebate. */
  taxOnIncome: number;
  /** Section 87A, including the new regime's marginal relief above the rebate limit. */
  rebate: number;
  /** True when the rebate is that marginal relief (income just above the limit). */
  rebateIsMarginalRelief: boolean;
  taxAfterRebate: number;
  /** The surcharge band's rate in percent (0 below the first band). */
  surchargeRate: number;
  surcharge: number;
  /** How much marginal relief took off the surcharge at that rate. */
  surchargeMarginalRelief: number;
  cess: number;
  totalTax: number;
  /** Total tax as a percent of gross income (0 without income). */
  effectiveRate: number;
  /** (Gross income − total tax) / 12. */
  monthlyInHand: number;
}

export interface IncomeTaxResult {
  newRegime: RegimeTax;
  oldRegime: RegimeTax;
  /** The regime with the lower total tax, or 'same'. */
  lowerTaxRegime: Regime | 'same';
  /** How much less the lower one costs in the year. */
  saving: number;
}

const pos = (x: number | undefined) => Math.max(0, num(x));
const percentOf = (amount: number, rate: number) => (amount * rate) / 100;

export function ageGroupOf(age: number): AgeGroup {
  return age === AGE_GROUP.from60To79 || age === AGE_GROUP.from80 ? age : AGE_GROUP.below60;
}

/** Each slab's share of the taxable income and its tax. */
export function slabTaxes(slabs: TaxSlab[], taxable: number): SlabTax[] {
  return slabs.map((slab) => {
    const top = slab.upTo ?? Infinity;
    const income = Math.max(0, Math.min(taxable, top) - slab.from);
    return { ...slab, income, tax: percentOf(income, slab.rate) };
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Tax by slab less the 87A rebate (and its marginal relief). */
function taxAfterRebateOf(rules: RegimeRules, slabs: TaxSlab[], taxable: number) {
  const taxOnIncome = sum(slabTaxes(slabs, taxable).map((s) => s.tax));
  const { maxIncome, maxRebate, marginalRelief } = rules.rebate;
  let rebate = 0;
  let rebateIsMarginalRelief = false;
  if (taxable <= maxIncome) rebate = Math.min(taxOnIncome, maxRebate);
  else if (marginalRelief && taxOnIncome > taxable - maxIncome) {
    rebate = taxOnIncome - (taxable - maxIncome);
    rebateIsMarginalRelief = true;
  }
  return { taxOnIncome, rebate, rebateIsMarginalRelief, taxAfterRebate: taxOnIncome - rebate };
}

/** The surcharge, with marginal relief at the threshold of the band the income is in. */
export function surchargeOf(rules: RegimeRules, slabs: TaxSlab[], taxable: number, taxAfterRebate: number) {
  const bands = [...rules.surcharge].sort((a, b) => a.above - b.above);
  let index = -1;
  bands.forEach((band, k) => {
    if (taxable > band.above) index = k;
  });
  if (index < 0) return { surchargeRate: 0, surcharge: 0, surchargeMarginalRelief: 0 };
  const band = bands[index];
  const rateAtThreshold = index > 0 ? bands[index - 1].rate : 0;
  const full = percentOf(taxAfterRebate, band.rate);
  const atThreshold = taxAfterRebateOf(rules, slabs, band.above).taxAfterRebate;
  const ceiling = atThreshold + percentOf(atThreshold, rateAtThreshold) + (taxable - band.above) - taxAfterRebate;
  const surcharge = Math.max(0, Math.min(full, ceiling));
  return { surchargeRate: band.rate, surcharge, surchargeMarginalRelief: full - surcharge };
}

/** The deductions a regime allows, in the order the law applies them, each within the income left. */
function deductionsOf(i: IncomeTaxInputs, regime: Regime, rules: IncomeTaxRules, age: AgeGroup) {
  const salary = pos(i.grossSalary);
  const income = salary + pos(i.otherIncome);
  const regimeRules = regime === 'new' ? rules.newRegime : rules.oldRegime;
  const old = regime === 'old';
  const { limits } = rules.oldRegime;

  const hraExemption = old ? Math.min(pos(i.hraExemption), salary) : 0;
  const standardDeduction = Math.min(regimeRules.standardDeduction, salary - hraExemption);
  let left = income - hraExemption - standardDeduction;
  const take = (amount: number) => {
    const taken = Math.min(amount, left);
    left -= taken;
    return taken;
  };
  // 80D's one field covers yourself and your parents: the most the law allows at this age for yourself, plus the
  // most for parents (who may be senior citizens).
  const d = limits.section80D;
  const max80D = (age === AGE_GROUP.below60 ? d.self : d.selfSenior) + d.parentsSenior;
  const homeLoanInterest = old ? take(Math.min(pos(i.homeLoanInterest), limits.homeLoanInterest)) : 0;
  const section80C = old ? take(Math.min(pos(i.section80C), limits.section80C)) : 0;
  const section80D = old ? take(Math.min(pos(i.section80D), max80D)) : 0;
  const otherDeductions = old ? take(pos(i.otherDeductions)) : 0;
  return {
    grossIncome: income,
    hraExemption,
    standardDeduction,
    homeLoanInterest,
    section80C,
    section80D,
    otherDeductions,
    taxableIncome: Math.max(0, left),
  };
}

/** The tax under one regime. */
export function taxUnderRegime(i: IncomeTaxInputs, regime: Regime, rules: IncomeTaxRules = INCOME_TAX_FY_2025_26): RegimeTax {
  const age = ageGroupOf(i.age);
  const regimeRules = regime === 'new' ? rules.newRegime : rules.oldRegime;
  const slabRules = regimeRules.slabs[age];
  const deductions = deductionsOf(i, regime, rules, age);
  const taxable = deductions.taxableIncome;
  const { taxOnIncome, rebate, rebateIsMarginalRelief, taxAfterRebate } = taxAfterRebateOf(regimeRules, slabRules, taxable);
  const { surchargeRate, surcharge, surchargeMarginalRelief } = surchargeOf(regimeRules, slabRules, taxable, taxAfterRebate);
  const cess = percentOf(taxAfterRebate + surcharge, rules.cessRate);
  const totalTax = taxAfterRebate + surcharge + cess;
  const gross = deductions.grossIncome;
  return {
    regime,
    ...deductions,
    totalDeductions: finite(gross - taxable),
    slabs: slabTaxes(slabRules, taxable),
    taxOnIncome: finite(taxOnIncome),
    rebate: finite(rebate),
    rebateIsMarginalRelief,
    taxAfterRebate: finite(taxAfterRebate),
    surchargeRate,
    surcharge: finite(surcharge),
    surchargeMarginalRelief: finite(surchargeMarginalRelief),
    cess: finite(cess),
    totalTax: finite(totalTax),
    effectiveRate: gross > 0 ? finite((totalTax / gross) * 100) : 0,
    monthlyInHand: finite((gross - totalTax) / 12),
  };
}

/** Both regimes side by side, and which costs less. */
export function calculateIncomeTax(i: IncomeTaxInputs, rules: IncomeTaxRules = INCOME_TAX_FY_2025_26): IncomeTaxResult {
  const newRegime = taxUnderRegime(i, 'new', rules);
  const oldRegime = taxUnderRegime(i, 'old', rules);
  const difference = oldRegime.totalTax - newRegime.totalTax;
  // Differences under a paisa are rounding, not a saving.
  const lowerTaxRegime = Math.abs(difference) < 0.005 ? 'same' : difference > 0 ? 'new' : 'old';
  return { newRegime, oldRegime, lowerTaxRegime, saving: lowerTaxRegime === 'same' ? 0 : Math.abs(difference) };
}
