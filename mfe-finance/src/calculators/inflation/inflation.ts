/**
 * Inflation calculator: pure maths, no UI.
 * future value = present x (1 + rate/100)^years; rows for years 1..years.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';

export interface InflationInputs {
  presentAmount: number;
  inflationRate: number;
  timePeriod: number;
}
export interface InflationRow {
  year: number;
  yearEndValue: number;
}
export interface InflationResult {
  futureValue: number;
  presentAmount: number;
  inflationRate: number;
  timePeriod: number;
  /** What Present Amount will buy after the period, in today's money: present / (1 + rate)^years. */
  purchasingPower: number;
  /** How much more the same things cost then: future value - present. */
  addedCost: number;
  rows: InflationRow[];
}

export function calculateInflation(i: InflationInputs): InflationResult {
  const presentAmount = num(i.presentAmount);
  const inflationRate = num(i.inflationRate);
  const timePeriod = num(i.timePeriod);
  const growth = 1 + inflationRate / 100;
  const valueAt = (years: number): number => finite(presentAmount * Math.pow(growth, years));
  const rows: InflationRow[] = [];
  const years = wholeYears(timePeriod);
  for (let year = 1; year <= years; year++) rows.push({ year, yearEndValue: valueAt(year) });
  const futureValue = valueAt(timePeriod);
  // growth^years is 0 only at -100 %, where nothing keeps any value.
  const purchasingPower = futureValue === 0 ? 0 : finite((presentAmount * presentAmount) / futureValue);
  return {
    futureValue,
    presentAmount,
    inflationRate,
    timePeriod,
    purchasingPower,
    addedCost: finite(futureValue - presentAmount),
    rows,
  };
}
