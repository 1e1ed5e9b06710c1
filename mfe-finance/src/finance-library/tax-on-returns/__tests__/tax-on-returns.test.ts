import { RETURNS_TAX_FY_2025_26 } from '../../../rules/india/income-tax-fy-2025-26';
import { TAX_ON_RETURNS, taxOnReturns, type Holding } from '../tax-on-returns';

const equity = { kind: TAX_ON_RETURNS.equity, slab: 0 };
const held = (gain: number, months: number, year = 1): Holding => ({ cost: 100000, value: 100000 + gain, months, year });

describe('the year’s rules', () => {
  it('are FY 2025-26’s: 12.5 % above 1,25,000 long-term, 20 % short-term, 4 % cess at the slab', () => {
    expect(RETURNS_TAX_FY_2025_26).toMatchObject({
      financialYear: '2025-26',
      equity: { longTermAfterMonths: 12, longTermRate: 12.5, longTermExemption: 125000, shortTermRate: 20 },
      cessRate: 4,
    });
  });
});

describe('tax on equity fund gains (the 4 % health and education cess on the tax, as on all income tax)', () => {
  it('the 12-month boundary: 12 months is short-term (20 %), 13 months long-term (12.5 % above the exemption)', () => {
    expect(taxOnReturns(equity, [held(200000, 12)])).toEqual({
      longTermGains: 0,
      shortTermGains: 200000,
      gains: 200000,
      tax: 40000 * 1.04,
    });
    expect(taxOnReturns(equity, [held(200000, 13)])).toEqual({
      longTermGains: 200000,
      shortTermGains: 0,
      gains: 200000,
      tax: 0.125 * (200000 - 125000) * 1.04,
    });
  });

  it('uses the exemption once a year, not once a holding; another year has its own', () => {
    expect(taxOnReturns(equity, [held(100000, 24), held(100000, 36)]).tax).toBeCloseTo(0.125 * (200000 - 125000) * 1.04, 10);
    expect(taxOnReturns(equity, [held(100000, 24, 1), held(100000, 36, 2)]).tax).toBe(0);
    expect(taxOnReturns(equity, [held(125000, 24)]).tax).toBe(0);
  });

  it('a loss: short-term losses offset long-term gains, long-term losses nothing else, a net loss is not taxed', () => {
    // 3,00,000 long-term less a 50,000 short-term loss: 2,50,000, of which 1,25,000 is taxed.
    expect(taxOnReturns(equity, [held(300000, 30), held(-50000, 6)]).tax).toBeCloseTo(0.125 * 125000 * 1.04, 10);
    // A long-term loss leaves the short-term gain taxed in full.
    expect(taxOnReturns(equity, [held(-50000, 30), held(100000, 6)]).tax).toBeCloseTo(20000 * 1.04, 10);
    expect(taxOnReturns(equity, [held(-80000, 30), held(-20000, 6)])).toEqual({
      longTermGains: -80000,
      shortTermGains: -20000,
      gains: -100000,
      tax: 0,
    });
  });
});

describe('tax at the slab', () => {
  it('a debt fund or a deposit: the year’s net gain at the slab plus the 4 % cess, whatever the holding', () => {
    for (const kind of [TAX_ON_RETURNS.debt, TAX_ON_RETURNS.deposit]) {
      const tax = taxOnReturns({ kind, slab: 30 }, [held(60000, 6), held(40000, 60)]);
      expect(tax.tax).toBeCloseTo(100000 * 0.3 * 1.04, 8);
      expect(tax.longTermGains).toBe(0);
      expect(taxOnReturns({ kind, slab: 30 }, [held(-10000, 60)]).tax).toBe(0);
      expect(taxOnReturns({ kind, slab: 0 }, [held(10000, 60)]).tax).toBe(0);
    }
  });

  it('none: no tax', () => {
    expect(taxOnReturns({ kind: TAX_ON_RETURNS.none, slab: 30 }, [held(100000, 60)]).tax).toBe(0);
  });
});
