import { calculatePersonalLoan, rateOfEmi } from '../personal-loan';

/**
 * Independent references: the EMI from the textbook form P r (1+r)^n / ((1+r)^n - 1), and the APR checked by the
 * definition of an IRR instead of by a second search: the present value of the EMIs at the APR's monthly rate is
 * the amount in hand, and at a hair either side it is not.
 */
const textbookEmi = (P: number, annual: number, months: number) => {
  const r = annual / 1200;
  return (P * r * (1 + r) ** months) / ((1 + r) ** months - 1);
};
const presentValue = (emi: number, monthlyRate: number, months: number) => {
  let pv = 0;
  for (let m = 1; m <= months; m++) pv += emi / (1 + monthlyRate) ** m;
  return pv;
};

describe('calculatePersonalLoan', () => {
  it('the issue’s anchor: 5,00,000 at 11 % for 36 months, fee 2 %', () => {
    const r = calculatePersonalLoan({ loanAmount: 500000, annualRate: 11, tenureMonths: 36, processingFee: 2 });
    expect(r.emi).toBeCloseTo(textbookEmi(500000, 11, 36), 6);
    expect(r.emi.toFixed(2)).toBe('16369.36');
    expect(r.fee).toBe(10000);
    expect(r.gst).toBe(1800);
    expect(r.feeWithGst).toBe(11800);
    expect(r.amountInHand).toBe(488200);
    expect(r.apr.toFixed(2)).toBe('12.66');
    expect(r.effectiveRate.toFixed(2)).toBe('13.42');
    const j = r.apr / 1200;
    expect(presentValue(r.emi, j, 36)).toBeCloseTo(488200, 4);
    expect(presentValue(r.emi, j * 1.001, 36)).toBeLessThan(488200);
    expect(presentValue(r.emi, j * 0.999, 36)).toBeGreaterThan(488200);
    // The effective rate is the APR's monthly rate compounded, written out.
    expect(r.effectiveRate).toBeCloseTo(((1 + j) ** 12 - 1) * 100, 9);
    expect(r.totalCost).toBeCloseTo(r.emi * 36 - 500000 + 11800, 6);
    expect(r.rows).toHaveLength(3);
    expect(r.months).toHaveLength(36);
  });

  it('a tenure that is not whole years: a short last year; without a fee the APR is the quoted rate', () => {
    const r = calculatePersonalLoan({ loanAmount: 200000, annualRate: 14, tenureMonths: 18, processingFee: 0 });
    expect(r.emi).toBeCloseTo(textbookEmi(200000, 14, 18), 6);
    expect(r.rows).toHaveLength(2);
    expect(r.rows[1].totalPayment).toBeCloseTo(r.emi * 6, 6);
    expect(r.rows[1].remainingBalance).toBe(0);
    expect(r.apr).toBeCloseTo(14, 8);
    expect(r.amountInHand).toBe(200000);
  });

  it('0 % with a fee still has a true rate; the largest inputs stay finite', () => {
    const zero = calculatePersonalLoan({ loanAmount: 120000, annualRate: 0, tenureMonths: 12, processingFee: 1 });
    expect(zero.emi).toBe(10000);
    expect(zero.apr).toBeGreaterThan(0);
    expect(presentValue(10000, zero.apr / 1200, 12)).toBeCloseTo(120000 - 1200 * 1.18, 4);
    expect(rateOfEmi(0, 100, 12)).toBe(0);
    const big = calculatePersonalLoan({ loanAmount: 1e12, annualRate: 100, tenureMonths: 120, processingFee: 10 });
    for (const value of [big.emi, big.apr, big.effectiveRate, big.totalCost]) expect(Number.isFinite(value)).toBe(true);
    const oneMonth = calculatePersonalLoan({ loanAmount: 1e12, annualRate: 100, tenureMonths: 1, processingFee: 10 });
    expect(Number.isFinite(oneMonth.effectiveRate)).toBe(true);
  });
});
