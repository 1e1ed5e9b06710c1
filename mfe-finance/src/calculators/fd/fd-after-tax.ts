/** FD after tax: one deposit, held the whole tenure; all its interest is taxed at maturity. */
import { afterTaxAtMaturity } from '../../finance-library/tax-on-returns/tax-on-returns';
import type { TaxOnReturnsPlan } from '../../finance-library/tax-on-returns/with-tax-on-returns';
import type { FdResult, FdRow } from './fd';

export const fdTaxPlan: TaxOnReturnsPlan<FdResult, FdRow> = {
  columnHeader: 'Post-tax Value',
  afterTax: (choice, _inputs, result, rows) =>
    afterTaxAtMaturity(
      choice,
      { value: result.maturityAmount, month: result.rows.length * 12 },
      (month, value) => [{ cost: result.depositAmount, value, months: month }],
      rows.map((row) => ({ value: row.endOfYearBalance, month: row.year * 12 })),
    ),
};
