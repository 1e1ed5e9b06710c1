import { calculateEducationLoan, MORATORIUM_INTEREST } from '../education-loan';
import { educationLoanAmountMode } from '../education-loan-modes';

/**
 * Independent references: the EMI from the textbook form P r (1+r)^n / ((1+r)^n - 1) (the module uses the
 * expm1 form of calculateLoanOverMonths), and the balance from a plain month-by-month loop of interest then EMI
 * (the module uses the closed form). Totals are summed from the loop's own payments.
 */
const textbookEmi = (P: number, annual: number, months: number) => {
  const r = annual / 1200;
  return (P * r * (1 + r) ** months) / ((1 + r) ** months - 1);
};
function loop(P: number, annual: number, months: number, emi: number) {
  let balance = P;
  let interest = 0;
  for (let m = 0; m < months; m++) {
    const owed = (balance * annual) / 1200;
    interest += owed;
    balance = balance + owed - emi;
  }
  return { balance, interest };
}

describe('calculateEducationLoan', () => {
  const base = { loanAmount: 1000000, annualRate: 10, moratoriumMonths: 60, repaymentTenure: 10 };

  it('the issue’s anchor, interest added: 5,00,000 added, EMI 19,822.61, total interest 13,78,713.26', () => {
    const r = calculateEducationLoan({ ...base, moratoriumInterest: MORATORIUM_INTEREST.added });
    // Simple interest: 10,00,000 x 10 % x 5 years.
    expect(r.interestAdded).toBeCloseTo(500000, 6);
    expect(r.amountRepaid).toBeCloseTo(1500000, 6);
    expect(r.emi).toBeCloseTo(textbookEmi(1500000, 10, 120), 6);
    expect(r.emi.toFixed(2)).toBe('19822.61');
    expect(r.totalInterest.toFixed(2)).toBe('1378713.26');
    // The loop repays 15,00,000 to (almost) nothing, and its interest plus the 5,00,000 added is the total.
    const check = loop(1500000, 10, 120, r.emi);
    expect(Math.abs(check.balance)).toBeLessThan(1e-6);
    expect(r.totalInterest).toBeCloseTo(500000 + check.interest, 4);
    expect(r.rows).toHaveLength(15);
    expect(r.rows[4].interestAdded).toBeCloseTo(500000, 6);
    expect(r.rows[4].remainingBalance).toBeCloseTo(1500000, 6);
    expect(r.rows[14].remainingBalance).toBe(0);
    expect(r.months).toHaveLength(180);
  });

  it('the issue’s anchor, paid monthly: 8,333.33 a month, then EMI 13,215.07', () => {
    const r = calculateEducationLoan({ ...base, moratoriumInterest: MORATORIUM_INTEREST.paidMonthly });
    expect(r.moratoriumMonthlyInterest.toFixed(2)).toBe('8333.33');
    expect(r.emi.toFixed(2)).toBe('13215.07');
    expect(r.interestAdded).toBe(0);
    expect(r.amountRepaid).toBe(1000000);
    const check = loop(1000000, 10, 120, r.emi);
    expect(r.totalInterest).toBeCloseTo(500000 + check.interest, 4);
    expect(r.totalPayment).toBeCloseTo(500000 + r.emi * 120, 4);
  });

  it('80E: the eight years from the first interest paid, the interest paid in them', () => {
    const added = calculateEducationLoan({ ...base, moratoriumInterest: MORATORIUM_INTEREST.added });
    // First EMI in month 61: year 6; years 6 to 13.
    expect([added.deductionFromYear, added.deductionToYear]).toEqual([6, 13]);
    const inYears = added.rows.filter((row) => row.year >= 6 && row.year <= 13).reduce((s, row) => s + row.interestPaid, 0);
    expect(added.deduction80E).toBeCloseTo(inYears, 6);
    expect(added.rows[13].deduction80E).toBe(0);
    const paid = calculateEducationLoan({ ...base, moratoriumInterest: MORATORIUM_INTEREST.paidMonthly });
    // Interest paid from month 1: years 1 to 8, the five moratorium years at 1,00,000 each among them.
    expect([paid.deductionFromYear, paid.deductionToYear]).toEqual([1, 8]);
    expect(paid.rows[0].deduction80E).toBeCloseTo(100000, 6);
    const emiYears = loop(1000000, 10, 36, paid.emi).interest;
    expect(paid.deduction80E).toBeCloseTo(500000 + emiYears, 4);
  });

  it('no moratorium, 0 %, and empty inputs stay finite', () => {
    const none = calculateEducationLoan({ ...base, moratoriumMonths: 0, moratoriumInterest: 0 });
    expect(none.emi.toFixed(2)).toBe('13215.07');
    expect(none.deductionFromYear).toBe(1);
    const zero = calculateEducationLoan({ ...base, annualRate: 0, moratoriumInterest: 0 });
    expect(zero.emi).toBeCloseTo(1000000 / 120, 9);
    expect(zero.totalInterest).toBe(0);
    const big = calculateEducationLoan({
      loanAmount: 1e12,
      annualRate: 100,
      moratoriumMonths: 96,
      repaymentTenure: 30,
      moratoriumInterest: 0,
    });
    for (const value of [big.emi, big.totalInterest, big.deduction80E]) expect(Number.isFinite(value)).toBe(true);
  });
});

describe('Solve for Loan Amount', () => {
  it('finds the loan whose EMI after the moratorium is the EMI given, both ways', () => {
    // Worked by hand for the loan: its EMI fed back gives 10,00,000 again.
    const given = { annualRate: 10, moratoriumMonths: 60, repaymentTenure: 10 };
    const added = educationLoanAmountMode.solve({ ...given, monthlyEmi: textbookEmi(1500000, 10, 120), moratoriumInterest: 0 });
    const paid = educationLoanAmountMode.solve({ ...given, monthlyEmi: textbookEmi(1000000, 10, 120), moratoriumInterest: 1 });
    if (!added.ok || !paid.ok) throw new Error('not solved');
    expect(added.value.figures[0].value).toBeCloseTo(1000000, 4);
    expect(paid.value.figures[0].value).toBeCloseTo(1000000, 4);
    expect(added.value.result.interestAdded).toBeCloseTo(500000, 4);
    expect(educationLoanAmountMode.solve({ ...given, monthlyEmi: 0, moratoriumInterest: 0 }).ok).toBe(false);
  });
});
