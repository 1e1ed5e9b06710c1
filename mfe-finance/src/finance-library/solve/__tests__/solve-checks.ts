/*
 * What the Solve-for tests of every calculator read their answers with: the value of a solution (or the test fails
 * with the refusal's words), a refusal's words in rupees as the page writes them, and amounts to the cent.
 */
import { formatCurrency, moneyText, type Solution, type Solved } from '@calc/shared';

export const value = <T>(solved: Solved<T>): T => {
  if (!solved.ok) throw new Error(moneyText(solved.reason, String));
  return solved.value;
};
export const toCent = (x: number) => Math.round(x * 100) / 100;
/** Amounts in a refusal, as the page writes them in INR. */
export const inRupees = (amount: number) => formatCurrency(amount, 'INR');
export function solved<R, F extends string>(result: Solved<Solution<R, F>>): Solution<R, F> {
  if (!result.ok) throw new Error(moneyText(result.reason, inRupees));
  return result.value;
}
export function refused<R, F extends string>(result: Solved<Solution<R, F>>): string {
  if (result.ok) throw new Error('expected a refusal');
  return moneyText(result.reason, inRupees);
}
export const cents = (x: number) => Math.round(x * 100);
/** A worked example's figures as its rows print them. */
export const f = { money: (x: number) => (Math.round(x * 100) / 100 + 0).toFixed(2), percent: (x: number) => `${x.toFixed(2)}%` };
export const rows = (example: { rows: { label: string; value: string }[] }) => example.rows.map((row) => row.value);
