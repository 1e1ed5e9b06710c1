/**
 * Compound Interest after tax: the principal is one purchase, held the whole period; each monthly addition,
 * paid at the end of month k, another, held M - k months to the end of month M and growing by
 * g = (1 + r/m)^(m/12) a month, as in compound-interest.ts. All is redeemed (or taxed) at once.
 */
import { num } from '../../finance-library/number-guards';
import { periodsPerYear } from '../../finance-library/compounding';
import { afterTaxAtMaturity, monthlyPurchases } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import { CI_DEFAULT_COMPOUNDING, type CompoundInterestResult, type CompoundInterestRow } from './compound-interest';

export const compoundInterestTaxPlan: TaxOnReturnsPlan<CompoundInterestResult, CompoundInterestRow> = {
  columnHeader: 'Post-tax Value',
  afterTax: (choice, inputs, result, rows) => {
    const m = periodsPerYear(inputs.compounding, CI_DEFAULT_COMPOUNDING);
    const periodGrowth = 1 + num(inputs.annualRate) / 100 / m;
    const monthGrowth = Math.pow(periodGrowth, m / 12);
    const holdingsAt = (month: number, value: number) => {
      // The principal from the closed form, as compound-interest.ts; the additions are the rest of the balance.
      const principal = result.principal * Math.pow(periodGrowth, (m * month) / 12);
      return [
        { cost: result.principal, value: principal, months: month },
        ...monthlyPurchases({
          month,
          amountOf: () => num(inputs.monthlyAddition),
          growth: monthGrowth,
          heldOf: (k) => month - k,
          worth: value - principal,
        }),
      ];
    };
    return afterTaxAtMaturity(
      choice,
      { value: result.totalAmount, month: result.rows.length * 12 },
      holdingsAt,
      rows.map((row) => ({ value: row.endOfYearBalance, month: row.year * 12 })),
    );
  },
};
