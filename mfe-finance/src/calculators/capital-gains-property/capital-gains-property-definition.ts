/*
 * The Capital Gains Tax on Property Calculator as data: its fields, figures, report and chart, from which the
 * calculator scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import {
  amountField,
  choiceField,
  extraReport,
  formatCurrency,
  isoDateDays,
  rateField,
  rowList,
  type CalculatorDefinition,
  type FieldDefinition,
  type RowCellDefinition,
} from '@calc/shared';
import {
  calculateCapitalGainsProperty,
  EMPTY_CAPITAL_GAINS_PROPERTY,
  SELLER,
  type CapitalGainsPropertyInputs,
  type CapitalGainsPropertyResult,
  type ComputationRow,
  type IndexationRow,
} from './capital-gains-property';
import { CAPITAL_GAINS_PROPERTY_RULES as RULES } from './capital-gains-property-rules';
import { financialYearName, LAST_INDEXED_YEAR } from '../../rules/india/cost-inflation-index';
import { INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';
import { CAPITAL_GAINS_PROPERTY_EXAMPLE, CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS } from './capital-gains-property-example';

type Field = keyof CapitalGainsPropertyInputs;
type ImprovementCell = RowCellDefinition<'date', 'date'> | RowCellDefinition<'amount', 'currency'>;

/** In rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, RULES.currency);

const IMPROVEMENT_CELLS: readonly ImprovementCell[] = [
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e12, placeholder: 'e.g. 500000' },
];

const dateField = (name: Field, label: string, hint: string): FieldDefinition<Field> => ({
  name,
  label,
  kind: 'date',
  min: 0,
  max: 0,
  hint,
});

/** The slab rates of the year's new regime, offered as buttons (0 %, 5 %, … 30 %). */
const SLAB_RATES = [...new Set(INCOME_TAX_FY_2025_26.newRegime.slabs[0].map((slab) => slab.rate))];

const NEW_RULES_DAY = isoDateDays(RULES.newRulesFrom);
const yearsAndMonths = (months: number) => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [`${years} year${years === 1 ? '' : 's'}`, ...(rest > 0 ? [`${rest} month${rest === 1 ? '' : 's'}`] : [])].join(' ');
};

const NO_INDEXATION_REASON = {
  seller: 'Indexation is only for a resident individual or HUF: the 12.5% without indexation applies.',
  'acquired-after': 'The property was acquired on or after 23 July 2024: only the 12.5% without indexation applies.',
  'no-index': `The Cost Inflation Index of the year of sale is not in the data yet (the latest is ${financialYearName(LAST_INDEXED_YEAR)}'s): the tax shown is the 12.5% without indexation; the option with indexation may be lower.`,
} as const;

const longTermOnly = (r: CapitalGainsPropertyResult) => r.longTerm;
const indexedOnly = (r: CapitalGainsPropertyResult) => r.withIndexation !== null;

export const capitalGainsPropertyDefinition: CalculatorDefinition<
  Field,
  CapitalGainsPropertyResult,
  ComputationRow,
  ImprovementCell
> = {
  id: 'capital-gains-property',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: CAPITAL_GAINS_PROPERTY_EXAMPLE,
    label: (money) =>
      `bought in FY 2010-11 for ${money(CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS.purchasePrice)}, sold in FY 2025-26 for ${money(CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS.salePrice)}`,
  },
  // The law's amounts are in rupees.
  fixedCurrency: RULES.currency,
  fields: [
    amountField('purchasePrice', 'Purchase Price', {
      placeholder: 'e.g. 3000000',
      hint: 'With stamp duty and registration. Bought before 1 April 2001: its fair market value on that day.',
    }),
    dateField('purchaseDate', 'Purchase Date', 'The date of the sale deed (or of allotment, for a flat booked with a builder).'),
    amountField('salePrice', 'Sale Price', {
      placeholder: 'e.g. 10000000',
      hint: 'The consideration, or the stamp duty value when that is more than 110% of it (section 50C).',
    }),
    dateField('saleDate', 'Sale Date', 'On or after 23 July 2024, when today’s rates began.'),
    amountField('transferExpenses', 'Transfer Expenses', {
      required: false,
      placeholder: 'optional, e.g. 100000',
      hint: 'Brokerage, legal fees and other costs of the sale.',
    }),
    choiceField('seller', 'Seller', [
      { value: SELLER.residentIndividual, label: 'Resident individual or HUF' },
      { value: SELLER.other, label: 'Non-resident, firm or company' },
    ]),
    rateField('taxSlab', 'Tax Slab (%)', {
      min: 0,
      max: 50,
      required: false,
      placeholder: 'e.g. 30',
      hint: 'Only for a short-term gain (held 24 months or less), which is taxed at your slab.',
      quickChoices: SLAB_RATES,
    }),
    amountField('section54', 'Invested in a New House (Section 54)', {
      required: false,
      max: 1e12,
      placeholder: 'optional',
      hint: 'A residential house bought within 2 years (or 1 year before), or built within 3: up to ₹10 crore.',
      group: 'Exemptions (long-term only)',
    }),
    amountField('section54EC', 'Invested in Bonds (Section 54EC)', {
      required: false,
      placeholder: 'optional',
      hint: 'NHAI, REC, PFC or IRFC bonds within 6 months of the sale: up to ₹50,00,000.',
      group: 'Exemptions (long-term only)',
    }),
  ],
  rowList: rowList({
    label: 'Improvement Costs',
    rowName: 'improvement',
    cells: IMPROVEMENT_CELLS,
    minRows: 0,
    maxRows: 20,
  }),
  validate: (v) => {
    const errors: Partial<Record<Field, string>> = {};
    if (v.saleDate < NEW_RULES_DAY)
      errors.saleDate = 'Enter a sale on or after 23 July 2024: the calculator has the rules in force since then.';
    else if (v.purchaseDate >= v.saleDate) errors.purchaseDate = 'Enter a purchase date before the sale date.';
    // The rows' dates are fields too (date.1, …): an improvement is made while the property is held.
    const rowErrors = errors as Record<string, string>;
    for (const [key, value] of Object.entries(v as Record<string, number | string>)) {
      if (!/^date\.\d+$/.test(key) || typeof value !== 'string') continue;
      const days = isoDateDays(value);
      if (days < v.purchaseDate || days > v.saleDate) rowErrors[key] = 'Enter a date between the purchase and the sale.';
    }
    return errors;
  },
  compute: (values, rows = []) => calculateCapitalGainsProperty(values, rows),
  emptyResult: EMPTY_CAPITAL_GAINS_PROPERTY,
  results: [
    { label: `Tax Payable (with ${RULES.cessRate}% Cess)`, value: (r) => r.taxPayable, format: 'currency', headline: true },
    {
      label: 'Holding Period',
      value: (r) => (r.lines.length === 0 ? 0 : `${yearsAndMonths(r.heldMonths)}: ${r.longTerm ? 'long-term' : 'short-term'}`),
      format: 'text',
    },
    {
      label: 'Indexed Cost of Acquisition',
      value: (r) => r.withIndexation?.costOfAcquisition ?? 0,
      format: 'currency',
      shown: indexedOnly,
    },
    {
      label: `Tax with Indexation (${RULES.rateWithIndexation}%)`,
      value: (r) => r.withIndexation?.tax ?? 0,
      format: 'currency',
      shown: indexedOnly,
    },
    {
      label: `Tax with Indexation + Cess`,
      value: (r) => r.withIndexation?.taxWithCess ?? 0,
      format: 'currency',
      shown: indexedOnly,
    },
    {
      label: `Tax without Indexation (${RULES.rateWithoutIndexation}%)`,
      value: (r) => r.withoutIndexation.tax,
      format: 'currency',
      shown: longTermOnly,
    },
    {
      label: 'Tax without Indexation + Cess',
      value: (r) => r.withoutIndexation.taxWithCess,
      format: 'currency',
      shown: longTermOnly,
    },
    {
      label: 'Short-term Capital Gain',
      value: (r) => r.withoutIndexation.capitalGain,
      format: 'currency',
      shown: (r) => !r.longTerm,
    },
    {
      label: 'Taxable Long-term Gain',
      value: (r) => (r.applied === 'indexation' && r.withIndexation ? r.withIndexation : r.withoutIndexation).taxableGain,
      format: 'currency',
      shown: longTermOnly,
    },
  ],
  message: (r) => {
    if (r.lines.length === 0) return null;
    if (!r.longTerm)
      return {
        tone: 'bad',
        text: `Held ${RULES.longTermAfterMonths} months or less: a short-term gain, added to your income and taxed at your slab (${r.withoutIndexation.rate}% entered). Sections 54 and 54EC are for long-term gains only.`,
      };
    if (r.noIndexation) return { tone: 'bad', text: NO_INDEXATION_REASON[r.noIndexation] };
    if (r.saving === 0) return { tone: 'good', text: 'Both options give the same tax.' };
    return {
      tone: 'good',
      text:
        r.applied === 'indexation'
          ? `The lower applies: with indexation, ${rupees(r.saving)} less tax (before cess) than 12.5% without.`
          : `The lower applies: 12.5% without indexation, ${rupees(r.saving)} less tax (before cess) than 20% with it.`,
    };
  },
  warnings: (r) =>
    r.lines.length > 0 && r.withoutIndexation.capitalGain < 0
      ? [
          'The sale makes a capital loss: no tax, and the loss can be set off against capital gains for up to 8 years if the return is filed in time.',
        ]
      : [],
  report: {
    tabLabel: 'Computation',
    rows: (r) => r.lines,
    columns: [
      { header: 'Figure', value: (row) => row.figure, format: 'text' },
      {
        header: 'With Indexation',
        value: (row) => row.withIndexation,
        format: 'currency',
        shown: (rows) => rows.some((row) => row.withIndexation !== null),
      },
      { header: 'Without Indexation', value: (row) => row.withoutIndexation, format: 'currency' },
    ],
  },
  extraReports: [
    extraReport<CapitalGainsPropertyResult, IndexationRow>({
      id: 'indexation',
      tabLabel: 'Cost Inflation Index',
      rows: (r) => r.costs,
      columns: [
        { header: 'Item', value: (row) => row.item, format: 'text' },
        { header: 'Date', value: (row) => row.date, format: 'text' },
        { header: 'Financial Year', value: (row) => row.financialYear, format: 'text' },
        { header: 'CII', value: (row) => (row.index === null ? 'not in the data' : row.index), format: 'text' },
        { header: 'Amount', value: (row) => row.amount, format: 'currency' },
        { header: 'Indexed Amount', value: (row) => row.indexedAmount, format: 'currency' },
      ],
    }),
  ],
};
