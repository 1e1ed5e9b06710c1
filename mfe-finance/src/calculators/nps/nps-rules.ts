/*
 * The NPS exit rules the calculator follows, as data: the age contributions run to and the least share of the corpus
 * that must buy an annuity. Read by the calculation, the fields and the explanation; a change is a new file like this.
 */

export interface NpsRules {
  /** The date of the regulations as they stand in this file, and their source. */
  appliesFrom: string;
  source: string;
  /** Normal exit: contributions run until this age, when the corpus is paid out. */
  retirementAge: number;
  /** At least this percent of the corpus buys an annuity at normal exit (government sector; see the note). */
  minimumAnnuityPercent: number;
  /**
   * Since the amendment, non-government subscribers (All Citizen and Corporate models) with a corpus above
   * ₹12 lakh need annuitise only this percent; the calculator keeps the stricter minimum above.
   */
  nonGovernmentMinimumAnnuityPercent: number;
}

export const NPS_RULES: NpsRules = {
  appliesFrom: '2025-12-19',
  source:
    'PFRDA (Exits and Withdrawals under the National Pension System) Regulations, 2015, as amended by PFRDA on 19 December 2025',
  retirementAge: 60,
  minimumAnnuityPercent: 40,
  nonGovernmentMinimumAnnuityPercent: 20,
};
