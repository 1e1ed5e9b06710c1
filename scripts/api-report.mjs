/*
 * The public API of @calc/singleton, the one package every deployed remote takes from the shell, is checked in
 * (shared/singleton/api/singleton.api.md, written by API Extractor) together with the version it was reported
 * at (api/reported-version.json). A change to the API must come with a new semver version, because remotes
 * record the version range they were built against and the shell refuses a remote it cannot serve.
 *
 *   node scripts/api-report.mjs            check (npm test): fails if the API differs from the report
 *   node scripts/api-report.mjs --update   rewrite the report; refused if the API changed but the version did not
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_DIR = path.join(ROOT, 'shared', 'singleton');
const REPORT = path.join(PACKAGE_DIR, 'api', 'singleton.api.md');
const REPORTED_VERSION = path.join(PACKAGE_DIR, 'api', 'reported-version.json');
const update = process.argv.includes('--update');

const packageVersion = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).version;
const reportedVersion = fs.existsSync(REPORTED_VERSION) ? JSON.parse(fs.readFileSync(REPORTED_VERSION, 'utf8')).version : null;

function run(command, args) {
  return execFileSync(process.execPath, [path.join(ROOT, 'node_modules', ...command), ...args], {
    cwd: PACKAGE_DIR,
    stdio: 'pipe',
  });
}

// The report as checked in, before API Extractor rewrites it from the package as it is now.
const before = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : null;
fs.rmSync(path.join(PACKAGE_DIR, '.api'), { recursive: true, force: true });
run(['typescript', 'bin', 'tsc'], ['-p', 'tsconfig.api.json']);
try {
  run(['@microsoft', 'api-extractor', 'bin', 'api-extractor'], ['run', '--local', '-c', 'api-extractor.json']);
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  console.error('API Extractor could not read @calc/singleton (above).');
  process.exit(1);
}
const current = fs.readFileSync(REPORT, 'utf8');
const changed = before !== null && before !== current;
const restore = () => before !== null && fs.writeFileSync(REPORT, before);

if (update) {
  if (changed && reportedVersion === packageVersion) {
    restore();
    console.error(
      `The public API of @calc/singleton changed, but its version is still ${packageVersion}.\n` +
        'Raise "version" in shared/singleton/package.json first (semver: major if anything was removed or changed,\n' +
        'minor if something was added), then run npm run api:update again.',
    );
    process.exit(1);
  }
  fs.writeFileSync(REPORTED_VERSION, `${JSON.stringify({ version: packageVersion }, null, 2)}\n`);
  console.log(
    `@calc/singleton ${packageVersion}: API report ${changed || before === null ? 'written' : 'unchanged'} (${path.relative(ROOT, REPORT)}).`,
  );
  process.exit(0);
}

if (before === null || changed) {
  restore();
  console.error(
    `The public API of @calc/singleton differs from its checked-in report (${path.relative(ROOT, REPORT)}).\n` +
      `Every deployed remote depends on it. Raise its version in shared/singleton/package.json (now ${packageVersion};\n` +
      'major if anything was removed or changed, minor if something was added) and run npm run api:update.',
  );
  process.exit(1);
}
if (reportedVersion !== packageVersion) {
  console.error(
    `@calc/singleton is at version ${packageVersion} but its API report is of ${reportedVersion}: run npm run api:update.`,
  );
  process.exit(1);
}
console.log(`@calc/singleton ${packageVersion}: its public API matches the checked-in report.`);
