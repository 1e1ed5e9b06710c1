/**
 * Gratuity calculator: pure maths, no UI.
 * gratuity = last drawn salary x years of service x 15 / 26; row for year y uses y in place of the years.
 */

export interface GratuityInputs { lastSalary: number; yearsOfService: number }
export interface GratuityRow { year: number; gratuityForYear: number }
export interface GratuityResult { gratuity: number; lastSalary: number; yearsOfService: number; rows: GratuityRow[] }

/** Keeps every output a finite number: NaN -> 0, overflow saturates at +-Number.MAX_VALUE, -0 -> 0. */
const MAX = Number.MAX_VALUE;
function finite(x: number): number {
  if (x !== x) return 0; // NaN
  if (x > MAX) return MAX;
  if (x < -MAX) return -MAX;
  return x === 0 ? 0 : x;
}
const num = (x: number): number => (Number.isFinite(x) ? x : 0);
const wholeYears = (x: number): number => (Number.isFinite(x) && x > 0 ? Math.floor(x) : 0);

const gratuityFor = (salary: number, years: number): number => finite((salary * years * 15) / 26);

export function calculateGratuity(i: GratuityInputs): GratuityResult {
  const lastSalary = num(i.lastSalary);
  const yearsOfService = num(i.yearsOfService);
  const rows: GratuityRow[] = [];
  const years = wholeYears(yearsOfService);
  for (let year = 1; year <= years; year++) rows.push({ year, gratuityForYear: gratuityFor(lastSalary, year) });
  return { gratuity: gratuityFor(lastSalary, yearsOfService), lastSalary, yearsOfService, rows };
}
