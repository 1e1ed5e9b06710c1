/*
 * The National Savings Certificate's rate and limits: Indian rules, in rupees, in one place, read by the calculation,
 * the fields and the explanation. When the government changes the rate (reviewed every quarter), edit this file and
 * its date.
 */
export const NSC_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year, compounded yearly, paid at maturity; unchanged each quarter since this date. */
  interestRate: 7.7,
  rateAppliesFrom: '2023-04-01',
  /** At least ₹1,000, in multiples of ₹100, with no upper limit. */
  minInvestment: 1000,
  multipleOf: 100,
  /** The certificate matures after 5 years. */
  tenureYears: 5,
  /** The interest of years 1 to 4 counts as reinvested, and so as a new investment deductible under section 80C. */
  reinvestedInterestYears: 4,
  limitsApplyFrom: '2019-12-12',
  source:
    'National Savings Certificates (VIII Issue) Scheme, 2019 (notified 12 December 2019), and the Ministry of Finance’s quarterly notifications of small savings rates (7.7% since 1 April 2023)',
} as const;
