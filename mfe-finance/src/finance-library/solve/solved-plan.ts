/*
 * Turns a "Solve for" search's answer into a mode's answer, so that each mode writes only the plan it makes of the
 * value found.
 */
import type { Solution, Solved } from '@calc/shared';

/**
 * A "Solve for" mode's answer from what its search found: the plan `plan` makes of the value, or, when nothing could
 * be found, why (passed on as it is).
 */
export function solvedPlan<T, R, F extends string>(found: Solved<T>, plan: (value: T) => Solution<R, F>): Solved<Solution<R, F>> {
  return found.ok ? { ok: true, value: plan(found.value) } : found;
}
