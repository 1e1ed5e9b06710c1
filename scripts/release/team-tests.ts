/*
 * A team's own tests, run by its release before the switch: the remote's unit tests (jest on its folder), then
 * its browser tests against the composed candidate site (Playwright, with the site's address moved to the
 * candidate's server, so the specs run unchanged). A failure refuses the release; `--skip-tests` skips both, loudly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../site-config.cjs';
import { SITE_PACKAGES } from '../site-packages.cjs';

/**
 * Each package's browser tests (in e2e/): the specs of its own pages. A new remote adds its line here, or keeps
 * its specs in <its folder>/e2e/, which are found by themselves.
 */
export const BROWSER_TESTS: Record<string, string[]> = {
  shell: ['e2e/shell.spec.ts'],
  'mfe-finance': ['e2e/finance.spec.ts'],
  'mfe-astrology': ['e2e/numerology.spec.ts', 'e2e/sky.spec.ts', 'e2e/kundli-matching.spec.ts'],
  'mfe-pages': ['e2e/pages.spec.ts'],
};

export function browserTestsOf(pkg: string): string[] {
  const dir = SITE_PACKAGES.find((candidate) => candidate.name === pkg)?.dir ?? pkg;
  const own = path.join(dir, 'e2e');
  const ownSpecs = fs.existsSync(path.join(ROOT, own))
    ? fs
        .readdirSync(path.join(ROOT, own))
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => `${own}/${name}`)
    : [];
  return [...(BROWSER_TESTS[pkg] ?? []), ...ownSpecs].filter((file) => fs.existsSync(path.join(ROOT, file)));
}

/**
 * Runs a command to its end without blocking this process: the candidate site it tests is served from here.
 * Resolves with its exit status and what it printed.
 */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, output }));
  });
}

/** The site's checks of every remote's registry; REGISTRY_CHECKS_OF narrows them to one remote. */
const REGISTRY_CHECKS = 'scripts/__tests__/registries.test.ts';

/** The last lines of a failed run, for the refusal. */
const tail = (output: string) => output.trim().split('\n').slice(-15).join('\n    ');

export async function teamTests(pkg: string, siteUrl: string | null, log: (line: string) => void): Promise<string[]> {
  const problems: string[] = [];
  const sitePackage = SITE_PACKAGES.find((candidate) => candidate.name === pkg);
  const dir = sitePackage?.dir ?? pkg;
  // Its own folder's tests, and the site's checks of its registry (scripts/__tests__/registries.test.ts, for this
  // remote only): a new remote with no tests of its own yet is still checked, never refused for "no tests found".
  const unitArgs = [`${dir}/`, ...(sitePackage?.remote ? [REGISTRY_CHECKS] : [])];
  log(`  ${pkg}'s unit tests (jest ${unitArgs.join(' ')})…`);
  const unit = await run([path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', ...unitArgs], {
    ...process.env,
    REGISTRY_CHECKS_OF: sitePackage?.federation ?? '',
  });
  if (unit.status !== 0) problems.push(`its unit tests failed (jest ${unitArgs.join(' ')}):\n    ${tail(unit.output)}`);
  const specs = browserTestsOf(pkg);
  if (siteUrl && specs.length > 0) {
    log(`  ${pkg}'s browser tests against the candidate (${specs.join(', ')})…`);
    const port = new URL(siteUrl).port;
    const e2e = await run(
      [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...specs, '--workers=1', '--reporter=line'],
      // The specs' baseURL is the shell's port (playwright.config.ts): the candidate's, which is already serving.
      { ...process.env, SHELL_PORT: port, CI: '' },
    );
    if (e2e.status !== 0) problems.push(`its browser tests failed against the candidate:\n    ${tail(e2e.output)}`);
  }
  return problems;
}
