/**
 * Flat vs reducing rate calculator: pure maths, no UI.
 *
 * At a flat rate f the interest is charged on the whole loan P for the whole tenure Y, however much is repaid:
 *   interest = P f Y,   EMI = (P + P f Y) / (12 Y).
 * The equivalent reducing rate R is the reducing-balance rate with that same EMI over the same 12 Y months:
 *   P i / (1 - (1 + i)^-(12Y)) = EMI,   i = R / 12,
 * found by bisection on the loan calculator's own EMI (calculateLoan), which rises with the rate, to 1e-10 of a
 * percent. Beside it, the same loan on a reducing balance at the flat rate's figure, f: what the flat rate hides.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { calculateLoan, type LoanResult } from '../../finance-library/loan/loan';
import { bisectIncreasing } from '../../finance-library/solve/solve';

export interface FlatVsReducingInputs {
  loanAmount: number;
  flatRate: number;
  tenure: number;
}

export interface FlatVsReducingRow {
  year: number;
  /** The same every year: the flat rate on the whole loan. */
  flatInterest: number;
  /** At the flat rate's figure on a reducing balance: falls as the loan is repaid. */
  reducingInterest: number;
  reducingBalance: number;
}

export interface FlatVsReducingResult {
  flatEmi: number;
  flatTotalInterest: number;
  /** The reducing-balance rate a year, in percent, with the flat EMI. */
  equivalentRate: number;
  /** EMI and interest of a reducing-balance loan at the flat rate's figure. */
  reducingEmi: number;
  reducingTotalInterest: number;
  /** How much more the flat rate costs than the same figure on a reducing balance. */
  extraInterest: number;
  loanAmount: number;
  tenure: number;
  rows: FlatVsReducingRow[];
}

export const EMPTY_FLAT_VS_REDUCING: FlatVsReducingResult = {
  flatEmi: 0,
  flatTotalInterest: 0,
  equivalentRate: 0,
  reducingEmi: 0,
  reducingTotalInterest: 0,
  extraInterest: 0,
  loanAmount: 0,
  tenure: 0,
  rows: [],
};

/** The bisection stops within this share of the rate (of a percent below 1%): 1e-12 x 100% = 1e-10 of a percent. */
const RATE_TOLERANCE = 1e-12;

/** The reducing-balance rate (percent a year) whose EMI over `years` is `emi`; 0 when the EMI only repays P. */
export function equivalentReducingRate(loanAmount: number, emi: number, years: number): number {
  const emiAt = (rate: number) => calculateLoan({ loanAmount, annualRate: rate, tenure: years }).emi;
  if (!(emi > emiAt(0))) return 0;
  let high = 1;
  while (emiAt(high) < emi && high < 1e6) high *= 2;
  return bisectIncreasing((rate) => emiAt(rate) - emi, 0, high, RATE_TOLERANCE);
}

export function calculateFlatVsReducing(i: FlatVsReducingInputs): FlatVsReducingResult {
  const principal = finite(Math.max(0, num(i.loanAmount)));
  const years = wholeYears(i.tenure);
  const flatRate = Math.max(0, num(i.flatRate));
  if (years === 0 || principal === 0) return { ...EMPTY_FLAT_VS_REDUCING, loanAmount: principal, tenure: years };
  const yearlyInterest = finite((principal * flatRate) / 100);
  const flatTotalInterest = finite(yearlyInterest * years);
  const flatEmi = finite((principal + flatTotalInterest) / (12 * years));
  const reducing: LoanResult = calculateLoan({ loanAmount: principal, annualRate: flatRate, tenure: years });
  return {
    flatEmi,
    flatTotalInterest,
    equivalentRate: equivalentReducingRate(principal, flatEmi, years),
    reducingEmi: reducing.emi,
    reducingTotalInterest: reducing.totalInterest,
    extraInterest: finite(flatTotalInterest - reducing.totalInterest),
    loanAmount: principal,
    tenure: years,
    rows: reducing.rows.map((row) => ({
      year: row.year,
      flatInterest: yearlyInterest,
      reducingInterest: row.interestPaid,
      reducingBalance: row.remainingBalance,
    })),
  };
}
