/**
 * @jest-environment node
 */
/*
 * `npm run lint` refuses an import cycle, a type-only one too (eslint.config.mjs, scripts/lint/no-cycle.cjs). Real
 * files are written into a package's source, where the rule applies, linted by the ESLint command line as
 * `npm run lint` runs it, and removed; the same files without their last import are accepted, so the refusal is the
 * cycle's and not something else about the files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../site-config.cjs';

const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const PROBE = path.join(ROOT, 'shared', 'src', `lint-probe-${process.pid}`);

interface LintMessage {
  ruleId: string | null;
  message: string;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

/** Writes the files (name → text) into a fresh probe folder and lints them; the exit code and the results. */
function lint(files: Record<string, string>): { code: number; results: LintResult[] } {
  fs.rmSync(PROBE, { recursive: true, force: true });
  fs.mkdirSync(PROBE, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    const file = path.join(PROBE, name);
    fs.writeFileSync(file, text);
    return file;
  });
  try {
    const out = execFileSync(process.execPath, [ESLINT, '--format', 'json', ...paths], { cwd: ROOT, encoding: 'utf8' });
    return { code: 0, results: JSON.parse(out) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, results: JSON.parse(failed.stdout) };
  } finally {
    fs.rmSync(PROBE, { recursive: true, force: true });
  }
}

const cycleMessages = (results: LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => `${path.basename(result.filePath)}: ${message.message}`),
  );

const otherMessages = (results: LintResult[]) =>
  results.flatMap((result) => result.messages.filter((message) => message.ruleId !== 'import-x/no-cycle'));

// Two files that need each other's types only, and three whose values go round.
const TYPE_CYCLE = {
  'type-a.ts': "import type { B } from './type-b';\n\nexport interface A {\n  b?: B;\n}\n",
  'type-b.ts': "import type { A } from './type-a';\n\nexport interface B {\n  a?: A;\n}\n",
};
const VALUE_CYCLE = {
  'value-a.ts': "import { b } from './value-b';\n\nexport const a = (): number => b() + 1;\n",
  'value-b.ts': "import { c } from './value-c';\n\nexport const b = (): number => c() + 1;\n",
  'value-c.ts': "import { a } from './value-a';\n\nexport const c = (): number => (Math.random() > 2 ? a() : 0);\n",
};

// ESLint starts twice per test, with TypeScript's resolver: far longer than a unit test on a loaded machine.
jest.setTimeout(120_000);

afterAll(() => fs.rmSync(PROBE, { recursive: true, force: true }));

test('lint refuses a cycle of type-only imports and a cycle of values, naming import-x/no-cycle', () => {
  const { code, results } = lint({ ...TYPE_CYCLE, ...VALUE_CYCLE });
  expect(otherMessages(results)).toEqual([]);
  const refused = cycleMessages(results);
  expect(refused).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^type-a\.ts: Dependency cycle/),
      expect.stringMatching(/^type-b\.ts: Dependency cycle/),
      expect.stringMatching(/^value-a\.ts: Dependency cycle/),
      expect.stringMatching(/^value-b\.ts: Dependency cycle/),
      expect.stringMatching(/^value-c\.ts: Dependency cycle/),
    ]),
  );
  expect(code).toBe(1);
});

test('the same files without their last import pass lint', () => {
  const { code, results } = lint({
    ...TYPE_CYCLE,
    'type-b.ts': 'export interface B {\n  a?: unknown;\n}\n',
    ...VALUE_CYCLE,
    'value-c.ts': 'export const c = (): number => 0;\n',
  });
  expect(results.flatMap((result) => result.messages)).toEqual([]);
  expect(code).toBe(0);
});
