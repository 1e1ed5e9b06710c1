/**
 * Tax on an investment's returns: pure maths, no UI. India's rules of the year (rules/india/…) for a resident
 * individual; the calculators give their holdings, this says the tax.
 *
 * A holding is one purchase (a SIP instalment, a deposit) as it is redeemed: what it cost, what it fetches, the
 * whole months it was held and the financial year it is redeemed in (1 = the plan's first; maturity is one year).
 * - Equity Mutual Fund: held more than 12 months, the gain is long-term, else short-term. Within a year, gains and
 *   losses of one term offset each other; a short-term loss then offsets long-term gains, a long-term loss offsets
 *   nothing else (section 70). Long-term gains above the year's exemption (used once a year) are taxed at 12.5 %,
 *   short-term gains at 20 %; the health and education cess (4 %) is added on that tax, as on all income tax.
 *   Surcharge is left out: it depends on the visitor's other income, which the page does not know.
 * - Debt Fund and Deposit at My Slab: the year's net gain (interest) at the slab rate, plus the 4 % cess on the tax.
 * A year's net loss is not taxed; it is not carried forward or set off against other income.
 */

import { finite, num } from '../number-guards';
import { RETURNS_TAX_FY_2025_26, type ReturnsTaxRules } from '../../rules/india/income-tax-fy-2025-26';

/** The values of the 'Tax on Returns' choice. */
export const TAX_ON_RETURNS = { none: 0, equity: 1, debt: 2, deposit: 3 } as const;
export type TaxOnReturnsKind = (typeof TAX_ON_RETURNS)[keyof typeof TAX_ON_RETURNS];

/** The choices that are taxed at the visitor's slab. */
export const AT_SLAB: readonly number[] = [TAX_ON_RETURNS.debt, TAX_ON_RETURNS.deposit];

export interface Holding {
  cost: number;
  value: number;
  /** Whole months from purchase to redemption. */
  months: number;
  /** The financial year it is redeemed in, from 1 (absent: 1). */
  year?: number;
}

export interface TaxOnGains {
  /** Gains of holdings kept more than 12 months (equity only; 0 for the others), losses included. */
  longTermGains: number;
  /** Gains of holdings kept up to 12 months (equity only). */
  shortTermGains: number;
  /** Every holding's gain (value less cost), losses included. */
  gains: number;
  tax: number;
}

/** The choice as the calculations take it: what is taxed, and the slab rate (%) for the two at the slab. */
export interface TaxChoice {
  kind: number;
  slab: number;
}

const NO_TAX: TaxOnGains = { longTermGains: 0, shortTermGains: 0, gains: 0, tax: 0 };

const toPaisa = (amount: number) => Math.round(amount * 100) / 100;

/** The tax of one financial year's redemptions. */
function yearTax(choice: TaxChoice, holdings: Holding[], rules: ReturnsTaxRules): TaxOnGains {
  let longTerm = 0;
  let shortTerm = 0;
  for (const h of holdings) {
    const gain = num(h.value) - num(h.cost);
    if (choice.kind === TAX_ON_RETURNS.equity && h.months <= rules.equity.longTermAfterMonths) shortTerm += gain;
    else longTerm += gain;
  }
  const gains = longTerm + shortTerm;
  const withCess = (tax: number) => (tax * (100 + rules.cessRate)) / 100;
  if (choice.kind === TAX_ON_RETURNS.equity) {
    const { longTermRate, longTermExemption, shortTermRate } = rules.equity;
    // The gains are taxed as a capital gains statement shows them, to the paisa.
    const [long, short] = [toPaisa(longTerm), toPaisa(shortTerm)];
    // A short-term loss offsets long-term gains; a long-term loss offsets nothing else.
    const taxedLong = Math.max(0, long + Math.min(0, short));
    const beforeCess = (Math.max(0, taxedLong - longTermExemption) * longTermRate + Math.max(0, short) * shortTermRate) / 100;
    return { longTermGains: longTerm, shortTermGains: shortTerm, gains, tax: withCess(beforeCess) };
  }
  if (AT_SLAB.includes(choice.kind)) {
    const slab = Math.max(0, num(choice.slab));
    return { longTermGains: 0, shortTermGains: 0, gains, tax: withCess((Math.max(0, toPaisa(gains)) * slab) / 100) };
  }
  return { ...NO_TAX, gains };
}

/** The tax on these redemptions, year by year (each year its own exemption), added up. */
export function taxOnReturns(
  choice: TaxChoice,
  holdings: Holding[],
  rules: ReturnsTaxRules = RETURNS_TAX_FY_2025_26,
): TaxOnGains {
  const years = new Map<number, Holding[]>();
  for (const h of holdings) {
    const year = h.year ?? 1;
    const group = years.get(year);
    if (group) group.push(h);
    else years.set(year, [h]);
  }
  const total = { ...NO_TAX };
  for (const group of years.values()) {
    const one = yearTax(choice, group, rules);
    total.longTermGains += one.longTermGains;
    total.shortTermGains += one.shortTermGains;
    total.gains += one.gains;
    total.tax += one.tax;
  }
  return {
    longTermGains: finite(total.longTermGains),
    shortTermGains: finite(total.shortTermGains),
    gains: finite(total.gains),
    tax: finite(total.tax),
  };
}

/** What a calculator's results add with a tax chosen. */
export interface AfterTax {
  longTermGains: number;
  shortTermGains: number;
  /** Tax on Gains: all the plan's tax. */
  tax: number;
  /** Post-tax Maturity Amount: the amount at the end less the tax on redeeming it. */
  postTaxMaturity: number;
  /** The report's post-tax column, one value a row (null: none for that row). */
  rows: (number | null)[];
}

/**
 * The after-tax figures of a plan that only grows (SIP, Lump Sum, FD, RD, Compound Interest): everything is
 * redeemed at once, in one financial year, at maturity; each report row as if redeemed at the end of that row.
 * holdingsAt(month, value) gives the holdings redeemed at the end of that month, for the value the plan is then
 * worth (a single purchase's value is that value).
 */
export function afterTaxAtMaturity(
  choice: TaxChoice,
  maturity: { value: number; month: number },
  holdingsAt: (month: number, value: number) => Holding[],
  rows: { value: number; month: number }[],
): AfterTax {
  const taxAt = (at: { value: number; month: number }) => taxOnReturns(choice, holdingsAt(at.month, at.value));
  const atMaturity = taxAt(maturity);
  return {
    longTermGains: atMaturity.longTermGains,
    shortTermGains: atMaturity.shortTermGains,
    tax: atMaturity.tax,
    postTaxMaturity: finite(maturity.value - atMaturity.tax),
    rows: rows.map((row) => finite(row.value - taxAt(row).tax)),
  };
}

/** A plan's purchases made month by month, as they stand at the end of one month. */
export interface MonthlyPurchases {
  /** The month at whose end they are redeemed: purchases 1 to `month` have been made. */
  month: number;
  /** What purchase k (from 1) cost. */
  amountOf: (k: number) => number;
  /** What 1 grows to in a month. */
  growth: number;
  /** The whole months purchase k has been held. */
  heldOf: (k: number) => number;
  /** What the whole plan is worth at the end of the month. */
  worth: number;
}

/**
 * The holdings of purchases made month by month, redeemed at the end of month `month`: purchase k (from 1) cost
 * amountOf(k) and was held heldOf(k) months, growing by `growth` a month. Those held long-term are taken together,
 * worth what the plan is worth (`worth`) less the recent ones, so the sum is the calculator's own balance and a long
 * plan costs a few recent purchases' powers, not one for every month.
 */
export function monthlyPurchases(
  { month, amountOf, growth, heldOf, worth }: MonthlyPurchases,
  rules: ReturnsTaxRules = RETURNS_TAX_FY_2025_26,
): Holding[] {
  const recent: Holding[] = [];
  let earlierCost = 0;
  let recentValue = 0;
  let earliestHeld = 0;
  for (let k = 1; k <= month; k++) {
    const cost = amountOf(k);
    const months = heldOf(k);
    if (months > rules.equity.longTermAfterMonths) {
      earlierCost += cost;
      earliestHeld = Math.max(earliestHeld, months);
    } else {
      const value = cost * Math.pow(growth, months);
      recentValue += value;
      recent.push({ cost, value, months });
    }
  }
  const earlier = earliestHeld > 0 ? [{ cost: earlierCost, value: worth - recentValue, months: earliestHeld }] : [];
  return [...earlier, ...recent];
}
