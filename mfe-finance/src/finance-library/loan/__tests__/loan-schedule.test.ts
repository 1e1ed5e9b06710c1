import { calculateLoan } from '../loan';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the monthly schedule', () => {
  it('100,000 at 12 % over 1 year: month 1 by hand, 12 months, paid off exactly', () => {
    const res = calculateLoan({ loanAmount: 100000, annualRate: 12, tenure: 1 });
    // r = 1 %: EMI = 100000 x 0.01 / (1 - 1.01^-12) = 8884.88; interest of month 1 = 1000, principal = 7884.88
    expect(res.months).toHaveLength(12);
    expect(res.months[0].month).toBe(1);
    expect(res.months[0].payment).toBeCloseTo(8884.88, 2);
    expect(res.months[0].interestPaid).toBeCloseTo(1000, 6);
    expect(res.months[0].principalPaid).toBeCloseTo(7884.88, 2);
    expect(res.months[0].remainingBalance).toBeCloseTo(92115.12, 2);
    expect(res.months[11].remainingBalance).toBe(0);
    expect(sum(res.months.map((m) => m.principalPaid))).toBeCloseTo(100000, 6);
  });

  it('each year of the yearly breakdown adds up its twelve months', () => {
    const res = calculateLoan({ loanAmount: 500000, annualRate: 8.5, tenure: 20 });
    expect(res.months).toHaveLength(240);
    res.rows.forEach((row, index) => {
      const months = res.months.slice(index * 12, index * 12 + 12);
      expect(sum(months.map((m) => m.principalPaid))).toBeCloseTo(row.principalPaid, 6);
      expect(sum(months.map((m) => m.interestPaid))).toBeCloseTo(row.interestPaid, 6);
      expect(sum(months.map((m) => m.payment))).toBeCloseTo(row.totalPayment, 6);
      expect(months[11].remainingBalance).toBeCloseTo(row.remainingBalance, 6);
    });
    expect(sum(res.months.map((m) => m.interestPaid))).toBeCloseTo(res.totalInterest, 4);
  });

  it('at 0 % each month repays amount / months, with no interest', () => {
    const res = calculateLoan({ loanAmount: 120000, annualRate: 0, tenure: 2 });
    expect(res.months).toHaveLength(24);
    for (const m of res.months) {
      expect(m.payment).toBeCloseTo(5000, 9);
      expect(m.principalPaid).toBeCloseTo(5000, 9);
      expect(m.interestPaid).toBe(0);
    }
    expect(res.months[23].remainingBalance).toBe(0);
  });

  it('no tenure, no schedule', () => {
    expect(calculateLoan({ loanAmount: 1000, annualRate: 5, tenure: 0 }).months).toEqual([]);
  });
});
