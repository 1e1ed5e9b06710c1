/** Unit tests: pure logic and components under jsdom. Browser tests live in e2e/ (Playwright). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-finance',
    '<rootDir>/mfe-astrology',
    '<rootDir>/mfe-pages',
    '<rootDir>/scripts',
    '<rootDir>/test-support',
  ],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/__tests__/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
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
  },
  moduleNameMapper: {
    '^@calc/shared$': '<rootDir>/shared/src/index.ts',
    '^@calc/shared/site$': '<rootDir>/shared/src/site/index.ts',
    '^@calc/singleton$': '<rootDir>/shared/singleton/src/index.ts',
  },
};
