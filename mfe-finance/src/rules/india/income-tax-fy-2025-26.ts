/*
 * India's income tax for a resident individual, financial year 2025-26 (assessment year 2026-27): the one place
 * these figures are written. The income tax maths, its explanation and its tests read them from here; next
 * year's budget is a new file beside this one, and the calculators point to it.
 *
 * Amounts are in rupees, rates in percent. A slab's `upTo` is the income it reaches (inclusive); null is no limit.
 */

export interface TaxSlab {
  from: number;
  upTo: number | null;
  rate: number;
}

/** A surcharge rate on the income tax, for a total income above `above`. */
export interface SurchargeBand {
  above: number;
  rate: number;
}

/** The age groups the old regime tells apart (the choice's values, so a shared URL says ?age=1). */
export const AGE_GROUP = { below60: 0, from60To79: 1, from80: 2 } as const;
export type AgeGroup = (typeof AGE_GROUP)[keyof typeof AGE_GROUP];

export interface RegimeRules {
  /** Section 16(ia): from salary only, at most the salary. */
  standardDeduction: number;
  /** By age group (the new regime has the same slabs at every age). */
  slabs: Record<AgeGroup, TaxSlab[]>;
  /** Section 87A: the tax, up to maxRebate, is waived for a total income up to maxIncome. */
  rebate: {
    maxIncome: number;
    maxRebate: number;
    /** Just above maxIncome the tax is at most the income above it (the new regime's proviso to 87A). */
    marginalRelief: boolean;
  };
  /** Highest band first or not: the maths picks the highest band below the income. */
  surcharge: SurchargeBand[];
}

export interface IncomeTaxRules {
  financialYear: string;
  assessmentYear: string;
  /** The first day of the year these rules apply to (ISO date). */
  appliesFrom: string;
  source: string;
  newRegime: RegimeRules;
  oldRegime: RegimeRules & {
    /** Deductions the old regime allows, and their limits. */
    limits: {
      section80C: number;
      /** Section 24(b): interest on a loan for a self-occupied house. */
      homeLoanInterest: number;
      /** Section 80D: health insurance for yourself and family, and separately for parents, by their age. */
      section80D: { self: number; selfSenior: number; parents: number; parentsSenior: number };
    };
  };
  /** Health and education cess, on the tax plus surcharge. */
  cessRate: number;
}

const NEW_SLABS: TaxSlab[] = [
  { from: 0, upTo: 400000, rate: 0 },
  { from: 400000, upTo: 800000, rate: 5 },
  { from: 800000, upTo: 1200000, rate: 10 },
  { from: 1200000, upTo: 1600000, rate: 15 },
  { from: 1600000, upTo: 2000000, rate: 20 },
  { from: 2000000, upTo: 2400000, rate: 25 },
  { from: 2400000, upTo: null, rate: 30 },
];

/** The old regime's slabs: the nil slab (the basic exemption) grows with age. */
const oldSlabs = (basicExemption: number): TaxSlab[] => [
  { from: 0, upTo: basicExemption, rate: 0 },
  ...(basicExemption < 500000 ? [{ from: basicExemption, upTo: 500000, rate: 5 }] : []),
  { from: 500000, upTo: 1000000, rate: 20 },
  { from: 1000000, upTo: null, rate: 30 },
];

export const INCOME_TAX_FY_2025_26: IncomeTaxRules = {
  financialYear: '2025-26',
  assessmentYear: '2026-27',
  appliesFrom: '2025-04-01',
  source:
    'Finance Act, 2025 (First Schedule, Part III; section 115BAC(1A) for the new regime) and the Income-tax Act, 1961: sections 16(ia), 24(b), 80C, 80D and 87A.',
  newRegime: {
    standardDeduction: 75000,
    slabs: { [AGE_GROUP.below60]: NEW_SLABS, [AGE_GROUP.from60To79]: NEW_SLABS, [AGE_GROUP.from80]: NEW_SLABS },
    rebate: { maxIncome: 1200000, maxRebate: 60000, marginalRelief: true },
    surcharge: [
      { above: 5000000, rate: 10 },
      { above: 10000000, rate: 15 },
      { above: 20000000, rate: 25 },
    ],
  },
  oldRegime: {
    standardDeduction: 50000,
    slabs: {
      [AGE_GROUP.below60]: oldSlabs(250000),
      [AGE_GROUP.from60To79]: oldSlabs(300000),
      [AGE_GROUP.from80]: oldSlabs(500000),
    },
    rebate: { maxIncome: 500000, maxRebate: 12500, marginalRelief: false },
    surcharge: [
      { above: 5000000, rate: 10 },
      { above: 10000000, rate: 15 },
      { above: 20000000, rate: 25 },
      { above: 50000000, rate: 37 },
    ],
    limits: {
      section80C: 150000,
      homeLoanInterest: 200000,
      section80D: { self: 25000, selfSenior: 50000, parents: 25000, parentsSenior: 50000 },
    },
  },
  cessRate: 4,
};

/**
 * Tax on the returns of an investment sold or maturing in the year (the after-tax option of SIP, Lump Sum, SWP, FD,
 * RD and Compound Interest), for a resident individual.
 */
export interface ReturnsTaxRules {
  financialYear: string;
  appliesFrom: string;
  source: string;
  /** Units of an equity-oriented mutual fund (securities transaction tax paid). */
  equity: {
    /** Held more than this many months: long-term (section 2(42A)); up to it, short-term. */
    longTermAfterMonths: number;
    /** Section 112A: on long-term gains above the exemption, each financial year. */
    longTermRate: number;
    longTermExemption: number;
    /** Section 111A: on short-term gains. */
    shortTermRate: number;
  };
  /**
   * Debt funds bought from 1 April 2023 (section 50AA: short-term whatever the holding) and deposit interest
   * ("income from other sources") are taxed at the slab rate; the cess is added on the tax.
   */
  cessRate: number;
}

export const RETURNS_TAX_FY_2025_26: ReturnsTaxRules = {
  financialYear: '2025-26',
  appliesFrom: '2025-04-01',
  source:
    'Income-tax Act, 1961, as amended by the Finance (No. 2) Act, 2024 for transfers from 23 July 2024: sections 2(42A), 111A, 112A and 50AA; the cess of the Finance Act, 2025.',
  equity: { longTermAfterMonths: 12, longTermRate: 12.5, longTermExemption: 125000, shortTermRate: 20 },
  cessRate: INCOME_TAX_FY_2025_26.cessRate,
};
