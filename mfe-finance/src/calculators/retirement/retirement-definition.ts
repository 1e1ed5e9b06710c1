/*
 * The Retirement Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import {
  fieldSections,
  formatPercent,
  type CalculatorDefinition,
  type DerivedFigure,
  type FieldSectionDefinition,
  type ReportColumn,
  type ResultItem,
  type Values,
} from '@calc/shared';
import { financeChart } from '../../charts/finance-chart';
import { retirementModes } from './retirement-modes';
import {
  approachSums,
  calculateRetirement,
  retirementDefaults,
  validateRetirement,
  type RetirementResult,
  type RetirementRow,
} from './retirement';
import {
  APPROACHES,
  ASSET_CLASSES,
  ASSET_MEASURES,
  approachFrom,
  assetFieldName,
  personalFields,
  retirementFields,
  retirementInputsFrom,
} from './retirement-fields';

const columns: ReportColumn<RetirementRow>[] = [
  { header: 'Age', value: (row) => row.age, format: 'text' },
  { header: 'Starting Saving', value: (row) => row.startingSaving, format: 'currency' },
  { header: 'Planned Expenses', value: (row) => row.plannedExpenses, format: 'currency' },
  { header: 'Additional Expenses', value: (row) => row.additionalExpenses, format: 'currency' },
  { header: 'Additional Savings', value: (row) => row.additionalSavings, format: 'currency' },
  { header: 'Ending Savings', value: (row) => row.endingSavings, format: 'currency' },
  { header: 'Status', value: (row) => row.status, format: 'text' },
  { header: 'Retirement Year', value: (row) => row.retirementYear, format: 'text' },
  { header: 'Warning', value: (row) => row.warning, format: 'text' },
];

const results: ResultItem<RetirementResult>[] = [
  { label: 'Savings at Retirement', value: (r) => r.corpusAtRetirement, format: 'currency', headline: true },
  { label: 'Savings at the End of the Plan', value: (r) => r.rows.at(-1)?.endingSavings ?? 0, format: 'currency' },
  {
    label: 'Savings Last Until Age',
    value: (r) => (r.depletedAtAge === null ? `${r.rows.at(-1)?.age ?? 0}+` : String(r.depletedAtAge)),
    format: 'text',
    // Before any plan there is no age to name.
    shown: (r) => r.rows.length > 0,
  },
];

export const SUM_LABELS = {
  returnsShare: 'Sum of Returns Share',
  taxShare: 'Sum of Tax Share',
  diversification: 'Sum of Diversification',
} as const;

export const TAX_NOTE = 'Tax (%) is shown for reference only: it does not change the projection.';

/** One investment approach's card: a row per asset class (Returns, Tax, Share), its sums under them. */
function approachSection(approach: (typeof APPROACHES)[number], description: string): FieldSectionDefinition {
  return {
    key: approach.prefix,
    title: approach.title,
    description,
    rows: ASSET_CLASSES.map((assetClass) => ({
      legend: assetClass.label,
      fields: ASSET_MEASURES.map((measure) => assetFieldName(approach.prefix, assetClass.key, measure.key)),
    })),
    // The specification computes the tax share for display only (SPEC, Retirement): say so beside the fields.
    note: TAX_NOTE,
    derived: {
      label: `${approach.title} sums`,
      figures: (values) => {
        const sums = approachSums(approachFrom(approach.prefix, (name) => values[name]));
        return (Object.keys(SUM_LABELS) as (keyof typeof SUM_LABELS)[]).map((key) => ({
          label: SUM_LABELS[key],
          value: sums[key],
          format: 'percent' as const,
        }));
      },
      warning: shareWarning,
    },
  };
}

/** The shares of a card should add up to 100 %: said under its sums when they do not. */
export function shareWarning(figures: DerivedFigure[]): string | null {
  const shares = figures.find((figure) => figure.label === SUM_LABELS.diversification)!.value;
  if (Math.abs(shares - 100) <= 1e-9) return null;
  return `The shares add up to ${formatPercent(shares)}; they should add up to 100.00%.`;
}

/** The retirement planner: personal details, two investment approaches with their sums, and the year-by-year plan. */
export const retirementDefinition: CalculatorDefinition<string, RetirementResult, RetirementRow> = {
  id: 'retirement',
  // The explanation's worked example is the planner's own defaults (retirementDefaults): every field as it starts.
  example: {
    values: Object.fromEntries(retirementFields.map((field) => [field.name, field.defaultValue ?? ''])),
    label: (money) =>
      `${money(retirementDefaults.monthlyInvestment)} a month from age ${retirementDefaults.currentAge}, retiring at ${retirementDefaults.retirementAge}`,
  },
  fields: retirementFields,
  compute: (values: Values<string>) => calculateRetirement(retirementInputsFrom(values)),
  validate: (values: Values<string>) => validateRetirement(retirementInputsFrom(values)),
  emptyResult: {
    rows: [],
    current: { returnsShare: 0, taxShare: 0, diversification: 0 },
    retirement: { returnsShare: 0, taxShare: 0, diversification: 0 },
    corpusAtRetirement: 0,
    depletedAtAge: null,
  },
  whenIncomplete: 'reset',
  resultsTabLabel: 'Your retirement plan',
  results,
  report: { tabLabel: 'Retirement plan by age', rows: (result) => result.rows, columns },
  Chart: financeChart('retirement', () => import('./retirement-chart').then((chart) => chart.retirementChartSpecs)),
  modes: retirementModes,
  normalModeLabel: 'Your retirement plan',
  sections: fieldSections<string, RetirementResult>({
    sections: [
      {
        key: 'personal',
        title: 'Personal details',
        solveFor: true,
        fields: personalFields.map((field) => field.name),
        columns: 4,
      },
      [
        approachSection(APPROACHES[0], 'How your savings are invested until retirement.'),
        approachSection(APPROACHES[1], 'How your savings are invested after retirement.'),
      ],
    ],
    resultsCard: {
      key: 'plan',
      title: 'Your retirement plan',
      emptyHint: 'Adjust your details and press Calculate to see your plan year by year.',
    },
    announce: (result, money) =>
      result.depletedAtAge === null
        ? `Plan calculated. Savings at retirement ${money(result.corpusAtRetirement)}; savings last the whole plan.`
        : `Plan calculated. Savings are depleted at age ${result.depletedAtAge}.`,
  }),
};
