/**
 * Inflation calculator: pure maths, no UI.
 * future value = present x (1 + rate/100)^years; rows for years 1..years.
 */

export interface InflationInputs { presentAmount: number; inflationRate: number; timePeriod: number }
export interface InflationRow { year: number; yearEndValue: number }
export interface InflationResult { futureValue: number; presentAmount: number; inflationRate: number; timePeriod: number; rows: InflationRow[] }

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

export function calculateInflation(i: InflationInputs): InflationResult {
  const presentAmount = num(i.presentAmount);
  const inflationRate = num(i.inflationRate);
  const timePeriod = num(i.timePeriod);
  const growth = 1 + inflationRate / 100;
  const valueAt = (years: number): number => finite(presentAmount * Math.pow(growth, years));
  const rows: InflationRow[] = [];
  const years = wholeYears(timePeriod);
  for (let year = 1; year <= years; year++) rows.push({ year, yearEndValue: valueAt(year) });
  return { futureValue: valueAt(timePeriod), presentAmount, inflationRate, timePeriod, rows };
}
