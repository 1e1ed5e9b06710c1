/**
 * Gratuity calculator: pure maths, no UI.
 * gratuity = last drawn salary x years of service x 15 / 26; row for year y uses y in place of the years.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';

export interface GratuityInputs {
  lastSalary: number;
  yearsOfService: number;
}
export interface GratuityRow {
  year: number;
  gratuityForYear: number;
}
export interface GratuityResult {
  gratuity: number;
  lastSalary: number;
  yearsOfService: number;
  /** The gratuity in months of the last drawn salary: years x 15 / 26. */
  monthsOfSalary: number;
  rows: GratuityRow[];
}

const gratuityFor = (salary: number, years: number): number => finite((salary * years * 15) / 26);

export function calculateGratuity(i: GratuityInputs): GratuityResult {
  const lastSalary = num(i.lastSalary);
  const yearsOfService = num(i.yearsOfService);
  const rows: GratuityRow[] = [];
  const years = wholeYears(yearsOfService);
  for (let year = 1; year <= years; year++) rows.push({ year, gratuityForYear: gratuityFor(lastSalary, year) });
  return {
    gratuity: gratuityFor(lastSalary, yearsOfService),
    lastSalary,
    yearsOfService,
    monthsOfSalary: finite((yearsOfService * 15) / 26),
    rows,
  };
}
