/** @jest-environment node */
/*
 * Every source file says at its top, in a comment, why it exists (issue 40: a newcomer opens a file and learns its
 * role before its code). The files are the packages' sources and the scripts that git tracks, tests and declaration
 * files aside; a first line that must come first (a `#!` line, 'use strict', `// @ts-check`, a jest docblock) may
 * precede the header.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WORKSPACES } from '../site-packages.cjs';

const SOURCE = /\.(ts|tsx|mjs|cjs)$/;

/** The files that must have a header: every workspace's src/ and scripts/, as git tracks them. */
function sourceFiles(): string[] {
  const folders = [...WORKSPACES.map((dir) => `${dir}/src`), 'scripts'];
  const listed = execFileSync('git', ['ls-files', '--', ...folders], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => SOURCE.test(file) && !file.includes('__tests__') && !file.endsWith('.d.ts'));
}

/** The text after what may come before the header: a `#!` line, 'use strict', `// @ts-check`, a jest docblock. */
function afterPreamble(text: string): string {
  let rest = text;
  for (;;) {
    const trimmed = rest.replace(/^\s+/, '');
    const line = /^(#!.*|(['"])use strict\2;?.*|\/\/ @ts-check\b.*)(\n|$)/.exec(trimmed);
    const docblock = /^\/\*\*[^]*?@jest-environment[^]*?\*\/[^\n]*(\n|$)/.exec(trimmed);
    const preamble = line ?? docblock;
    if (!preamble) return trimmed;
    rest = trimmed.slice(preamble[0].length);
  }
}

/** Whether the file's text opens with a header comment once its preamble is set aside. */
function hasHeader(text: string): boolean {
  return /^(\/\*|\/\/)/.test(afterPreamble(text));
}

describe('file headers', () => {
  it('finds the files to check', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('scripts/prerender.ts');
    expect(files).toContain('mfe-finance/src/calculators/fd/page-facts.ts');
  });

  it('every source file starts with a comment saying why it exists', () => {
    const missing = sourceFiles().filter((file) => !hasHeader(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('sees a header only at the top, after a preamble that must come first', () => {
    expect(hasHeader('/*\n * Why.\n */\nimport a from "a";\n')).toBe(true);
    expect(hasHeader('// Why.\nexport {};\n')).toBe(true);
    expect(hasHeader('#!/usr/bin/env node\n/* Why. */\n')).toBe(true);
    expect(hasHeader("'use strict';\n// Why.\n")).toBe(true);
    expect(hasHeader('/** @jest-environment node */\n/* Why. */\n')).toBe(true);
    expect(hasHeader('import a from "a";\n/* Too late. */\n')).toBe(false);
    expect(hasHeader('#!/usr/bin/env node\nimport a from "a";\n')).toBe(false);
    // `// @ts-check` is a directive, not a header.
    expect(hasHeader('// @ts-check\nconst a = 1;\n')).toBe(false);
    expect(hasHeader('/** @jest-environment node */\nimport a from "a";\n')).toBe(false);
  });
});
