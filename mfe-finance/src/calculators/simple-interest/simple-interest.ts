/**
 * Simple interest calculator: pure maths, no UI. Interest is earned on the principal only, never on past interest:
 *   I = P r t,   total amount = P + I,   t whole years.
 * Each yearly row adds the same year's interest P r.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';

export interface SimpleInterestInputs {
  principal: number;
  annualRate: number;
  timePeriod: number;
}
export interface SimpleInterestRow {
  year: number;
  interestEarned: number;
  totalInterest: number;
  totalAmount: number;
}
export interface SimpleInterestResult {
  principal: number;
  interest: number;
  totalAmount: number;
  rows: SimpleInterestRow[];
}

export function calculateSimpleInterest(i: SimpleInterestInputs): SimpleInterestResult {
  const principal = finite(num(i.principal));
  const years = wholeYears(i.timePeriod);
  const yearly = finite((principal * num(i.annualRate)) / 100);
  const rows: SimpleInterestRow[] = [];
  for (let year = 1; year <= years; year++) {
    // Multiplied, not added up, so the last row is P r t exactly.
    const totalInterest = finite(yearly * year);
    rows.push({ year, interestEarned: yearly, totalInterest, totalAmount: finite(principal + totalInterest) });
  }
  const interest = finite(yearly * years);
  return { principal, interest, totalAmount: finite(principal + interest), rows };
}
