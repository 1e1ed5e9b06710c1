import type { Solution, Solved, SolveMode } from '@calc/shared';

/** A worked example's solution; the examples' inputs are chosen to be solvable, so a refusal is a bug worth a throw. */
export function solution<R>(solved: Solved<Solution<R>>): Solution<R> {
  if (!solved.ok) throw new Error(`Worked example not solvable: ${solved.reason}`);
  return solved.value;
}

/** The value of a solved figure by its label. */
export function figure<R>(found: Solution<R>, label: string): number | string {
  const match = found.figures.find((item) => item.label === label);
  if (!match) throw new Error(`No figure ${label}`);
  return match.value;
}

/**
 * A mode by its id, taking values by name. A mode is typed with all its calculator's inputs, but it is given only
 * its own fields' values (never the input it finds), exactly what the examples pass.
 */
export function modeOf<R>(modes: readonly SolveMode<string, R, never>[], id: string) {
  const found = modes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No mode ${id}`);
  return found as unknown as SolveMode<string, R, Record<string, number>>;
}
