/*
 * The Income Tax Calculator's "How it is calculated" section: income-tax-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { DataTable, type TableColumn } from '@calc/shared';
import content from './income-tax-explanation.md';
import { explanation } from '../../explanations/explanation';
import { incomeTaxExample, INCOME_TAX_EXAMPLE_INPUTS } from './income-tax-example';
import { slabRows, type SlabRow } from './income-tax-slabs';
import { slabRange, wholeRupees as lakh } from '../../finance-library/income-tax/income-tax-format';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';

function SlabTable({ label, rows, rateHeaders }: { label: string; rows: SlabRow[]; rateHeaders: string[] }) {
  const columns: TableColumn<SlabRow>[] = [
    { header: 'Taxable income', cell: slabRange },
    ...rateHeaders.map((header, index) => ({ header, cell: (row: SlabRow) => `${row.rates[index]}%`, numeric: true })),
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => String(row.from)} />;
}

const { newRegime, oldRegime } = RULES;
const d = oldRegime.limits.section80D;
const surchargeBands = (bands: { above: number; rate: number }[]) =>
  bands.map((band) => `${band.rate}% above ${lakh(band.above)}`).join(', ');

/** Every figure the words name, from the rules file; the slab tables from its slabs. */
const VALUES = {
  financialYear: RULES.financialYear,
  assessmentYear: RULES.assessmentYear,
  appliesFrom: RULES.appliesFrom,
  source: RULES.source,
  cessRate: RULES.cessRate,
  newSlabTable: (
    <SlabTable label="New regime slabs" rows={slabRows([newRegime.slabs[AGE_GROUP.below60]])} rateHeaders={['Rate']} />
  ),
  oldSlabTable: (
    <SlabTable
      label="Old regime slabs"
      rows={slabRows([
        oldRegime.slabs[AGE_GROUP.below60],
        oldRegime.slabs[AGE_GROUP.from60To79],
        oldRegime.slabs[AGE_GROUP.from80],
      ])}
      rateHeaders={['Below 60', '60 to 79', '80 and above']}
    />
  ),
  newMaxRebate: lakh(newRegime.rebate.maxRebate),
  newRebateIncome: lakh(newRegime.rebate.maxIncome),
  oldMaxRebate: lakh(oldRegime.rebate.maxRebate),
  oldRebateIncome: lakh(oldRegime.rebate.maxIncome),
  newStandardDeduction: lakh(newRegime.standardDeduction),
  oldStandardDeduction: lakh(oldRegime.standardDeduction),
  newTaxFreeSalary: lakh(newRegime.rebate.maxIncome + newRegime.standardDeduction),
  section80C: lakh(oldRegime.limits.section80C),
  homeLoanInterest: lakh(oldRegime.limits.homeLoanInterest),
  section80DSelf: lakh(d.self),
  section80DSelfSenior: lakh(d.selfSenior),
  section80DParentsSenior: lakh(d.parentsSenior),
  newSurcharge: surchargeBands(newRegime.surcharge),
  oldSurcharge: surchargeBands(oldRegime.surcharge),
  surchargeThresholds: oldRegime.surcharge.map((band) => lakh(band.above)).join(', '),
};

export default explanation(content, {
  example: (f) => incomeTaxExample(INCOME_TAX_EXAMPLE_INPUTS, f),
  // Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
  currency: 'INR',
  values: () => VALUES,
});
