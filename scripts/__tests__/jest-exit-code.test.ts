/** @jest-environment node */
/*
 * A failing jest run exits non-zero, however short it is: a team's release refuses on its unit tests by that code
 * (scripts/release/team-tests.ts), and `npm test` stops on it. A run of a few seconds once exited 0 with a failed
 * test: the global teardown awaited the Auth emulator it had unref'd, and node left before jest set its code.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

test('a run of this project with a failing test exits 1, and one with a passing test 0', () => {
  const jest = (match: string) =>
    spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--ci',
        '--roots',
        '<rootDir>/test-support',
        '--testMatch',
        match,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
  const failing = jest('**/fixtures/always-fails.fixture.ts');
  expect(failing.stderr).toContain('Tests:       1 failed, 1 total');
  expect(failing.status).toBe(1);
  const passing = jest('**/__tests__/render-app.test.tsx');
  expect(passing.stderr).toMatch(/Tests: +\d+ passed, \d+ total/);
  expect(passing.status).toBe(0);
}, 90_000);
