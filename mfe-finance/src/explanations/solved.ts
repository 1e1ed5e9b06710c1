/*
 * Helpers for the "Solve for" worked examples: they read the figures a mode found, and throw when an example is not
 * solvable, so that a broken example fails its test instead of showing wrong text.
 */
import { moneyText, type Solution, type Solved } from '@calc/shared';

/** A worked example's solution; the examples' inputs are chosen to be solvable, so a refusal is a bug worth a throw. */
export function solution<R, F extends string>(solved: Solved<Solution<R, F>>): Solution<R, F> {
  if (!solved.ok) throw new Error(`Worked example not solvable: ${moneyText(solved.reason, String)}`);
  return solved.value;
}

/** The value of a solved figure by its id (typed: an id the mode does not give does not compile). */
export function figure<R, F extends string>(found: Solution<R, F>, id: F): number | string {
  const match = found.figures.find((item) => item.id === id);
  if (!match) throw new Error(`No figure ${id}`);
  return match.value;
}

/** A solved figure that is an amount, a rate or a count: its number. */
export function figureNumber<R, F extends string>(found: Solution<R, F>, id: F): number {
  const value = figure(found, id);
  if (typeof value !== 'number') throw new Error(`Figure ${id} is not a number: ${value}`);
  return value;
}
