/*
 * The optional "Tax on Returns" of a calculator's page: the choice, the Tax Slab (%) it needs at the slab, the
 * figures it adds (only once a tax is chosen) and the report's post-tax column. The calculator's own definition
 * stays as the specification has it; its page shows withTaxOnReturns(definition, plan).
 */
import type { ComponentType } from 'react';
import {
  choiceField,
  rateField,
  type AnySolveMode,
  type CalculatorDefinition,
  type Comparison,
  type ExtraReport,
  type ReportColumn,
  type ResultItem,
  type Solution,
  type Solved,
  type Values,
} from '@calc/shared';
import { INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';
import { AT_SLAB, TAX_ON_RETURNS, type AfterTax, type TaxChoice } from './tax-on-returns';

export type TaxField = 'taxOnReturns' | 'taxSlab';

/** A result with its after-tax figures: null with no tax chosen (the page as the specification has it). */
export type WithTax<R> = R & { afterTax: (AfterTax & { kind: number }) | null };
/** A report row with its post-tax value: null (or absent) with no tax chosen. */
export type WithPostTax<Row> = Row & { postTax?: number | null };

export interface TaxOnReturnsPlan<R, Row> {
  /**
   * The after-tax figures of a result. `inputs` are the fields' values by name (a "Solve for" mode's found input
   * among them); `rows` the report's rows, whose post-tax values `rows` of the answer gives in the same order.
   */
  afterTax: (choice: TaxChoice, inputs: Values<string>, result: R, rows: Row[]) => AfterTax;
  /** The header of the report's post-tax column. */
  columnHeader: string;
}

const taxOnReturnsField = choiceField<TaxField>('taxOnReturns', 'Tax on Returns', [
  { value: TAX_ON_RETURNS.none, label: 'None' },
  { value: TAX_ON_RETURNS.equity, label: 'Equity Mutual Fund' },
  { value: TAX_ON_RETURNS.debt, label: 'Debt Fund' },
  { value: TAX_ON_RETURNS.deposit, label: 'Deposit at My Slab' },
]);

/** The slab rates of the year's new regime, offered as buttons (0 %, 5 %, … 30 %). */
const SLAB_RATES = [...new Set(INCOME_TAX_FY_2025_26.newRegime.slabs[0].map((slab) => slab.rate))];

const taxSlabField = rateField<TaxField>('taxSlab', 'Tax Slab (%)', {
  min: 0,
  max: 50,
  placeholder: 'e.g. 30',
  hint: 'Your income tax slab rate; the 4% cess is added to it.',
  quickChoices: SLAB_RATES,
  shownWhen: (choices) => AT_SLAB.includes(choices.taxOnReturns ?? TAX_ON_RETURNS.none),
});

/** The numbers a "Solve for" answer found, by the name of the input each is (sipAmount, duration, …). */
function foundInputs(fieldNames: Set<string>, solution: Solution<unknown>): Values<string> {
  const found: Values<string> = {};
  for (const figure of solution.figures)
    if (fieldNames.has(figure.id) && typeof figure.value === 'number') found[figure.id] = figure.value;
  return found;
}

export function withTaxOnReturns<K extends string, R, Row>(
  definition: CalculatorDefinition<K, R, Row>,
  plan: TaxOnReturnsPlan<R, Row>,
): CalculatorDefinition<K | TaxField, WithTax<R>, WithPostTax<Row>> {
  const { report } = definition;
  const fieldNames = new Set<string>(definition.fields.map((field) => field.name));

  const withTax = (result: R, inputs: Values<string>): WithTax<R> => {
    const kind = inputs.taxOnReturns ?? TAX_ON_RETURNS.none;
    if (kind === TAX_ON_RETURNS.none) return { ...result, afterTax: null };
    const rows = report ? report.rows(result) : [];
    return { ...result, afterTax: { kind, ...plan.afterTax({ kind, slab: inputs.taxSlab ?? 0 }, inputs, result, rows) } };
  };

  const modes = definition.modes?.map((mode): AnySolveMode<K | TaxField, WithTax<R>> => ({
    ...mode,
    solve: ((values: Values<string>): Solved<Solution<WithTax<R>>> => {
      const solved = (mode.solve as (given: Values<string>) => Solved<Solution<R>>)(values);
      if (!solved.ok) return solved;
      const inputs = { ...values, ...foundInputs(fieldNames, solved.value) };
      return { ok: true, value: { ...solved.value, result: withTax(solved.value.result, inputs) } };
    }) as AnySolveMode<K | TaxField, WithTax<R>>['solve'],
  }));

  const taxed = (r: WithTax<R>) => r.afterTax !== null;
  const equity = (r: WithTax<R>) => r.afterTax?.kind === TAX_ON_RETURNS.equity;
  const figure = (label: string, pick: (a: AfterTax) => number, shown: (r: WithTax<R>) => boolean): ResultItem<WithTax<R>> => ({
    label,
    value: (r) => (r.afterTax ? pick(r.afterTax) : 0),
    format: 'currency',
    shown,
  });

  const postTaxColumn: ReportColumn<WithPostTax<Row>> = {
    header: plan.columnHeader,
    value: (row) => row.postTax ?? null,
    format: 'currency',
    shown: (rows) => rows.some((row) => row.postTax !== undefined && row.postTax !== null),
  };

  return {
    ...definition,
    fields: [...definition.fields, taxOnReturnsField, taxSlabField],
    compute: (values) => withTax(definition.compute(values as Values<K>), values),
    validate: definition.validate as CalculatorDefinition<K | TaxField, WithTax<R>>['validate'],
    emptyResult: { ...definition.emptyResult, afterTax: null },
    modes,
    results: [
      ...definition.results,
      figure('Long-term Gains', (a) => a.longTermGains, equity),
      figure('Short-term Gains', (a) => a.shortTermGains, equity),
      figure('Tax on Gains', (a) => a.tax, taxed),
      figure('Post-tax Maturity Amount', (a) => a.postTaxMaturity, taxed),
    ],
    report: report && {
      ...report,
      rows: (result) =>
        report.rows(result).map((row, index): WithPostTax<Row> => ({ ...row, postTax: result.afterTax?.rows[index] ?? null })),
      columns: [...report.columns, postTaxColumn],
    },
    extraReports: definition.extraReports as ExtraReport<WithTax<R>>[] | undefined,
    // Components given a result read only what R has (a class component's defaultProps stop TypeScript seeing it).
    Chart: definition.Chart as ComponentType<{ result: WithTax<R>; compareWith?: WithTax<R> }> | undefined,
    comparison: definition.comparison as Comparison<WithTax<R>> | undefined,
    // India's rules are written in rupees: with a tax chosen, the page's amounts are in rupees.
    fixedCurrency: definition.fixedCurrency ?? {
      code: 'INR',
      when: (choices) => (choices.taxOnReturns ?? TAX_ON_RETURNS.none) !== TAX_ON_RETURNS.none,
    },
  };
}
