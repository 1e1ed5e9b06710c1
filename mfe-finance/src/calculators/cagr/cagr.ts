/**
 * CAGR calculator: pure maths, no UI.
 * cagr (percent) = ((final / initial)^(1 / years) - 1) x 100; row values = initial x (1 + cagr/100)^year.
 */

import { finite, num } from '../../finance-library/number-guards';

export interface CagrInputs {
  initialValue: number;
  finalValue: number;
  duration: number;
}
export interface CagrRow {
  year: number;
  yearEndValue: number;
}
export interface CagrResult {
  cagr: number /* percent, e.g. 12.34 */;
  initialValue: number;
  finalValue: number;
  duration: number;
  /** How many times the money grew: final / initial. */
  moneyMultiple: number;
  /** The whole gain as a percent of the initial value: (final - initial) / initial x 100. */
  absoluteReturn: number;
  rows: CagrRow[];
}

/** Inline messages for the CAGR inputs; an empty object when they are fine. Missing fields are not judged here. */
export function validateCagr(i: Partial<CagrInputs>): Partial<Record<keyof CagrInputs, string>> {
  const errors: Partial<Record<keyof CagrInputs, string>> = {};
  if (typeof i.initialValue === 'number' && i.initialValue <= 0)
    errors.initialValue = 'Initial investment must be greater than 0.';
  if (typeof i.duration === 'number' && i.duration < 1) errors.duration = 'Duration must be at least 1 year.';
  return errors;
}

/**
 * CAGR result. Inputs that validateCagr rejects (initial value 0, duration below 1 year) or a negative final
 * value give cagr 0 and no rows rather than NaN / Infinity.
 */
export function calculateCagr(i: CagrInputs): CagrResult {
  const initialValue = num(i.initialValue);
  const finalValue = num(i.finalValue);
  const duration = num(i.duration);
  const empty: CagrResult = { cagr: 0, initialValue, finalValue, duration, moneyMultiple: 0, absoluteReturn: 0, rows: [] };
  if (!(initialValue > 0) || !(duration >= 1) || !(finalValue >= 0)) return empty;

  const ratio = finalValue / initialValue;
  if (!Number.isFinite(ratio)) return empty;
  const cagr = finite((Math.pow(ratio, 1 / duration) - 1) * 100);
  const rows: CagrRow[] = [];
  const years = Math.floor(duration);
  for (let year = 1; year <= years; year++) {
    // initial x (1 + cagr)^year, written as initial x ratio^(year / years) so the last row is exactly the final value.
    rows.push({ year, yearEndValue: finite(year === duration ? finalValue : initialValue * Math.pow(ratio, year / duration)) });
  }
  return {
    cagr,
    initialValue,
    finalValue,
    duration,
    moneyMultiple: finite(ratio),
    absoluteReturn: finite((ratio - 1) * 100),
    rows,
  };
}
