/*
 * The Retirement Calculator's maths turned round (the extra investment a short plan needs), kept apart from its mode so
 * that it can be tested as plain numbers.
 */
import { calculateRetirement, type RetirementInputs } from './retirement';
import type { Solved } from '../../finance-library/solve/solve';

/**
 * The smallest extra monthly investment (stepped up with the rest each year until retirement) that keeps every
 * year's ending savings at or above zero until the planned age. The plan is linear in the monthly investment:
 * ending(m + x) = ending(m) + x * D, where D is each year's ending savings from investing 1 a month alone. So the
 * extra is the largest of -ending / D over the years that end below zero: exact, no search.
 */
export function retirementExtraFor(i: RetirementInputs): Solved<number> {
  const plan = calculateRetirement(i).rows;
  const perUnit = calculateRetirement({ ...i, currentSavings: 0, monthlyInvestment: 1, postRetirementMonthly: 0 }).rows;
  let extra = 0;
  for (let index = 0; index < plan.length; index++) {
    const ending = plan[index].endingSavings;
    if (ending >= 0) continue;
    const gain = perUnit[index].endingSavings;
    if (!(gain > 0)) {
      return {
        ok: false,
        reason: `Savings run out at age ${plan[index].age}, before any monthly investment could help: retire later, or lower the post-retirement amount.`,
      };
    }
    extra = Math.max(extra, -ending / gain);
  }
  // A relative hair more, so float residue cannot leave the tightest year at -0.000001 ('Savings depleted').
  return { ok: true, value: extra === 0 ? 0 : extra * (1 + 1e-12) };
}
