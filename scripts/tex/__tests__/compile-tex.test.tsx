/*
 * The TeX build step: formulas become the MathML a hand-written formula would be, a bad formula or an
 * interpolation fails naming the file and line, macros come from the nearest tex-macros.json, and the code a
 * browser runs never needs temml.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '@testing-library/react';
import { tex } from '../../../shared/src/explanation/tex';
import ts from 'typescript';
import { compileFormula, compileTexInSource, findMacrosFile, readMacros, TEX_ELEMENT } from '../compile-tex.cjs';
import texLoader from '../tex-loader.cjs';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** What a compiled source starts with, on its first line. */
const IMPORT = `import { texElement as __texElement } from ${JSON.stringify(TEX_ELEMENT)}; `;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tex-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
};

describe('compileFormula', () => {
  it('gives the MathML of the formula, without the <math> the element adds nor temml’s classes', () => {
    expect(compileFormula('A = P(1 + r)^{n}', { display: true })).toBe(
      '<mi>A</mi><mo>=</mo><mi>P</mi><msup><mrow>' +
        '<mo fence="true" form="prefix" stretchy="false">(</mo><mn>1</mn><mo>+</mo><mi>r</mi>' +
        '<mo fence="true" form="postfix" stretchy="false">)</mo></mrow><mi>n</mi></msup>',
    );
  });

  it('writes a name in roman type as one identifier, as <mi>EMI</mi> was written by hand', () => {
    expect(compileFormula('\\mathrm{EMI}_1')).toBe('<msub><mi>EMI</mi><mn>1</mn></msub>');
  });

  it('expands macros, with arguments', () => {
    expect(compileFormula('\\half{x}', { macros: { '\\half': '\\frac{#1}{2}' } })).toBe('<mfrac><mi>x</mi><mn>2</mn></mfrac>');
  });

  it('fails on a formula temml cannot read, naming where it is and the formula', () => {
    expect(() => compileFormula('\\frac{a}{', { where: 'x.tsx:3:5' })).toThrow(
      /^x\.tsx:3:5: the TeX formula "\\\\frac\{a\}\{" does not compile: Unexpected end of input/,
    );
    expect(() => compileFormula('\\nosuchmacro{a}', { where: 'x.tsx:1:1' })).toThrow(/x\.tsx:1:1.*nosuchmacro/);
  });
});

describe('compileTexInSource', () => {
  it('replaces each formula with its compiled element and leaves the rest of the source as it was', () => {
    const source = [
      "import { tex } from '@calc/shared';",
      'const a = tex`x^2`;',
      'const b = tex.block`\\frac{1}{2}`;',
      'const c = latex`x`, d = other.tex`x`, e = tex.other`x`;',
    ].join('\n');
    const { code } = compileTexInSource(source, path.join(dir, 'a.tsx'));
    expect(code.split('\n')).toEqual([
      `${IMPORT}import { tex } from '@calc/shared';`,
      'const a = __texElement(false, "<msup><mi>x</mi><mn>2</mn></msup>");',
      'const b = __texElement(true, "<mfrac><mn>1</mn><mn>2</mn></mfrac>");',
      'const c = latex`x`, d = other.tex`x`, e = tex.other`x`;',
    ]);
  });

  it('reads the template as written: backslashes are TeX, not escapes', () => {
    const { code } = compileTexInSource('tex`\\pi \\times \\nu`', path.join(dir, 'a.ts'));
    expect(code).toBe(`${IMPORT}__texElement(false, "<mi>π</mi><mo>×</mo><mi>ν</mi>")`);
  });

  it('keeps the line numbers of the code after a formula written over several lines', () => {
    const source = 'const f = tex.block`\n  a\n  + b\n`;\nthrow new Error();';
    const { code } = compileTexInSource(source, path.join(dir, 'a.ts'));
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n')[4]).toBe('throw new Error();');
  });

  it('leaves tex unused, so the compiled module imports neither it nor temml', () => {
    const source =
      "import { ExplanationSection, tex } from '@calc/shared';\nexport const f = [ExplanationSection, tex.block`x`];";
    const { code } = compileTexInSource(source, path.join(dir, 'a.tsx'));
    const js = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, isolatedModules: true },
    }).outputText;
    expect(js).toMatch(/^import \{ ExplanationSection \} from '@calc\/shared';$/m);
    expect(js).toContain(`from ${JSON.stringify(TEX_ELEMENT)}`);
    expect(js.replace(JSON.stringify(TEX_ELEMENT), '')).not.toMatch(/\btex\b|temml/);
  });

  it('refuses an interpolation, naming the file and line', () => {
    const source = 'const x = 1;\nconst f = tex`a + ${x}`;';
    expect(() => compileTexInSource(source, path.join(dir, 'bad.tsx'))).toThrow(
      new RegExp(`bad\\.tsx:2:11: a tex formula must be a literal, without \\$\\{…\\}`),
    );
  });

  it('fails the file on a bad formula, naming the file, line and formula', () => {
    const file = path.join(dir, 'explanation.tsx');
    expect(() => compileTexInSource('const ok = tex`x`;\nconst bad = tex.block`\\frac{a}{`;', file)).toThrow(
      `${file}:2:13: the TeX formula "\\\\frac{a}{" does not compile`,
    );
  });

  it('uses the nearest tex-macros.json above the source file, and names it for the bundler to watch', () => {
    write('tex-macros.json', JSON.stringify({ '\\unit': '1', '\\twice': '2 #1' }));
    const nested = write('a/b/tex-macros.json', JSON.stringify({ '//': 'a note', '\\unit': '\\text{one}' }));
    const outer = compileTexInSource('tex`\\unit`', path.join(dir, 'a', 'file.ts'));
    expect(outer).toEqual({ code: `${IMPORT}__texElement(false, "<mn>1</mn>")`, macrosFile: path.join(dir, 'tex-macros.json') });
    const inner = compileTexInSource('tex`\\unit`', path.join(dir, 'a', 'b', 'c', 'file.ts'));
    expect(inner).toEqual({ code: `${IMPORT}__texElement(false, "<mtext>one</mtext>")`, macrosFile: nested });
    // The nearest file's macros only: \twice is not defined there.
    expect(() => compileTexInSource('tex`\\twice{x}`', path.join(dir, 'a', 'b', 'file.ts'))).toThrow(/twice/);
  });

  it('parses nothing and reads no macros in a source without formulas', () => {
    write('tex-macros.json', 'not json');
    const source = 'const text = `tex`; // tex';
    expect(compileTexInSource(source, path.join(dir, 'a.ts'))).toEqual({ code: source, macrosFile: null });
  });
});

describe('macros files', () => {
  it('are found walking up from the source file, or not at all', () => {
    const file = write('x/tex-macros.json', '{}');
    expect(findMacrosFile(path.join(dir, 'x', 'y', 'z.ts'))).toBe(file);
    expect(findMacrosFile(path.join(os.tmpdir(), 'no-such-folder-of-tex', 'z.ts'))).toBeNull();
  });

  it('are also found in the explanations/ folder beside a folder above, as a remote keeps its macros', () => {
    const shared = write('src/explanations/tex-macros.json', '{}');
    expect(findMacrosFile(path.join(dir, 'src', 'calculators', 'loan', 'loan-explanation.tsx'))).toBe(shared);
    expect(findMacrosFile(path.join(dir, 'src', 'explanations', 'todays-money.ts'))).toBe(shared);
    // A file of the folder's own comes first.
    const own = write('src/calculators/tex-macros.json', '{}');
    expect(findMacrosFile(path.join(dir, 'src', 'calculators', 'loan', 'loan-explanation.tsx'))).toBe(own);
  });

  it('hold macros by name only, each a string of TeX', () => {
    expect(readMacros(write('ok.json', '{ "//": "note", "\\\\a": "x" }'))).toEqual({ '\\a': 'x' });
    expect(() => readMacros(write('bad-name.json', '{ "a": "x" }'))).toThrow(/"a" is not a macro name/);
    expect(() => readMacros(write('bad-body.json', '{ "\\\\a": 1 }'))).toThrow(/\\a must be a string/);
    expect(() => readMacros(write('bad.json', '{'))).toThrow(/bad\.json: not readable JSON/);
  });
});

describe('the webpack loader', () => {
  it('compiles the source and tells webpack which macros file it used', () => {
    const macros = write('tex-macros.json', JSON.stringify({ '\\one': '1' }));
    const addDependency = jest.fn();
    const code = texLoader.call({ resourcePath: path.join(dir, 'a.tsx'), addDependency }, 'tex`\\one`');
    expect(code).toBe(`${IMPORT}__texElement(false, "<mn>1</mn>")`);
    expect(addDependency).toHaveBeenCalledWith(macros);
  });
});

describe('tex at run time', () => {
  it('is compiled in tests as in the bundle: an inline <math>, and a display one', () => {
    const { container } = render(
      <p>
        {tex`A = P(1 + r)^{n}`}
        {tex.block`\frac{1}{2}`}
      </p>,
    );
    const [inline, block] = Array.from(container.querySelectorAll('math'));
    expect(inline.namespaceURI).toBe(MATHML);
    expect(inline.hasAttribute('display')).toBe(false);
    expect(inline.querySelector('msup > mi')?.namespaceURI).toBe(MATHML);
    expect(inline.textContent).toBe('A=P(1+r)n');
    expect(block.getAttribute('display')).toBe('block');
    expect(block.innerHTML).toBe('<mfrac><mn>1</mn><mn>2</mn></mfrac>');
  });

  it('refuses to run uncompiled, saying why', () => {
    const strings = Object.assign(['x'], { raw: ['x'] });
    const call = tex as unknown as (s: TemplateStringsArray) => unknown;
    expect(() => call(strings)).toThrow(/ran uncompiled: formulas become MathML at build time/);
    expect(() => (tex.block as unknown as typeof call)(strings)).toThrow(/ran uncompiled/);
  });
});
