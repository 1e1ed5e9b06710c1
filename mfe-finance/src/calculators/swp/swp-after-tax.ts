/**
 * SWP after tax. The initial investment buys units once, at the start; each month's interest raises their value
 * by (1 + r), so a unit bought for 1 is worth (1 + r)^m after m months. A withdrawal w at the end of month m sells
 * units that cost w / (1 + r)^m, held m months; the plan's year y is its financial year y, so each year's
 * withdrawals are taxed in their year (with their own exemption). What is left at the end is redeemed then, in the
 * last year, with that year's withdrawals.
 * - Tax on Gains: the tax of every year, the final redemption's included.
 * - Post-tax Maturity Amount: the ending balance less the tax its redemption adds to the last year's.
 * - The report's Post-tax Withdrawals: each year's withdrawals less that year's tax on them.
 */
import { finite, num } from '../../finance-library/number-guards';
import { taxOnReturns, type AfterTax, type Holding } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import type { SwpResult, SwpRow } from './swp';

/** A remainder below this is rounding of the year's total, not another withdrawal. */
const CENT_FRACTION = 1e-9;

export const swpTaxPlan: TaxOnReturnsPlan<SwpResult, SwpRow> = {
  columnHeader: 'Post-tax Withdrawals',
  afterTax: (choice, inputs, result, rows): AfterTax => {
    const growth = 1 + num(inputs.annualRate) / 1200;
    const sold = (amount: number, month: number, year: number): Holding => ({
      cost: amount / Math.pow(growth, month),
      value: amount,
      months: month,
      year,
    });
    // Each month's withdrawal, from the year's total: the year's monthly amount (stepped up as swp.ts steps it)
    // until the total is reached (a depleting month takes only what was left).
    const withdrawals: Holding[] = [];
    let monthly = Math.max(0, num(inputs.withdrawalAmount));
    for (const row of rows) {
      let left = row.totalWithdrawals;
      for (let k = 1; k <= 12 && left > CENT_FRACTION * Math.max(1, row.totalWithdrawals); k++) {
        const taken = Math.min(monthly, left);
        withdrawals.push(sold(taken, (row.year - 1) * 12 + k, row.year));
        left -= taken;
      }
      monthly = finite(monthly * (1 + num(inputs.yearlyStepUp) / 100));
    }
    const years = rows.length;
    const final = result.endingBalance > 0 ? [sold(result.endingBalance, years * 12, years)] : [];
    const all = taxOnReturns(choice, [...withdrawals, ...final]);
    const withoutFinal = taxOnReturns(choice, withdrawals);
    return {
      longTermGains: all.longTermGains,
      shortTermGains: all.shortTermGains,
      tax: all.tax,
      postTaxMaturity: finite(result.endingBalance - (all.tax - withoutFinal.tax)),
      rows: rows.map((row) =>
        finite(
          row.totalWithdrawals -
            taxOnReturns(
              choice,
              withdrawals.filter((h) => h.year === row.year),
            ).tax,
        ),
      ),
    };
  },
};
