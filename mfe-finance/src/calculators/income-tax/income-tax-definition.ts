/*
 * The Income Tax Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { comparison, zeroInputs, type CalculatorDefinition } from '@calc/shared';
import { calculateIncomeTax, type IncomeTaxInputs, type IncomeTaxResult, type RegimeTax, type SlabTax } from './income-tax';
import { slabRange, wholeRupees } from '../../finance-library/income-tax/income-tax-format';
import { INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';
import { incomeTaxFields } from '../../finance-library/income-tax/income-tax-fields';
import { INCOME_TAX_EXAMPLE_INPUTS } from './income-tax-example';

type IncomeTaxField = keyof IncomeTaxInputs;

const whole = wholeRupees;

const REGIME_LABEL = { new: 'New regime', old: 'Old regime', same: 'Same tax' } as const;

/** One line of the slab-by-slab report: a slab of one regime. */
export interface SlabLine extends SlabTax {
  regime: string;
}

const slabLines = (r: IncomeTaxResult): SlabLine[] =>
  [r.newRegime, r.oldRegime].flatMap((regime) => regime.slabs.map((slab) => ({ ...slab, regime: REGIME_LABEL[regime.regime] })));

/** A figure only the old regime has: empty in the new regime's column, shown when the old one claims any. */
const oldOnly = (label: string, value: (r: RegimeTax) => number) => ({
  label,
  format: 'currency' as const,
  value: (r: RegimeTax) => (r.regime === 'new' ? null : value(r)),
  shown: (columns: RegimeTax[]) => columns.some((r) => r.regime === 'old' && value(r) > 0),
});

export const incomeTaxDefinition: CalculatorDefinition<IncomeTaxField, IncomeTaxResult, SlabLine> = {
  id: 'income-tax',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...INCOME_TAX_EXAMPLE_INPUTS },
    label: (money) =>
      `a gross salary of ${money(INCOME_TAX_EXAMPLE_INPUTS.grossSalary)} a year, with ${money(INCOME_TAX_EXAMPLE_INPUTS.section80C)} under 80C`,
  },
  inputCardTitle: `Your income, FY ${RULES.financialYear}`,
  fixedCurrency: 'INR',
  fields: incomeTaxFields,
  compute: calculateIncomeTax,
  emptyResult: calculateIncomeTax(zeroInputs(incomeTaxFields)),
  results: [
    { label: 'Lower Tax Regime', value: (r) => REGIME_LABEL[r.lowerTaxRegime], format: 'text', headline: true },
    { label: 'Tax Saved', value: (r) => r.saving, format: 'currency', shown: (r) => r.lowerTaxRegime !== 'same' },
    { label: 'Tax Under New Regime', value: (r) => r.newRegime.totalTax, format: 'currency' },
    { label: 'Tax Under Old Regime', value: (r) => r.oldRegime.totalTax, format: 'currency' },
  ],
  comparison: comparison<IncomeTaxResult, RegimeTax>({
    caption: 'Tax under each regime',
    rowHeader: 'Figure',
    columns: [
      { label: 'New Regime', of: (r) => r.newRegime },
      { label: 'Old Regime', of: (r) => r.oldRegime },
    ],
    rows: [
      { label: 'Gross Income', format: 'currency', value: (r) => r.grossIncome },
      { label: 'Standard Deduction', format: 'currency', value: (r) => r.standardDeduction },
      oldOnly('HRA Exemption', (r) => r.hraExemption),
      oldOnly('Home Loan Interest (Section 24b)', (r) => r.homeLoanInterest),
      oldOnly('Section 80C', (r) => r.section80C),
      oldOnly('Section 80D', (r) => r.section80D),
      oldOnly('Other Deductions', (r) => r.otherDeductions),
      { label: 'Taxable Income', format: 'currency', value: (r) => r.taxableIncome },
      { label: 'Tax by Slab', format: 'currency', value: (r) => r.taxOnIncome },
      { label: 'Rebate (Section 87A)', format: 'currency', value: (r) => r.rebate },
      {
        label: 'Surcharge',
        format: 'currency',
        value: (r) => r.surcharge,
        shown: (columns) => columns.some((r) => r.surchargeRate > 0),
      },
      { label: `Health and Education Cess (${RULES.cessRate}%)`, format: 'currency', value: (r) => r.cess },
      { label: 'Total Tax', format: 'currency', value: (r) => r.totalTax },
      { label: 'Effective Tax Rate', format: 'percent', value: (r) => r.effectiveRate },
      { label: 'Monthly In-hand', format: 'currency', value: (r) => r.monthlyInHand },
    ],
    verdict: (r, money) =>
      r.lowerTaxRegime === 'same'
        ? 'Both regimes cost the same.'
        : `The ${r.lowerTaxRegime} regime costs ${money(r.saving)} less in tax.`,
  }),
  report: {
    tabLabel: 'Tax by Slab',
    rows: slabLines,
    columns: [
      { header: 'Regime', value: (line) => line.regime, format: 'text' },
      { header: 'Slab', value: slabRange, format: 'text' },
      { header: 'Rate', value: (line) => line.rate, format: 'percent' },
      { header: 'Income in Slab', value: (line) => line.income, format: 'currency' },
      { header: 'Tax', value: (line) => line.tax, format: 'currency' },
    ],
  },
  message: (r) => {
    const notes: string[] = [];
    for (const regime of [r.newRegime, r.oldRegime]) {
      const name = REGIME_LABEL[regime.regime];
      if (regime.rebateIsMarginalRelief)
        notes.push(
          `${name}: marginal relief keeps the tax before cess to the income above ${whole(RULES.newRegime.rebate.maxIncome)}.`,
        );
      if (regime.surchargeMarginalRelief > 0)
        notes.push(`${name}: marginal relief lowers the ${regime.surchargeRate}% surcharge.`);
    }
    return notes.length > 0 ? { text: notes.join(' '), tone: 'good' } : null;
  },
};
