/** Lump Sum after tax: one purchase, held the whole duration, redeemed at once at the end. */
import { afterTaxAtMaturity } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import type { LumpSumResult, LumpSumRow } from './lump-sum';

export const lumpSumTaxPlan: TaxOnReturnsPlan<LumpSumResult, LumpSumRow> = {
  columnHeader: 'Post-tax Value',
  afterTax: (choice, _inputs, result, rows) =>
    afterTaxAtMaturity(
      choice,
      { value: result.maturityAmount, month: result.rows.length * 12 },
      (month, value) => [{ cost: result.totalDeposit, value, months: month }],
      rows.map((row) => ({ value: row.endOfYearBalance, month: row.year * 12 })),
    ),
};
