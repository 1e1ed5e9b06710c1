/*
 * The Senior Citizens Savings Scheme's rate, limits and tax points: Indian rules, in rupees, in one place, read by the
 * calculation, the fields and the explanation. When the government changes the rate (reviewed every quarter) or the
 * limits, edit this file and its dates.
 */
export const SCSS_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year, paid every quarter and not compounded; fixed for the account's term when it is opened. */
  interestRate: 8.2,
  rateAppliesFrom: '2023-04-01',
  /** Interest is paid on the first working day of April, July, October and January. */
  payoutsPerYear: 4,
  /** At least ₹1,000, in multiples of ₹1,000, at most ₹30,00,000 in all of a depositor's accounts. */
  minDeposit: 1000,
  multipleOf: 1000,
  maxDeposit: 3000000,
  limitsApplyFrom: '2023-04-01',
  /** The account matures after 5 years and may be extended once by 3 years. */
  tenureYears: 5,
  extensionYears: 3,
  /** The deposit is deductible under section 80C (old regime), within the section's ₹1,50,000. */
  section80CLimit: 150000,
  /**
   * Section 194A: tax is deducted at source, at 10% with a PAN, when a senior citizen's interest from the post office
   * in a financial year is above this (₹1,00,000 from 1 April 2025; ₹50,000 before). Form 15H avoids it when the
   * year's tax is nil.
   */
  tdsThreshold: 100000,
  tdsRate: 10,
  tdsAppliesFrom: '2025-04-01',
  source:
    'Senior Citizens Savings Scheme, 2019 (notified 12 December 2019), as amended from 1 April 2023 (the ₹30,00,000 limit), the Ministry of Finance’s quarterly notifications of small savings rates (8.2% since 1 April 2023), and section 194A of the Income-tax Act as amended by the Finance Act, 2025',
} as const;
