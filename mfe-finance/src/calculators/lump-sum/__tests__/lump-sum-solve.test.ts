/*
 * "Solve for" in the Lump Sum calculator: its inversions and its modes as the page runs them, each answer fed back
 * into the calculation to the cent (expected values from the formulas written out here, not from the solvers),
 * targets out of reach refused with why, and the explanation's "Solving backwards" example.
 */
import { calculateLumpSum } from '../lump-sum';
import { lumpSumAmountFor, lumpSumYearsFor } from '../lump-sum-solve';
import { lumpSumAmountMode, lumpSumDurationMode } from '../lump-sum-modes';
import { lumpSumSolvingExample } from '../lump-sum-solving-example';
import { value, toCent, solved, refused, cents, f, rows } from '../../../finance-library/solve/__tests__/solve-checks';

describe('Lump sum solved backwards', () => {
  it('the amount for a target, and the years an amount needs', () => {
    const amount = value(lumpSumAmountFor(1e6, 10, 10));
    expect(amount).toBeCloseTo(1e6 / Math.pow(1.1, 10), 8);
    expect(toCent(calculateLumpSum({ amount, annualRate: 10, duration: 10 }).maturityAmount)).toBe(1e6);
    // Doubling at 10 %: ln 2 / ln 1.1 = 7.2725 years, so 8 whole years.
    const years = value(lumpSumYearsFor(2e5, 1e5, 10));
    expect(years.exact).toBeCloseTo(Math.log(2) / Math.log(1.1), 12);
    expect(years.wholeYears).toBe(8);
    // Exactly 10 years, computed back: a float hair above 10 is still 10.
    expect(value(lumpSumYearsFor(1e5 * Math.pow(1.1, 10), 1e5, 10)).wholeYears).toBe(10);
    expect(lumpSumYearsFor(2e5, 1e5, 0).ok).toBe(false);
  });
});

describe('Lump Sum modes', () => {
  it.each([
    { annualRate: 12, duration: 10, targetAmount: 1e6 },
    { annualRate: 0, duration: 5, targetAmount: 250000 },
    { annualRate: -5, duration: 3, targetAmount: 100 },
  ])('Lump Sum Amount grows to the target to the cent (%o)', (given) => {
    const solution = solved(lumpSumAmountMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(given.targetAmount));
    expect(solution.figures[0].value).toBeCloseTo(given.targetAmount / Math.pow(1 + given.annualRate / 100, given.duration), 6);
  });

  it('Investment Duration (Years): ln(target / amount) / ln(1 + r), and the whole years', () => {
    const solution = solved(lumpSumDurationMode.solve({ amount: 100000, annualRate: 8, targetAmount: 300000 }));
    const exact = Math.log(3) / Math.log(1.08); // 14.27...
    expect(solution.figures[0].value).toBe(15);
    expect(solution.figures[1].value).toBe(`${exact.toFixed(2)} years`);
    expect(solution.result.maturityAmount).toBeCloseTo(100000 * Math.pow(1.08, 15), 6);
  });

  it('no growth, or a target past 100 years, is refused with what would work', () => {
    expect(refused(lumpSumDurationMode.solve({ amount: 1000, annualRate: 0, targetAmount: 2000 }))).toMatch(/raise the rate/);
    expect(refused(lumpSumDurationMode.solve({ amount: 1, annualRate: 1, targetAmount: 1e9 }))).toMatch(/100/);
  });
});

describe('solving example', () => {
  it('Lump Sum: 1,000,000 / 1.1^10 today, fed back to the target', () => {
    const [today, fedBack, , whole] = rows(lumpSumSolvingExample(f));
    expect(today).toBe((1e6 / Math.pow(1.1, 10)).toFixed(2));
    expect(fedBack).toBe('1000000.00');
    // ln(10/3) / ln(1.1) = 12.63 years: 13 whole years.
    expect(whole).toBe('13 years');
  });
});
