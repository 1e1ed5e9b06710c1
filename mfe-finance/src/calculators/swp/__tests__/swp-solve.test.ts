/*
 * "Solve for" in the SWP calculator: its inversions and its modes as the page runs them, each answer fed back
 * into the calculation to the cent (expected values from the formulas written out here, not from the solvers),
 * targets out of reach refused with why, and the explanation's "Solving backwards" example.
 */
import { calculateSwp } from '../swp';
import { swpWithdrawalFor } from '../swp-solve';
import { swpWithdrawalMode } from '../swp-modes';
import { swpSolvingExample } from '../swp-solving-example';
import { value, solved, refused, cents, f, rows } from '../../../finance-library/solve/__tests__/solve-checks';

describe('SWP solved backwards', () => {
  it.each([
    { annualRate: 8, duration: 20, yearlyStepUp: 0 },
    { annualRate: 8, duration: 20, yearlyStepUp: 5 },
    { annualRate: 0, duration: 10, yearlyStepUp: 0 },
  ])('the largest withdrawal that lasts the whole duration (%o)', (inputs) => {
    const initialInvestment = 1e7;
    const withdrawal = value(swpWithdrawalFor({ ...inputs, initialInvestment }));
    const lasts = calculateSwp({ ...inputs, initialInvestment, withdrawalAmount: withdrawal * (1 - 1e-12) });
    expect(lasts.rows).toHaveLength(inputs.duration);
    expect(lasts.endingBalance).toBeGreaterThanOrEqual(0);
    expect(lasts.endingBalance).toBeLessThan(0.001); // nothing but float dust is left
    const more = calculateSwp({ ...inputs, initialInvestment, withdrawalAmount: withdrawal * 1.0001 });
    expect(more.endingBalance).toBe(0);
  });

  it('closed form without step-up: W = B i (1 + i)^n / ((1 + i)^n - 1); at 0 % the money over the months', () => {
    const i = 0.08 / 12;
    const n = 240;
    const expected = (1e7 * i * Math.pow(1 + i, n)) / (Math.pow(1 + i, n) - 1);
    expect(value(swpWithdrawalFor({ initialInvestment: 1e7, annualRate: 8, duration: 20, yearlyStepUp: 0 }))).toBeCloseTo(
      expected,
      6,
    );
    expect(value(swpWithdrawalFor({ initialInvestment: 1.2e6, annualRate: 0, duration: 10, yearlyStepUp: 0 }))).toBeCloseTo(
      10000,
      9,
    );
  });
});

describe('SWP mode', () => {
  it.each([
    { initialInvestment: 1e6, annualRate: 8, duration: 20, yearlyStepUp: 0, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 8, duration: 20, yearlyStepUp: 5, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 0, duration: 10, yearlyStepUp: 0, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 10, duration: 15, yearlyStepUp: 3, leaveAtEnd: 250000 },
  ])('Monthly Withdrawal Amount lasts the whole duration and leaves what was asked, to the cent (%o)', (given) => {
    const solution = solved(swpWithdrawalMode.solve(given));
    const withdrawal = solution.figures[0].value as number;
    expect(cents(solution.result.endingBalance)).toBe(cents(given.leaveAtEnd));
    expect(solution.result.rows).toHaveLength(given.duration);
    if (given.annualRate === 0 && given.yearlyStepUp === 0) expect(withdrawal).toBeCloseTo(1e6 / 120, 9);
    // A rupee more a month runs out before the end (or leaves less than asked).
    const more = calculateSwp({ ...given, withdrawalAmount: withdrawal + 1 });
    expect(more.endingBalance).toBeLessThan(given.leaveAtEnd || 1e-9);
    expect(solution.note?.tone).toBe('good');
  });

  it('an amount to leave above what the investment grows to is refused', () => {
    const reason = refused(
      swpWithdrawalMode.solve({
        initialInvestment: 1000,
        annualRate: 0,
        duration: 5,
        yearlyStepUp: 0,
        leaveAtEnd: 5000,
      }),
    );
    expect(reason).toMatch(/lower that amount/);
  });
});

describe('solving example', () => {
  it('SWP: the withdrawals leave 0 and 500,000 to the cent', () => {
    const [, spent, , kept] = rows(swpSolvingExample(f));
    expect(spent).toBe('0.00');
    expect(kept).toBe('500000.00');
  });
});
