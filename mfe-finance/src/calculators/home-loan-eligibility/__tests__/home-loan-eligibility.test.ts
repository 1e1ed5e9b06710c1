import { calculateLoan } from '../../../finance-library/loan/loan';
import { calculateHomeLoanEligibility } from '../home-loan-eligibility';

/** The balance left after n months of paying `emi` on `principal`, month by month: what an eligible loan must bring to 0. */
function balanceAfter(principal: number, annualRate: number, months: number, emi: number): number {
  let balance = principal;
  for (let month = 0; month < months; month++) balance = balance * (1 + annualRate / 1200) - emi;
  return balance;
}

describe('calculateHomeLoanEligibility', () => {
  it('income 1,00,000 at 50 % less 10,000 of EMIs: EMI 40,000; at 8.5 % over 20 years, a loan of 46,09,233.59', () => {
    const r = calculateHomeLoanEligibility({
      netMonthlyIncome: 100000,
      existingEmis: 10000,
      annualRate: 8.5,
      tenure: 20,
      emiShare: 50,
    });
    expect(r.eligible).toBe(true);
    expect(r.affordableEmi).toBe(40000);
    // 40,000 x (1 - (1 + 0.085/12)^-240) / (0.085/12), worked out separately.
    expect(r.eligibleLoanAmount).toBeCloseTo(4609233.592983524, 6);
    expect(Math.abs(balanceAfter(r.eligibleLoanAmount, 8.5, 240, 40000))).toBeLessThan(1e-6);
    expect(r.totalPayment).toBeCloseTo(40000 * 240, 6);
    expect(r.totalInterest).toBeCloseTo(40000 * 240 - 4609233.592983524, 6);
    expect(r.loan.rows).toHaveLength(20);
    expect(r.loan.rows[19].remainingBalance).toBe(0);
  });

  it('the month-by-month loop repays the eligible loan in exactly the tenure, at odd figures', () => {
    const r = calculateHomeLoanEligibility({
      netMonthlyIncome: 123456.789,
      existingEmis: 12345.67,
      annualRate: 8.75,
      tenure: 25,
      emiShare: 55,
    });
    expect(r.affordableEmi).toBeCloseTo(55555.56395, 8);
    expect(r.eligibleLoanAmount).toBeCloseTo(6757403.634767714, 5);
    expect(Math.abs(balanceAfter(r.eligibleLoanAmount, 8.75, 300, r.affordableEmi))).toBeLessThan(1e-5);
  });

  it('at 0 % the loan is the EMI times the months', () => {
    const r = calculateHomeLoanEligibility({ netMonthlyIncome: 60000, existingEmis: 0, annualRate: 0, tenure: 10, emiShare: 50 });
    expect(r.affordableEmi).toBe(30000);
    expect(r.eligibleLoanAmount).toBe(3600000);
    expect(r.totalInterest).toBe(0);
    expect(r.loanAmountToTheCent).toBe(3600000);
  });

  it("the link's loan amount is in whole cents, and the Loan page's EMI for it is the affordable EMI to the cent", () => {
    const cases = [
      [100000, 10000, 8.5, 20, 50],
      [123456.789, 12345.67, 8.75, 25, 55],
      [87654.32, 0, 9.15, 30, 60],
      [45000, 4999.99, 10.4, 15, 45],
      [250000, 80000, 7.35, 1, 65],
      [31415.92, 2718.28, 12, 50, 33.33],
      // EMIs on a half cent, where the loan rounded to the nearest cent shows an EMI a cent off: the link moves a cent.
      [20000.01, 0, 7, 1, 50],
      [20000.07, 0, 7.6, 7, 50],
      [20000.13, 0, 8.2, 13, 50],
    ];
    for (const [netMonthlyIncome, existingEmis, annualRate, tenure, emiShare] of cases) {
      const r = calculateHomeLoanEligibility({ netMonthlyIncome, existingEmis, annualRate, tenure, emiShare });
      expect(Math.abs(r.loanAmountToTheCent * 100 - Math.round(r.loanAmountToTheCent * 100))).toBeLessThan(1e-6);
      expect(Math.abs(r.loanAmountToTheCent - r.eligibleLoanAmount)).toBeLessThanOrEqual(0.01 + 1e-9);
      const emiOnLoanPage = calculateLoan({ loanAmount: r.loanAmountToTheCent, annualRate, tenure }).emi;
      expect(emiOnLoanPage.toFixed(2)).toBe(r.affordableEmi.toFixed(2));
    }
  });

  it('existing EMIs that take the whole share, or more, leave nothing eligible', () => {
    for (const existingEmis of [50000, 65000]) {
      const r = calculateHomeLoanEligibility({ netMonthlyIncome: 100000, existingEmis, annualRate: 9, tenure: 20, emiShare: 50 });
      expect(r.eligible).toBe(false);
      expect(r.affordableEmi).toBe(0);
      expect(r.eligibleLoanAmount).toBe(0);
      expect(r.loan.rows).toEqual([]);
    }
  });

  it('the largest inputs stay finite', () => {
    const r = calculateHomeLoanEligibility({
      netMonthlyIncome: 1e12,
      existingEmis: 0,
      annualRate: 100,
      tenure: 50,
      emiShare: 100,
    });
    expect(Number.isFinite(r.eligibleLoanAmount)).toBe(true);
    expect(Number.isFinite(r.totalInterest)).toBe(true);
  });
});
