import { DataTable, ExplanationSection, tex, type TableColumn } from '@calc/shared';
import { incomeTaxExample, INCOME_TAX_EXAMPLE_INPUTS } from './income-tax-example';
import { slabRows, type SlabRow } from './income-tax-slabs';
import { slabRange, wholeRupees } from './income-tax-format';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`I = G - D`}
    {tex.block`T = \sum_{k} r_k \cdot \min\left(\max(I - a_k,\ 0),\ b_k - a_k\right)`}
    {tex.block`R = \begin{cases} \min(T,\ R_{\max}) & I \le L \\ \max\left(0,\ T - (I - L)\right) & I > L \text{ (new regime)} \end{cases}`}
    {tex.block`S = \min\left(s \cdot (T - R),\ (T_c + S_c) + (I - c) - (T - R)\right)`}
    {tex.block`\text{Tax} = (T - R + S)\,(1 + e)`}
  </>
);

function SlabTable({ label, rows, rateHeaders }: { label: string; rows: SlabRow[]; rateHeaders: string[] }) {
  const columns: TableColumn<SlabRow>[] = [
    { header: 'Taxable income', cell: slabRange },
    ...rateHeaders.map((header, index) => ({ header, cell: (row: SlabRow) => `${row.rates[index]}%`, numeric: true })),
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => String(row.from)} />;
}

const newSlabs = slabRows([RULES.newRegime.slabs[AGE_GROUP.below60]]);
const oldSlabs = slabRows([
  RULES.oldRegime.slabs[AGE_GROUP.below60],
  RULES.oldRegime.slabs[AGE_GROUP.from60To79],
  RULES.oldRegime.slabs[AGE_GROUP.from80],
]);

const lakh = wholeRupees;
const { newRegime, oldRegime } = RULES;
const d = oldRegime.limits.section80D;
const surchargeBands = (bands: { above: number; rate: number }[]) =>
  bands.map((band) => `${band.rate}% above ${lakh(band.above)}`).join(', ');

export default function IncomeTaxExplanation() {
  const format = useExampleFormat('INR');
  return (
    <ExplanationSection
      intro={`Income tax for FY ${RULES.financialYear} (AY ${RULES.assessmentYear}), worked out under both regimes from the same income: deductions make the taxable income, the slabs tax it, then come the 87A rebate, any surcharge and the ${RULES.cessRate}% cess.`}
      formula={formula}
      symbols={[
        { symbol: tex`G`, meaning: 'Gross income: Gross Annual Salary plus Other Income.' },
        {
          symbol: tex`D`,
          meaning:
            'Deductions: the standard deduction; under the old regime also the HRA exemption, home loan interest, 80C, 80D and other deductions, each within its limit.',
        },
        { symbol: tex`I`, meaning: 'Taxable income, never below 0.' },
        { symbol: tex`a_k, b_k, r_k`, meaning: 'Slab k: from a to b, taxed at rate r (the tables below).' },
        { symbol: tex`T`, meaning: 'Tax by slab.' },
        {
          symbol: tex`R`,
          meaning: `Rebate under section 87A: up to ${lakh(newRegime.rebate.maxRebate)} when the taxable income is at most ${lakh(newRegime.rebate.maxIncome)} (new regime), up to ${lakh(oldRegime.rebate.maxRebate)} at most ${lakh(oldRegime.rebate.maxIncome)} (old regime).`,
        },
        { symbol: tex`L, R_{\max}`, meaning: 'The rebate’s income limit and its largest amount.' },
        {
          symbol: tex`s, c`,
          meaning: 'The surcharge rate of the band the taxable income is in, and the threshold where that band starts.',
        },
        { symbol: tex`T_c + S_c`, meaning: 'Tax and surcharge on an income of exactly c: the marginal relief’s ceiling.' },
        { symbol: tex`S`, meaning: 'Surcharge after marginal relief (0 up to the first band).' },
        { symbol: tex`e`, meaning: `Health and education cess, ${RULES.cessRate}%, on the tax and surcharge.` },
      ]}
      conventions={[
        `India, FY ${RULES.financialYear} (AY ${RULES.assessmentYear}), a resident individual; the rules apply from ${RULES.appliesFrom}. Source: ${RULES.source}`,
        <>
          New regime slabs, at every age:
          <SlabTable label="New regime slabs" rows={newSlabs} rateHeaders={['Rate']} />
        </>,
        <>
          Old regime slabs, by age:
          <SlabTable label="Old regime slabs" rows={oldSlabs} rateHeaders={['Below 60', '60 to 79', '80 and above']} />
        </>,
        `Standard deduction ${lakh(newRegime.standardDeduction)} (new) or ${lakh(oldRegime.standardDeduction)} (old), from salary only and never more than it. Other Income (interest, rent after its own deductions) is taxed at the slab rates; capital gains taxed at special rates are not covered.`,
        `Old regime only: 80C up to ${lakh(oldRegime.limits.section80C)}; home loan interest on a self-occupied house, section 24(b), up to ${lakh(oldRegime.limits.homeLoanInterest)}; 80D as you enter it, up to the most anyone your age can claim (${lakh(d.self)} for yourself below 60 or ${lakh(d.selfSenior)} from 60, plus ${lakh(d.parentsSenior)} for parents who are senior citizens). Enter the HRA exemption the HRA calculator gives, and under Other Deductions the rest (80CCD(1B), 80E, 80G, 80TTA…). No deduction takes the taxable income below 0. The new regime allows none of them.`,
        `87A rebate: new regime up to ${lakh(newRegime.rebate.maxRebate)} for a taxable income up to ${lakh(newRegime.rebate.maxIncome)}; just above it, marginal relief keeps the tax to the income above ${lakh(newRegime.rebate.maxIncome)}. Old regime up to ${lakh(oldRegime.rebate.maxRebate)} up to ${lakh(oldRegime.rebate.maxIncome)}, with no marginal relief.`,
        `Surcharge on the tax: new regime ${surchargeBands(newRegime.surcharge)}; old regime ${surchargeBands(oldRegime.surcharge)}, with marginal relief at each threshold. Then ${RULES.cessRate}% health and education cess on tax plus surcharge.`,
        'Figures are exact to the paisa; the return itself rounds the taxable income and the tax to the nearest ₹10. Monthly In-hand is the gross income less the total tax, divided by 12. Amounts are in Indian rupees.',
      ]}
      example={incomeTaxExample(INCOME_TAX_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Which regime should I choose?',
          a: 'The one with the lower total tax for your income and deductions: this calculator works out both. The new regime has lower rates and a larger rebate but almost no deductions; the old regime pays off when your HRA exemption, 80C, 80D and home loan interest together are large. The worked example shows where the new regime still wins.',
        },
        {
          q: `Is income up to ${lakh(newRegime.rebate.maxIncome)} tax-free in the new regime?`,
          a: `Yes, for income taxed at the slab rates: up to a taxable income of ${lakh(newRegime.rebate.maxIncome)} the 87A rebate cancels the tax. With the ${lakh(newRegime.standardDeduction)} standard deduction, that is a salary of ${lakh(newRegime.rebate.maxIncome + newRegime.standardDeduction)}. Just above the limit, marginal relief keeps the tax to no more than the income above it, so earning a little more never leaves you with less.`,
        },
        {
          q: 'Which deductions does the new regime allow?',
          a: `The standard deduction of ${lakh(newRegime.standardDeduction)} on salary, and a few others this calculator does not ask for, such as your employer’s NPS contribution (80CCD(2)). Section 80C, 80D, the HRA exemption and interest on a self-occupied home’s loan are for the old regime only.`,
        },
        {
          q: 'What is marginal relief on the surcharge?',
          a: `A surcharge starts when the taxable income crosses ${oldRegime.surcharge.map((band) => lakh(band.above)).join(', ')} (the last in the old regime only). Marginal relief caps it so that the tax and surcharge together exceed those at the threshold by no more than the income above the threshold.`,
        },
        {
          q: 'Can I switch between the regimes every year?',
          a: 'If you have no business income, yes: you choose each year when you file your return (before the due date), whatever you told your employer for TDS. The new regime is the default. With business income you can leave the new regime only once.',
        },
      ]}
      related={['hra-calculator', 'salary-calculator', 'nps-calculator', 'ppf-calculator']}
    />
  );
}
