/*
 * XIRR against values found without the solver: Microsoft's documented example, the two-flow closed form
 * (FV / PV)^(365 / days) − 1, a quadratic with two known roots, and the net present value computed directly.
 */
import {
  calculateXirr,
  dayNumber,
  INVALID_DATE_MESSAGE,
  NO_RATE_MESSAGE,
  ONE_DATE_MESSAGE,
  ONE_SIGN_MESSAGE,
  TOO_FEW_MESSAGE,
  type CashFlow,
  type XirrResult,
} from '../xirr';

const rateOf = (result: XirrResult) => {
  if (!result.ok) throw new Error(result.reason);
  return result.rate;
};
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000;

/** Σ amount / (1 + x)^(days / 365), straight from the definition. */
function npv(flows: CashFlow[], ratePercent: number): number {
  const first = flows.map((f) => f.date).sort()[0];
  return flows.reduce((total, f) => total + f.amount / (1 + ratePercent / 100) ** (daysBetween(first, f.date) / 365), 0);
}

const MICROSOFT: CashFlow[] = [
  { date: '2008-01-01', amount: -10000 },
  { date: '2008-03-01', amount: 2750 },
  { date: '2008-10-30', amount: 4250 },
  { date: '2009-02-15', amount: 3250 },
  { date: '2009-04-01', amount: 2750 },
];

describe('calculateXirr', () => {
  it('Microsoft’s XIRR example: 37.3362535 %', () => {
    const result = calculateXirr(MICROSOFT);
    expect(rateOf(result)).toBeCloseTo(37.3362535, 6);
    expect(Math.abs(npv(MICROSOFT, rateOf(result)))).toBeLessThan(1e-6);
  });

  it('the order of the rows does not matter', () => {
    const shuffled = [MICROSOFT[3], MICROSOFT[0], MICROSOFT[4], MICROSOFT[2], MICROSOFT[1]];
    expect(rateOf(calculateXirr(shuffled))).toBeCloseTo(rateOf(calculateXirr(MICROSOFT)), 10);
  });

  it.each([
    ['gain over 3½ years', '2020-01-01', -1000, '2023-06-15', 1500],
    ['one exact year at 12 %', '2021-01-01', -100000, '2022-01-01', 112000],
    ['a loss of half in a year', '2022-03-01', -1000, '2023-03-01', 500],
    ['−99.985 % (near the lowest rate)', '2021-01-01', -10000, '2022-01-01', 1.5],
    ['a day’s small gain', '2024-01-01', -100000, '2024-01-02', 100010],
    ['doubling in ten days (a rate near 10^13 %)', '2024-01-01', -100, '2024-01-11', 200],
    ['thirty years', '1995-07-10', -50000, '2025-07-10', 1250000],
  ])('two flows, %s: the closed form (FV/PV)^(365/days) − 1', (_, d0, pv, d1, fv) => {
    const exact = ((-fv / pv) ** (365 / daysBetween(d0, d1)) - 1) * 100;
    const rate = rateOf(
      calculateXirr([
        { date: d0, amount: pv },
        { date: d1, amount: fv },
      ]),
    );
    // To 1e-10 as a fraction (1e-8 in percent), relative for rates too large for that.
    expect(Math.abs(rate - exact)).toBeLessThanOrEqual(1e-8 * Math.max(1, Math.abs(exact) / 100));
  });

  it('the redemption first and the investment later is the same equation', () => {
    // Receive 1,000, repay 1,100 two years later (730 days).
    const flows = [
      { date: '2021-01-01', amount: 1000 },
      { date: '2023-01-01', amount: -1100 },
    ];
    // Σ = 1000 − 1100 v^2 = 0: v = √(1000/1100), x = 1/v − 1 = √1.1 − 1 = 4.88088 %.
    expect(rateOf(calculateXirr(flows))).toBeCloseTo((Math.sqrt(1.1) - 1) * 100, 8);
  });

  it('two roots (10 % and 20 %): the one nearest a spreadsheet’s 10 % guess', () => {
    // −100 + 230 v − 132 v² = 0 with v = 1/(1+x) over whole 365-day years: v = 240/264 or 220/264.
    const flows = [
      { date: '2021-01-01', amount: -100 },
      { date: '2022-01-01', amount: 230 },
      { date: '2023-01-01', amount: -132 },
    ];
    expect(rateOf(calculateXirr(flows))).toBeCloseTo(10, 8);
  });

  it('many flows: the rate zeroes the net present value computed independently', () => {
    // A monthly SIP of 5,000 for 3 years, then the fund is worth 2,30,000.
    const flows: CashFlow[] = [];
    for (let m = 0; m < 36; m++)
      flows.push({ date: `${2021 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-05`, amount: -5000 });
    flows.push({ date: '2024-01-05', amount: 230000 });
    const rate = rateOf(calculateXirr(flows));
    expect(rate).toBeGreaterThan(0);
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-5);
    // 1e-10 either side changes the sign of the NPV.
    expect(Math.sign(npv(flows, rate - 1e-8))).not.toBe(Math.sign(npv(flows, rate + 1e-8)));
  });

  it('a summary of the flows', () => {
    const result = calculateXirr(MICROSOFT);
    expect(result).toMatchObject({
      totalInvested: 10000,
      totalReturned: 13000,
      netGain: 3000,
      firstDate: '2008-01-01',
      lastDate: '2009-04-01',
      days: 456, // 2008 is a leap year: 366 − 0 + 90
    });
  });
});

describe('when there is no XIRR', () => {
  it('all flows one sign', () => {
    const investments = [
      { date: '2020-01-01', amount: -100 },
      { date: '2021-01-01', amount: -100 },
    ];
    expect(calculateXirr(investments)).toMatchObject({ ok: false, reason: ONE_SIGN_MESSAGE, totalInvested: 200 });
    expect(calculateXirr(investments.map((f) => ({ ...f, amount: 100 })))).toMatchObject({ reason: ONE_SIGN_MESSAGE });
    expect(calculateXirr(investments.map((f) => ({ ...f, amount: 0 })))).toMatchObject({ reason: ONE_SIGN_MESSAGE });
  });
  it('fewer than two flows', () => {
    expect(calculateXirr([])).toEqual({ ok: false, reason: TOO_FEW_MESSAGE });
    expect(calculateXirr([{ date: '2020-01-01', amount: -1 }])).toEqual({ ok: false, reason: TOO_FEW_MESSAGE });
  });
  it('a date that does not exist', () => {
    const flows = [
      { date: '2023-02-30', amount: -1 },
      { date: '2024-01-01', amount: 2 },
    ];
    expect(calculateXirr(flows)).toEqual({ ok: false, reason: INVALID_DATE_MESSAGE });
    expect(dayNumber('2024-02-29')).toBe(19782);
    expect(dayNumber('2023-13-01')).toBeNull();
    expect(dayNumber('1/1/2020')).toBeNull();
  });
  it('every flow on one date', () => {
    const flows = [
      { date: '2024-01-01', amount: -100 },
      { date: '2024-01-01', amount: 100 },
    ];
    expect(calculateXirr(flows)).toMatchObject({ ok: false, reason: ONE_DATE_MESSAGE });
  });
  it('no rate balances the flows (the sum is negative at every rate)', () => {
    // −100 now, +50 in a year, −100 in two years: −100 + 50 v − 100 v² < 0 for all v > 0 (discriminant < 0).
    const flows = [
      { date: '2021-01-01', amount: -100 },
      { date: '2022-01-01', amount: 50 },
      { date: '2023-01-01', amount: -100 },
    ];
    expect(calculateXirr(flows)).toMatchObject({ ok: false, reason: NO_RATE_MESSAGE });
  });
  it('a loss beyond −99.99 % cannot be found', () => {
    const flows = [
      { date: '2021-01-01', amount: -1000000 },
      { date: '2022-01-01', amount: 1 },
    ];
    expect(calculateXirr(flows)).toMatchObject({ ok: false, reason: NO_RATE_MESSAGE });
  });
});
