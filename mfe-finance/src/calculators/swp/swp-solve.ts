/*
 * The SWP Calculator's maths turned round (the withdrawal an investment sustains), kept apart from its mode so that it
 * can be tested as plain numbers.
 */
import type { SwpInputs } from './swp';
import type { Solved } from '../../finance-library/solve/solve';

/**
 * The largest monthly withdrawal (rising by the step-up each year) that the investment sustains for the whole
 * duration. Until the money runs out the final balance is affine in the withdrawal W: B(W) = B(0) - W x C, where
 * C is the final balance a withdrawal of 1 takes away. So W = (B(0) - L) / C for a balance L left at the end,
 * exactly, with the step-up.
 */
export function swpWithdrawalFor(i: Omit<SwpInputs, 'withdrawalAmount'>, leaveAtEnd = 0): Solved<number> {
  if (!(i.initialInvestment > 0)) return { ok: false, reason: 'Enter an initial investment above 0.' };
  const monthlyRate = i.annualRate / 100 / 12;
  const stepFactor = 1 + i.yearlyStepUp / 100;
  // Run the month order of the calculator (interest first, then the withdrawal) without the depletion rule.
  let grown = i.initialInvestment; // B(0): the investment alone
  let taken = 0; // C: what a withdrawal of 1 (stepped up) costs the final balance
  let withdrawal = 1;
  for (let year = 1; year <= i.duration; year++) {
    for (let month = 0; month < 12; month++) {
      grown *= 1 + monthlyRate;
      taken = taken * (1 + monthlyRate) + withdrawal;
    }
    withdrawal *= stepFactor;
  }
  if (!(taken > 0) || !Number.isFinite(grown / taken))
    return { ok: false, reason: 'No withdrawal can be computed for these values.' };
  // B(W) = B(0) - W x C = what is to be left.
  if (leaveAtEnd >= grown) {
    return {
      ok: false,
      reason: (money) =>
        `Without withdrawals the investment grows to ${money(grown)} by the end, not more than the amount to leave: lower that amount, or raise the investment or the rate.`,
    };
  }
  return { ok: true, value: (grown - leaveAtEnd) / taken };
}
