/**
 * @jest-environment node
 */
/*
 * The README and docs/ stay short and true as the code moves: the README within 200 lines, every relative link
 * reaching a file (and a heading, when it names one), every `npm run X` a script that exists, and every repository
 * path named in backticks a file or folder of the checkout. The commands that matter are run as written by
 * e2e/docs-as-written.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../site-config.cjs';

const README = 'README.md';
const DOCS = [
  README,
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Written by `npm run bench`, so a fresh checkout may not have them yet. */
const GENERATED = new Set(['bench/results.md', 'bench/results.json']);
/** Top-level folders that are built or written locally, never part of the checkout. */
const NOT_IN_THE_CHECKOUT = new Set(['releases', 'site', 'dist', 'node_modules', 'test-results', 'playwright-report']);

/** Text outside fenced code blocks. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (text: string) => new Set([...prose(text).matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1])));

describe.each(DOCS)('%s', (file) => {
  const text = read(file);

  it('links only to files (and headings) that exist', () => {
    const broken: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [linked, anchor] = target.split('#');
      const resolved = linked ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), linked)) : file;
      if (!fs.existsSync(path.join(ROOT, resolved))) {
        if (!GENERATED.has(resolved)) broken.push(`${target} (no ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
        broken.push(`${target} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const scriptsOf = (dir: string) => Object.keys(JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {});
    const missing: string[] = [];
    for (const [command, script, workspace] of text.matchAll(/npm run ([\w:.-]+)(?:\s+-w\s+([\w./-]+))?/g)) {
      if (!scriptsOf(workspace ?? '.').includes(script)) missing.push(command);
    }
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing: string[] = [];
    for (const [, span] of prose(text).matchAll(/`([^`\s]+)`/g)) {
      // A path of the checkout: folder/…, no placeholders (<name>, *, …), its first folder one of the root's.
      if (!/^[\w.@-]+(\/[\w.@-]+)+\/?$/.test(span) || span.split('/').includes('..')) continue;
      const top = span.split('/')[0];
      if (NOT_IN_THE_CHECKOUT.has(top) || !fs.existsSync(path.join(ROOT, top))) continue;
      if (!fs.existsSync(path.join(ROOT, span))) missing.push(span);
    }
    expect(missing).toEqual([]);
  });
});

it('the README is at most 200 lines', () => {
  expect(read(README).trimEnd().split('\n').length).toBeLessThanOrEqual(200);
});

it('the README links every doc in docs/', () => {
  const linked = new Set([...read(README).matchAll(/\]\((docs\/[^)#\s]+)/g)].map((match) => match[1]));
  expect(DOCS.filter((file) => file !== README && !linked.has(file))).toEqual([]);
});

/*
 * The README's figures are the bench's: each number of its "How fast" paragraph is read back from
 * bench/results.json, which `npm run bench` writes with bench/results.md. A run of the bench that moves a figure
 * fails here until the README says it.
 */
describe('the README’s figures', () => {
  const results = JSON.parse(read('bench/results.json'));
  const paragraph =
    prose(read(README))
      .split(/^## How fast$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(paragraph.replace(/\s+/g, ' '));
    if (!match) throw new Error(`the README's "How fast" does not say ${pattern}`);
    return match.slice(1);
  };
  const routes = Object.keys(results.lighthouse);
  const most = (values: number[]) => Math.max(...values);

  it('say when and how the bench measured', () => {
    expect(figure(/`npm run bench` of (\d{4}-\d\d-\d\d)/)).toEqual([results.date.slice(0, 10)]);
    expect(figure(/median of (\d+) runs/)).toEqual([String(results.runs)]);
    expect(figure(/every one of the (\d+) routes/)).toEqual([String(routes.length)]);
  });

  it('are the first visit’s scores, blocking time, LCP ratio and longest task', () => {
    const scores = routes.map((route) => results.lighthouse[route]);
    expect(figure(/Lighthouse mobile performance (\d+)/)).toEqual([String(Math.min(...scores.map((s) => s.performance)))]);
    expect(figure(/accessibility, best practices and SEO (\d+)/)).toEqual([
      String(Math.min(...scores.flatMap((s) => [s.accessibility, s.bestPractices, s.seo]))),
    ]);
    expect(figure(/TBT at most (\d+) ms/)).toEqual([String(most(scores.map((s) => s.tbtMs)))]);
    expect(figure(/LCP at most ([\d.]+)× the same page as static HTML/)).toEqual([
      String(most(scores.map((s) => s.lcpOverStatic))),
    ]);
    expect(figure(/CLS (\d+)/)).toEqual([String(most(scores.map((s) => s.cls)))]);
    expect(figure(/longest main-thread task (\d+) ms at 4× CPU/)).toEqual([
      String(most(routes.map((route) => results.longTasks[route].longestMs))),
    ]);
  });

  it('are the bytes, Calculate’s time and npm start’s', () => {
    const home = results.transfer['/'].jsKiB;
    const extra = most(routes.filter((route) => route !== '/').map((route) => results.transfer[route].jsKiB - home));
    expect(figure(/`\/` loads ([\d.]+) KiB of gzipped JS and a page at most ([\d.]+) KiB more/)).toEqual([
      String(home),
      String(Math.round(extra * 10) / 10),
    ]);
    const calculate = Object.values(results.calculate) as { medianMs?: number }[];
    expect(figure(/Calculate paints its results in at most (\d+) ms at 4× CPU/)).toEqual([
      String(most(calculate.map((row) => row.medianMs ?? 0))),
    ]);
    expect(figure(/`npm start` from nothing answers in ([\d.]+) s/)).toEqual([String(results.start.freshSeconds)]);
  });
});
