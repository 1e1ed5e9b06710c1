/*
 * Every page folder of every remote, read from the registries (scripts/registries.ts), and what a calculator's
 * folder brings for its explanation, by the convention every calculator follows (docs/adding-a-calculator.md):
 *
 *   page.tsx                 lazy-loads './<name>-explanation' (the explanation's own chunk)
 *   <name>-explanation.tsx   the "How it is calculated" section (its default export)
 *   <name>-example.ts        the worked example: `<name>Example(inputs, format)` and `<NAME>_EXAMPLE_INPUTS`,
 *                            computed by the page's own function (imported from './<name>'); a calculator
 *                            without an example file keeps them in its explanation (numerology)
 *
 * where <name> is the folder's last segment (calculators/lump-sum: lump-sum, lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS).
 * A calculator is a page with a category (what search lists); About, Contact, Privacy and Terms have none. The
 * tests and the browser tests iterate these, so a new page needs no line in any test outside its folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageFacts } from '@calc/singleton';
import type { ExplanationExample } from '../shared/src/explanation/explanation-section';
import { REMOTES_OF_SITE } from '../scripts/registries';

export interface PageFolder {
  /** The remote's federation name. */
  remote: string;
  /** The folder under the remote's src/, as the registry names it ('calculators/sip'). */
  folder: string;
  /** Its absolute path. */
  dir: string;
  /** Its last segment: the prefix of its files ('sip', 'lump-sum'). */
  name: string;
  facts: PageFacts;
}

/** How a worked example formats money and percents (the finance remote's ExampleFormat). */
export interface ExampleFormat {
  money: (amount: number) => string;
  percent: (value: number) => string;
}

/** Every page of every remote, in remotes.json order then registry order. */
export const PAGE_FOLDERS: readonly PageFolder[] = REMOTES_OF_SITE.flatMap(({ registry, srcDir }) =>
  Object.entries(registry.pages).map(([folder, facts]) => ({
    remote: registry.name,
    folder,
    dir: path.join(srcDir, folder),
    name: folder.split('/').pop()!,
    facts,
  })),
);

/** The calculators: the pages with a category. */
export const CALCULATOR_FOLDERS: readonly PageFolder[] = PAGE_FOLDERS.filter((page) => page.facts.category);

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The names a calculator's worked example is exported under: lumpSumExample and LUMP_SUM_EXAMPLE_INPUTS. */
export function exampleExports(page: PageFolder) {
  return { build: `${camel(page.name)}Example`, inputs: `${page.name.replace(/-/g, '_').toUpperCase()}_EXAMPLE_INPUTS` };
}

const explanationFile = (page: PageFolder) => path.join(page.dir, `${page.name}-explanation.tsx`);

/** The file holding the worked example: <name>-example.ts, or the explanation when the folder has none. */
function exampleFile(page: PageFolder): string {
  const own = path.join(page.dir, `${page.name}-example.ts`);
  return fs.existsSync(own) ? own : explanationFile(page);
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a calculator's folder lacks of its explanation and worked example, each said plainly; [] when it has all.
 * Read from the files' text, so it needs neither React nor the modules' dependencies.
 */
export function explanationProblems(page: PageFolder): string[] {
  const where = `${page.remote} src/${page.folder}`;
  const problems: string[] = [];
  if (!fs.existsSync(explanationFile(page)))
    problems.push(`${where}: no ${page.name}-explanation.tsx (the "How it is calculated" section)`);
  const pageSource = read(path.join(page.dir, 'page.tsx'));
  if (!new RegExp(`import\\((\\s*/\\*[^]*?\\*/)?\\s*['"]\\./${escape(page.name)}-explanation['"]\\s*\\)`).test(pageSource))
    problems.push(
      `${where}: page.tsx does not load its explanation (calculatorPage(definition, () => import('./${page.name}-explanation')))`,
    );
  const file = exampleFile(page);
  const source = read(file);
  const { build, inputs } = exampleExports(page);
  const shown = path.basename(file);
  if (
    !new RegExp(`export\\s+(function|const)\\s+${build}\\b`).test(source) ||
    !new RegExp(`export\\s+const\\s+${inputs}\\b`).test(source)
  )
    problems.push(`${where}: no worked example: ${page.name}-example.ts exporting ${build}(inputs, format) and ${inputs}`);
  else if (!new RegExp(`from\\s+['"]\\./${escape(page.name)}['"]`).test(source))
    problems.push(
      `${where}: ${shown} does not compute its example with the page's own function (an import from './${page.name}')`,
    );
  return problems;
}

/** A calculator's worked example, built by its own code for its example inputs (jest and Playwright load TypeScript). */
export function workedExample(page: PageFolder): (format: ExampleFormat) => ExplanationExample {
  const { build, inputs } = exampleExports(page);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(exampleFile(page)) as Record<string, unknown>;
  const builder = module[build] as (given: unknown, format: ExampleFormat) => ExplanationExample;
  if (typeof builder !== 'function' || module[inputs] === undefined)
    throw new Error(`${page.remote} src/${page.folder}: no ${build} and ${inputs} in ${path.basename(exampleFile(page))}`);
  return (format) => builder(module[inputs], format);
}

/** A calculator's explanation component (the default export of <name>-explanation.tsx). */
export function explanationOf(page: PageFolder): React.ComponentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(explanationFile(page)) as { default: React.ComponentType }).default;
}

/**
 * The currency a calculator's amounts are always shown in, whatever the visitor picked (its definition's
 * `fixedCurrency`, when it is one code; <name>-definition.ts exporting <name>Definition), or undefined.
 */
export function fixedCurrencyOf(page: PageFolder): string | undefined {
  const file = path.join(page.dir, `${page.name}-definition.ts`);
  if (!fs.existsSync(file)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const definition = (require(file) as Record<string, { fixedCurrency?: unknown } | undefined>)[`${camel(page.name)}Definition`];
  return typeof definition?.fixedCurrency === 'string' ? definition.fixedCurrency : undefined;
}
