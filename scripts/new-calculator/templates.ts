/*
 * The files `npm run new:calculator` writes: a small, correct calculator (the future value of one amount growing at a
 * yearly rate) that passes every check a calculator must (docs/adding-a-calculator.md), with TODO(<name>) where the
 * author puts their own maths and words. Generated code imports only @calc/shared, @calc/singleton and its own folder,
 * so it does not depend on where a remote keeps its helpers.
 */

/** The spellings of one calculator's name: `my-thing` gives myThing, MyThing, MY_THING and "My Thing". */
export interface CalculatorNames {
  /** The folder and file prefix: `my-thing`. */
  kebab: string;
  camel: string;
  pascal: string;
  constant: string;
  /** The words of its title: `My Thing`. */
  words: string;
  /** The route: `my-thing-calculator`. */
  path: string;
  /** The category its page facts name ('Finance', 'Astrology'). */
  category: string;
  /** Its sidebar icon (shared/src/ui/icons.tsx). */
  icon: string;
  /** Paths of pages of that category that its explanation links to (`/cagr-calculator`). */
  related: readonly string[];
}

export function namesOf(
  kebab: string,
  { category, icon, related }: Pick<CalculatorNames, 'category' | 'icon' | 'related'>,
): CalculatorNames {
  const parts = kebab.split('-');
  const capital = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
  return {
    kebab,
    camel: parts[0] + parts.slice(1).map(capital).join(''),
    pascal: parts.map(capital).join(''),
    constant: parts.join('_').toUpperCase(),
    words: parts.map(capital).join(' '),
    path: `${kebab}-calculator`,
    category,
    icon,
    related,
  };
}

/** Each file of the folder, by its path inside the folder, for these names. */
export function calculatorFiles(n: CalculatorNames): Record<string, string> {
  return {
    [`${n.kebab}.ts`]: maths(n),
    [`__tests__/${n.kebab}.test.ts`]: mathsTest(n),
    [`${n.kebab}-definition.ts`]: definition(n),
    [`${n.kebab}-example.ts`]: example(n),
    [`${n.kebab}-explanation.md`]: explanationText(n),
    [`${n.kebab}-explanation.tsx`]: explanationCode(n),
    'page-facts.ts': pageFacts(n),
    'page.tsx': page(n),
  };
}

const maths = (n: CalculatorNames) => `/*
 * ${n.words} Calculator: the maths, pure and without UI, run by the page, its worked example and its tests alike.
 * TODO(${n.kebab}): this is a working skeleton, the future value of one amount growing at a yearly rate,
 * FV = P x (1 + r / 100)^n, one row a year. Replace the inputs, result and formula with your calculator's.
 */

export interface ${n.pascal}Inputs {
  /** The amount invested today. */
  amount: number;
  /** The yearly growth rate, in percent (8 for 8 %). */
  rate: number;
  /** Whole years. */
  years: number;
}

export interface ${n.pascal}Row {
  year: number;
  /** What the value grew by in this year. */
  growth: number;
  /** The value at the end of this year. */
  value: number;
}

export interface ${n.pascal}Result {
  futureValue: number;
  /** The future value less the amount invested. */
  totalGrowth: number;
  rows: ${n.pascal}Row[];
}

/** The result, year by year; nothing but whole years counts, and the fields' bounds keep every figure finite. */
export function calculate${n.pascal}({ amount, rate, years }: ${n.pascal}Inputs): ${n.pascal}Result {
  const rows: ${n.pascal}Row[] = [];
  let value = amount;
  for (let year = 1; year <= Math.floor(years); year++) {
    const growth = (value * rate) / 100;
    value += growth;
    rows.push({ year, growth, value });
  }
  return { futureValue: value, totalGrowth: value - amount, rows };
}
`;

const mathsTest = (n: CalculatorNames) => `import { calculate${n.pascal} } from '../${n.kebab}';

// TODO(${n.kebab}): test your formula against values worked out independently (by hand, a spreadsheet, a bank's table).
describe('calculate${n.pascal}', () => {
  it('grows 10,000 at 8 % for 5 years to 14,693.28 (10,000 x 1.08^5)', () => {
    const result = calculate${n.pascal}({ amount: 10000, rate: 8, years: 5 });
    expect(result.futureValue).toBeCloseTo(14693.28, 2);
    expect(result.totalGrowth).toBeCloseTo(4693.28, 2);
    expect(result.rows.map((row) => row.year)).toEqual([1, 2, 3, 4, 5]);
    expect(result.rows[0]).toEqual({ year: 1, growth: 800, value: 10800 });
    expect(result.rows[4].value).toBeCloseTo(result.futureValue, 10);
  });

  it('keeps the amount at a 0 % rate and loses value at a negative one', () => {
    expect(calculate${n.pascal}({ amount: 5000, rate: 0, years: 3 }).futureValue).toBe(5000);
    expect(calculate${n.pascal}({ amount: 1000, rate: -50, years: 2 }).futureValue).toBeCloseTo(250, 10);
  });

  it('stays finite at the fields’ extremes', () => {
    const result = calculate${n.pascal}({ amount: 1e12, rate: 100, years: 100 });
    expect(Number.isFinite(result.futureValue)).toBe(true);
    expect(result.rows).toHaveLength(100);
  });
});
`;

const definition = (n: CalculatorNames) => `/*
 * The ${n.words} Calculator as data: its fields, figures and report, from which the calculator scaffold of
 * @calc/shared builds the page.
 */
import { amountField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculate${n.pascal}, type ${n.pascal}Inputs, type ${n.pascal}Result, type ${n.pascal}Row } from './${n.kebab}';
import { ${n.constant}_EXAMPLE_INPUTS } from './${n.kebab}-example';

/*
 * The page's fields, figures and yearly report; the scaffold of @calc/shared gives it the input card, Calculate,
 * validation, the shareable URL, the report's table and CSV. TODO(${n.kebab}): your fields, labels and results; a chart,
 * "Solve for" modes and more are in docs/adding-a-calculator.md.
 */
export const ${n.camel}Definition: CalculatorDefinition<keyof ${n.pascal}Inputs, ${n.pascal}Result, ${n.pascal}Row> = {
  id: '${n.kebab}',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...${n.constant}_EXAMPLE_INPUTS },
    label: (money) =>
      \`\${money(${n.constant}_EXAMPLE_INPUTS.amount)} at \${${n.constant}_EXAMPLE_INPUTS.rate}% a year for \${${n.constant}_EXAMPLE_INPUTS.years} years\`,
  },
  fields: [
    amountField('amount', 'Amount', { placeholder: 'e.g. 10000' }),
    rateField('rate', 'Annual Growth Rate (%)', { placeholder: 'e.g. 8' }),
    yearsField('years', 'Time Period (Years)', { placeholder: 'e.g. 5' }),
  ],
  compute: calculate${n.pascal},
  emptyResult: { futureValue: 0, totalGrowth: 0, rows: [] },
  results: [
    { label: 'Future Value', value: (r) => r.futureValue, format: 'currency', headline: true },
    { label: 'Total Growth', value: (r) => r.totalGrowth, format: 'currency' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Growth', value: (row) => row.growth, format: 'currency' },
      { header: 'Value at End of Year', value: (row) => row.value, format: 'currency' },
    ],
  },
};
`;

const example = (n: CalculatorNames) => `/*
 * The ${n.words} Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculate${n.pascal}, type ${n.pascal}Inputs } from './${n.kebab}';

/** How the worked example writes its figures: the explanation passes the visitor's currency, a test its own. */
export interface ${n.pascal}ExampleFormat {
  money: (amount: number) => string;
  percent: (value: number) => string;
}

// TODO(${n.kebab}): inputs a visitor would recognise; the empty results offer them, the explanation works them through.
export const ${n.constant}_EXAMPLE_INPUTS: ${n.pascal}Inputs = { amount: 10000, rate: 8, years: 5 };

/** The worked example, every figure from calculate${n.pascal}, the function the calculator runs. */
export function ${n.camel}Example(inputs: ${n.pascal}Inputs, f: ${n.pascal}ExampleFormat): ExplanationExample {
  const result = calculate${n.pascal}(inputs);
  const first = result.rows[0];
  return {
    description: \`\${f.money(inputs.amount)} growing at \${f.percent(inputs.rate)} a year for \${inputs.years} years.\`,
    rows: [
      ...(first ? [{ label: 'Value after year 1', value: f.money(first.value) }] : []),
      { label: \`Value after \${inputs.years} years\`, value: f.money(result.futureValue), emphasis: true },
      { label: 'Total growth', value: f.money(result.totalGrowth) },
    ],
  };
}
`;

const explanationText = (n: CalculatorNames) => `---
related: ${n.related.join(', ')}
---

<!-- TODO(${n.kebab}): the words and formulas of your calculator (the convention: scripts/content/README.md). -->

The ${n.words} Calculator shows what an amount grows to when it earns the same yearly rate on itself, year after year.

## Formula

$$\\mathrm{FV} = P \\left(1 + \\frac{r}{100}\\right)^{n}$$

## Symbols

- $\\mathrm{FV}$: Future value: the amount at the end of the last year.
- $P$: The amount invested today.
- $r$: Annual growth rate, in percent.
- $n$: Time period in whole years.

## Conventions

- Growth is added once a year, at the end of the year, and earns growth itself from then on.
- The rate is the same every year.
- Before tax and fees.

## Questions

### What does the future value include?

The amount invested and all the growth it earned, including growth on earlier growth.

### What if the rate is negative?

The value falls each year by that percentage of what is left, so it shrinks but never goes below zero.

### Can I use part of a year?

No: only whole years count, as the Time Period field asks.
`;

const explanationCode = (n: CalculatorNames) => `/*
 * The ${n.words} Calculator's "How it is calculated" section: ${n.kebab}-explanation.md with its worked example;
 * the page loads it in its own chunk, after the calculator.
 */
import { useMemo } from 'react';
import { ContentExplanation, formatPercent, useCurrencyFormat } from '@calc/shared';
import content from './${n.kebab}-explanation.md';
import { ${n.camel}Example, ${n.constant}_EXAMPLE_INPUTS } from './${n.kebab}-example';

/** "How it is calculated": the Markdown's words and formulas, with the worked example in the visitor's currency. */
export default function ${n.pascal}Explanation() {
  const { format } = useCurrencyFormat();
  const example = useMemo(() => ${n.camel}Example(${n.constant}_EXAMPLE_INPUTS, { money: format, percent: formatPercent }), [format]);
  return <ContentExplanation content={content} example={example} />;
}
`;

const pageFacts = (n: CalculatorNames) => `/*
 * What the ${n.words} Calculator page says about itself (title, sidebar label, section, description, search words);
 * the ${n.category.toLowerCase()} remote's registry publishes it in its page list.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  // TODO(${n.kebab}): a description and keywords visitors search with; the sidebar section and icon that fit.
  path: '${n.path}',
  title: '${n.words} Calculator',
  navLabel: '${n.words}',
  section: 'CALCULATORS',
  category: '${n.category}',
  icon: '${n.icon}',
  description: 'Work out what an amount grows to at a yearly rate, year by year.',
  keywords: ['${n.words.toLowerCase()}', 'future value', 'growth'],
} satisfies PageFacts;
`;

const page = (n: CalculatorNames) => `/*
 * The ${n.words} Calculator page as its remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { ${n.camel}Definition } from './${n.kebab}-definition';

export default calculatorPage(${n.camel}Definition, () => import(/* webpackChunkName: "${n.kebab}-explanation" */ './${n.kebab}-explanation'));
`;
