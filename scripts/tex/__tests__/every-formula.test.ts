/*
 * Every formula of every package's source compiles (a bad one would fail the build): each tex`…` of a TypeScript
 * source and each $…$ / $$…$$ of a Markdown explanation (scripts/content/). What it compiles to is MathML Core a
 * browser draws: only its elements, all in the MathML namespace. Explanations write their formulas in TeX, never
 * as hand-made MathML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileFormula, compileTexInSource, findMacrosFile, readMacros } from '../compile-tex.cjs';
import { formulasOfPage } from '../../content/compile-content.cjs';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** The elements of MathML Core (https://www.w3.org/TR/mathml-core/), which Chromium, Firefox and Safari draw. */
const MATHML_CORE = new Set(
  (
    'math mi mn mo ms mtext mspace mrow mfrac msqrt mroot msub msup msubsup munder mover munderover ' +
    'mmultiscripts mprescripts mtable mtr mtd mstyle mpadded mphantom merror semantics annotation annotation-xml'
  ).split(' '),
);

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    // Markdown: the explanations and the pieces they include (scripts/content/README.md).
    const markdown =
      /-explanation\.md$/.test(entry.name) || (entry.name.endsWith('.md') && path.basename(dir) === 'explanations');
    return (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) || markdown ? [full] : [];
  });
}

// Every workspace's source, as the root package.json lists them.
const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const SOURCES = workspaces.flatMap((workspace) => sourcesUnder(path.join(ROOT, workspace, 'src')));
const name = (file: string) => path.relative(ROOT, file);

/** The formulas a source compiles to: whether each is a display one, and its MathML. */
function formulasOf(file: string): Array<{ display: boolean; mathml: string }> {
  const source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.md')) {
    const macrosFile = findMacrosFile(file);
    const macros = macrosFile ? readMacros(macrosFile) : {};
    return formulasOfPage(source, file).map(({ tex, display }) => ({
      display,
      mathml: compileFormula(tex, { display, macros, where: name(file) }),
    }));
  }
  const { code } = compileTexInSource(source, file);
  return Array.from(code.matchAll(/__texElement\((true|false), ("(?:[^"\\]|\\.)*")\)/g), (match) => ({
    display: match[1] === 'true',
    mathml: JSON.parse(match[2]) as string,
  }));
}

const EXPLANATIONS = SOURCES.filter((file) => /-(explanation|solving)\.(tsx|md)$/.test(file) || file.includes('/explanations/'));
/** Does the source hold a formula? A source whose formula fails to compile does: its test names the failure. */
function holdsFormulas(file: string): boolean {
  try {
    return formulasOf(file).length > 0;
  } catch {
    return true;
  }
}
const WITH_FORMULAS = SOURCES.filter(holdsFormulas);

it('finds the explanations and their formulas', () => {
  expect(EXPLANATIONS.length).toBeGreaterThanOrEqual(10);
  expect(WITH_FORMULAS.map(name)).toEqual(
    expect.arrayContaining([
      'mfe-finance/src/calculators/loan/loan-explanation.md',
      'mfe-astrology/src/numerology/numerology-explanation.md',
    ]),
  );
});

describe.each(WITH_FORMULAS.map((file) => [name(file), file]))('%s', (_name, file) => {
  it('compiles every formula to MathML Core', () => {
    for (const { display, mathml } of formulasOf(file)) {
      const math = document.createElementNS(MATHML, 'math');
      if (display) math.setAttribute('display', 'block');
      math.innerHTML = mathml;
      const elements = Array.from(math.querySelectorAll('*'));
      expect(elements.length).toBeGreaterThan(0);
      const strangers = elements
        .filter((element) => element.namespaceURI !== MATHML || !MATHML_CORE.has(element.localName))
        .map((element) => element.localName);
      // The formula is named in the failure.
      expect({ mathml, strangers }).toEqual({ mathml, strangers: [] });
    }
  });
});

it('explanations write formulas in TeX, not MathML by hand', () => {
  const handWritten = EXPLANATIONS.filter((file) =>
    /<(math|mrow|mi|mo|mn|mfrac|msup|msub)[\s>]/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(handWritten.map(name)).toEqual([]);
});
