/**
 * @jest-environment node
 */
/*
 * The README and docs/ stay short and true as the code moves: the README within 200 lines, every relative link
 * reaching a file (and a heading, when it names one), every `npm run X` a script that exists, and every repository
 * path named in backticks a file or folder of the checkout. The commands that matter are run as written by
 * e2e/adding-a-category-team.spec.ts.
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
