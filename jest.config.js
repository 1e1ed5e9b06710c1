/** Unit tests: pure logic and components under jsdom. Browser tests live in e2e/ (Playwright). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const { PACKAGE_FOLDERS } = require('./scripts/site-packages.cjs');

module.exports = {
  testEnvironment: 'jsdom',
  // A worker per core: jest's default leaves one core to its main process, which only coordinates (the whole run
  // took 153 s with one worker on this 2-core machine, 99 s with two).
  maxWorkers: '100%',
  // A component test renders a whole calculator page (about 4 s for the slowest, alone): jest's 5 s would fail it
  // on a loaded machine for its time alone. A test that hangs still fails, after 20 s.
  testTimeout: 20_000,
  // Every package's folder (scripts/site-packages.cjs), the scripts and the test support.
  roots: [...PACKAGE_FOLDERS, 'scripts', 'test-support'].map((folder) => `<rootDir>/${folder}`),
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/__tests__/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // One local Auth emulator per run, for the tests that sign visitors in (test-support/auth-emulator.ts).
  globalSetup: '<rootDir>/test-support/auth-emulator-setup.cjs',
  globalTeardown: '<rootDir>/test-support/auth-emulator-teardown.cjs',
  transform: {
    // ts-jest, after tex`…` formulas are compiled to MathML as the webpack build does (scripts/tex/).
    '^.+\\.tsx?$': [
      '<rootDir>/scripts/tex/jest-transform.cjs',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          esModuleInterop: true,
          isolatedModules: true,
          strict: true,
          target: 'ES2020',
          types: ['node', 'jest'],
        },
        diagnostics: false,
      },
    ],
    // A page's explanation in Markdown, compiled as the webpack build does (scripts/content/).
    '-explanation\\.md$': '<rootDir>/scripts/content/jest-transform.cjs',
  },
  moduleNameMapper: {
    '^@calc/shared$': '<rootDir>/shared/src/index.ts',
    '^@calc/shared/site$': '<rootDir>/shared/src/site/index.ts',
    '^@calc/singleton$': '<rootDir>/shared/singleton/src/index.ts',
  },
};
