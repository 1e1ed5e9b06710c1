/*
 * "Solve for" in the Loan calculator: its inversions and its modes as the page runs them, each answer fed back
 * into the calculation to the cent (expected values from the formulas written out here, not from the solvers),
 * targets out of reach refused with why, and the explanation's "Solving backwards" example.
 */
import { formatCurrency, moneyText } from '@calc/shared';
import { calculateLoan } from '../loan';
import { loanTenureFor } from '../loan-solve';
import { loanAmountMode, loanTenureMode } from '../loan-modes';
import { loanSolvingExample } from '../loan-solving-example';
import { value, solved, refused, cents, f, rows } from '../../../finance-library/solve/__tests__/solve-checks';

describe('Loan solved backwards', () => {
  it('the tenure an EMI needs; an EMI at most the first month’s interest is refused with why', () => {
    const emi = calculateLoan({ loanAmount: 5e6, annualRate: 9, tenure: 20 }).emi;
    const tenure = value(loanTenureFor(emi, 5e6, 9));
    expect(tenure.months).toBeCloseTo(240, 6);
    expect(tenure.wholeYears).toBe(20);
    expect(value(loanTenureFor(10000, 1.2e6, 0))).toEqual({ months: 120, wholeYears: 10 });
    // 5,000,000 at 9 %: the first month's interest is 37,500.
    const refusal = loanTenureFor(37500, 5e6, 9);
    expect(refusal.ok).toBe(false);
    // The first month's interest, 5,000,000 x 9 % / 12 = 37,500, written in the page's currency.
    if (!refusal.ok) expect(moneyText(refusal.reason, (amount) => formatCurrency(amount, 'USD'))).toContain('($37,500.00)');
  });
});

describe('Loan modes', () => {
  it.each([
    { annualRate: 9, tenure: 20, monthlyEmi: 30000 },
    { annualRate: 0, tenure: 5, monthlyEmi: 10000 },
  ])('Loan Amount: the loan whose EMI is the one given, to the cent (%o)', (given) => {
    const solution = solved(loanAmountMode.solve(given));
    expect(cents(solution.result.emi)).toBe(cents(given.monthlyEmi));
    const r = given.annualRate / 1200;
    const n = given.tenure * 12;
    const expected = r === 0 ? given.monthlyEmi * n : (given.monthlyEmi * (1 - Math.pow(1 + r, -n))) / r;
    expect(solution.figures[0].value).toBeCloseTo(expected, 6);
  });

  it('Loan Tenure (Years): EMIs of the given amount and a last, smaller one clear the loan', () => {
    const given = { loanAmount: 2500000, annualRate: 8.5, monthlyEmi: 25000 };
    const solution = solved(loanTenureMode.solve(given));
    // Independently, month by month.
    let balance = given.loanAmount;
    let payments = 0;
    let interest = 0;
    while (balance > 1e-9) {
      payments++;
      const due = balance * (1 + 8.5 / 1200);
      interest += due - balance;
      balance = due - Math.min(due, given.monthlyEmi);
    }
    const { months } = solution.result;
    expect(months).toHaveLength(payments);
    expect(solution.figures[1].value).toBe(String(payments));
    expect(months.slice(0, -1).every((m) => m.payment === 25000)).toBe(true);
    expect(months[months.length - 1].payment).toBeLessThanOrEqual(25000);
    expect(months[months.length - 1].remainingBalance).toBe(0);
    expect(cents(solution.result.totalInterest)).toBe(cents(interest));
    expect(cents(months.reduce((sum, m) => sum + m.principalPaid, 0))).toBe(cents(given.loanAmount));
  });

  it('an EMI at or below the first month’s interest never repays the loan, and says so', () => {
    // 1,00,00,000 at 12 %: the first month's interest is 1,00,000.
    const reason = refused(loanTenureMode.solve({ loanAmount: 1e7, annualRate: 12, monthlyEmi: 100000 }));
    expect(reason).toContain(`first month's interest (${formatCurrency(100000, 'INR')})`);
    expect(reason).toMatch(/raise the EMI/);
  });
});

describe('solving example', () => {
  it('Loan: the loan a 30,000 EMI carries at 9 % over 20 years, fed back to the EMI', () => {
    const [amount, fedBack] = rows(loanSolvingExample(f));
    const i = 0.09 / 12;
    expect(amount).toBe(((30000 * (1 - Math.pow(1 + i, -240))) / i).toFixed(2));
    expect(fedBack).toBe('30000.00');
  });
});
