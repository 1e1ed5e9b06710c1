import { calculateCarLoan, DOWN_PAYMENT_AS } from '../car-loan';
import { onRoadPriceMode } from '../car-loan-modes';

/**
 * Independent references: the EMI by the textbook form P r (1+r)^n / ((1+r)^n - 1), and the total interest from a
 * month-by-month loop of interest then EMI, summed (the module uses the closed-form balance).
 */
const textbookEmi = (P: number, annual: number, months: number) => {
  const r = annual / 1200;
  return (P * r * (1 + r) ** months) / ((1 + r) ** months - 1);
};
function loopInterest(P: number, annual: number, months: number, emi: number) {
  let balance = P;
  let interest = 0;
  for (let m = 0; m < months; m++) {
    interest += (balance * annual) / 1200;
    balance += (balance * annual) / 1200 - emi;
  }
  return { interest, balance };
}

describe('calculateCarLoan', () => {
  it('the issue’s anchor: 8,00,000, 20 % down, 9 %, 5 years', () => {
    const r = calculateCarLoan({
      onRoadPrice: 800000,
      downPaymentAs: DOWN_PAYMENT_AS.percent,
      downPaymentPercent: 20,
      annualRate: 9,
      tenure: 5,
    });
    expect(r.downPayment).toBe(160000);
    expect(r.loanAmount).toBe(640000);
    expect(r.emi).toBeCloseTo(textbookEmi(640000, 9, 60), 6);
    expect(r.emi.toFixed(2)).toBe('13285.35');
    expect(r.totalInterest.toFixed(2)).toBe('157120.84');
    const loop = loopInterest(640000, 9, 60, r.emi);
    expect(Math.abs(loop.balance)).toBeLessThan(1e-6);
    expect(r.totalInterest).toBeCloseTo(loop.interest, 5);
    expect(r.totalCost).toBeCloseTo(160000 + r.emi * 60, 6);
    expect(r.rows).toHaveLength(5);
  });

  it('the down payment as an amount gives the same loan; more than the price is capped (the page refuses it)', () => {
    const byAmount = calculateCarLoan({
      onRoadPrice: 800000,
      downPaymentAs: DOWN_PAYMENT_AS.amount,
      downPayment: 160000,
      annualRate: 9,
      tenure: 5,
    });
    expect(byAmount.loanAmount).toBe(640000);
    expect(byAmount.emi.toFixed(2)).toBe('13285.35');
    const all = calculateCarLoan({
      onRoadPrice: 800000,
      downPaymentAs: DOWN_PAYMENT_AS.amount,
      downPayment: 900000,
      annualRate: 9,
      tenure: 5,
    });
    expect(all.loanAmount).toBe(0);
    expect(all.emi).toBe(0);
  });

  it('Solve for On-road Price: the price whose loan has the EMI given, both ways of giving the down payment', () => {
    for (const down of [
      { downPaymentAs: DOWN_PAYMENT_AS.percent, downPaymentPercent: 20 },
      { downPaymentAs: DOWN_PAYMENT_AS.amount, downPayment: 100000 },
    ]) {
      const solved = onRoadPriceMode.solve({ monthlyEmi: 13285.35, annualRate: 9, tenure: 5, ...down });
      if (!solved.ok) throw new Error('not solved');
      expect(solved.value.result.emi).toBeCloseTo(13285.35, 6);
      expect(solved.value.result.onRoadPrice).toBe(solved.value.figures[0].value);
    }
    const none = onRoadPriceMode.solve({ monthlyEmi: 1000, annualRate: 9, tenure: 5, downPaymentAs: 0, downPaymentPercent: 100 });
    expect(none.ok).toBe(false);
  });
});
