/*
 * Today's money: what a nominal amount paid t years from now would buy at today's prices, when prices rise by the
 * inflation rate every year (compounded yearly): amount / (1 + inflation/100)^t. An amount paid in month m of a
 * plan is taken at t = m / 12. SIP, Lump Sum and SWP show their figures this way beside the nominal ones.
 */

import { rateField } from '@calc/shared';
import { finite, num } from './number-guards';

/** The inflation rate a calculator starts with, in percent a year. */
export const DEFAULT_INFLATION_RATE = 6;

/** The optional 'Inflation Rate (%)' field that SIP, Lump Sum and SWP end with. Empty means 0 %: no adjustment. */
export function inflationRateField<K extends string>(name: K) {
  return rateField(name, 'Inflation Rate (%)', {
    min: -10,
    max: 50,
    required: false,
    defaultValue: DEFAULT_INFLATION_RATE,
    placeholder: `e.g. ${DEFAULT_INFLATION_RATE}`,
    hint: "For the figures in today's money; empty counts as 0 %.",
  });
}

/** What 1 paid `years` from now is worth in today's money: 1 / (1 + inflation/100)^years. */
export function deflator(inflationRate: number | undefined, years: number): number {
  return finite(1 / Math.pow(1 + num(inflationRate) / 100, years));
}

/** An amount paid `years` from now, in today's money. */
export function inTodaysMoney(amount: number, inflationRate: number | undefined, years: number): number {
  return finite(amount * deflator(inflationRate, years));
}

/** A rate as the notes write it: 6 -> "6%", 6.5 -> "6.5%". */
export function ratePercent(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** (1 + 6%)¹⁰, kept on one line (no-break spaces). */
function growthPower(inflationRate: number, years: number): string {
  const power = String(years).replace(/\d/g, (digit) => SUPERSCRIPT[Number(digit)]);
  return `(1\u00a0+\u00a0${ratePercent(inflationRate)})${power}`;
}

/** The sentence under the figures that states the convention with the numbers used. */
export function todaysMoneyNote(inflationRate: number, years: number, detail: string): string {
  if (inflationRate === 0) return "In today's money: at 0% inflation the figures are already in today's money.";
  const factor = Math.pow(1 + inflationRate / 100, years);
  const shown = factor < 1e6 ? factor.toFixed(4) : factor.toExponential(3);
  const change = inflationRate > 0 ? `rise ${ratePercent(inflationRate)}` : `fall ${ratePercent(-inflationRate)}`;
  const away = `${years} ${years === 1 ? 'year' : 'years'}`;
  return (
    `In today's money: what an amount would buy at today's prices if prices ${change} a year; ` +
    `an amount ${away} away is divided by ${growthPower(inflationRate, years)} = ${shown}. ${detail}`
  );
}
