/*
 * The Cost Inflation Index of section 48 of the Income-tax Act (Explanation (v)): one figure for each financial year,
 * notified by the CBDT, with 2001-02 as the base year (100) since the Finance Act, 2017. The indexation of a long-term
 * capital gain reads it from here; next year's index is one new line, with its notification.
 */

export interface CostInflationIndex {
  /** The financial year's first calendar year: 2010 for FY 2010-11. */
  fromYear: number;
  index: number;
}

/** The base year's index: a cost from before 1 April 2001 is taken as the fair market value on that day, at 100. */
export const CII_BASE_YEAR = 2001;

export const COST_INFLATION_INDEX: readonly CostInflationIndex[] = [
  { fromYear: 2001, index: 100 },
  { fromYear: 2002, index: 105 },
  { fromYear: 2003, index: 109 },
  { fromYear: 2004, index: 113 },
  { fromYear: 2005, index: 117 },
  { fromYear: 2006, index: 122 },
  { fromYear: 2007, index: 129 },
  { fromYear: 2008, index: 137 },
  { fromYear: 2009, index: 148 },
  { fromYear: 2010, index: 167 },
  { fromYear: 2011, index: 184 },
  { fromYear: 2012, index: 200 },
  { fromYear: 2013, index: 220 },
  { fromYear: 2014, index: 240 },
  { fromYear: 2015, index: 254 },
  { fromYear: 2016, index: 264 },
  { fromYear: 2017, index: 272 },
  { fromYear: 2018, index: 280 },
  { fromYear: 2019, index: 289 },
  { fromYear: 2020, index: 301 },
  { fromYear: 2021, index: 317 },
  { fromYear: 2022, index: 331 },
  { fromYear: 2023, index: 348 },
  { fromYear: 2024, index: 363 },
  { fromYear: 2025, index: 376 },
];

/** Each year's index applies from 1 April of its first year (the financial year), as notified. */
export const COST_INFLATION_INDEX_SOURCE =
  'CBDT notification 44/2017 of 5 June 2017 (FY 2001-02 = 100 to FY 2017-18), and the CBDT’s yearly notifications since, up to FY 2025-26 (376)';

/** The financial year a date (days since 1970-01-01, UTC) falls in, by its first calendar year: 1 April starts it. */
export function financialYearOf(days: number): number {
  const date = new Date(days * 86_400_000);
  const year = date.getUTCFullYear();
  return date.getUTCMonth() >= 3 ? year : year - 1;
}

/** 'FY 2010-11' for 2010. */
export function financialYearName(fromYear: number): string {
  return `FY ${fromYear}-${String((fromYear + 1) % 100).padStart(2, '0')}`;
}

/** The index of a financial year; a year before the base year counts as the base year; null for a year not notified yet. */
export function costInflationIndex(fromYear: number): number | null {
  const year = Math.max(fromYear, CII_BASE_YEAR);
  return COST_INFLATION_INDEX.find((entry) => entry.fromYear === year)?.index ?? null;
}

/** The last financial year with an index in the data. */
export const LAST_INDEXED_YEAR = COST_INFLATION_INDEX[COST_INFLATION_INDEX.length - 1].fromYear;
