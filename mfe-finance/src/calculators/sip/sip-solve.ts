/*
 * The SIP Calculator's maths turned round (amount, years and rate for a target), kept apart from its modes so that it
 * can be tested as plain numbers.
 */
import { calculateSip, type SipInputs } from './sip';
import { BOUNDS_OF_RATE, bisectIncreasing, type Solved } from '../../finance-library/solve/solve';

const maturity = (inputs: SipInputs) => calculateSip(inputs).maturityAmount;

/** The monthly SIP that reaches the target: the maturity is proportional to the amount, step-up included. */
export function sipAmountFor(target: number, i: Omit<SipInputs, 'sipAmount'>): Solved<number> {
  const perUnit = maturity({ ...i, sipAmount: 1 });
  if (!(target > 0)) return { ok: false, reason: 'Enter a target amount above 0.' };
  if (!(perUnit > 0)) return { ok: false, reason: 'No monthly amount grows at this rate: raise the interest rate.' };
  return { ok: true, value: target / perUnit };
}

/**
 * The time a monthly SIP needs to reach the target: the whole years the calculator counts, and the exact time to the
 * month in which the balance first reaches it.
 */
export function sipYearsFor(
  target: number,
  i: Omit<SipInputs, 'duration'>,
  maxYears = 100,
): Solved<{ wholeYears: number; months: number }> {
  if (!(target > 0)) return { ok: false, reason: 'Enter a target amount above 0.' };
  if (!(i.sipAmount > 0)) return { ok: false, reason: 'Enter a monthly amount above 0.' };
  const monthlyRate = i.annualRate / 100 / 12;
  const stepFactor = 1 + i.stepUp / 100;
  let monthly = i.sipAmount;
  let balance = 0;
  for (let month = 1; month <= maxYears * 12; month++) {
    balance = (balance + monthly) * (1 + monthlyRate);
    // A hair of float below the target still counts as reaching it (the figures are shown to the cent).
    if (balance >= target * (1 - 1e-12)) return { ok: true, value: { wholeYears: Math.ceil(month / 12), months: month } };
    if (month % 12 === 0) monthly *= stepFactor;
  }
  return {
    ok: false,
    reason: `The target is not reached in ${maxYears} years: raise the monthly amount, the step-up or the rate.`,
  };
}

/** The annual rate at which a monthly SIP reaches the target in the duration (maturity rises with the rate). */
export function sipRateFor(target: number, i: Omit<SipInputs, 'annualRate'>): Solved<number> {
  if (!(target > 0)) return { ok: false, reason: 'Enter a target amount above 0.' };
  const at = (rate: number) => maturity({ ...i, annualRate: rate }) - target;
  if (at(BOUNDS_OF_RATE.min) > 0) return { ok: false, reason: 'The deposits reach the target even at the lowest rate.' };
  if (at(BOUNDS_OF_RATE.max) < 0) {
    return { ok: false, reason: `Not even ${BOUNDS_OF_RATE.max} % a year reaches the target: raise the amount or the duration.` };
  }
  return { ok: true, value: bisectIncreasing(at, BOUNDS_OF_RATE.min, BOUNDS_OF_RATE.max) };
}
