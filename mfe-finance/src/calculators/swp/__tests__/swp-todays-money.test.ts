import { calculateSwp } from '../swp';

/** An independent month loop: interest, then the withdrawal (or what is left), each withdrawal deflated at its month. */
function independent(p: number, annual: number, years: number, w: number, step: number, inflation: number) {
  let balance = p;
  let withdrawal = w;
  let today = 0;
  let month = 0;
  for (let y = 0; y < years && balance > 0; y++) {
    for (let m = 0; m < 12 && balance > 0; m++) {
      month += 1;
      balance *= 1 + annual / 1200;
      const taken = Math.min(balance, withdrawal);
      balance -= taken;
      today += taken / (1 + inflation / 100) ** (month / 12);
    }
    withdrawal *= 1 + step / 100;
  }
  return { balance, today };
}

describe('calculateSwp in today’s money', () => {
  it('each withdrawal at the prices of its month; the ending balance divided by (1 + inflation)^years', () => {
    const res = calculateSwp({
      initialInvestment: 1000000,
      annualRate: 8,
      duration: 10,
      withdrawalAmount: 8000,
      yearlyStepUp: 5,
      inflationRate: 6,
    });
    const expected = independent(1000000, 8, 10, 8000, 5, 6);
    expect(res.endingBalance).toBeCloseTo(expected.balance, 4);
    expect(res.today?.totalWithdrawals).toBeCloseTo(expected.today, 4);
    expect(res.today?.endingBalance).toBeCloseTo(expected.balance / 1.06 ** 10, 4);
    expect(res.today).toMatchObject({ inflationRate: 6, years: 10 });
  });

  it('a flat 1,000 a month at 0 % for 1 year, 12 % inflation: sum of 1000 / 1.12^(m/12), m = 1..12', () => {
    const res = calculateSwp({
      initialInvestment: 20000,
      annualRate: 0,
      duration: 1,
      withdrawalAmount: 1000,
      yearlyStepUp: 0,
      inflationRate: 12,
    });
    let sum = 0;
    for (let m = 1; m <= 12; m++) sum += 1000 / Math.pow(1.12, m / 12);
    expect(res.today?.totalWithdrawals).toBeCloseTo(sum, 8);
    expect(res.today?.endingBalance).toBeCloseTo(8000 / 1.12, 8);
    expect(res.rows[0].endBalanceToday).toBeCloseTo(8000 / 1.12, 8);
  });

  it('a plan that runs out counts the last, partial withdrawal at its month', () => {
    const res = calculateSwp({
      initialInvestment: 5000,
      annualRate: 0,
      duration: 2,
      withdrawalAmount: 2000,
      yearlyStepUp: 0,
      inflationRate: 6,
    });
    // 2000 in months 1 and 2, 1000 in month 3.
    const sum = 2000 / 1.06 ** (1 / 12) + 2000 / 1.06 ** (2 / 12) + 1000 / 1.06 ** (3 / 12);
    expect(res.today?.totalWithdrawals).toBeCloseTo(sum, 8);
    expect(res.today?.endingBalance).toBe(0);
  });

  it('leaves the nominal figures as they were; none given is 0 %', () => {
    const inputs = { initialInvestment: 100000, annualRate: 12, duration: 2, withdrawalAmount: 1000, yearlyStepUp: 10 };
    const without = calculateSwp(inputs);
    const withInflation = calculateSwp({ ...inputs, inflationRate: 6 });
    expect(withInflation.endingBalance).toBe(without.endingBalance);
    expect(withInflation.totalWithdrawals).toBe(without.totalWithdrawals);
    expect(withInflation.rows.map((r) => r.endBalance)).toEqual(without.rows.map((r) => r.endBalance));
    expect(without.today?.totalWithdrawals).toBeCloseTo(without.totalWithdrawals, 8);
    expect(without.today?.endingBalance).toBe(without.endingBalance);
  });
});
