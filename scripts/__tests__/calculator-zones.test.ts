/** @jest-environment node */
/*
 * A finance calculator is whole in its folder, and lint holds it (eslint.config.mjs, calculatorZone): a calculator
 * that imports another calculator's folder, or anything under src/ but the shared folders, is refused; its own
 * files, the finance library, the charts, the explanations, the rules and packages are not. Linted with the
 * repository's own config through ESLint's Node API (lintText with a path inside a calculator's folder), in a
 * child process: ESLint loads the ES module config with import(), which jest's module sandbox does not provide.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../site-config.cjs';

const CALCULATORS = 'mfe-finance/src/calculators';

interface Case {
  /** Where the importing file would be. */
  file: string;
  /** What it imports. */
  from: string;
}

/** The no-restricted-imports messages ESLint gives each case. */
function refusals(cases: Case[]): string[][] {
  const lint = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, from } of cases) {
      const [result] = await eslint.lintText("import { x } from '" + from + "';\\nexport const y = x;\\n", { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', lint, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const calculators = fs
  .readdirSync(path.join(ROOT, CALCULATORS), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);

it('finds the calculators', () => {
  expect(calculators.length).toBeGreaterThanOrEqual(30);
  expect(calculators).toEqual(expect.arrayContaining(['sip', 'nps', 'loan', 'car-loan', 'income-tax', 'salary']));
});

it('refuses a calculator that imports another calculator, from its files and from its tests', () => {
  // Each calculator importing the next one's maths, as nps once imported sip and salary income-tax.
  const next = (index: number) => calculators[(index + 1) % calculators.length];
  const cases: Case[] = [
    ...calculators.map((name, index) => ({
      file: `${CALCULATORS}/${name}/${name}-z.ts`,
      from: `../${next(index)}/${next(index)}`,
    })),
    ...calculators.map((name, index) => ({
      file: `${CALCULATORS}/${name}/__tests__/${name}-z.test.ts`,
      from: `../../${next(index)}/page`,
    })),
    { file: `${CALCULATORS}/nps/nps.ts`, from: '../../calculators/sip/sip' },
    { file: `${CALCULATORS}/salary/salary.ts`, from: '../income-tax/income-tax' },
  ];
  const refused = refusals(cases);
  const missed = cases.filter((_c, index) => refused[index].length === 0);
  expect(missed).toEqual([]);
  expect(refused[0][0]).toMatch(/A calculator imports only its own folder/);
});

it('refuses a calculator that reaches src/ beyond the shared folders, and a shared folder that imports a calculator', () => {
  const cases: Case[] = [
    { file: `${CALCULATORS}/sip/sip-z.ts`, from: '../../registry' },
    { file: `${CALCULATORS}/sip/sip-z.ts`, from: '../../finance-category' },
    { file: `${CALCULATORS}/sip/__tests__/sip-z.test.ts`, from: '../../../registry' },
    { file: 'mfe-finance/src/finance-library/z.ts', from: '../calculators/sip/sip' },
    { file: 'mfe-finance/src/charts/z.ts', from: '../calculators/loan/loan-chart' },
  ];
  expect(refusals(cases).map((messages) => messages.length > 0)).toEqual(cases.map(() => true));
});

it('lets a calculator import its own files, the shared folders and packages', () => {
  const cases: Case[] = [
    { file: `${CALCULATORS}/nps/nps.ts`, from: './nps-rules' },
    { file: `${CALCULATORS}/nps/nps.ts`, from: '../../finance-library/sip' },
    { file: `${CALCULATORS}/loan/loan-modes.ts`, from: '../../finance-library/loan/loan-amount' },
    { file: `${CALCULATORS}/sip/sip-chart.ts`, from: '../../charts' },
    { file: `${CALCULATORS}/sip/sip-explanation.tsx`, from: '../../explanations/explanation' },
    { file: `${CALCULATORS}/salary/salary.ts`, from: '../../rules/india/income-tax-fy-2025-26' },
    { file: `${CALCULATORS}/sip/sip-definition.ts`, from: '@calc/shared' },
    { file: `${CALCULATORS}/sip/__tests__/sip-z.test.ts`, from: '../sip-solve' },
    { file: `${CALCULATORS}/sip/__tests__/sip-z.test.ts`, from: '../../../../../test-support/render-app' },
    { file: `${CALCULATORS}/__tests__/z.test.ts`, from: '../sip/page' },
  ];
  expect(refusals(cases)).toEqual(cases.map(() => []));
});
