/*
 * `npm run new:calculator` in a throwaway copy of what it reads and writes (the remotes' registries, a page folder),
 * under the system's temporary folder: the folder's files and the registry's line, a generated calculator that
 * computes, explains itself and passes the registry's checks, and refusals that say why and write nothing. That
 * `npm test` passes with a generated calculator in a whole copy of the site is shown by docs/adding-a-calculator.md's
 * command, run by hand (the report of the change that added it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent, type CalculatorDefinition, type ExplanationExample } from '@calc/shared';
import { ROOT } from '../../site-config.cjs';
import { renderApp } from '../../../test-support/render-app';
import { explanationProblems, type PageFolder } from '../../../test-support/page-folders';
import { newCalculator, NewCalculatorError } from '../new-calculator';

let root: string;

const copy = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-calculator-'));
  copy('mfe-finance/src/registry.ts');
  copy('mfe-finance/src/calculators/cagr/page-facts.ts');
  copy('mfe-astrology/src/registry.ts');
  // The generated modules import React and the jest transforms' dependencies as the repository's own do.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a finance calculator', () => {
  it('is a folder of eight files and one line in the registry, with its import', () => {
    const before = read('mfe-finance/src/registry.ts');
    const written = newCalculator({ root, name: 'my-thing' });
    const folder = 'mfe-finance/src/calculators/my-thing';
    expect(written.folder).toBe(folder);
    expect(written.files).toEqual([
      `${folder}/my-thing.ts`,
      `${folder}/__tests__/my-thing.test.ts`,
      `${folder}/my-thing-definition.ts`,
      `${folder}/my-thing-example.ts`,
      `${folder}/my-thing-explanation.md`,
      `${folder}/my-thing-explanation.tsx`,
      `${folder}/page-facts.ts`,
      `${folder}/page.tsx`,
      'mfe-finance/src/registry.ts',
    ]);
    for (const file of written.files) expect(fs.existsSync(path.join(root, file))).toBe(true);

    const registry = read('mfe-finance/src/registry.ts');
    expect(registry).toContain(
      "import homeLoanTaxBenefit from './calculators/home-loan-tax-benefit/page-facts';\nimport myThing from './calculators/my-thing/page-facts';\n",
    );
    expect(registry).toMatch(/ {4}'calculators\/my-thing': myThing,\n {2}\},\n\} satisfies RemoteRegistry;/);
    // Nothing else changes.
    expect(
      registry
        .replace("import myThing from './calculators/my-thing/page-facts';\n", '')
        .replace("    'calculators/my-thing': myThing,\n", ''),
    ).toBe(before);
  });

  it('names its page from the name, and marks what the author replaces', () => {
    newCalculator({ root, name: 'my-thing' });
    const folder = 'mfe-finance/src/calculators/my-thing';
    const facts = read(`${folder}/page-facts.ts`);
    expect(facts).toContain("path: 'my-thing-calculator',");
    expect(facts).toContain("title: 'My Thing Calculator',");
    expect(facts).toContain("navLabel: 'My Thing',");
    expect(facts).toContain("category: 'Finance',");
    for (const file of [
      'my-thing.ts',
      '__tests__/my-thing.test.ts',
      'my-thing-definition.ts',
      'my-thing-example.ts',
      'my-thing-explanation.md',
      'page-facts.ts',
    ])
      expect(read(`${folder}/${file}`)).toContain('TODO(my-thing)');
    // Only the shared library's public entry points and its own folder: it does not depend on where a remote keeps its helpers.
    for (const file of fs.readdirSync(path.join(root, folder)).filter((name) => /\.tsx?$/.test(name))) {
      const from = [...read(`${folder}/${file}`).matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(from.filter((source) => !/^(@calc\/shared|@calc\/singleton|react|\.\/[\w.-]+)$/.test(source))).toEqual([]);
    }
  });

  it('computes, gives its worked example from its own function and passes the registry checks', () => {
    newCalculator({ root, name: 'my-thing' });
    const dir = path.join(root, 'mfe-finance/src/calculators/my-thing');
    /* eslint-disable @typescript-eslint/no-require-imports */
    const facts = require(path.join(dir, 'page-facts')).default;
    const page: PageFolder = { remote: 'mfe_finance', folder: 'calculators/my-thing', dir, name: 'my-thing', facts };
    expect(explanationProblems(page)).toEqual([]);

    const { myThingDefinition } = require(path.join(dir, 'my-thing-definition')) as {
      myThingDefinition: CalculatorDefinition<'amount' | 'rate' | 'years', { futureValue: number; rows: unknown[] }>;
    };
    expect(myThingDefinition.fields.map((field) => field.name)).toEqual(['amount', 'rate', 'years']);
    const result = myThingDefinition.compute({ amount: 10000, rate: 8, years: 5 });
    expect(result.futureValue).toBeCloseTo(10000 * 1.08 ** 5, 8);
    expect(result.rows).toHaveLength(5);
    expect(myThingDefinition.example?.values).toEqual({ amount: 10000, rate: 8, years: 5 });

    const { myThingExample, MY_THING_EXAMPLE_INPUTS } = require(path.join(dir, 'my-thing-example'));
    const example: ExplanationExample = myThingExample(MY_THING_EXAMPLE_INPUTS, {
      money: (amount: number) => formatCurrency(amount, 'USD'),
      percent: formatPercent,
    });
    expect(example.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Value after year 1: $10,800.00',
      'Value after 5 years: $14,693.28',
      'Total growth: $4,693.28',
    ]);

    // Its explanation renders, the formula as MathML, the worked example in the visitor's currency.
    const Explanation = require(path.join(dir, 'my-thing-explanation')).default as ComponentType;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const { container } = renderApp(<Explanation />);
    expect(screen.getByRole('region', { name: 'How it is calculated' })).toBeInTheDocument();
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const shown = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(container.querySelectorAll('details > summary')).toHaveLength(3);
  });
});

it('an astrology page: a folder under src/ and its line, in the Astrology category', () => {
  const written = newCalculator({ root, name: 'lucky-number', remote: 'mfe-astrology' });
  expect(written.folder).toBe('mfe-astrology/src/lucky-number');
  expect(read('mfe-astrology/src/registry.ts')).toContain("import luckyNumber from './lucky-number/page-facts';");
  expect(read('mfe-astrology/src/registry.ts')).toContain("    'lucky-number': luckyNumber,\n  },");
  expect(read('mfe-astrology/src/lucky-number/page-facts.ts')).toContain("category: 'Astrology',\n  icon: 'star',");
  expect(read('mfe-astrology/src/lucky-number/lucky-number-explanation.md')).toContain('related: /numerology-calculator');
});

describe('refuses, writing nothing', () => {
  const registries = () => [read('mfe-finance/src/registry.ts'), read('mfe-astrology/src/registry.ts')];

  it.each([
    ['My-Thing', /is not a calculator name/],
    ['my_thing', /is not a calculator name/],
    ['2-step', /is not a calculator name/],
    ['my--thing', /is not a calculator name/],
    ['', /is not a calculator name/],
    ['my-thing-calculator', /leave '-calculator' out of the name: 'my-thing'/],
    ['delete', /is a JavaScript keyword/],
    ['cagr', /mfe-finance\/src\/calculators\/cagr already exists/],
  ])('%j', (name, message) => {
    const before = registries();
    expect(() => newCalculator({ root, name })).toThrow(NewCalculatorError);
    expect(() => newCalculator({ root, name })).toThrow(message);
    expect(registries()).toEqual(before);
    expect(fs.readdirSync(path.join(root, 'mfe-finance/src/calculators'))).toEqual(['cagr']);
  });

  it('a route another page has, in any remote', () => {
    const before = registries();
    expect(() => newCalculator({ root, name: 'cagr', remote: 'mfe-astrology' })).toThrow(
      "the route /cagr-calculator is already a page's (mfe-finance/src/calculators/cagr/page-facts.ts): choose another name",
    );
    expect(fs.existsSync(path.join(root, 'mfe-astrology/src/cagr'))).toBe(false);
    expect(registries()).toEqual(before);
  });

  it('a remote it does not know', () => {
    expect(() => newCalculator({ root, name: 'my-thing', remote: 'mfe-pages' })).toThrow("no remote 'mfe-pages'");
  });
});

it('the command says how to use it, and why it refuses, with a failing exit code', () => {
  const run = (...args: string[]) => {
    try {
      execFileSync(process.execPath, ['-r', 'ts-node/register', 'scripts/new-calculator/new-calculator.ts', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, stderr: '' };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, stderr: failed.stderr };
    }
  };
  expect(run()).toEqual({ status: 2, stderr: expect.stringContaining('Usage: npm run new:calculator -- <name>') });
  expect(run('cagr')).toEqual({
    status: 1,
    stderr: expect.stringContaining('new:calculator: mfe-finance/src/calculators/cagr already exists: choose another name'),
  });
});
