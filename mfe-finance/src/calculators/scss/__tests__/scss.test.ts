import { calculateScss, SCSS_PERIOD } from '../scss';
import { scssDepositMode } from '../scss-modes';

/*
 * Reference values by a different route from the calculator's (which multiplies D r / 4 by the count of quarters):
 * here the quarters are added one by one, as a passbook lists them, and the figures are checked against the issue's,
 * worked with integers (30,00,000 × 82 / 1000 / 4 = 61,500).
 */
describe('calculateScss', () => {
  it('the issue’s example: 30,00,000 at 8.2% pays 61,500 a quarter, 12,30,000 in 5 years', () => {
    const r = calculateScss({ deposit: 3000000, interestRate: 8.2, period: SCSS_PERIOD.term });
    expect(r.payout).toBeCloseTo((3000000 * 82) / 1000 / 4, 6);
    expect(r.payout).toBeCloseTo(61500, 6);
    let passbook = 0;
    for (let quarter = 1; quarter <= 20; quarter++) passbook += 61500;
    expect(r.totalInterest).toBeCloseTo(passbook, 4);
    expect(r.totalInterest).toBeCloseTo(1230000, 4);
    expect(r.periods).toHaveLength(20);
    expect(r.rows).toHaveLength(5);
    expect(r.totalReceived).toBeCloseTo(4230000, 4);
    expect(r.rows[4].depositReturned).toBe(3000000);
    expect(r.rows[3].depositReturned).toBe(0);
  });

  it('the extension by 3 years makes 32 quarters', () => {
    const r = calculateScss({ deposit: 3000000, interestRate: 8.2, period: SCSS_PERIOD.extended });
    expect(r.periods).toHaveLength(32);
    expect(r.totalInterest).toBeCloseTo(61500 * 32, 4);
  });

  it('80C caps at 1,50,000; TDS only above 1,00,000 of interest a year', () => {
    const big = calculateScss({ deposit: 3000000, interestRate: 8.2, period: 0 });
    expect(big.deduction80C).toBe(150000);
    // 2,46,000 of interest a year, 10% deducted.
    expect(big.yearlyTds).toBeCloseTo(24600, 6);
    const small = calculateScss({ deposit: 100000, interestRate: 8.2, period: 0 });
    expect(small.deduction80C).toBe(100000);
    expect(small.yearlyTds).toBe(0);
  });

  it('at 0% nothing is paid, and nothing is NaN', () => {
    const r = calculateScss({ deposit: 5000, interestRate: 0, period: 0 });
    expect(r.payout).toBe(0);
    expect(r.totalReceived).toBe(5000);
    expect(Number.isFinite(calculateScss({ deposit: NaN, interestRate: 100, period: 1 }).payout)).toBe(true);
  });
});

describe('Solve for: Deposit', () => {
  it('the deposit for 61,500 a quarter at 8.2% is 30,00,000', () => {
    const solved = scssDepositMode.solve({ targetQuarterlyIncome: 61500, interestRate: 8.2, period: 0 });
    expect(solved.ok && solved.value.figures[0].value).toBe(3000000);
  });

  it('rounds up to a multiple of 1,000, paying at least the income', () => {
    // 40,000 × 4 / 0.082 = 19,51,219.51…, so 19,52,000.
    const solved = scssDepositMode.solve({ targetQuarterlyIncome: 40000, interestRate: 8.2, period: 0 });
    expect(solved.ok && solved.value.figures[0].value).toBe(1952000);
    expect(solved.ok && solved.value.result.payout).toBeGreaterThanOrEqual(40000);
  });

  it('refuses an income above what 30,00,000 pays', () => {
    const solved = scssDepositMode.solve({ targetQuarterlyIncome: 70000, interestRate: 8.2, period: 0 });
    expect(solved.ok).toBe(false);
  });
});
