/**
 * SIP after tax: each instalment is its own purchase. The instalment at the start of month k (from 1) is held to
 * the end of month M for M - k + 1 months and grows by (1 + r) a month, as in sip.ts; everything is redeemed at
 * once. At maturity the last twelve instalments are held 12 months or less: short-term for equity.
 */
import { num, finite } from '../../finance-library/number-guards';
import { afterTaxAtMaturity, monthlyPurchases } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import type { SipResult, SipRow } from './sip';

export const sipTaxPlan: TaxOnReturnsPlan<SipResult, SipRow> = {
  columnHeader: 'Post-tax Value',
  afterTax: (choice, inputs, result, rows) => {
    // The monthly amount of each year, stepped up as sip.ts steps it.
    const monthly: number[] = [];
    for (let year = 0, amount = num(inputs.sipAmount); year < result.rows.length; year++) {
      monthly.push(amount);
      amount = finite(amount * (1 + num(inputs.stepUp) / 100));
    }
    const growth = 1 + num(inputs.annualRate) / 1200;
    const holdingsAt = (month: number, value: number) =>
      monthlyPurchases({
        month,
        amountOf: (k) => monthly[Math.floor((k - 1) / 12)],
        growth,
        heldOf: (k) => month - k + 1,
        worth: value,
      });
    return afterTaxAtMaturity(
      choice,
      { value: result.maturityAmount, month: result.rows.length * 12 },
      holdingsAt,
      rows.map((row) => ({ value: row.maturityAmount, month: row.year * 12 })),
    );
  },
};
