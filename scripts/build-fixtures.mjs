/*
 * `npm run build:fixtures`: the production builds of the browser tests' fixture remote (e2e/fixtures/mfe-science,
 * a remote the shell has never seen, with a category of its own), run by `npm test` after `npm run build`:
 *
 *   1. the fixture as it is, into e2e/fixtures/mfe-science/dist;
 *   2. the same fixture built against a newer @calc/singleton (a copy of shared/singleton one minor version up,
 *      with one new export, as a minor release would add), into e2e/fixtures/.build/mfe-science-next/dist. Its
 *      page list then records that it needs the newer singleton, which the shell (built with the repository's)
 *      cannot provide: e2e/new-category.spec.ts checks that the shell refuses it with a clear message.
 *
 *   3. the finance remote with a changed SIP page (a line of text added to it), into
 *      e2e/fixtures/.build/mfe-finance-next/dist: the "next release" that e2e/release.spec.ts releases while a
 *      tab of the current one is open.
 *
 * The copies live inside the repository (git-ignored, rewritten on every run), so the repository's node_modules
 * resolve from it; only its own node_modules/@calc/singleton differs, a link to the newer copy (webpack.common
 * reads the version a build gets from the package's own folder first). Its webpack.config.ts is the fixture's,
 * with the path to webpack.common adjusted to its depth. Both builds run at once, as two webpack processes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'e2e', 'fixtures');
const FIXTURE = path.join(FIXTURES, 'mfe-science');
/** Throwaway builds (git-ignored, rewritten on every run); the copy built against the newer singleton. */
const BUILD = path.join(FIXTURES, '.build');
const NEXT = path.join(BUILD, 'mfe-science-next');
const SINGLETON = path.join(ROOT, 'shared', 'singleton');
const FINANCE = path.join(ROOT, 'mfe-finance');
const FINANCE_NEXT = path.join(BUILD, 'mfe-finance-next');
/** What the next release of the finance remote shows on its SIP page (e2e/release.spec.ts looks for it). */
const NEXT_RELEASE_MARKER = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'next-release.json'), 'utf8')).sipMarker;
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The next minor version: 1.0.0 -> 1.1.0. */
function nextMinor(version) {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/** The fixture's source into `to`, without its build output; its webpack.config.ts finds webpack.common from there. */
function copyFixture(to) {
  fs.cpSync(FIXTURE, to, {
    recursive: true,
    filter: (source) => !['dist', 'node_modules'].includes(path.basename(source)) || path.dirname(source) !== FIXTURE,
  });
  const config = path.join(to, 'webpack.config.ts');
  const from = `'${path.relative(FIXTURE, path.join(ROOT, 'webpack.common')).split(path.sep).join('/')}'`;
  const text = fs.readFileSync(config, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.relative(ROOT, FIXTURE)}/webpack.config.ts does not import ${from}`);
  fs.writeFileSync(
    config,
    text.replace(from, `'${path.relative(to, path.join(ROOT, 'webpack.common')).split(path.sep).join('/')}'`),
  );
}

/** The finance remote's source into `to`, its SIP page with one line more: a release whose SIP page differs. */
function nextFinanceRelease(to) {
  fs.mkdirSync(to, { recursive: true });
  fs.copyFileSync(path.join(FINANCE, 'package.json'), path.join(to, 'package.json'));
  fs.cpSync(path.join(FINANCE, 'src'), path.join(to, 'src'), {
    recursive: true,
    filter: (source) => path.basename(source) !== '__tests__',
  });
  const config = fs.readFileSync(path.join(FINANCE, 'webpack.config.ts'), 'utf8');
  const from = "'../webpack.common'";
  if (!config.includes(from)) throw new Error(`mfe-finance/webpack.config.ts does not import ${from}`);
  const common = `'${path.relative(to, path.join(ROOT, 'webpack.common')).split(path.sep).join('/')}'`;
  fs.writeFileSync(path.join(to, 'webpack.config.ts'), config.replace(from, common));
  // The SIP page of the copy is its own page with the marker above it (the page module stays the exposed one).
  const page = path.join(to, 'src', 'calculators', 'sip', 'page.tsx');
  if (!fs.existsSync(page)) throw new Error('mfe-finance/src/calculators/sip/page.tsx is missing');
  fs.renameSync(page, path.join(to, 'src', 'calculators', 'sip', 'released-page.tsx'));
  fs.writeFileSync(
    page,
    [
      "import ReleasedPage from './released-page';",
      '',
      'export default function NextReleaseSipPage() {',
      '  return (',
      '    <>',
      `      <p>${NEXT_RELEASE_MARKER}</p>`,
      '      <ReleasedPage />',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * A copy of @calc/singleton one minor version up, with one export more, linked in as the copy's own
 * node_modules/@calc/singleton. A link, not a folder inside node_modules: the build compiles TypeScript only
 * outside node_modules (webpack.common's rule), and webpack resolves the link to the copy's real path.
 */
function newerSingleton(into, version) {
  const copy = path.join(BUILD, `singleton-${version}`);
  fs.cpSync(path.join(SINGLETON, 'src'), path.join(copy, 'src'), {
    recursive: true,
    filter: (source) => path.basename(source) !== '__tests__',
  });
  fs.writeFileSync(
    path.join(copy, 'package.json'),
    `${JSON.stringify({ ...readJson(path.join(SINGLETON, 'package.json')), version }, null, 2)}\n`,
  );
  fs.appendFileSync(
    path.join(copy, 'src', 'index.ts'),
    `\n/** New in ${version} (the fixture's imagined minor release): a remote built against it may use it. */\nexport const SINGLETON_FIXTURE_FEATURE = '${version}';\n`,
  );
  const link = path.join(into, 'node_modules', '@calc', 'singleton');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(link), copy), link, 'dir');
}

/** A production build of the remote in `dir`, with webpack-cli run from the repository (where ts-node finds tsconfig.json). */
function build(label, dir) {
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const output = [];
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production', '--config', path.join(dir, 'webpack.config.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`${label}: webpack failed (exit ${code})\n${Buffer.concat(output).toString()}`));
        return;
      }
      resolve({ label, dir, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The page list a build published, checked to be this build's and to need `singleton`. */
function checkPageList({ label, dir, seconds }, singleton) {
  const file = path.join(dir, 'dist', 'pages.json');
  if (!fs.existsSync(path.join(dir, 'dist', 'remoteEntry.js')) || !fs.existsSync(file)) {
    throw new Error(
      `${label}: the build left no remoteEntry.js and pages.json in ${path.relative(ROOT, path.join(dir, 'dist'))}`,
    );
  }
  const needs = readJson(file).requires?.shared?.['@calc/singleton'];
  if (needs !== `^${singleton}`) throw new Error(`${label}: pages.json records @calc/singleton ${needs}, expected ^${singleton}`);
  console.log(
    `  ${label.padEnd(38)} ${path.relative(ROOT, path.join(dir, 'dist')).padEnd(44)} needs @calc/singleton ${needs}  (${seconds.toFixed(1)} s)`,
  );
}

const started = Date.now();
const current = readJson(path.join(SINGLETON, 'package.json')).version;
const newer = nextMinor(current);

fs.rmSync(BUILD, { recursive: true, force: true });
copyFixture(NEXT);
newerSingleton(NEXT, newer);
nextFinanceRelease(FINANCE_NEXT);

console.log('Building the test fixtures:');
try {
  const [asIs, next, finance] = await Promise.all([
    build('mfe-science', FIXTURE),
    build(`mfe-science on @calc/singleton ${newer}`, NEXT),
    build('mfe-finance, next release', FINANCE_NEXT),
  ]);
  checkPageList(asIs, current);
  checkPageList(next, newer);
  checkPageList(finance, current);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
