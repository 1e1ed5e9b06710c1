/*
 * The PPF's limits and rate: Indian rules, in rupees, in one place, read by the fields, the worked example and the explanation.
 * When the government changes the rate (it is reviewed every quarter) or the limits, edit this file and its dates.
 */
export const PPF_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /**
   * Percent a year, compounded yearly. Unchanged each quarter since this date (Ministry of Finance, Department of
   * Economic Affairs, notifications of the interest rates of the small savings schemes).
   */
  interestRate: 7.1,
  rateAppliesFrom: '2020-04-01',
  /** Deposits in a financial year: at least ₹500 and at most ₹1,50,000 (Public Provident Fund Scheme, 2019). */
  minYearlyDeposit: 500,
  maxYearlyDeposit: 150000,
  /** The account matures after 15 complete financial years and may then be extended in blocks of 5 years. */
  maturityYears: 15,
  extensionBlockYears: 5,
  limitsApplyFrom: '2019-12-12',
  /** The longest plan the calculator covers: the bound, 15 years and seven extensions. */
  maxYears: 50,
  source:
    'Public Provident Fund Scheme, 2019 (notification G.S.R. 915(E), 12 December 2019), and the Ministry of Finance’s quarterly notifications of small savings rates',
} as const;
