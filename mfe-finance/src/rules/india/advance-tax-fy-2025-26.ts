/*
 * India's advance tax for financial year 2025-26: who pays it, from what amount, and the four instalments' due
 * dates and shares. The one place these figures are written; the advance tax maths, its explanation and its tests
 * read them from here. Next year is a new file beside this one (the dates move by a year; the Act rarely changes).
 */

/** One instalment: by `dueDate`, at least `cumulativePercent` of the year's tax must have been paid in all. */
export interface AdvanceTaxInstalment {
  /** ISO date. */
  dueDate: string;
  /** The date as the page writes it ('15 June 2025'). */
  dueDateText: string;
  cumulativePercent: number;
}

export interface AdvanceTaxRules {
  financialYear: string;
  /** The first day of the year these rules apply to (ISO date). */
  appliesFrom: string;
  source: string;
  /** Section 208: advance tax is payable when the year's tax, net of TDS/TCS, is this much or more. */
  threshold: number;
  /**
   * Section 207(2): a resident this old or older, with no income from business or profession, pays no advance
   * tax (the calculator covers salary and other income only, so the exemption always applies from this age).
   */
  seniorExemptFromAge: number;
  /** Section 211(1)(a), in date order; the last is 100 %. */
  instalments: AdvanceTaxInstalment[];
}

export const ADVANCE_TAX_FY_2025_26: AdvanceTaxRules = {
  financialYear: '2025-26',
  appliesFrom: '2025-04-01',
  source: 'Income-tax Act, 1961: sections 207, 208, 209 and 211(1)(a) (instalments); 234B and 234C (interest).',
  threshold: 10000,
  seniorExemptFromAge: 60,
  instalments: [
    { dueDate: '2025-06-15', dueDateText: '15 June 2025', cumulativePercent: 15 },
    { dueDate: '2025-09-15', dueDateText: '15 September 2025', cumulativePercent: 45 },
    { dueDate: '2025-12-15', dueDateText: '15 December 2025', cumulativePercent: 75 },
    { dueDate: '2026-03-15', dueDateText: '15 March 2026', cumulativePercent: 100 },
  ],
};
