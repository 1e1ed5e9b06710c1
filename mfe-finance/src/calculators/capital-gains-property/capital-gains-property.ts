/**
 * Capital gains tax on property: pure maths, no UI. For land or a building sold on or after 23 July 2024:
 *   gain = sale price − transfer expenses − cost of acquisition − cost of improvement;
 *   held 24 months or less: short-term, taxed at the seller's slab;
 *   longer: long-term, 12.5% of the gain less the exemptions under sections 54 and 54EC; and, for a resident
 *   individual or HUF who acquired it before 23 July 2024, the lower of that and 20% of the gain with indexation,
 *   where each cost is multiplied by CII(year of sale) / CII(year it was incurred).
 * The health and education cess (4%) is added to the tax. Surcharge is left out.
 */
import { finite, num } from '../../finance-library/number-guards';
import { isoDateDays } from '@calc/shared';
import { CII_BASE_YEAR, costInflationIndex, financialYearName, financialYearOf } from '../../rules/india/cost-inflation-index';
import { CAPITAL_GAINS_PROPERTY_RULES as RULES } from './capital-gains-property-rules';

/** The Seller choice's values. */
export const SELLER = { residentIndividual: 0, other: 1 } as const;

export interface CapitalGainsPropertyInputs {
  purchasePrice: number;
  /** Days since 1970-01-01 (a date field's value). */
  purchaseDate: number;
  salePrice: number;
  saleDate: number;
  transferExpenses: number;
  seller: number;
  taxSlab: number;
  section54: number;
  section54EC: number;
}
export interface Improvement {
  /** An ISO date. */
  date: string;
  amount: number;
}

/** One way of taxing the gain: with indexation, or without it (a short-term gain is always without). */
export interface RouteTax {
  rate: number;
  costOfAcquisition: number;
  costOfImprovement: number;
  capitalGain: number;
  exemption54: number;
  exemption54EC: number;
  taxableGain: number;
  tax: number;
  cess: number;
  taxWithCess: number;
}

/** Why the indexation option is not there, when the gain is long-term. */
export type NoIndexation = 'seller' | 'acquired-after' | 'no-index' | null;

/** A line of the computation: a figure with indexation (null without the option) and without. */
export interface ComputationRow {
  figure: string;
  withIndexation: number | null;
  withoutIndexation: number;
}
/** A cost and its index: the purchase, each improvement, and the sale's year. */
export interface IndexationRow {
  item: string;
  date: string;
  financialYear: string;
  index: number | null;
  amount: number | null;
  indexedAmount: number | null;
}

export interface CapitalGainsPropertyResult {
  heldMonths: number;
  longTerm: boolean;
  purchaseIndex: number | null;
  saleIndex: number | null;
  /** Null when the option does not apply (short-term, or see noIndexation). */
  withIndexation: RouteTax | null;
  withoutIndexation: RouteTax;
  noIndexation: NoIndexation;
  /** The route whose tax is payable. */
  applied: 'indexation' | 'without' | null;
  taxPayable: number;
  /** The tax the other route would be, less the one payable (before cess); 0 without the option. */
  saving: number;
  lines: ComputationRow[];
  costs: IndexationRow[];
}

const EMPTY_ROUTE: RouteTax = {
  rate: 0,
  costOfAcquisition: 0,
  costOfImprovement: 0,
  capitalGain: 0,
  exemption54: 0,
  exemption54EC: 0,
  taxableGain: 0,
  tax: 0,
  cess: 0,
  taxWithCess: 0,
};

export const EMPTY_CAPITAL_GAINS_PROPERTY: CapitalGainsPropertyResult = {
  heldMonths: 0,
  longTerm: false,
  purchaseIndex: null,
  saleIndex: null,
  withIndexation: null,
  withoutIndexation: EMPTY_ROUTE,
  noIndexation: null,
  applied: null,
  taxPayable: 0,
  saving: 0,
  lines: [],
  costs: [],
};

const NEW_RULES_DAY = isoDateDays(RULES.newRulesFrom);
const BASE_DAY = isoDateDays(`${CII_BASE_YEAR}-04-01`);

/** An ISO date of a day count. */
export const isoOfDays = (days: number): string => new Date(days * 86_400_000).toISOString().slice(0, 10);

/** Whole months from one date to another (a month counts once its day of the month is reached). */
export function wholeMonthsBetween(fromDays: number, toDays: number): number {
  const from = new Date(fromDays * 86_400_000);
  const to = new Date(toDays * 86_400_000);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return Math.max(0, to.getUTCDate() < from.getUTCDate() ? months - 1 : months);
}

/** Held for more than 24 months: sold after the day 24 months from the purchase (28 February for a 29 February). */
export function isLongTerm(purchaseDays: number, saleDays: number): boolean {
  const bought = new Date(purchaseDays * 86_400_000);
  const year = bought.getUTCFullYear() + RULES.longTermAfterMonths / 12;
  const month = bought.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const anniversary = Date.UTC(year, month, Math.min(bought.getUTCDate(), lastDay)) / 86_400_000;
  return saleDays > anniversary;
}

/** One way of taxing the gain: its rate, the sale less its costs, and the exemptions (long-term gains only). */
interface Route {
  /** Percent. */
  rate: number;
  /** The sale price less transfer expenses. */
  netSale: number;
  costOfAcquisition: number;
  costOfImprovement: number;
  exemptions: { section54: number; section54EC: number } | null;
}

function route({ rate, netSale, costOfAcquisition, costOfImprovement, exemptions }: Route): RouteTax {
  const capitalGain = finite(netSale - costOfAcquisition - costOfImprovement);
  const positive = Math.max(0, capitalGain);
  const exemption54 = exemptions ? Math.min(Math.max(0, exemptions.section54), RULES.section54Cap, positive) : 0;
  const exemption54EC = exemptions
    ? Math.min(Math.max(0, exemptions.section54EC), RULES.section54ECCap, positive - exemption54)
    : 0;
  const taxableGain = finite(positive - exemption54 - exemption54EC);
  const tax = finite((taxableGain * rate) / 100);
  const cess = finite((tax * RULES.cessRate) / 100);
  return {
    rate,
    costOfAcquisition,
    costOfImprovement,
    capitalGain,
    exemption54,
    exemption54EC,
    taxableGain,
    tax,
    cess,
    taxWithCess: finite(tax + cess),
  };
}

export function calculateCapitalGainsProperty(
  i: CapitalGainsPropertyInputs,
  improvements: Improvement[] = [],
): CapitalGainsPropertyResult {
  const purchaseDays = num(i.purchaseDate);
  const saleDays = num(i.saleDate);
  const purchasePrice = Math.max(0, num(i.purchasePrice));
  const netSale = finite(Math.max(0, num(i.salePrice)) - Math.max(0, num(i.transferExpenses)));
  const heldMonths = wholeMonthsBetween(purchaseDays, saleDays);
  const longTerm = isLongTerm(purchaseDays, saleDays);
  const saleYear = financialYearOf(saleDays);
  const saleIndex = costInflationIndex(saleYear);
  const purchaseIndex = costInflationIndex(financialYearOf(purchaseDays));
  // Improvements before 1 April 2001 are not counted (section 55(1)(b)); each counts at its own year's index.
  const counted = improvements
    .map((item) => ({ ...item, days: isoDateDays(item.date), amount: Math.max(0, num(item.amount)) }))
    .map((item) => ({ ...item, counted: item.days >= BASE_DAY, index: costInflationIndex(financialYearOf(item.days)) }));
  const improvementCost = finite(counted.reduce((sum, item) => sum + (item.counted ? item.amount : 0), 0));

  const noIndexation: NoIndexation = !longTerm
    ? null
    : i.seller !== SELLER.residentIndividual
      ? 'seller'
      : purchaseDays >= NEW_RULES_DAY
        ? 'acquired-after'
        : saleIndex === null || purchaseIndex === null
          ? 'no-index'
          : null;
  const indexed = longTerm && noIndexation === null;
  const factor = (index: number | null) => (indexed && saleIndex !== null && index ? saleIndex / index : 1);
  const indexedImprovement = finite(
    counted.reduce((sum, item) => sum + (item.counted ? item.amount * factor(item.index) : 0), 0),
  );

  const exemptions = longTerm ? { section54: num(i.section54), section54EC: num(i.section54EC) } : null;
  const withoutIndexation = route({
    rate: longTerm ? RULES.rateWithoutIndexation : Math.max(0, num(i.taxSlab)),
    netSale,
    costOfAcquisition: purchasePrice,
    costOfImprovement: improvementCost,
    exemptions,
  });
  const withIndexation = indexed
    ? route({
        rate: RULES.rateWithIndexation,
        netSale,
        costOfAcquisition: finite(purchasePrice * factor(purchaseIndex)),
        costOfImprovement: indexedImprovement,
        exemptions,
      })
    : null;
  const applied = withIndexation && withIndexation.tax < withoutIndexation.tax ? 'indexation' : 'without';
  const payable = applied === 'indexation' && withIndexation ? withIndexation : withoutIndexation;
  const saving = withIndexation ? Math.abs(withIndexation.tax - withoutIndexation.tax) : 0;

  const line = (figure: string, of: (r: RouteTax) => number): ComputationRow => ({
    figure,
    withIndexation: withIndexation ? of(withIndexation) : null,
    withoutIndexation: of(withoutIndexation),
  });
  const lines: ComputationRow[] = [
    { figure: 'Sale price less transfer expenses', withIndexation: withIndexation ? netSale : null, withoutIndexation: netSale },
    line(indexed ? 'Cost of acquisition (indexed with indexation)' : 'Cost of acquisition', (r) => r.costOfAcquisition),
    line(indexed ? 'Cost of improvement (indexed with indexation)' : 'Cost of improvement', (r) => r.costOfImprovement),
    line(longTerm ? 'Long-term capital gain' : 'Short-term capital gain', (r) => r.capitalGain),
    ...(longTerm
      ? [line('Exemption under section 54', (r) => r.exemption54), line('Exemption under section 54EC', (r) => r.exemption54EC)]
      : []),
    line('Taxable gain', (r) => r.taxableGain),
    line(
      longTerm
        ? `Tax (${RULES.rateWithIndexation}% with indexation, ${RULES.rateWithoutIndexation}% without)`
        : `Tax at your slab (${withoutIndexation.rate}%)`,
      (r) => r.tax,
    ),
    line(`Health and education cess (${RULES.cessRate}%)`, (r) => r.cess),
    line('Tax with cess', (r) => r.taxWithCess),
  ];

  const purchaseYear = financialYearOf(purchaseDays);
  const costs: IndexationRow[] = [
    {
      item: purchaseDays < BASE_DAY ? 'Purchase (fair market value on 1 April 2001)' : 'Purchase',
      date: isoOfDays(purchaseDays),
      financialYear: financialYearName(Math.max(purchaseYear, CII_BASE_YEAR)),
      index: purchaseIndex,
      amount: purchasePrice,
      indexedAmount: indexed ? finite(purchasePrice * factor(purchaseIndex)) : null,
    },
    ...counted.map((item, index) => ({
      item: item.counted ? `Improvement ${index + 1}` : `Improvement ${index + 1} (before 1 April 2001: not counted)`,
      date: item.date,
      financialYear: financialYearName(financialYearOf(item.days)),
      index: item.counted ? item.index : null,
      amount: item.amount,
      indexedAmount: indexed && item.counted ? finite(item.amount * factor(item.index)) : null,
    })),
    {
      item: 'Sale',
      date: isoOfDays(saleDays),
      financialYear: financialYearName(saleYear),
      index: saleIndex,
      amount: null,
      indexedAmount: null,
    },
  ];

  return {
    heldMonths,
    longTerm,
    purchaseIndex,
    saleIndex,
    withIndexation,
    withoutIndexation,
    noIndexation,
    applied,
    taxPayable: payable.taxWithCess,
    saving,
    lines,
    costs,
  };
}
