/*
 * Lint for every package. Besides the usual TypeScript and React hooks rules, it holds the architecture's
 * boundaries as rules rather than prose:
 * - a remote never imports another remote or the shell, and the shell never imports a remote (it loads them at
 *   run time); nothing imports a package's source by a relative path into another package;
 * - the bundled library (@calc/shared) and the singleton (@calc/singleton) never import a remote or the shell,
 *   and the singleton never imports the library (it must stay small, and one instance on the page);
 * - react-router is imported only by the singleton's router module (one router on the page, tree-shaken);
 * - a finance calculator is whole in its folder: it imports its own files, the finance remote's shared folders and
 *   packages, never another calculator's folder; the shared folders never import a calculator.
 * - no import cycle anywhere, type-only imports included (scripts/lint/no-cycle.cjs).
 */
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noCycle from './scripts/lint/no-cycle.cjs';
import sitePackages from './scripts/site-packages.cjs';

// Every package's folder (shared, shell, mfe-finance, …) and the shell's and remotes' (scripts/site-packages.cjs).
const PACKAGES = sitePackages.PACKAGE_FOLDERS;
const SITE_PACKAGES = sitePackages.SITE_PACKAGES.map((pkg) => pkg.dir);

const ROUTER_ONLY_THROUGH_SINGLETON = {
  name: 'react-router',
  message: 'Import the router from @calc/singleton (shared/singleton/src/router.ts): one router on the page.',
};
const ROUTER_DOM = { name: 'react-router-dom', message: ROUTER_ONLY_THROUGH_SINGLETON.message };

/** Restricted imports of one package's source: other packages (by path), plus what the caller adds. */
function boundaries({ forbiddenPackages, extraPaths = [], extraPatterns = [] }) {
  return [
    'error',
    {
      paths: [ROUTER_ONLY_THROUGH_SINGLETON, ROUTER_DOM, ...extraPaths],
      patterns: [
        ...forbiddenPackages.map((name) => ({
          // By a relative path into its folder, or by its package name.
          regex: `^(\\.{1,2}/(.*/)?|)${name}(/|$)`,
          message: `${name} is another package: depend on it through @calc/shared or @calc/singleton, or at run time through the shell.`,
        })),
        ...extraPatterns,
      ],
    },
  ];
}

const others = (self) => PACKAGES.filter((name) => name !== self);

const SINGLETON_FILES = { regex: '^\\.{1,2}/(.*/)?singleton(/|$)', message: 'Import @calc/singleton, not its files.' };

// The finance calculators, one folder each (mfe-finance/src/calculators/<name>/; calculators/__tests__/ holds the
// tests that span several). What more than one of them uses lives in the shared folders beside calculators/: the
// finance library (the maths, fields, presets and solving they share), the charts, the explanations' helpers and
// the yearly rules. A calculator imports only its own folder, those and packages (@calc/shared, @calc/singleton,
// react…), so it can be read, changed or removed as one folder.
const CALCULATORS = 'mfe-finance/src/calculators';
const CALCULATOR_SHARED_FOLDERS = ['finance-library', 'charts', 'explanations', 'rules'];
const CALCULATOR_IS_WHOLE =
  'A calculator imports only its own folder, mfe-finance/src/{' +
  CALCULATOR_SHARED_FOLDERS.join(',') +
  '}/ and packages: move what two calculators share into mfe-finance/src/finance-library/.';

/**
 * The zone of a file `depth` folders below calculators/ (1: calculators/<name>/x.ts; 2: calculators/<name>/__tests__/x.ts):
 * `../` taken `depth` times reaches calculators/ (any folder or file there is not this calculator's own), once more
 * src/, where only the shared folders may be named.
 */
function calculatorZone(depth) {
  const toCalculators = '\\.\\./'.repeat(depth);
  return [
    { regex: `^${toCalculators}(?!\\.\\./)`, message: CALCULATOR_IS_WHOLE },
    {
      regex: `^${toCalculators}\\.\\./(?!(${CALCULATOR_SHARED_FOLDERS.join('|')})(/|$))[^./]`,
      message: CALCULATOR_IS_WHOLE,
    },
  ];
}
const CALCULATOR_DEPTHS = [1, 2, 3, 4];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'releases/**',
      'site/**',
      'site.*/**',
      'test-results/**',
      'playwright-report/**',
      '**/.api/**',
      'e2e/fixtures/.build/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Each package's source: no other package by path.
  ...SITE_PACKAGES.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': boundaries({
        forbiddenPackages: others(name),
        extraPatterns: [SINGLETON_FILES],
      }),
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': boundaries({
        forbiddenPackages: others('shared'),
        extraPatterns: [SINGLETON_FILES],
      }),
    },
  },
  {
    files: ['shared/singleton/src/**/*.{ts,tsx}'],
    ignores: ['shared/singleton/src/router.ts', 'shared/singleton/src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': boundaries({
        forbiddenPackages: PACKAGES.filter((name) => name !== 'shared'),
        extraPaths: [{ name: '@calc/shared', message: 'The singleton stays small and never depends on the bundled library.' }],
        extraPatterns: [
          { group: ['@calc/shared/*'], message: 'The singleton never depends on the bundled library.' },
          { regex: '^(\\.\\./){2,}src(/|$)', message: 'The singleton never depends on the bundled library.' },
        ],
      }),
    },
  },
  {
    files: ['shared/singleton/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests, scripts, e2e and build files may reach across packages (they check the whole), but not around the router.
  {
    files: ['**/__tests__/**', 'e2e/**', 'scripts/**', 'test-support/**', '*.ts', '*/webpack.config.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_ONLY_THROUGH_SINGLETON, ROUTER_DOM] }] },
  },
  // A calculator's files, its tests included: its own folder, the shared folders and packages (see calculatorZone).
  ...CALCULATOR_DEPTHS.flatMap((depth) => {
    const files = `${CALCULATORS}/${'*/'.repeat(depth)}*.{ts,tsx}`;
    const ignores = [`${CALCULATORS}/__tests__/**`];
    return [
      {
        files: [files],
        ignores: [...ignores, '**/__tests__/**'],
        rules: {
          'no-restricted-imports': boundaries({
            forbiddenPackages: others('mfe-finance'),
            extraPatterns: [SINGLETON_FILES, ...calculatorZone(depth)],
          }),
        },
      },
      {
        files: [[files, '**/__tests__/**']],
        ignores,
        rules: {
          'no-restricted-imports': [
            'error',
            { paths: [ROUTER_ONLY_THROUGH_SINGLETON, ROUTER_DOM], patterns: calculatorZone(depth) },
          ],
        },
      },
    ];
  }),
  // The shared folders serve the calculators and never import one.
  {
    files: CALCULATOR_SHARED_FOLDERS.map((folder) => `mfe-finance/src/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': boundaries({
        forbiddenPackages: others('mfe-finance'),
        extraPatterns: [
          SINGLETON_FILES,
          { regex: '^(\\.\\./)+calculators(/|$)', message: 'The shared folders serve the calculators and never import one.' },
        ],
      }),
    },
  },
  // No cycle among the modules of any package, the scripts or the tests: resolved as TypeScript resolves them
  // (workspace packages such as @calc/shared by their package.json), type-only imports counted as edges.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': noCycle.plugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/parsers': {
        [fileURLToPath(new URL('./scripts/lint/no-cycle.cjs', import.meta.url))]: ['.ts', '.tsx', '.mts', '.cts'],
      },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A package's modules name what they re-export (`export *` hides where a name comes from, and what a change moves).
  {
    files: sitePackages.WORKSPACES.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name what is re-exported: `export { a, type B } from`.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
