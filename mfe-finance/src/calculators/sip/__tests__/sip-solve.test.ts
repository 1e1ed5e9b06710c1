/*
 * "Solve for" in the SIP calculator: its inversions and its modes as the page runs them, each answer fed back
 * into the calculation to the cent (expected values from the formulas written out here, not from the solvers),
 * targets out of reach refused with why, and the explanation's "Solving backwards" example.
 */
import { calculateSip } from '../sip';
import { sipAmountFor, sipRateFor, sipYearsFor } from '../sip-solve';
import { sipAmountMode, sipDurationMode, sipRateMode } from '../sip-modes';
import { sipSolvingExample } from '../sip-solving-example';
import { value, toCent, solved, refused, cents, f, rows } from '../../../finance-library/solve/__tests__/solve-checks';

describe('SIP solved backwards', () => {
  it.each([
    { annualRate: 12, duration: 15, stepUp: 0 },
    { annualRate: 12, duration: 15, stepUp: 10 },
    { annualRate: 0, duration: 10, stepUp: 0 },
    { annualRate: 0, duration: 10, stepUp: 5 },
    { annualRate: -5, duration: 20, stepUp: 3 },
  ])('the monthly amount for 1 crore reproduces it to the cent (%o)', (inputs) => {
    const amount = value(sipAmountFor(1e7, inputs));
    expect(toCent(calculateSip({ ...inputs, sipAmount: amount }).maturityAmount)).toBe(1e7);
  });

  it('closed form without step-up: P = FV i / ((1 + i)^n - 1) / (1 + i)', () => {
    const i = 0.12 / 12;
    const n = 180;
    const expected = (1e7 * i) / (Math.pow(1 + i, n) - 1) / (1 + i);
    expect(value(sipAmountFor(1e7, { annualRate: 12, duration: 15, stepUp: 0 }))).toBeCloseTo(expected, 6);
    // At 0 % the deposits are the target: 1 crore over 120 months.
    expect(value(sipAmountFor(1e7, { annualRate: 0, duration: 10, stepUp: 0 }))).toBeCloseTo(1e7 / 120, 9);
  });

  it('the years needed: whole years and the month the target is first reached', () => {
    const solved = value(sipYearsFor(1e6, { sipAmount: 10000, annualRate: 0, stepUp: 0 }));
    expect(solved).toEqual({ wholeYears: 9, months: 100 }); // 100 deposits of 10000
    const withRate = value(sipYearsFor(1e7, { sipAmount: 20000, annualRate: 12, stepUp: 0 }));
    const reached = calculateSip({ sipAmount: 20000, annualRate: 12, duration: withRate.wholeYears, stepUp: 0 });
    const before = calculateSip({ sipAmount: 20000, annualRate: 12, duration: withRate.wholeYears - 1, stepUp: 0 });
    expect(reached.maturityAmount).toBeGreaterThanOrEqual(1e7);
    expect(before.maturityAmount).toBeLessThan(1e7);
    expect(sipYearsFor(1e12, { sipAmount: 1, annualRate: 0, stepUp: 0 }).ok).toBe(false);
  });

  it('the rate that reaches the target reproduces it to the cent; an unreachable target says why', () => {
    const rate = value(sipRateFor(5e6, { sipAmount: 10000, duration: 15, stepUp: 5 }));
    expect(toCent(calculateSip({ sipAmount: 10000, duration: 15, stepUp: 5, annualRate: rate }).maturityAmount)).toBe(5e6);
    const unreachable = sipRateFor(1e12, { sipAmount: 100, duration: 1, stepUp: 0 });
    expect(unreachable).toEqual({ ok: false, reason: expect.stringMatching(/Not even 100 %/) });
  });
});

describe('SIP modes', () => {
  it.each([
    { annualRate: 12, duration: 15, stepUp: 0, targetAmount: 1e7 },
    { annualRate: 12, duration: 15, stepUp: 10, targetAmount: 1e7 },
    { annualRate: 0, duration: 10, stepUp: 0, targetAmount: 600000 },
    { annualRate: 0, duration: 10, stepUp: 5, targetAmount: 987654.32 },
  ])('Monthly SIP Amount reaches the target to the cent (%o)', (given) => {
    const solution = solved(sipAmountMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(given.targetAmount));
    expect(solution.figures[0].label).toBe('Monthly SIP Amount');
    if (given.annualRate === 0 && given.stepUp === 0) {
      // At 0 % the deposits are the target: 600000 over 120 months is 5000 a month.
      expect(solution.figures[0].value).toBeCloseTo(given.targetAmount / (given.duration * 12), 9);
    }
  });

  it('Investment Duration (Years): the first whole year that reaches the target, and the month it is reached', () => {
    const given = { sipAmount: 10000, annualRate: 12, stepUp: 0, targetAmount: 4.5e6 };
    const solution = solved(sipDurationMode.solve(given));
    // Independently: the month the balance first reaches 45 lakh at 1 % a month.
    let balance = 0;
    let month = 0;
    while (balance < given.targetAmount) {
      month++;
      balance = (balance + 10000) * 1.01;
    }
    const years = Math.ceil(month / 12);
    expect(solution.figures[0].value).toBe(years);
    expect(month % 12).not.toBe(0);
    expect(solution.figures[1].value).toBe(`${Math.floor(month / 12)} years ${month % 12} months`);
    expect(solution.result.maturityAmount).toBeGreaterThanOrEqual(given.targetAmount);
    expect(calculateSip({ ...given, duration: years - 1 }).maturityAmount).toBeLessThan(given.targetAmount);
  });

  it.each([0, 10])('Annual Interest Rate (%%) reaches the target to the cent (step-up %d %%)', (stepUp) => {
    const given = { sipAmount: 5000, duration: 20, stepUp, targetAmount: 5e6 };
    const solution = solved(sipRateMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(5e6));
    expect(solution.figures[0].format).toBe('percent');
  });

  it('a target the deposits pass even at the lowest rate, or one out of reach, is refused with a reason', () => {
    expect(refused(sipRateMode.solve({ sipAmount: 5000, duration: 20, stepUp: 0, targetAmount: 1000 }))).toMatch(/lowest rate/);
    expect(refused(sipDurationMode.solve({ sipAmount: 1, annualRate: 0, stepUp: 0, targetAmount: 1e9 }))).toMatch(
      /raise the monthly amount/,
    );
  });
});

describe('solving example', () => {
  it('SIP: the monthly amount fed back matures to the target', () => {
    const [monthly, fedBack] = rows(sipSolvingExample(f));
    expect(fedBack).toBe('10000000.00');
    expect(Number(monthly)).toBeGreaterThan(0);
  });
});
