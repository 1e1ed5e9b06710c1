/**
 * Lump sum calculator: pure maths, no UI. Compounded annually:
 * maturity = amount x (1 + rate/100)^years. Each row gives that year's interest and the end-of-year balance;
 * the total deposit is constant (the amount).
 */

export interface LumpSumInputs { amount: number; annualRate: number; duration: number }
export interface LumpSumRow { year: number; totalDeposit: number; interestEarned: number; endOfYearBalance: number }
export interface LumpSumResult { maturityAmount: number; totalDeposit: number; rows: LumpSumRow[] }

/** Keeps every output a finite number: NaN -> 0, overflow saturates at +-Number.MAX_VALUE, -0 -> 0. */
const MAX = Number.MAX_VALUE;
function finite(x: number): number {
  if (x !== x) return 0; // NaN
  if (x > MAX) return MAX;
  if (x < -MAX) return -MAX;
  return x === 0 ? 0 : x;
}
const num = (x: number): number => (Number.isFinite(x) ? x : 0);
const wholeYears = (x: number): number => (Number.isFinite(x) && x > 0 ? Math.floor(x) : 0);

export function calculateLumpSum(i: LumpSumInputs): LumpSumResult {
  const amount = finite(num(i.amount));
  const years = wholeYears(i.duration);
  const growth = 1 + num(i.annualRate) / 100;
  const rows: LumpSumRow[] = [];
  let previous = amount;
  for (let year = 1; year <= years; year++) {
    // Each balance from the closed form, so the last row equals the maturity amount exactly.
    const balance = finite(amount * Math.pow(growth, year));
    rows.push({ year, totalDeposit: amount, interestEarned: finite(balance - previous), endOfYearBalance: balance });
    previous = balance;
  }
  const maturityAmount = years > 0 ? rows[rows.length - 1].endOfYearBalance : amount;
  return { maturityAmount, totalDeposit: amount, rows };
}
