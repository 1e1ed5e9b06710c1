/*
 * `npm run new:calculator -- <name>` (and `npm run new:astrology-page -- <name>`, the same with `--remote mfe-astrology`):
 * writes a new calculator's folder, working and tested, and its line in the remote's registry, so that adding one
 * starts from a page that is already in the site and passes every check (docs/adding-a-calculator.md). The files
 * themselves are in ./templates.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { calculatorFiles, namesOf, type CalculatorNames } from './templates';

/** Where each remote keeps its calculators, the category they are in, and pages of it the explanation links to. */
const REMOTES: Record<string, { folder: string; category: string; icon: string; related: readonly string[] }> = {
  'mfe-finance': {
    folder: 'calculators',
    category: 'Finance',
    icon: 'calculator',
    related: ['/lump-sum-calculator', '/compound-interest-calculator', '/cagr-calculator'],
  },
  'mfe-astrology': {
    folder: '',
    category: 'Astrology',
    icon: 'star',
    related: ['/numerology-calculator', '/sun-sign-calculator', '/moon-sign-calculator'],
  },
};

/** Lowercase words of letters and digits joined by single hyphens, starting with a letter: the folder, file and route. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await'.split(
    ' ',
  ),
);

export interface NewCalculator {
  /** The repository's root (a throwaway copy in tests). */
  root: string;
  name: string;
  /** The remote's package folder: 'mfe-finance' (the default) or 'mfe-astrology'. */
  remote?: string;
}

export interface Written {
  names: CalculatorNames;
  /** The new folder, relative to the root. */
  folder: string;
  /** The files written, relative to the root, the registry last. */
  files: string[];
}

/** A refusal: a bad name, a folder or route that exists; the message says what to do. */
export class NewCalculatorError extends Error {}

/** Why `name` cannot be a calculator's name in `remote`, or null. */
function nameProblem(name: string): string | null {
  if (!NAME.test(name))
    return `'${name}' is not a calculator name: use lowercase words of letters and digits joined by hyphens, starting with a letter (my-thing)`;
  if (name.length > 40) return `'${name}' is longer than 40 characters`;
  if (name === 'calculator' || name.endsWith('-calculator'))
    return `leave '-calculator' out of the name: '${name.replace(/-?calculator$/, '') || 'my-thing'}' gets the route '${name.replace(/-?calculator$/, '') || 'my-thing'}-calculator'`;
  return null;
}

/** Every `path: '…'` a page of any package declares in its page-facts.ts, with the file. */
function pathsInUse(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-facts.ts') {
        const match = /\bpath:\s*'([^']+)'/.exec(fs.readFileSync(full, 'utf8'));
        if (match) found.set(match[1], path.relative(root, full));
      }
    }
  };
  for (const pkg of fs.readdirSync(root)) {
    const src = path.join(root, pkg, 'src');
    if (pkg !== 'node_modules' && fs.existsSync(src) && fs.statSync(src).isDirectory()) walk(src);
  }
  return found;
}

/** The registry with the page's import after the last page-facts import and its line last in `pages`. */
export function withRegistryLine(registry: string, key: string, folderImport: string, wantedName: string): string {
  const imports = [...registry.matchAll(/^import (\w+) from '[^']+';$/gm)];
  const taken = new Set(imports.map((match) => match[1]));
  const identifier = taken.has(wantedName) ? `${wantedName}Page` : wantedName;
  const lastFacts = imports.filter((match) => match[0].endsWith("/page-facts';")).pop() ?? imports.pop();
  if (!lastFacts) throw new NewCalculatorError('the registry has no page-facts import to add the new one after');
  const afterImports = lastFacts.index! + lastFacts[0].length;
  let text = `${registry.slice(0, afterImports)}\nimport ${identifier} from '${folderImport}';${registry.slice(afterImports)}`;

  const pagesStart = text.search(/^ {2}pages: \{$/m);
  if (pagesStart < 0) throw new NewCalculatorError("the registry has no '  pages: {' line to add the page to");
  const pagesEnd = text.indexOf('\n  },', pagesStart);
  if (pagesEnd < 0) throw new NewCalculatorError("the registry's pages have no closing '  },' line");
  const quoted = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
  text = `${text.slice(0, pagesEnd)}\n    ${quoted}: ${identifier},${text.slice(pagesEnd)}`;
  return text;
}

/** Writes the calculator's folder and its registry line; throws NewCalculatorError, writing nothing, when it cannot. */
export function newCalculator({ root, name, remote = 'mfe-finance' }: NewCalculator): Written {
  const where = REMOTES[remote];
  if (!where)
    throw new NewCalculatorError(`no remote '${remote}' to add a calculator to: one of ${Object.keys(REMOTES).join(', ')}`);
  const problem = nameProblem(name);
  if (problem) throw new NewCalculatorError(problem);
  const names = namesOf(name, where);
  if (RESERVED.has(names.camel)) throw new NewCalculatorError(`'${name}' is a JavaScript keyword: choose another name`);

  const src = path.join(root, remote, 'src');
  const key = where.folder ? `${where.folder}/${name}` : name;
  const folder = path.join(src, key);
  const registryFile = path.join(src, 'registry.ts');
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
  if (fs.existsSync(folder)) throw new NewCalculatorError(`${shown(folder)} already exists: choose another name`);
  if (!fs.existsSync(registryFile)) throw new NewCalculatorError(`${shown(registryFile)} does not exist`);
  const registry = fs.readFileSync(registryFile, 'utf8');
  if (registry.includes(`'${key}':`) || new RegExp(`^\\s*${key}:`, 'm').test(registry))
    throw new NewCalculatorError(`${shown(registryFile)} already lists '${key}'`);
  const usedBy = pathsInUse(root).get(names.path);
  if (usedBy) throw new NewCalculatorError(`the route /${names.path} is already a page's (${usedBy}): choose another name`);

  const newRegistry = withRegistryLine(registry, key, `./${key}/page-facts`, names.camel);
  const files = Object.entries(calculatorFiles(names)).map(([file, text]) => {
    const full = path.join(folder, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    return shown(full);
  });
  fs.writeFileSync(registryFile, newRegistry);
  return { names, folder: shown(folder), files: [...files, shown(registryFile)] };
}

/** The files formatted as `npm run format` would (the templates are close to it already; the registry's line may not be). */
async function format(root: string, files: readonly string[]) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- prettier's CommonJS entry, for ts-node
  const prettier = require('prettier') as typeof import('prettier');
  for (const file of files) {
    const full = path.join(root, file);
    const options = await prettier.resolveConfig(full);
    if (!(await prettier.getFileInfo(full, { ignorePath: path.join(root, '.prettierignore') })).ignored)
      fs.writeFileSync(full, await prettier.format(fs.readFileSync(full, 'utf8'), { ...options, filepath: full }));
  }
}

/** `new-calculator.ts <name> [--remote mfe-astrology]`, from the repository's root. */
async function main(args: string[]) {
  const remoteAt = args.indexOf('--remote');
  const remote = remoteAt >= 0 ? args[remoteAt + 1] : undefined;
  const rest = args.filter((_arg, index) => remoteAt < 0 || (index !== remoteAt && index !== remoteAt + 1));
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    console.error('Usage: npm run new:calculator -- <name>   (my-thing: the page /my-thing-calculator, "My Thing Calculator")');
    console.error('       npm run new:astrology-page -- <name>');
    process.exitCode = 2;
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ROOT } = require('../site-config.cjs') as typeof import('../site-config.cjs');
  try {
    const written = newCalculator({ root: ROOT, name: rest[0], remote });
    await format(ROOT, written.files);
    console.log(`Wrote ${written.names.words} Calculator (/${written.names.path}):`);
    for (const file of written.files) console.log(`  ${file}`);
    console.log(`Next: replace each TODO(${written.names.kebab}) (grep -rn 'TODO(${written.names.kebab})' ${written.folder}),`);
    console.log(`then npx jest ${written.folder} and npm start to see it; docs/adding-a-calculator.md says the rest.`);
  } catch (error) {
    if (!(error instanceof NewCalculatorError)) throw error;
    console.error(`new:calculator: ${error.message}`);
    process.exitCode = 1;
  }
}

if (require.main === module) void main(process.argv.slice(2));
