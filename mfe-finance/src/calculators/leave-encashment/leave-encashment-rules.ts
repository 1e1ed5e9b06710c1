/*
 * Section 10(10AA) of the Income-tax Act: the exemption of leave encashed on retirement or resignation. Indian rules,
 * in rupees, in one place, read by the calculation, the fields and the explanation; a new limit is a new date here.
 */
export const LEAVE_ENCASHMENT_RULES = {
  /** The currency the rules are written in: the page shows its amounts in it whatever the header's. */
  currency: 'INR',
  /**
   * The most a non-government employee may have exempt in a lifetime, from all employers together (section
   * 10(10AA)(ii); CBDT notification 31/2023 of 24 May 2023, for retirements from 1 April 2023; ₹3,00,000 before).
   */
  maxExemption: 2500000,
  maxExemptionAppliesFrom: '2023-04-01',
  previousMaxExemption: 300000,
  /** The average salary of the 10 months before retirement, times this. */
  salaryMonths: 10,
  /** Leave counts at most 30 days for each completed year of service. */
  leaveDaysPerYear: 30,
  /** A month's salary is taken as 30 days. */
  daysPerMonth: 30,
  source: 'Income-tax Act, 1961, section 10(10AA), and CBDT notification 31/2023 of 24 May 2023 (₹25,00,000 from 1 April 2023)',
} as const;
