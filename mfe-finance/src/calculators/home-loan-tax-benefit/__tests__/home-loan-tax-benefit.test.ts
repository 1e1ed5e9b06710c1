import { calculateHomeLoanTaxBenefit, emisInFirstYear, PROPERTY_USE } from '../home-loan-tax-benefit';

/**
 * Independent references: the year's interest and principal from the textbook balance after k EMIs,
 * B_k = P (1+r)^k - EMI ((1+r)^k - 1) / r, with the EMI by P r (1+r)^n / ((1+r)^n - 1) (the module sums the Loan
 * calculator's closed-form months); principal of year 1 = P - B_12, interest = 12 EMI - principal. The limits are
 * written here as the Act states them, not read from the rules file.
 */
const P = 5000000;
const r = 0.085 / 12;
const n = 240;
const emi = (P * r * (1 + r) ** n) / ((1 + r) ** n - 1);
const balanceAfter = (k: number) => P * (1 + r) ** k - (emi * ((1 + r) ** k - 1)) / r;

const base = {
  loanAmount: P,
  annualRate: 8.5,
  tenure: 20,
  firstEmiMonth: 4,
  other80C: 0,
  taxSlab: 30,
  propertyUse: PROPERTY_USE.selfOccupied,
};

describe('calculateHomeLoanTaxBenefit', () => {
  it('the issue’s anchor: 50,00,000 at 8.5 % for 20 years, nothing else under 80C, 30 %', () => {
    const res = calculateHomeLoanTaxBenefit(base);
    const principal = P - balanceAfter(12);
    const interest = 12 * emi - principal;
    expect(res.first.interestPaid).toBeCloseTo(interest, 6);
    expect(res.first.principalPaid).toBeCloseTo(principal, 6);
    expect(res.first.interestPaid.toFixed(2)).toBe('421182.48');
    expect(res.first.principalPaid.toFixed(2)).toBe('99511.46');
    expect(res.first.interestDeduction).toBe(200000);
    expect(res.first.principalDeduction).toBeCloseTo(principal, 6);
    expect(res.first.deduction.toFixed(2)).toBe('299511.46');
    // 30 % and the 4 % cess: 31.2 % of the deduction.
    expect(res.first.taxSaved).toBeCloseTo((200000 + principal) * 0.312, 6);
    expect(res.first.taxSaved.toFixed(2)).toBe('93447.58');
    expect(res.newRegimeTaxSaved).toBe(0);
    expect(res.totalNewRegimeDeduction).toBe(0);
    expect(res.rows).toHaveLength(20);
  });

  it('80C is shared with the other investments; once principal passes the room, the room is the deduction', () => {
    const res = calculateHomeLoanTaxBenefit({ ...base, other80C: 100000 });
    expect(res.first.principalDeduction).toBe(50000);
    const full = calculateHomeLoanTaxBenefit({ ...base, other80C: 200000 });
    expect(full.first.principalDeduction).toBe(0);
    // Late in the loan the principal is above 1,50,000 and the interest below 2,00,000.
    const last = calculateHomeLoanTaxBenefit(base).rows[19];
    expect(last.principalDeduction).toBe(150000);
    expect(last.interestDeduction).toBeCloseTo(last.interestPaid, 9);
  });

  it('financial years: a first EMI in January leaves three EMIs in year 1, and a 21st year for the rest', () => {
    expect([4, 5, 12, 1, 3].map(emisInFirstYear)).toEqual([12, 11, 4, 3, 1]);
    const res = calculateHomeLoanTaxBenefit({ ...base, firstEmiMonth: 1 });
    expect(res.rows).toHaveLength(21);
    expect(res.rows[0].emis).toBe(3);
    expect(res.rows[20].emis).toBe(9);
    expect(res.first.principalPaid).toBeCloseTo(P - balanceAfter(3), 6);
  });

  it('let out: interest against the net rent in full and 2,00,000 of loss beyond it; the new regime only to the rent', () => {
    const res = calculateHomeLoanTaxBenefit({ ...base, propertyUse: PROPERTY_USE.letOut, annualRent: 180000 });
    const interest = 12 * emi - (P - balanceAfter(12));
    const netRent = 180000 * 0.7;
    expect(res.first.interestDeduction).toBeCloseTo(netRent + 200000, 6);
    expect(res.first.lossCarriedForward).toBeCloseTo(interest - netRent - 200000, 6);
    expect(res.first.newRegimeDeduction).toBeCloseTo(netRent, 6);
    expect(res.newRegimeTaxSaved).toBeGreaterThan(0);
    const highRent = calculateHomeLoanTaxBenefit({ ...base, propertyUse: PROPERTY_USE.letOut, annualRent: 1000000 });
    expect(highRent.first.interestDeduction).toBeCloseTo(interest, 6);
    expect(highRent.first.lossCarriedForward).toBe(0);
  });

  it('empty and largest inputs stay finite', () => {
    expect(calculateHomeLoanTaxBenefit({ ...base, tenure: 0 }).rows).toEqual([]);
    const big = calculateHomeLoanTaxBenefit({
      ...base,
      loanAmount: 1e12,
      annualRate: 100,
      tenure: 40,
      propertyUse: 1,
      annualRent: 1e12,
    });
    for (const value of [big.totalTaxSaved, big.totalDeduction, big.newRegimeTaxSaved]) expect(Number.isFinite(value)).toBe(true);
  });
});
