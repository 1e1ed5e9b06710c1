/**
 * RD after tax: each instalment is its own purchase. The instalment at the start of month k is held to the end of
 * month M for M - k + 1 months and grows by x = (1 + r/4)^(1/3) a month, as in rd.ts; all is taxed at maturity.
 */
import { num } from '../../finance-library/number-guards';
import { afterTaxAtMaturity, monthlyPurchases } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import type { RdResult, RdYear } from './rd';

export const rdTaxPlan: TaxOnReturnsPlan<RdResult, RdYear> = {
  columnHeader: 'Post-tax Value',
  afterTax: (choice, inputs, result, rows) => {
    const growth = Math.pow(1 + num(inputs.annualRate) / 400, 1 / 3);
    const deposit = num(inputs.monthlyDeposit);
    const holdingsAt = (month: number, value: number) =>
      monthlyPurchases({ month, amountOf: () => deposit, growth, heldOf: (k) => month - k + 1, worth: value });
    return afterTaxAtMaturity(
      choice,
      { value: result.maturityAmount, month: result.months.length },
      holdingsAt,
      rows.map((row) => ({ value: row.endBalance, month: (row.year - 1) * 12 + row.months })),
    );
  },
};
