/* The after-tax figures of the six calculators, each against an independent computation. */
import { visibleColumns, type ResultItem } from '@calc/shared';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import { TAX_ON_RETURNS } from '../../finance-library/tax-on-returns/tax-on-returns';
import { sipDefinition } from '../sip/sip-definition';
import { sipTaxPlan } from '../sip/sip-after-tax';
import { lumpSumDefinition } from '../lump-sum/lump-sum-definition';
import { lumpSumTaxPlan } from '../lump-sum/lump-sum-after-tax';
import { swpDefinition } from '../swp/swp-definition';
import { swpTaxPlan } from '../swp/swp-after-tax';
import { fdDefinition } from '../fd/fd-definition';
import { fdTaxPlan } from '../fd/fd-after-tax';
import { rdDefinition } from '../rd/rd-definition';
import { rdTaxPlan } from '../rd/rd-after-tax';
import { compoundInterestDefinition } from '../compound-interest/compound-interest-definition';
import { compoundInterestTaxPlan } from '../compound-interest/compound-interest-after-tax';

const sip = withTaxOnReturns(sipDefinition, sipTaxPlan);
const lumpSum = withTaxOnReturns(lumpSumDefinition, lumpSumTaxPlan);
const swp = withTaxOnReturns(swpDefinition, swpTaxPlan);
const fd = withTaxOnReturns(fdDefinition, fdTaxPlan);
const rd = withTaxOnReturns(rdDefinition, rdTaxPlan);
const ci = withTaxOnReturns(compoundInterestDefinition, compoundInterestTaxPlan);

const EQUITY = { taxOnReturns: TAX_ON_RETURNS.equity, taxSlab: 0 };
const NONE = { taxOnReturns: TAX_ON_RETURNS.none, taxSlab: 0 };
const slab = (kind: number, rate: number) => ({ taxOnReturns: kind, taxSlab: rate });
const paisa = (x: number) => Math.round(x * 100) / 100;
/** A year's tax plus the 4 % health and education cess (the gains taxed are counted to the paisa: paisa()). */
const withCess = (tax: number) => tax * 1.04;

/** The labels of the figures a result shows. */
function shownLabels<R>(definition: { results: ResultItem<R>[] }, result: R) {
  return definition.results.filter((item) => !item.shown || item.shown(result)).map((item) => item.label);
}

describe('SIP', () => {
  const values = { sipAmount: 10000, annualRate: 12, duration: 10, stepUp: 0, inflationRate: 0 };

  it('10,000 a month at 12 % for 10 years, equity: the issue’s figures', () => {
    const r = sip.compute({ ...values, ...EQUITY });
    // Independently: the last 12 instalments grew 1 to 12 months at 1 % a month; the rest is long-term.
    const shortTerm = 10000 * Array.from({ length: 12 }, (_, k) => 1.01 ** (k + 1) - 1).reduce((a, b) => a + b, 0);
    const maturity = 10000 * ((1.01 ** 120 - 1) / 0.01) * 1.01;
    const longTerm = maturity - 1200000 - shortTerm;
    const tax = withCess(0.125 * (paisa(longTerm) - 125000) + 0.2 * paisa(shortTerm));
    expect(r.maturityAmount).toBeCloseTo(maturity, 6);
    expect(r.afterTax!.shortTermGains).toBeCloseTo(shortTerm, 6);
    expect(r.afterTax!.longTermGains).toBeCloseTo(longTerm, 6);
    expect(r.afterTax!.tax).toBeCloseTo(tax, 6);
    expect(r.afterTax!.postTaxMaturity).toBeCloseTo(maturity - tax, 6);
    // The figures, to the cent.
    expect(r.maturityAmount.toFixed(2)).toBe('2323390.76');
    expect(r.afterTax!.longTermGains.toFixed(2)).toBe('1115297.48');
    expect(r.afterTax!.shortTermGains.toFixed(2)).toBe('8093.28');
    expect(r.afterTax!.tax.toFixed(2)).toBe('130422.07');
    expect(r.afterTax!.postTaxMaturity.toFixed(2)).toBe('2192968.69');
    expect(shownLabels(sip, r)).toEqual([
      'Maturity Amount:',
      'Total Deposit:',
      'Total Returns:',
      'Long-term Gains',
      'Short-term Gains',
      'Tax on Gains',
      'Post-tax Maturity Amount',
    ]);
  });

  it('None leaves the page as the specification has it: the same figures, no new ones, no new column', () => {
    const plain = sipDefinition.compute(values);
    const r = sip.compute({ ...values, ...NONE });
    expect(r).toEqual({ ...plain, afterTax: null });
    expect(shownLabels(sip, r)).toEqual(shownLabels(sipDefinition, plain));
    expect(visibleColumns(sip.report!.columns, sip.report!.rows(r)).map((c) => c.header)).toEqual(
      sipDefinition.report!.columns.map((c) => c.header),
    );
    expect(typeof sip.fixedCurrency === 'object' && sip.fixedCurrency.when({ taxOnReturns: 0 })).toBe(false);
    expect(typeof sip.fixedCurrency === 'object' && sip.fixedCurrency.when({ taxOnReturns: 1 })).toBe(true);
  });

  it('the report’s post-tax column: each year as if redeemed then, the last year the post-tax maturity', () => {
    const r = sip.compute({ ...values, duration: 2, ...slab(TAX_ON_RETURNS.debt, 20) });
    const rows = sip.report!.rows(r);
    expect(visibleColumns(sip.report!.columns, rows).at(-1)!.header).toBe('Post-tax Value');
    // At the slab the tax is on all the gain: balance - (20 % of (balance - deposits), plus cess).
    rows.forEach((row) =>
      expect(row.postTax).toBeCloseTo(row.maturityAmount - withCess(0.2 * paisa(row.maturityAmount - row.totalDeposit)), 6),
    );
    expect(rows[1].postTax).toBeCloseTo(r.afterTax!.postTaxMaturity, 8);
  });

  it('a solved plan carries the tax on what was found', () => {
    const mode = sip.modes!.find((m) => m.id === 'sipAmount')!;
    const solved = (mode.solve as (v: Record<string, number>) => ReturnType<typeof mode.solve>)({
      ...values,
      ...EQUITY,
      targetAmount: 2323390.76,
    });
    if (!solved.ok) throw new Error('unsolved');
    expect(solved.value.result.afterTax!.tax).toBeCloseTo(130422.07, 1);
  });
});

describe('Lump Sum and FD: one purchase', () => {
  it('held 12 months it is short-term; longer, long-term above the exemption', () => {
    const one = lumpSum.compute({ amount: 1000000, annualRate: 12, duration: 1, inflationRate: 0, ...EQUITY });
    expect(one.afterTax!.tax).toBeCloseTo(withCess(0.2 * 120000), 6);
    const five = lumpSum.compute({ amount: 1000000, annualRate: 12, duration: 5, inflationRate: 0, ...EQUITY });
    const gain = 1000000 * 1.12 ** 5 - 1000000;
    expect(five.afterTax!.longTermGains).toBeCloseTo(gain, 6);
    expect(five.afterTax!.tax).toBeCloseTo(withCess(0.125 * (paisa(gain) - 125000)), 6);
  });

  it('an FD at my 30 % slab: 31.2 % of the interest', () => {
    const r = fd.compute({
      depositAmount: 100000,
      annualRate: 7,
      tenure: 5,
      compounding: 4,
      ...slab(TAX_ON_RETURNS.deposit, 30),
    });
    const interest = 100000 * 1.0175 ** 20 - 100000;
    expect(r.afterTax!.tax).toBeCloseTo(withCess(0.3 * paisa(interest)), 6);
    expect(r.afterTax!.postTaxMaturity).toBeCloseTo(100000 + interest - withCess(0.3 * paisa(interest)), 6);
    expect(shownLabels(fd, r)).toEqual([...shownLabels(fdDefinition, r), 'Tax on Gains', 'Post-tax Maturity Amount']);
  });
});

describe('RD and Compound Interest: a purchase a month', () => {
  it('an RD at the slab is taxed on all its interest', () => {
    const r = rd.compute({ monthlyDeposit: 5000, annualRate: 7.5, tenure: 18, ...slab(TAX_ON_RETURNS.deposit, 20) });
    expect(r.afterTax!.tax).toBeCloseTo(withCess(0.2 * paisa(r.totalInterest)), 6);
    const rows = rd.report!.rows(r);
    expect(rows.at(-1)!.postTax).toBeCloseTo(r.afterTax!.postTaxMaturity, 8);
  });

  it('an RD as equity: the instalments of the last 12 months are short-term', () => {
    const r = rd.compute({ monthlyDeposit: 10000, annualRate: 8, tenure: 24, ...EQUITY });
    const x = (1 + 0.08 / 4) ** (1 / 3);
    // Instalment k is held 25 - k months.
    const gain = (k: number) => 10000 * (x ** (25 - k) - 1);
    const shortTerm = Array.from({ length: 12 }, (_, i) => gain(13 + i)).reduce((a, b) => a + b, 0);
    expect(r.afterTax!.shortTermGains).toBeCloseTo(shortTerm, 6);
    expect(r.afterTax!.longTermGains).toBeCloseTo(r.totalInterest - shortTerm, 6);
  });

  it('compound interest with additions: the principal and each addition its own purchase', () => {
    const values = { principal: 100000, annualRate: 10, timePeriod: 3, compounding: 4, monthlyAddition: 2000 };
    const atSlab = ci.compute({ ...values, ...slab(TAX_ON_RETURNS.debt, 10) });
    expect(atSlab.afterTax!.tax).toBeCloseTo(withCess(0.1 * paisa(atSlab.totalInterest)), 6);
    const r = ci.compute({ ...values, ...EQUITY });
    const g = 1.025 ** (1 / 3);
    // The addition at the end of month k is held 36 - k months: up to 12 from month 24 on.
    const shortTerm = Array.from({ length: 13 }, (_, i) => 2000 * (g ** (12 - i) - 1)).reduce((a, b) => a + b, 0);
    expect(r.afterTax!.shortTermGains).toBeCloseTo(shortTerm, 6);
    expect(r.afterTax!.longTermGains + r.afterTax!.shortTermGains).toBeCloseTo(r.totalInterest, 6);
  });
});

describe('SWP: each withdrawal a redemption in its year', () => {
  /** Units bought at 1; the value of a unit grows 1 % a month; each withdrawal sells units at that value. */
  function reference(initial: number, monthly: number, years: number, kind: 'equity' | 'slab', slabRate = 0) {
    let units = initial;
    let nav = 1;
    const yearTaxes: number[] = [];
    const yearTax = (lt: number, st: number) =>
      kind === 'equity'
        ? withCess(0.125 * Math.max(0, Math.max(0, paisa(lt) + Math.min(0, paisa(st))) - 125000) + 0.2 * Math.max(0, paisa(st)))
        : withCess(Math.max(0, paisa(lt) + paisa(st)) * slabRate);
    let lt = 0;
    let st = 0;
    for (let m = 1; m <= years * 12; m++) {
      nav *= 1.01;
      const sold = monthly / nav;
      units -= sold;
      const gain = monthly - sold;
      if (m <= 12) st += gain;
      else lt += gain;
      if (m % 12 === 0 && m < years * 12) {
        yearTaxes.push(yearTax(lt, st));
        lt = 0;
        st = 0;
      }
    }
    const withoutFinal = yearTax(lt, st);
    const balance = units * nav;
    lt += balance - units; // the rest, held the whole plan
    const last = yearTax(lt, st);
    return {
      balance,
      total: yearTaxes.reduce((a, b) => a + b, 0) + last,
      finalTax: last - withoutFinal,
      yearTaxes: [...yearTaxes, withoutFinal],
    };
  }

  it('equity over 3 years, each year its own exemption, the balance redeemed at the end', () => {
    const r = swp.compute({
      initialInvestment: 5000000,
      annualRate: 12,
      duration: 3,
      withdrawalAmount: 30000,
      yearlyStepUp: 0,
      inflationRate: 0,
      ...EQUITY,
    });
    const ref = reference(5000000, 30000, 3, 'equity');
    expect(r.endingBalance).toBeCloseTo(ref.balance, 4);
    expect(r.afterTax!.tax).toBeCloseTo(ref.total, 4);
    expect(r.afterTax!.postTaxMaturity).toBeCloseTo(ref.balance - ref.finalTax, 4);
    swp.report!.rows(r).forEach((row, i) => expect(row.postTax).toBeCloseTo(row.totalWithdrawals - ref.yearTaxes[i], 4));
  });

  it('a debt fund at 30 %', () => {
    const r = swp.compute({
      initialInvestment: 1000000,
      annualRate: 12,
      duration: 2,
      withdrawalAmount: 10000,
      yearlyStepUp: 0,
      inflationRate: 0,
      ...slab(TAX_ON_RETURNS.debt, 30),
    });
    const ref = reference(1000000, 10000, 2, 'slab', 0.3);
    expect(r.afterTax!.tax).toBeCloseTo(ref.total, 4);
  });
});
