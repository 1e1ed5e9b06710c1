/*
 * The EPF's rates and limits as data: Indian rules, in rupees, read by the calculation, the fields and the explanation.
 * When EPFO declares the year's rate or the law changes a share or the ceiling, edit this file and its dates.
 */
export const EPF_RULES = {
  /** The currency the scheme's amounts are written in: the page shows them in it whatever the header's. */
  currency: 'INR',
  /** Percent a year on EPF balances, declared by EPFO for each financial year. */
  interestRate: 8.25,
  rateFinancialYear: '2024-25',
  rateAppliesFrom: '2024-04-01',
  rateSource:
    'EPFO, rate of interest on EPF accumulations for 2024-25 (8.25%), recommended by its Central Board of Trustees in February 2025 and approved by the Government in May 2025',
  /** The employee's and the employer's shares of basic pay + DA, each month. */
  employeePercent: 12,
  employerPercent: 12,
  /** Of the employer's share, 8.33% of pay goes to the pension scheme (EPS), on pay up to the wage ceiling. */
  epsPercent: 8.33,
  epsWageCeiling: 15000,
  /** 8.33% of ₹15,000 (₹1,249.50), as EPFO takes it: at most ₹1,250 a month to EPS. */
  epsMonthlyCap: 1250,
  limitsApplyFrom: '2014-09-01',
  source:
    'Employees’ Provident Funds and Miscellaneous Provisions Act, 1952, the EPF Scheme, 1952 and the Employees’ Pension Scheme, 1995 (wage ceiling ₹15,000 from 1 September 2014)',
  /** The age of retirement the EPS pension is paid from, and the latest an EPF member retires. */
  retirementAge: 58,
  maxRetirementAge: 60,
} as const;
