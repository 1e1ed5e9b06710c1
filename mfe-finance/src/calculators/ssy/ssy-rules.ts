/*
 * The Sukanya Samriddhi Yojana's rate and limits: Indian rules, in rupees, in one place, read by the calculation, the
 * fields and the explanation. When the government changes the rate (reviewed every quarter) or the limits, edit
 * this file and its dates.
 */
export const SSY_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year, compounded yearly; unchanged each quarter since this date. */
  interestRate: 8.2,
  rateAppliesFrom: '2024-01-01',
  /** Deposits in a financial year: at least ₹250 and at most ₹1,50,000. */
  minYearlyDeposit: 250,
  maxYearlyDeposit: 150000,
  /** Deposits are made for 15 years from the opening; the account matures 21 years after it. */
  depositYears: 15,
  maturityYears: 21,
  /** An account is opened for a girl under 10 (the calculator takes 0 to 10, as the portals do). */
  maxGirlAge: 10,
  limitsApplyFrom: '2019-12-12',
  source:
    'Sukanya Samriddhi Account Scheme, 2019 (notified 12 December 2019), and the Ministry of Finance’s quarterly notifications of small savings rates (8.2% since 1 January 2024)',
} as const;
