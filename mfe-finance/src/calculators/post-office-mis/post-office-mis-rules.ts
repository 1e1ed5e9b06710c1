/*
 * The Post Office Monthly Income Scheme's rate and limits: Indian rules, in rupees, in one place, read by the
 * calculation, the fields and the explanation. When the government changes the rate (reviewed every quarter) or the
 * limits, edit this file and its dates.
 */
export const POMIS_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year, paid every month and not compounded; fixed for the account's 5 years when it is opened. */
  interestRate: 7.4,
  rateAppliesFrom: '2023-04-01',
  payoutsPerYear: 12,
  /** At least ₹1,000, in multiples of ₹1,000; at most ₹9,00,000 in a single account, ₹15,00,000 in a joint one. */
  minDeposit: 1000,
  multipleOf: 1000,
  maxSingle: 900000,
  maxJoint: 1500000,
  limitsApplyFrom: '2023-04-01',
  tenureYears: 5,
  source:
    'Post Office Monthly Income Account Scheme, 2019 (notified 12 December 2019), as amended from 1 April 2023 (₹9,00,000 single, ₹15,00,000 joint), and the Ministry of Finance’s quarterly notifications of small savings rates (7.4% since 1 April 2023)',
} as const;
