/*
 * The Markdown build step (../README.md): a page's Markdown becomes the same section its hand-written JSX would
 * be, values and included pieces fill in where the words say, and a page that breaks the convention fails the
 * build naming its file, section and line. The module a browser runs needs neither markdown-it nor temml.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderApp } from '../../../test-support/render-app';
import { testCatalog } from '../../../test-support/site-catalog';
import { ContentExplanation, type ExplanationContent } from '../../../shared/src/explanation/explanation-content';
import { ExplanationSection, type ExplanationExample } from '../../../shared/src/explanation/explanation-section';
import { tex } from '../../../shared/src/explanation/tex';
import { compileContent, formulasOfPage } from '../compile-content.cjs';
import contentLoader from '../content-loader.cjs';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
};

/** The content a page compiles to, loaded as jest loads a `.md` module (the CommonJS form). */
function load(file: string): ExplanationContent {
  const { code } = compileContent(fs.readFileSync(file, 'utf8'), file, { format: 'cjs' });
  const module = { exports: {} as { default: ExplanationContent } };
  new Function('require', 'exports', 'module', code)(require, module.exports, module);
  return module.exports.default;
}

const PAGE = `---
related: /sip-calculator, /
---

The same amount every month, **compounded**.

## Formula

$$\\mathrm{FV} = P \\cdot s$$

$$s = \\frac{(1 + i)^{12} - 1}{i}$$

## Symbols

- $P$: Monthly amount, {minimum} at least.
- $i$: Monthly rate: *r* divided by 12, as in *D~t~*.

## Conventions

- Each deposit is made at the start of its month,
  and earns interest for that month ($1 + i$ times).
- Costs $5 and $10 are not deducted.

## Solving backwards

Give a target *T* instead.

$$P = \\frac{T}{s}$$

## Questions

### Is it guaranteed?

No.

Treat it as an estimate.

### What is {minimum}?

The smallest deposit.
`;

const EXAMPLE: ExplanationExample = { description: 'An example.', rows: [{ label: 'Value', value: '1', emphasis: true }] };
const SOLVING: ExplanationExample = { description: 'Fed back.', rows: [{ label: 'Target', value: '2' }] };

const html = (element: React.ReactElement) => {
  const { container, unmount } = renderApp(element, { catalog: testCatalog() });
  // useId differs between two renders; nothing else may.
  const out = container.innerHTML.replace(/ (id|aria-labelledby)="[^"]*"/g, '');
  unmount();
  return out;
};

it('renders the section its hand-written JSX would: every element, word and formula in its place', () => {
  const content = load(write('sip-explanation.md', PAGE));
  expect(content.related).toEqual(['sip-calculator', '']);
  expect(content.values).toEqual(['minimum']);
  const fromMarkdown = html(
    <ContentExplanation content={content} example={EXAMPLE} solvingExample={SOLVING} values={{ minimum: '₹500' }} />,
  );
  const byHand = html(
    <ExplanationSection
      intro={
        <>
          The same amount every month, <strong>compounded</strong>.
        </>
      }
      formula={
        <>
          {tex.block`\mathrm{FV} = P \cdot s`}
          {tex.block`s = \frac{(1 + i)^{12} - 1}{i}`}
        </>
      }
      symbols={[
        { symbol: tex`P`, meaning: 'Monthly amount, ₹500 at least.' },
        {
          symbol: tex`i`,
          meaning: (
            <>
              Monthly rate: <i>r</i> divided by 12, as in{' '}
              <i>
                D<sub>t</sub>
              </i>
              .
            </>
          ),
        },
      ]}
      conventions={[
        <>Each deposit is made at the start of its month, and earns interest for that month ({tex`1 + i`} times).</>,
        'Costs $5 and $10 are not deducted.',
      ]}
      example={EXAMPLE}
      solving={{
        intro: (
          <>
            Give a target <i>T</i> instead.
          </>
        ),
        formula: tex.block`P = \frac{T}{s}`,
        example: SOLVING,
      }}
      faqs={[
        {
          q: 'Is it guaranteed?',
          a: (
            <>
              <p>No.</p>
              <p>Treat it as an estimate.</p>
            </>
          ),
        },
        { q: 'What is ₹500?', a: 'The smallest deposit.' },
      ]}
      related={['sip-calculator', '']}
    />,
  );
  expect(fromMarkdown).toBe(byHand);
});

it('fills a {value} with an element as well as with words', () => {
  const content = load(write('x-explanation.md', PAGE));
  const { conventions, symbols } = content.render({ minimum: <table data-testid="slabs" /> });
  expect(conventions).toHaveLength(2);
  const { container } = renderApp(<div>{symbols[0].meaning}</div>);
  expect(container.querySelector('table[data-testid="slabs"]')).not.toBeNull();
});

it('throws, naming the file and the value, when the explanation does not pass a value its words use', () => {
  const content = load(write('x-explanation.md', PAGE));
  expect(() => content.render({})).toThrow(/x-explanation\.md: no value for \{minimum\}/);
});

it('refuses a solving example the Markdown has no words for, and Markdown whose example is missing', () => {
  const content = load(write('x-explanation.md', PAGE));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() => renderApp(<ContentExplanation content={content} example={EXAMPLE} values={{ minimum: '1' }} />)).toThrow(
      /## Solving backwards: the explanation must pass its solving example/,
    );
  } finally {
    error.mockRestore();
  }
});

it('includes a shared piece: its formula, its symbols, and its convention with the page’s own words in it', () => {
  write(
    'explanations/shared.md',
    '<!-- A note to writers. -->\n\n## Formula\n\n$$X = 1$$\n\n## Symbols\n\n- $X$: Shared.\n\n## Conventions\n\n- Before. {…} After.\n',
  );
  const page = write(
    'calculator/x-explanation.md',
    // (Functions, so that the $ of the formulas are not read as replacement patterns.)
    PAGE.replace('$$s = ', () => '@include ../explanations/shared.md\n\n$$s = ')
      .replace('- $i$:', () => '- @include ../explanations/shared.md\n- $i$:')
      .replace('- Costs', () => '- @include ../explanations/shared.md: The page’s *own* words.\n- Costs'),
  );
  const { formula, symbols, conventions } = load(page).render({ minimum: '1' });
  const text = (node: React.ReactNode) => renderApp(<>{node}</>).container.innerHTML;
  expect(text(formula).match(/<math display="block">/g)).toHaveLength(3);
  expect(text(symbols[1].meaning)).toBe('Shared.');
  expect(text(conventions[1])).toBe('Before. The page’s <i>own</i> words. After.');
  expect(compileContent(fs.readFileSync(page, 'utf8'), page).dependencies).toContain(path.join(dir, 'explanations', 'shared.md'));
});

describe('a page that breaks the convention fails the build, naming the file, the section and the line', () => {
  const fails = (source: string) => () => compileContent(source, write('calculators/x/x-explanation.md', source));
  const where = (rest: string) => new RegExp(`x-explanation\\.md, ${rest}`);

  it.each([
    [
      'a section missing',
      PAGE.replace('## Conventions', '## Questions'),
      where('## Questions, line 30: "## Questions" comes twice'),
    ],
    ['no formula', PAGE.replace(/## Formula[\s\S]*?## Symbols/, '## Symbols'), where('## Formula: missing')],
    ['a section of another name', PAGE.replace('## Symbols', '## Symbol'), where('## Symbol, line 13: not a section')],
    [
      'a symbol without its formula',
      PAGE.replace('- $P$: Monthly', '- P: Monthly'),
      where('## Symbols, line 15: each symbol is'),
    ],
    [
      'words among the formulas',
      PAGE.replace('$$s = ', () => 'so $$s = '),
      where('## Formula, line 11: only \\$\\$…\\$\\$ formulas'),
    ],
    [
      'a convention that is not a list item',
      PAGE.replace('- Costs', '\nCosts'),
      where('## Conventions, line 23: each convention is a list item'),
    ],
    ['an answer without its question', PAGE.replace('### Is it guaranteed?\n', ''), where('## Questions, line 33: each answer')],
    [
      'a TeX formula that does not compile',
      PAGE.replace('$i$:', () => '$\\frac{i$:'),
      where('## Symbols, line 16: the TeX formula'),
    ],
    [
      'a related route that is not a path',
      PAGE.replace('/sip-calculator', 'sip-calculator'),
      where('the front matter: related route'),
    ],
    [
      'a table',
      PAGE.replace('- Costs', '\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- Costs'),
      where('## Conventions, line \\d+: each convention'),
    ],
    [
      'a missing include',
      PAGE.replace('- Costs', '- @include ../nowhere.md\n- Costs'),
      where('## Conventions: @include ../nowhere.md: no such file'),
    ],
  ])('%s', (_name, source, message) => {
    expect(fails(source)).toThrow(message);
  });
});

it('lists every formula of a page for the test that each one renders (../../tex/__tests__/every-formula.test.ts)', () => {
  const file = write('x-explanation.md', PAGE);
  expect(formulasOfPage(PAGE, file).map((formula) => formula.tex)).toEqual([
    '\\mathrm{FV} = P \\cdot s',
    's = \\frac{(1 + i)^{12} - 1}{i}',
    'P',
    'i',
    '1 + i',
    'P = \\frac{T}{s}',
  ]);
});

it('gives webpack an ES module with MathML strings: no Markdown or math library reaches the browser', () => {
  const file = write('x-explanation.md', PAGE);
  const watched: string[] = [];
  const code = contentLoader.call({ resourcePath: file, addDependency: (dependency) => watched.push(dependency) }, PAGE);
  expect(code).toMatch(/^import \{ createElement as __h, Fragment as __F \} from "react";/);
  expect(code).not.toMatch(/markdown-it|temml|\\frac/);
  expect(code).toContain('__texElement(true, "<mi>FV</mi><mo>=</mo>');
});
