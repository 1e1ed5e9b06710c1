/*
 * Kisan Vikas Patra's rate, term and limits: Indian rules, in rupees, in one place, read by the calculation, the fields
 * and the explanation. When the government changes the rate (reviewed every quarter) it sets a new term in which the
 * amount doubles: edit this file and its dates.
 */
export const KVP_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year, compounded yearly; the amount doubles at maturity. */
  interestRate: 7.5,
  /** The term the government notified with that rate: 9 years and 7 months. */
  monthsToDouble: 115,
  rateAppliesFrom: '2023-04-01',
  /** At least ₹1,000, in multiples of ₹100, with no upper limit. */
  minInvestment: 1000,
  multipleOf: 100,
  /** A certificate can be encashed early only after 2 years and 6 months (barring death or a court's order). */
  lockInMonths: 30,
  /** Premature values are notified in steps of 6 months held. */
  encashmentStepMonths: 6,
  /** Table 5 of the scheme (certificates from 1 April 2023): what ₹1,000 pays after 2½ years but before 3. */
  firstPrematureValuePer1000: 1171,
  limitsApplyFrom: '2019-12-12',
  source:
    'Kisan Vikas Patra Scheme, 2019 (notified 12 December 2019), as amended by the Kisan Vikas Patra (Second Amendment) Scheme, 2023 (G.S.R. 324(E), in force from 1 April 2023: maturity 9 years and 7 months), and the Ministry of Finance’s quarterly notifications of small savings rates (7.5% since 1 April 2023)',
} as const;
