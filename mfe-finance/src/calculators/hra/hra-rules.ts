/*
 * The HRA exemption's rule, as data: section 10(13A) of the Income-tax Act, 1961 exempts the least of three amounts
 * set by rule 2A of the Income-tax Rules, 1962. The percentages are read by the calculation and by the explanation;
 * a change in the rules is a new file like this one.
 */

export interface HraRules {
  /** The financial year these figures are written for, and its first day. */
  financialYear: string;
  appliesFrom: string;
  source: string;
  /** Rent paid counts only above this percent of the salary (basic + DA). */
  rentExcessOverPercent: number;
  /** The cap, in percent of the salary, in Delhi, Mumbai, Kolkata and Chennai. */
  metroPercent: number;
  /** The cap, in percent of the salary, anywhere else. */
  nonMetroPercent: number;
  /** The cities the metro cap applies to. */
  metroCities: string[];
}

export const HRA_RULES: HraRules = {
  financialYear: '2025-26',
  appliesFrom: '2025-04-01',
  source: 'Income-tax Rules, 1962, rule 2A (exemption under section 10(13A) of the Income-tax Act, 1961)',
  rentExcessOverPercent: 10,
  metroPercent: 50,
  nonMetroPercent: 40,
  metroCities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
};
