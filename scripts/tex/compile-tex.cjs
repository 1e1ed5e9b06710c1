/*
 * The build step behind `tex` (shared/src/explanation/tex.ts): every tex`…` and tex.block`…` in a TypeScript
 * source becomes `__texElement(display, "<MathML>")`, the MathML temml makes of the TeX, with texElement imported
 * (shared/src/explanation/tex-element.ts). It runs in node only, from the webpack loader (tex-loader.cjs) and the
 * jest transform (jest-transform.cjs), so the browser gets MathML strings and never temml; the `tex` import
 * itself goes unused and is dropped. A formula temml cannot read fails the build (and the test run), naming the
 * file, the line and the formula. Macros come from the nearest tex-macros.json above the source file (see
 * findMacrosFile).
 */
// @ts-check: its types are these JSDoc annotations, checked by `npm run typecheck` (tsconfig.json's allowJs). It
// stays JavaScript because webpack loads it as a loader's module and jest as a transform's, both with plain Node.
const fs = require('node:fs');
const path = require('node:path');

/** @type {'tex-macros.json'} */
const MACROS_FILE = 'tex-macros.json';

/** The module that makes a compiled formula's element, imported by absolute path into the compiled source. */
const TEX_ELEMENT = path.join(__dirname, '..', '..', 'shared', 'src', 'explanation', 'tex-element');

/** A cheap test before parsing: only sources that may hold a tex template are parsed. */
const MAY_HOLD_TEX = /\btex\s*(?:\.\s*block\s*)?`/;

class TexError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'TexError';
  }
}

/**
 * The nearest macros file above `file`: walking up from its folder, the first folder holding tex-macros.json, or
 * holding it in its explanations/ folder (a remote keeps its macros beside its shared explanation pieces, as
 * mfe-finance/src/explanations/tex-macros.json serves every calculator of mfe-finance/src). Null if none.
 * @param {string} file
 * @returns {string | null}
 */
function findMacrosFile(file) {
  let dir = path.dirname(path.resolve(file));
  for (;;) {
    for (const candidate of [path.join(dir, MACROS_FILE), path.join(dir, 'explanations', MACROS_FILE)])
      if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * A macros file: an object of TeX macros by name ("\\growthToEnd": "(1 + i)^{12(Y - y)}", #1… for arguments).
 * The key "//" may hold a note about the file; any other key must be a macro name.
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readMacros(file) {
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TexError(`${file}: not readable JSON (${/** @type {Error} */ (error).message})`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new TexError(`${file}: must be an object of macros ("\\\\name": "TeX")`);
  /** @type {Record<string, string>} */
  const macros = {};
  for (const [name, body] of Object.entries(parsed)) {
    if (name === '//') continue;
    if (!/^\\[A-Za-z]+$/.test(name)) throw new TexError(`${file}: "${name}" is not a macro name (a backslash and letters)`);
    if (typeof body !== 'string') throw new TexError(`${file}: the macro ${name} must be a string of TeX`);
    macros[name] = body;
  }
  return macros;
}

/** The single element wrapping all of `markup` (<mrow>…</mrow>), unwrapped: <math> is a row already. */
/** @param {string} markup */
function unwrapRow(markup) {
  if (!markup.startsWith('<mrow>') || !markup.endsWith('</mrow>')) return markup;
  const tags = /<(\/?)mrow\b[^>]*>/g;
  let depth = 0;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length === markup.length ? markup.slice(6, -7) : markup;
  }
  return markup;
}

/**
 * temml's <math> without its wrapper (the element is made at run time) and without what only temml's own
 * stylesheet reads (classes) or what changes nothing (an mpadded of zero space around a name), so the markup is
 * what hand-written MathML would be.
 * @param {string} mathml
 */
function tidy(mathml) {
  const inner = /^<math\b[^>]*>([\s\S]*)<\/math>$/.exec(mathml);
  if (!inner) throw new TexError(`temml gave no <math> element: ${mathml.slice(0, 80)}`);
  const markup = inner[1].replace(/ class="[^"]*"/g, '').replace(/<mpadded lspace="0">(<mi>[^<]*<\/mi>)<\/mpadded>/g, '$1');
  return unwrapRow(markup);
}

let temml;

/**
 * The MathML (the inside of <math>) of one formula. `where` names it in errors ("file:line"); `macros` are
 * the TeX macros it may use.
 * @param {string} formula
 * @param {{ display?: boolean, macros?: Record<string, string>, where?: string }} [options]
 * @returns {string}
 */
function compileFormula(formula, { display = false, macros = {}, where = 'formula' } = {}) {
  temml ??= require('temml');
  let mathml;
  try {
    // temml adds \gdef definitions to the macros object it is given: each formula gets its own copy.
    mathml = temml.renderToString(formula, { displayMode: display, throwOnError: true, macros: { ...macros } });
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    throw new TexError(`${where}: the TeX formula ${JSON.stringify(formula)} does not compile: ${String(message).trim()}`);
  }
  return tidy(mathml);
}

/**
 * Is `node` the tag `tex` or `tex.block`? Returns 'inline', 'block' or null.
 * @param {typeof import('typescript')} ts
 * @param {import('typescript').Expression} tag
 */
function tagKind(ts, tag) {
  if (ts.isIdentifier(tag) && tag.text === 'tex') return 'inline';
  if (ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'tex')
    return tag.name.text === 'block' ? 'block' : null;
  return null;
}

/**
 * The source with every tex`…` / tex.block`…` replaced by its compiled element, and the macros file it read
 * (for the bundler to watch). Line numbers stay: the import goes before the first line, and a formula written
 * over several lines keeps its line count.
 * @param {string} source
 * @param {string} file
 * @returns {{ code: string, macrosFile: string | null }}
 */
function compileTexInSource(source, file) {
  if (!MAY_HOLD_TEX.test(source)) return { code: source, macrosFile: null };
  const ts = require('typescript');
  const kind = /\.[cm]?tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const where = (/** @type {import('typescript').Node} */ node) => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    return `${file}:${line + 1}:${character + 1}`;
  };

  /** @type {{ node: import('typescript').TaggedTemplateExpression, display: boolean }[]} */
  const calls = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const display = tagKind(ts, node.tag);
      if (display) {
        if (!ts.isNoSubstitutionTemplateLiteral(node.template))
          throw new TexError(
            `${where(node)}: a tex formula must be a literal, without \${…}: the build compiles its text, never a value`,
          );
        calls.push({ node, display: display === 'block' });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (calls.length === 0) return { code: source, macrosFile: null };

  const macrosFile = findMacrosFile(file);
  const macros = macrosFile ? readMacros(macrosFile) : {};
  let code = `import { texElement as __texElement } from ${JSON.stringify(TEX_ELEMENT)}; `;
  let done = 0;
  for (const { node, display } of calls) {
    const start = node.getStart(sourceFile);
    const template = node.template;
    // The template's text as written (String.raw): TeX's backslashes are not escapes.
    const formula = source.slice(template.getStart(sourceFile) + 1, template.end - 1);
    const mathml = compileFormula(formula.trim(), { display, macros, where: where(node) });
    const lines = source.slice(start, node.end).split('\n').length - 1;
    code += `${source.slice(done, start)}__texElement(${display}, ${JSON.stringify(mathml)})${'\n'.repeat(lines)}`;
    done = node.end;
  }
  return { code: code + source.slice(done), macrosFile };
}

module.exports = { compileTexInSource, compileFormula, findMacrosFile, readMacros, TexError, MACROS_FILE, TEX_ELEMENT };
