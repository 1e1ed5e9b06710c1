/**
 * Atal Pension Yojana calculator: pure maths, no UI. The monthly contribution is read from the scheme's chart
 * (apy-rules.ts) by age at joining and pension; it is paid every month until 60:
 *   years = 60 - age,   total = contribution x 12 x years.
 * The pension is guaranteed by the government, and the corpus returned to the nominee is fixed by the pension.
 */

import { finite, num } from '../../finance-library/number-guards';
import { APY_PENSIONS, APY_RULES, type ApyPension } from './apy-rules';

export interface ApyInputs {
  joiningAge: number;
  monthlyPension: number;
}
export interface ApyRow {
  year: number;
  /** Age at the end of the year of contributions. */
  age: number;
  contributions: number;
  totalContribution: number;
}
export interface ApyResult {
  monthlyContribution: number;
  years: number;
  totalContribution: number;
  corpusToNominee: number;
  monthlyPension: number;
  rows: ApyRow[];
}

export const EMPTY_APY: ApyResult = {
  monthlyContribution: 0,
  years: 0,
  totalContribution: 0,
  corpusToNominee: 0,
  monthlyPension: 0,
  rows: [],
};

const isPension = (value: number): value is ApyPension => (APY_PENSIONS as readonly number[]).includes(value);

/** The chart's monthly contribution for an age and pension, or null outside the chart. */
export function apyContribution(age: number, pension: number): number | null {
  const row = APY_RULES.contributionChart[age];
  const column = (APY_PENSIONS as readonly number[]).indexOf(pension);
  return row && column >= 0 ? row[column] : null;
}

export function calculateApy(i: ApyInputs): ApyResult {
  const age = Math.floor(num(i.joiningAge));
  const pension = num(i.monthlyPension);
  const monthly = apyContribution(age, pension);
  if (monthly === null || !isPension(pension)) return EMPTY_APY;
  const years = APY_RULES.pensionAge - age;
  const rows: ApyRow[] = Array.from({ length: years }, (_, index) => ({
    year: index + 1,
    age: age + index + 1,
    contributions: monthly * 12,
    totalContribution: monthly * 12 * (index + 1),
  }));
  return {
    monthlyContribution: monthly,
    years,
    totalContribution: finite(monthly * 12 * years),
    corpusToNominee: APY_RULES.corpusToNominee[pension],
    monthlyPension: pension,
    rows,
  };
}

/** One row of the whole chart: an age at joining and the contribution for each pension. */
export interface ApyChartRow {
  age: number;
  years: number;
  contributions: readonly number[];
}

/** The whole chart, ages 18 to 40, for the page's second report. */
export function apyChartRows(): ApyChartRow[] {
  const rows: ApyChartRow[] = [];
  for (let age = APY_RULES.minJoiningAge; age <= APY_RULES.maxJoiningAge; age++)
    rows.push({ age, years: APY_RULES.pensionAge - age, contributions: APY_RULES.contributionChart[age] });
  return rows;
}
