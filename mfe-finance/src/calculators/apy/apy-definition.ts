/*
 * The Atal Pension Yojana Calculator as data: its fields, figures, report and chart, from which the calculator scaffold
 * of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { ageField, choiceField, currencySymbol, extraReport, groupThousands, type CalculatorDefinition } from '@calc/shared';
import { apyChartRows, calculateApy, EMPTY_APY, type ApyChartRow, type ApyInputs, type ApyResult, type ApyRow } from './apy';
import { APY_PENSIONS, APY_RULES } from './apy-rules';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { APY_EXAMPLE_INPUTS } from './apy-example';

const { minJoiningAge, maxJoiningAge, pensionAge } = APY_RULES;
// Written without Intl: the options show at first paint (groupThousands). ₹1,000 to ₹5,000 group alike in India.
const rupees = (value: number) => `${currencySymbol(APY_RULES.currency)}${groupThousands(value)}`;

/** The scheme's whole chart, one row per age at joining, for the visitor to read beside their own figures. */
const contributionChart = extraReport<ApyResult, ApyChartRow>({
  id: 'contribution-chart',
  tabLabel: 'Contribution Chart',
  rows: (r) => (r.rows.length === 0 ? [] : apyChartRows()),
  columns: [
    { header: 'Age at Joining', value: (row) => row.age, format: 'text' },
    { header: 'Years of Contribution', value: (row) => row.years, format: 'text' },
    ...APY_PENSIONS.map((pension, column) => ({
      header: `${rupees(pension)} Pension`,
      value: (row: ApyChartRow) => row.contributions[column],
      format: 'currency' as const,
    })),
  ],
});

export const apyDefinition: CalculatorDefinition<keyof ApyInputs, ApyResult, ApyRow> = {
  id: 'atal-pension',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...APY_EXAMPLE_INPUTS },
    label: (money) =>
      `joining at ${APY_EXAMPLE_INPUTS.joiningAge} for a pension of ${money(APY_EXAMPLE_INPUTS.monthlyPension)} a month`,
  },
  // The scheme's chart is written in rupees.
  fixedCurrency: APY_RULES.currency,
  fields: [
    ageField('joiningAge', 'Age at Joining', {
      min: minJoiningAge,
      max: maxJoiningAge,
      placeholder: 'e.g. 25',
      hint: `You pay every month until ${pensionAge}.`,
    }),
    choiceField(
      'monthlyPension',
      'Monthly Pension Wanted',
      APY_PENSIONS.map((pension) => ({ value: pension, label: rupees(pension) })),
      { hint: `Paid every month from age ${pensionAge}.` },
    ),
  ],
  compute: calculateApy,
  emptyResult: EMPTY_APY,
  results: [
    { label: 'Monthly Contribution', value: (r) => r.monthlyContribution, format: 'currency', headline: true },
    { label: 'Years of Contribution', value: (r) => r.years, format: 'years' },
    { label: 'Total Contribution', value: (r) => r.totalContribution, format: 'currency' },
    { label: 'Corpus Returned to Nominee', value: (r) => r.corpusToNominee, format: 'currency' },
  ],
  report: yearlyBreakdown({
    Age: { value: (row) => row.age, format: 'text' },
    Contributions: 'contributions',
    'Total Contribution': 'totalContribution',
  }),
  extraReports: [contributionChart],
};
