/**
 * XIRR: the annual rate x at which dated cash flows are worth nothing together, as spreadsheets define it:
 *   Σ amount_k / (1 + x)^(days_k / 365) = 0,   days_k = actual days from the earliest date.
 * Investments are negative, redemptions positive. Pure maths, no UI.
 *
 * Solved in y = ln(1 + x), on h(y) = ln(Σ positive terms) − ln(Σ negative terms), whose root is the same: each
 * sum is a log-sum-exp, so nothing overflows from −99.99 % (y ≈ −9.2) to rates of 10^300 % over years of flows.
 * A scan of y finds the sign changes of h; the one nearest 10 % (a spreadsheet's default guess) is refined by
 * Newton's method kept inside its bracket (bisection whenever a Newton step leaves it), to 1e-10 in the rate.
 */

export interface CashFlow {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  amount: number;
}

export interface XirrSummary {
  /** Sum of the negative amounts, as a positive number. */
  totalInvested: number;
  /** Sum of the positive amounts. */
  totalReturned: number;
  /** Returned − invested. */
  netGain: number;
  firstDate: string;
  lastDate: string;
  /** Actual days from the first date to the last. */
  days: number;
}

export type XirrResult =
  ({ ok: true; /** Percent a year. */ rate: number } & XirrSummary) | ({ ok: false; reason: string } & Partial<XirrSummary>);

export const LOWEST_RATE = -0.9999;
export const TOO_FEW_MESSAGE = 'Enter at least two cash flows, each with a date and an amount.';
export const ONE_SIGN_MESSAGE = 'XIRR needs at least one investment (a negative amount) and one redemption (a positive amount).';
export const NO_RATE_MESSAGE =
  'No annual rate from −99.99% upwards makes these cash flows add up to zero, so there is no XIRR. Check the dates and the signs of the amounts.';
export const ONE_DATE_MESSAGE = 'All the cash flows are on one date: XIRR needs at least two different dates.';
export const INVALID_DATE_MESSAGE = 'Enter each date as a real calendar date (YYYY-MM-DD).';

const DAY_MS = 86_400_000;
const Y_LOW = Math.log1p(LOWEST_RATE);
/** (1 + x) = e^700 keeps x, and x as a percent, finite. */
const Y_HIGH = 700;
const Y_GUESS = Math.log1p(0.1);

/** Days since 1970-01-01 of a valid ISO date, or null. */
export function dayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2023-02-30 over to March: a date that does not come back unchanged does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

/** ln Σ exp(terms), without overflow; −Infinity for no terms. */
function logSumExp(terms: number[]): number {
  let max = -Infinity;
  for (const t of terms) if (t > max) max = t;
  if (max === -Infinity) return -Infinity;
  let total = 0;
  for (const t of terms) total += Math.exp(t - max);
  return max + Math.log(total);
}

interface Flow {
  years: number;
  amount: number;
}

/** h(y) and h'(y): the log of the positive side's present value less the negative side's. */
function h(flows: Flow[], y: number): { value: number; slope: number } {
  const side = (positive: boolean) => {
    const chosen = flows.filter((f) => (positive ? f.amount > 0 : f.amount < 0));
    const logs = chosen.map((f) => Math.log(Math.abs(f.amount)) - y * f.years);
    const log = logSumExp(logs);
    // d/dy ln Σ a e^{-y t} = −(weighted mean of t).
    let meanYears = 0;
    for (let k = 0; k < chosen.length; k++) meanYears += Math.exp(logs[k] - log) * chosen[k].years;
    return { log, meanYears };
  };
  const p = side(true);
  const n = side(false);
  return { value: p.log - n.log, slope: n.meanYears - p.meanYears };
}

/** The scan's points in y: fine near 0 (rates near 0 %), wider further out, from Y_LOW to Y_HIGH. */
function scanPoints(): number[] {
  const points = [0];
  for (let step = 0.001; step < Y_HIGH; step *= 1.15) {
    points.push(step);
    if (-step > Y_LOW) points.push(-step);
  }
  points.push(Y_LOW, Y_HIGH);
  return points.sort((a, b) => a - b);
}
const SCAN = scanPoints();

/** The root of h in [lo, hi] (h(lo), h(hi) of opposite signs): Newton inside the bracket, bisection as fallback. */
function refine(flows: Flow[], lo: number, hi: number): number {
  let hLo = h(flows, lo).value;
  let y = (lo + hi) / 2;
  for (let iteration = 0; iteration < 300; iteration++) {
    const { value, slope } = h(flows, y);
    if (value === 0) return y;
    if (Math.sign(value) === Math.sign(hLo)) {
      lo = y;
      hLo = value;
    } else hi = y;
    const newton = y - value / slope;
    const next = Number.isFinite(newton) && newton > lo && newton < hi ? newton : (lo + hi) / 2;
    // 1e-10 in the rate x = e^y − 1 is (1 + x)·|Δy|; stop well inside it.
    if (Math.abs(next - y) * Math.exp(next) < 1e-13 || hi - lo < 1e-15 * Math.max(1, Math.abs(y))) return next;
    y = next;
  }
  return y;
}

/** The flows as years from the earliest date; null for a date that does not exist. */
function toFlows(cashFlows: CashFlow[]): { flows: Flow[]; first: number; last: number } | null {
  const days = cashFlows.map((f) => dayNumber(f.date));
  if (days.some((d) => d === null)) return null;
  const numbers = days as number[];
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return { flows: cashFlows.map((f, k) => ({ years: (numbers[k] - first) / 365, amount: f.amount })), first, last };
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function summaryOf(cashFlows: CashFlow[]): XirrSummary | null {
  const parsed = toFlows(cashFlows);
  if (!parsed || cashFlows.length === 0) return null;
  const totalInvested = -cashFlows.filter((f) => f.amount < 0).reduce((a, f) => a + f.amount, 0);
  const totalReturned = cashFlows.filter((f) => f.amount > 0).reduce((a, f) => a + f.amount, 0);
  return {
    totalInvested: totalInvested === 0 ? 0 : totalInvested,
    totalReturned,
    netGain: totalReturned - totalInvested,
    firstDate: isoOf(parsed.first),
    lastDate: isoOf(parsed.last),
    days: parsed.last - parsed.first,
  };
}

export function calculateXirr(cashFlows: CashFlow[]): XirrResult {
  const given = cashFlows.filter((f) => Number.isFinite(f.amount));
  if (given.length < 2) return { ok: false, reason: TOO_FEW_MESSAGE };
  const parsed = toFlows(given);
  const summary = summaryOf(given);
  if (!parsed || !summary) return { ok: false, reason: INVALID_DATE_MESSAGE };
  if (!given.some((f) => f.amount < 0) || !given.some((f) => f.amount > 0))
    return { ok: false, reason: ONE_SIGN_MESSAGE, ...summary };
  // On one date no time passes: every rate, or none, balances the flows.
  if (summary.days === 0) return { ok: false, reason: ONE_DATE_MESSAGE, ...summary };

  // Every sign change of h on the scan brackets a root; of the roots, the one nearest a spreadsheet's 10 % guess.
  const { flows } = parsed;
  const roots: number[] = [];
  let previous = SCAN[0];
  let hPrevious = h(flows, previous).value;
  if (hPrevious === 0) roots.push(previous);
  for (const y of SCAN.slice(1)) {
    const hy = h(flows, y).value;
    if (hy === 0) roots.push(y);
    else if (hPrevious !== 0 && Math.sign(hy) !== Math.sign(hPrevious)) roots.push(refine(flows, previous, y));
    previous = y;
    hPrevious = hy;
  }
  const distance = (root: number) => Math.abs(root - Y_GUESS);
  const y = roots.reduce<number | null>((best, root) => (best === null || distance(root) < distance(best) ? root : best), null);
  if (y === null || !Number.isFinite(y)) return { ok: false, reason: NO_RATE_MESSAGE, ...summary };
  return { ok: true, rate: Math.expm1(y) * 100, ...summary };
}
