/*
 * A throwaway copy of the site for the browser tests that run the docs' commands as a newcomer runs them
 * (e2e/docs-as-written.spec.ts): this checkout's files as a clone has them,
 * its node_modules as hard links, every package on a free port, each command of a doc's bash block run in it as bash
 * does, `npm start` left serving until the copy is disposed of, and a transcript of what ran for a failure's report.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from './app-test';
import { ROOT } from '../scripts/site-config.cjs';
import { SITE_PACKAGES } from '../scripts/site-packages.cjs';
import { freePort } from '../test-support/free-port';

/** The commands of the first bash block under a doc's heading (any level), a line each, without trailing comments. */
export function commandsOf(file: string, heading: string): string[] {
  const doc = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const start = doc.search(new RegExp(`^#+ ${heading}$`, 'm'));
  expect(start, `${file} has a heading "${heading}"`).toBeGreaterThan(-1);
  const block = /```bash\n([\s\S]*?)```/.exec(doc.slice(start));
  expect(block, `${file}'s "${heading}" has a bash block`).not.toBeNull();
  return block![1]
    .split('\n')
    .map((line) => line.replace(/\s{2,}#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The environment a developer's shell has: this run's variables without the test runner's own (a release started
 * from inside a test worker would leave its team's suites out), and every package's port (and `portVariables`)
 * moved to a free one.
 */
async function environment(portVariables: readonly string[], prerender: boolean): Promise<NodeJS.ProcessEnv> {
  const own = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_|JEST_)/.test(key)));
  const ports: Record<string, string> = {};
  for (const variable of [...SITE_PACKAGES.map((pkg) => pkg.portVariable), ...portVariables, 'DATABASE_PORT', 'AUTH_PORT'])
    ports[variable] = String(await freePort());
  // PRERENDER=0 (docs/performance.md, "First paint from HTML") leaves out rendering every page's first screen in
  // Chromium, about two minutes of a loaded run for the category team's five composes; first-paint.spec.ts and
  // new-category.spec.ts test it.
  return { ...own, ...ports, ...(prerender ? {} : { PRERENDER: '0' }), FORCE_COLOR: '0' };
}

/** Folders a clone does not have: installed, built or written by the site (the .gitignore's). */
const NOT_IN_A_CLONE = new Set([
  '.git',
  'node_modules',
  'dist',
  'releases',
  'site',
  'test-results',
  'playwright-report',
  '.build',
  'tmp',
]);

/** This checkout's files as a clone has them: git's list (tracked or new, not ignored), else the tree without NOT_IN_A_CLONE. */
function checkoutFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .split('\0')
      .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
  } catch {
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        if (NOT_IN_A_CLONE.has(entry.name)) return [];
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(file) : [file];
      });
    return walk('');
  }
}

/**
 * This checkout's files (with their uncommitted changes: what is being tested), and its node_modules as hard links
 * where the file system allows (else copied): a second install of every package would take minutes, and
 * `npm install` in the copy only adds a new workspace's link. What npm or the builds write there (its lock, the
 * caches) is the copy's own.
 */
function throwawayCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of checkoutFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  const modules = path.join(ROOT, 'node_modules');
  const written = new Set(['.cache', '.federation', '.package-lock.json']);
  const sources = fs
    .readdirSync(modules)
    .filter((name) => !written.has(name))
    .map((name) => path.join(modules, name));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  try {
    execFileSync('cp', ['-al', ...sources, path.join(dir, 'node_modules')], { stdio: 'ignore' });
  } catch {
    // Another file system than the checkout's (no hard links across them): a plain copy.
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'node_modules'));
    execFileSync('cp', ['-a', '--reflink=auto', ...sources, path.join(dir, 'node_modules')]);
  }
  fs.copyFileSync(path.join(modules, '.package-lock.json'), path.join(dir, 'node_modules', '.package-lock.json'));
  return dir;
}

export class ThrowawaySite {
  /** What ran in the copy, each command with its exit code and the last lines it printed. */
  readonly transcript: string[] = [];
  private server: ChildProcess | undefined;

  private constructor(
    /** The copy's root. */
    readonly dir: string,
    readonly env: NodeJS.ProcessEnv,
    /** Where the copy's `npm start` serves the site. */
    readonly siteUrl: string,
  ) {}

  /** A copy in a new folder of the system's temporary one, named `prefix`…; `portVariables` of new remotes get free ports too. */
  static async create(prefix: string, options: { portVariables?: readonly string[]; prerender?: boolean } = {}) {
    const dir = throwawayCopy(prefix);
    const env = await environment(options.portVariables ?? [], options.prerender ?? false);
    return new ThrowawaySite(dir, env, `http://localhost:${env[SITE_PACKAGES[0].portVariable]}`);
  }

  /** Runs one of the docs' commands in the copy, as bash does, and expects it to succeed; resolves with what it printed. */
  run(command: string, expectFailure = false): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn('bash', ['-c', command], { cwd: this.dir, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => {
        this.transcript.push(`$ ${command}  (exit ${code})\n${output.trim().split('\n').slice(-12).join('\n')}`);
        if ((code === 0) === !expectFailure) resolve(output);
        else reject(new Error(`\`${command}\` exited with ${code}:\n${output.trim().split('\n').slice(-25).join('\n')}`));
      });
    });
  }

  /** `npm start`, left running in a process group of its own, until the site answers. */
  async start(command: string) {
    const server = spawn('bash', ['-c', command], {
      cwd: this.dir,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.server = server;
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`\`${command}\` exited (${server.exitCode}) before serving:\n${output}`);
      const answered = await fetch(`${this.siteUrl}/remotes.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (Date.now() - started > 300_000) throw new Error(`\`${command}\` did not serve within 5 minutes:\n${output}`);
      await new Promise((done) => setTimeout(done, 250));
    }
    this.transcript.push(`$ ${command}  (serving after ${Math.round((Date.now() - started) / 1000)} s)`);
  }

  /** The next `npm start` leaves out prerendering every page's first screen (PRERENDER=0). */
  withoutPrerender() {
    this.env.PRERENDER = '0';
  }

  /** Stops what `start` started (its ports are free again once this resolves). */
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  }

  /** Stops what `start` started, and removes the copy. */
  async dispose() {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
