import { calculateEpf, employerSplit, type EpfInputs } from '../epf';
import { EPF_RULES } from '../epf-rules';

const ISSUE: EpfInputs = {
  monthlyBasic: 50000,
  currentAge: 30,
  retirementAge: 58,
  salaryIncrease: 5,
  employeeContribution: 12,
  currentBalance: 0,
  interestRate: 8.25,
};

/**
 * The convention written out on its own, month by month: the month's interest on the balance it opened with is
 * set aside, the month's contributions are credited at its end, and the set-aside interest joins at the year's end.
 */
function monthByMonth(i: EpfInputs) {
  let balance = i.currentBalance;
  let salary = i.monthlyBasic;
  let employee = 0;
  let employer = 0;
  let interest = 0;
  let pending = 0; // interest accrued this year, credited at its end
  const yearEnds: number[] = [];
  for (let month = 1; month <= (i.retirementAge - i.currentAge) * 12; month++) {
    if (month > 1 && month % 12 === 1) salary *= 1 + i.salaryIncrease / 100;
    const accrued = (balance * i.interestRate) / 100 / 12; // on the balance the month opened with
    interest += accrued;
    pending += accrued;
    const own = (salary * i.employeeContribution) / 100;
    const pension = Math.min(salary * 0.0833, 1250);
    const theirs = salary * 0.12 - pension;
    balance += own + theirs;
    employee += own;
    employer += theirs;
    if (month % 12 === 0) {
      balance += pending;
      pending = 0;
      yearEnds.push(balance);
    }
  }
  return { balance, employee, employer, interest, yearEnds };
}
describe('calculateEpf', () => {
  it('the issue’s example: 50,000 from 30 to 58, +5% a year, 8.25%: corpus 2,27,49,267.27', () => {
    const r = calculateEpf(ISSUE);
    expect(r.years).toBe(28);
    expect(r.corpus).toBeCloseTo(22749267.27, 2);
    const loop = monthByMonth(ISSUE);
    expect(r.corpus).toBeCloseTo(loop.balance, 6);
    expect(r.employeeContributions).toBeCloseTo(loop.employee, 6);
    expect(r.employerContributions).toBeCloseTo(loop.employer, 6);
    expect(r.totalInterest).toBeCloseTo(loop.interest, 6);
    expect(r.rows.map((row) => row.closingBalance)).toEqual(loop.yearEnds.map((value) => expect.closeTo(value, 6)));
    expect(r.rows.at(-1)?.age).toBe(58);
  });

  it('the first year by hand: 6,000 + 4,750 credited each month, interest 66 months of 10,750 at 8.25%/12', () => {
    const r = calculateEpf({ ...ISSUE, retirementAge: 31 });
    // Employee 12% of 50,000 = 6,000; employer 6,000 less 1,250 to EPS = 4,750.
    expect(r.employeeContributions).toBe(72000);
    expect(r.employerContributions).toBe(57000);
    expect(r.pensionContributions).toBe(15000);
    // (0 + 1 + ... + 11) x 10,750 x 0.0825 / 12 = 4,877.8125
    expect(r.totalInterest).toBeCloseTo(4877.8125, 9);
    expect(r.corpus).toBeCloseTo(129000 + 4877.8125, 9);
  });

  it('below the wage ceiling EPS takes 8.33% of pay; at 15,000 and above it is capped at 1,250', () => {
    expect(employerSplit(10000).eps).toBeCloseTo(833, 10);
    expect(employerSplit(10000).epf).toBeCloseTo(367, 10);
    expect(employerSplit(15000).eps).toBeCloseTo(1249.5, 10);
    expect(employerSplit(15010).eps).toBe(EPF_RULES.epsMonthlyCap);
    expect(employerSplit(100000).epf).toBe(12000 - 1250);
  });

  it('a balance brought in earns the whole year’s interest; the salary rises once a year', () => {
    const inputs = { ...ISSUE, monthlyBasic: 20000, currentAge: 50, currentBalance: 500000, salaryIncrease: 10 };
    const r = calculateEpf(inputs);
    const loop = monthByMonth(inputs);
    expect(r.corpus).toBeCloseTo(loop.balance, 6);
    expect(r.rows[0].monthlyBasic).toBe(20000);
    expect(r.rows[1].monthlyBasic).toBeCloseTo(22000, 9);
    expect(r.corpus).toBeCloseTo(r.openingBalance + r.employeeContributions + r.employerContributions + r.totalInterest, 6);
  });

  it('at 0% the corpus is the balance and contributions; no years, nothing', () => {
    const r = calculateEpf({ ...ISSUE, interestRate: 0, salaryIncrease: 0, currentAge: 55, currentBalance: 1000 });
    expect(r.corpus).toBe(1000 + 3 * 12 * (6000 + 4750));
    expect(calculateEpf({ ...ISSUE, currentAge: 58 }).rows).toEqual([]);
    expect(calculateEpf({ ...ISSUE, currentAge: 58 }).corpus).toBe(0);
  });

  it('the largest inputs stay finite', () => {
    const r = calculateEpf({
      ...ISSUE,
      monthlyBasic: 1e12,
      currentAge: 18,
      retirementAge: 60,
      salaryIncrease: 100,
      interestRate: 100,
    });
    expect(Number.isFinite(r.corpus)).toBe(true);
    expect(Number.isFinite(r.totalInterest)).toBe(true);
  });
});
