/*
 * The Capital Gains Tax on Property Calculator's worked example for its explanation, every figure computed by the
 * calculator's own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap
 * example while its results are empty.
 */
import { isoDateDays, type ExplanationExample } from '@calc/shared';
import { calculateCapitalGainsProperty, SELLER, type CapitalGainsPropertyInputs } from './capital-gains-property';
import { financialYearName, financialYearOf } from '../../rules/india/cost-inflation-index';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: bought in FY 2010-11 (CII 167) for 30,00,000, sold in FY 2025-26 (CII 376) for 1,00,00,000. */
const PURCHASE_DATE = '2010-06-15';
const SALE_DATE = '2025-06-15';

export const CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS: CapitalGainsPropertyInputs = {
  purchasePrice: 3000000,
  purchaseDate: isoDateDays(PURCHASE_DATE),
  salePrice: 10000000,
  saleDate: isoDateDays(SALE_DATE),
  transferExpenses: 0,
  seller: SELLER.residentIndividual,
  taxSlab: 0,
  section54: 0,
  section54EC: 0,
};

/** The example as a shared link carries it: dates as ISO text. */
export const CAPITAL_GAINS_PROPERTY_EXAMPLE = {
  purchasePrice: 3000000,
  purchaseDate: PURCHASE_DATE,
  salePrice: 10000000,
  saleDate: SALE_DATE,
  seller: SELLER.residentIndividual,
} as const;

/** The worked example, every figure from calculateCapitalGainsProperty, the function the calculator runs. */
export function capitalGainsPropertyExample(inputs: CapitalGainsPropertyInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateCapitalGainsProperty(inputs);
  const buyYear = financialYearName(financialYearOf(inputs.purchaseDate));
  const saleYear = financialYearName(financialYearOf(inputs.saleDate));
  const indexed = r.withIndexation;
  return {
    description: `A house bought in ${buyYear} (CII ${r.purchaseIndex}) for ${f.money(inputs.purchasePrice)} and sold in ${saleYear} (CII ${r.saleIndex}) for ${f.money(inputs.salePrice)} by a resident individual.`,
    rows: [
      ...(indexed
        ? [
            {
              label: `Indexed cost: ${f.money(inputs.purchasePrice)} × ${r.saleIndex} / ${r.purchaseIndex}`,
              value: f.money(indexed.costOfAcquisition),
            },
            { label: 'Gain with indexation', value: f.money(indexed.capitalGain) },
            { label: 'Tax with indexation, 20%', value: f.money(indexed.tax) },
            { label: 'The same with 4% cess', value: f.money(indexed.taxWithCess) },
          ]
        : []),
      { label: 'Gain without indexation', value: f.money(r.withoutIndexation.capitalGain) },
      { label: 'Tax without indexation, 12.5%', value: f.money(r.withoutIndexation.tax) },
      { label: 'Tax payable, the lower, with cess', value: f.money(r.taxPayable), emphasis: true },
    ],
  };
}
