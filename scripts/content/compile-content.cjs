/*
 * The build step behind a calculator's `<name>-explanation.md` (the convention is in ./README.md): the Markdown is
 * read by markdown-it, its $…$ and $$…$$ formulas become MathML by temml (../tex/compile-tex.cjs, with the same
 * tex-macros.json), and the whole becomes a JavaScript module whose default export is an ExplanationContent
 * (shared/src/explanation/explanation-content.ts): React elements made with createElement, so neither Markdown nor
 * a math library reaches the browser. It runs in node only, from the webpack loader (content-loader.cjs) and the
 * jest transform (jest-transform.cjs). A page whose Markdown breaks the convention fails the build, naming the
 * file, the line and the section.
 */
// Its types are the JSDoc annotations of what it exports, which `npm run typecheck` reads (tsconfig.json's allowJs)
// and checks every TypeScript importer against. It stays JavaScript because webpack loads it as a loader's module
// and jest as a transform's, both with plain Node.
const fs = require('node:fs');
const path = require('node:path');
const { compileFormula, findMacrosFile, readMacros, TEX_ELEMENT } = require('../tex/compile-tex.cjs');

/** The sections a page may have, by heading (## Formula…). */
const SECTIONS = ['Formula', 'Symbols', 'Conventions', 'Solving backwards', 'Questions'];
const REQUIRED = ['Formula', 'Symbols', 'Conventions', 'Questions'];
/** Where an included file's words go in an item it lends (`- @include file: words`). @type {'{…}'} */
const INCLUDED_WORDS = '{…}';

class ContentError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ContentError';
  }
}

let markdown;

/** markdown-it without raw HTML, plus three inline rules: $…$ / $$…$$ formulas, {name} values and ~sub~scripts. */
function parser() {
  if (markdown) return markdown;
  const MarkdownIt = require('markdown-it');
  markdown = new MarkdownIt('commonmark', { html: false });
  markdown.inline.ruler.before('escape', 'math', (state, silent) => {
    const { src, pos } = state;
    if (src[pos] !== '$') return false;
    const display = src[pos + 1] === '$';
    const open = display ? 2 : 1;
    // Inline math opens on a non-space and closes on a non-space not followed by a digit ($5 and $10 stay text).
    if (!display && (pos + 1 >= src.length || /\s/.test(src[pos + 1]))) return false;
    let end = pos + open;
    for (; end < src.length; end += 1) {
      if (src[end] === '\\') {
        end += 1;
        continue;
      }
      if (src[end] !== '$') continue;
      if (display ? src[end + 1] === '$' : !/\s/.test(src[end - 1]) && !/\d/.test(src[end + 1] ?? '')) break;
    }
    if (end >= src.length) return false;
    if (!silent) {
      const token = state.push('math', 'math', 0);
      token.content = src.slice(pos + open, end).trim();
      token.meta = { display };
    }
    state.pos = end + open;
    return true;
  });
  markdown.inline.ruler.before('escape', 'value', (state, silent) => {
    const match = /^\{([A-Za-z][A-Za-z0-9]*)\}/.exec(state.src.slice(state.pos));
    if (!match) return false;
    if (!silent) state.push('value', '', 0).content = match[1];
    state.pos += match[0].length;
    return true;
  });
  markdown.inline.ruler.before('escape', 'sub', (state, silent) => {
    const match = /^~([^~\s]+)~/.exec(state.src.slice(state.pos));
    if (!match) return false;
    if (!silent) state.push('sub', 'sub', 0).content = match[1];
    state.pos += match[0].length;
    return true;
  });
  return markdown;
}

/*
 * Inline content as nodes: { text }, { math, display }, { value } (a {name} filled in by the page's code) and
 * { tag, children } (i for *x*, strong for **x**, code, sub for ~x~, a for a link).
 */
function inlineNodes(children, fail) {
  const stack = [{ children: [] }];
  const top = () => stack[stack.length - 1].children;
  for (const token of children) {
    switch (token.type) {
      case 'text':
        top().push({ text: token.content });
        break;
      case 'softbreak':
        top().push({ text: ' ' });
        break;
      case 'hardbreak':
        top().push({ tag: 'br', children: [] });
        break;
      case 'code_inline':
        top().push({ tag: 'code', children: [{ text: token.content }] });
        break;
      case 'math':
        top().push({ math: token.content, display: token.meta.display });
        break;
      case 'value':
        top().push({ value: token.content });
        break;
      case 'sub':
        top().push({ tag: 'sub', children: [{ text: token.content }] });
        break;
      case 'em_open':
      case 'strong_open':
      case 'link_open': {
        const tag = { em_open: 'i', strong_open: 'strong', link_open: 'a' }[token.type];
        const node = { tag, children: [], href: token.attrGet('href') ?? undefined };
        top().push(node);
        stack.push(node);
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 'link_close':
        stack.pop();
        break;
      default:
        fail(`${token.type} is not allowed in running text`);
    }
  }
  // Adjacent words are one string, as JSX would make them.
  const merge = (nodes) =>
    nodes.reduce((out, node) => {
      if (node.children) node.children = merge(node.children);
      const last = out[out.length - 1];
      if (node.text !== undefined && last?.text !== undefined) last.text += node.text;
      else out.push(node);
      return out;
    }, []);
  return merge(stack[0].children);
}

/** The page's sections: for each, its blocks (paragraphs, list items, ### questions), each with its line. */
function readSections(tokens, failIn) {
  const sections = { intro: [] };
  let current = sections.intro;
  let currentName = 'intro';
  let question = null;
  const fail = (message) => failIn(currentName, message);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const line = token.map ? token.map[0] + 1 : undefined;
    if (token.type === 'heading_open') {
      const title = tokens[index + 1].content.trim();
      index += 2;
      if (token.tag === 'h2') {
        if (!SECTIONS.includes(title))
          failIn(title, `line ${line}: not a section (${SECTIONS.map((name) => `## ${name}`).join(', ')})`);
        if (sections[title]) failIn(title, `line ${line}: "## ${title}" comes twice`);
        currentName = title;
        current = sections[title] = [];
        question = null;
      } else if (token.tag === 'h3' && currentName === 'Questions') {
        question = { question: tokens[index - 1].children, answer: [], line };
        current.push(question);
      } else fail(`line ${line}: a ${token.tag} heading is only for a question, under ## Questions`);
      continue;
    }
    if (token.type === 'paragraph_open') {
      const paragraph = { inline: tokens[index + 1].children, raw: tokens[index + 1].content, line, listItem: false };
      if (question) question.answer.push(paragraph);
      else current.push(paragraph);
      index += 2;
      continue;
    }
    if (token.type === 'bullet_list_open' || token.type === 'bullet_list_close' || token.type === 'list_item_close') continue;
    if (token.type === 'list_item_open') {
      // A list item is one line of words: its paragraph, tight or not.
      const inline = tokens.slice(index).find((next) => next.type === 'inline');
      const closing = tokens.findIndex((next, at) => at > index && next.type === 'list_item_close' && next.level === token.level);
      if (tokens.slice(index + 1, closing).filter((next) => next.type === 'inline').length !== 1)
        fail(`line ${line}: a list item is one paragraph`);
      (question ? question.answer : current).push({ inline: inline.children, raw: inline.content, line, listItem: true });
      index = closing;
      continue;
    }
    fail(`line ${line}: ${token.type.replace(/_open$/, '')} is not part of the convention (scripts/content/README.md)`);
  }
  return sections;
}

/** `@include path` (optionally `: words`) as a paragraph's or a list item's whole text, or null. */
function includeOf(raw) {
  const match = /^@include\s+(\S+?)(?::\s+([\s\S]*))?$/.exec(raw.trim());
  return match ? { file: match[1], words: match[2] } : null;
}

/** Parses one page or included file into { related, title, intro, formula, symbols, conventions, solving, faqs }. */
function parsePage(source, file, seen = []) {
  const rel = path.relative(process.cwd(), file);
  let section = 'front matter';
  const sectionName = (name) => (name === 'intro' ? 'the intro' : name === 'front matter' ? 'the front matter' : `## ${name}`);
  const fail = (message) => {
    throw new ContentError(`${rel}, ${sectionName(section)}${/^line \d/.test(message) ? ', ' : ': '}${message}`);
  };
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const meta = {};
  for (const line of front ? front[1].split('\n') : []) {
    const match = /^(related|title):\s*(.*)$/.exec(line);
    if (!match) fail(`"${line}" is not "related: /a-path, /another" or "title: …"`);
    meta[match[1]] = match[2].trim();
  }
  const related = meta.related
    ? meta.related.split(',').map((item) => {
        const route = item.trim();
        if (!route.startsWith('/')) fail(`related route "${route}" must start with / (/ alone is the home page)`);
        return route.slice(1);
      })
    : [];
  // Front matter and <!-- notes to writers --> are left out, their lines kept so errors name the right line.
  const blank = (text) => '\n'.repeat(text.split('\n').length - 1);
  const body = (front ? blank(front[0]) + source.slice(front[0].length) : source).replace(/<!--[\s\S]*?-->/g, blank);
  const sections = readSections(parser().parse(body, {}), (name, message) => {
    throw new ContentError(`${rel}, ${sectionName(name)}, ${message}`);
  });

  // A file's `@include other.md` brings the same section's items of other.md, compiled from one source.
  const included = (include) => {
    const target = path.resolve(path.dirname(file), include.file);
    if (seen.includes(target)) fail(`${include.file} includes itself`);
    if (!fs.existsSync(target)) fail(`@include ${include.file}: no such file`);
    return parsePage(fs.readFileSync(target, 'utf8'), target, [...seen, file]);
  };
  const fillWords = (nodes, words, line) => {
    const at = nodes.findIndex((node) => node.text?.includes(INCLUDED_WORDS));
    if (words === undefined) return at < 0 ? nodes : fail(`line ${line}: the included item needs words after ":"`);
    if (at < 0) fail(`line ${line}: the included item takes no words`);
    const [before, after] = nodes[at].text.split(INCLUDED_WORDS);
    const inserted = inlineNodes(parser().parseInline(words, {})[0].children, fail);
    return [...nodes.slice(0, at), { text: before }, ...inserted, { text: after }, ...nodes.slice(at + 1)].filter(
      (node) => node.text !== '',
    );
  };
  const blocksOf = (name, key) =>
    (sections[name] ?? []).flatMap((block) => {
      section = name;
      const include = includeOf(block.raw);
      const where = `${rel}, ## ${name}, line ${block.line}`;
      if (!include) return [{ ...block, where, nodes: inlineNodes(block.inline, (m) => fail(`line ${block.line}: ${m}`)) }];
      const items = included(include)[key];
      return items.map((item) => ({ ...item, nodes: fillWords(item.nodes, include.words, block.line) }));
    });

  section = 'intro';
  const page = { related, title: meta.title, file: rel };
  const intro = blocksOf('intro', 'intro');
  if (intro.length > 1) fail('one paragraph at most, before the first ## section');
  page.intro = intro[0];
  page.formula = blocksOf('Formula', 'formula');
  page.symbols = blocksOf('Symbols', 'symbols');
  page.conventions = blocksOf('Conventions', 'conventions');
  page.solving = blocksOf('Solving backwards', 'solving');
  section = 'Questions';
  page.faqs = (sections.Questions ?? []).map((faq) => {
    if (!faq.question) fail(`line ${faq.line}: each answer goes under a "### question" heading`);
    if (faq.answer.length === 0) fail(`line ${faq.line}: the question has no answer`);
    return {
      line: faq.line,
      where: `${rel}, ## Questions, line ${faq.line}`,
      question: inlineNodes(faq.question, fail),
      answer: faq.answer.map((block) => {
        if (block.listItem) fail(`line ${block.line}: an answer is paragraphs, not a list`);
        return inlineNodes(block.inline, fail);
      }),
    };
  });
  page.sections = sections;
  return page;
}

/** Checks the parsed page against the convention (README.md); returns what the code generator needs. */
function checkPage(page, { isPage }) {
  const fail = (section, line, message) => {
    throw new ContentError(`${page.file}, ## ${section}${line ? `, line ${line}` : ''}: ${message}`);
  };
  const onlyMath = (nodes) => nodes.every((node) => (node.math !== undefined ? node.display : /^\s*$/.test(node.text ?? 'x')));
  if (isPage) {
    for (const name of REQUIRED) if (!page.sections[name]) fail(name, undefined, 'missing');
  }
  for (const block of page.formula) {
    if (block.listItem || !onlyMath(block.nodes)) fail('Formula', block.line, 'only $$…$$ formulas (or @include file)');
  }
  const symbols = page.symbols.map((block) => {
    const [first, colon, ...rest] = block.nodes;
    if (!block.listItem || first?.math === undefined || first.display || !/^:\s/.test(colon?.text ?? ''))
      fail('Symbols', block.line, 'each symbol is a list item "- $symbol$: what it means"');
    const meaning = [{ text: colon.text.replace(/^:\s+/, '') }, ...rest].filter((node) => node.text !== '');
    return { symbol: [first], meaning, where: block.where };
  });
  for (const block of page.conventions)
    if (!block.listItem) fail('Conventions', block.line, 'each convention is a list item "- …"');
  const solvingFormula = page.solving.filter((block) => !block.listItem && onlyMath(block.nodes));
  const solvingWords = page.solving.filter((block) => !solvingFormula.includes(block));
  if (page.sections['Solving backwards'] && (solvingFormula.length === 0 || solvingWords.length !== 1))
    fail('Solving backwards', undefined, 'one paragraph of words and one or more $$…$$ formulas');
  return { symbols, solvingFormula, solvingWords };
}

/**
 * The JavaScript module of a page: `export default { related, title?, values, render(values) }`. `format` is 'esm'
 * (webpack) or 'cjs' (jest). Returns the code and the files it read (for the bundler to watch).
 * @param {string} source
 * @param {string} file
 * @param {{ format?: 'esm' | 'cjs' }} [options]
 * @returns {{ code: string, dependencies: string[] }}
 */
function compileContent(source, file, { format = 'esm' } = {}) {
  const page = parsePage(source, file);
  const { symbols, solvingFormula, solvingWords } = checkPage(page, { isPage: true });
  const macrosFile = findMacrosFile(file);
  const macros = macrosFile ? readMacros(macrosFile) : {};
  const values = new Set();

  // `where` names the file, section and line of the words, for a formula that does not compile.
  const expression = (node, where) => {
    if (node.text !== undefined) return JSON.stringify(node.text);
    if (node.value !== undefined) {
      values.add(node.value);
      return `__value(v, ${JSON.stringify(node.value)})`;
    }
    if (node.math !== undefined) {
      return `__texElement(${node.display}, ${JSON.stringify(compileFormula(node.math, { display: node.display, macros, where }))})`;
    }
    const props = node.href ? `{ href: ${JSON.stringify(node.href)} }` : 'null';
    return `__h(${JSON.stringify(node.tag)}, ${props}${node.children.map((child) => `, ${expression(child, where)}`).join('')})`;
  };
  // One node as itself; several as a fragment (their order and whitespace as written).
  const inline = (nodes, where) =>
    nodes.length === 1
      ? expression(nodes[0], where)
      : `__h(__F, null, ${nodes.map((node) => expression(node, where)).join(', ')})`;
  const formulas = (blocks) => {
    const equations = blocks.flatMap((block) =>
      block.nodes.filter((node) => node.math !== undefined).map((node) => expression(node, block.where)),
    );
    return equations.length === 1 ? equations[0] : `__h(__F, null, ${equations.join(', ')})`;
  };
  const list = (items) => `[${items.join(', ')}]`;

  const parts = [
    page.intro ? `intro: ${inline(page.intro.nodes, page.intro.where)}` : null,
    `formula: ${formulas(page.formula)}`,
    `symbols: ${list(symbols.map((item) => `{ symbol: ${inline(item.symbol, item.where)}, meaning: ${inline(item.meaning, item.where)} }`))}`,
    `conventions: ${list(page.conventions.map((block) => inline(block.nodes, block.where)))}`,
    solvingWords.length
      ? `solving: { intro: ${inline(solvingWords[0].nodes, solvingWords[0].where)}, formula: ${formulas(solvingFormula)} }`
      : null,
    `faqs: ${list(
      page.faqs.map(
        (faq) =>
          `{ q: ${inline(faq.question, faq.where)}, a: ${inline(
            faq.answer.map((paragraph) => ({ tag: 'p', children: paragraph })),
            faq.where,
          )} }`,
      ),
    )}`,
  ].filter(Boolean);

  const content = `{ related: ${JSON.stringify(page.related)},${page.title ? ` title: ${JSON.stringify(page.title)},` : ''} values: ${JSON.stringify([...values])}, render: (v) => ({ ${parts.join(', ')} }) }`;
  const helper = `function __value(values, name) {
  if (!(name in values)) throw new Error(${JSON.stringify(`${page.file}: no value for {`)} + name + '} (the explanation passes it)');
  return values[name];
}`;
  const code =
    format === 'cjs'
      ? `"use strict";\nconst { createElement: __h, Fragment: __F } = require("react");\nconst { texElement: __texElement } = require(${JSON.stringify(TEX_ELEMENT)});\n${helper}\nexports.__esModule = true;\nexports.default = ${content};\n`
      : `import { createElement as __h, Fragment as __F } from "react";\nimport { texElement as __texElement } from ${JSON.stringify(TEX_ELEMENT)};\n${helper}\nexport default ${content};\n`;
  return { code, dependencies: dependenciesOf(source, file) };
}

/**
 * The files a page's module depends on besides itself: its macros and what it includes.
 * @param {string} source
 * @param {string} file
 * @returns {string[]}
 */
function dependenciesOf(source, file) {
  return [findMacrosFile(file), ...includedFiles(source, file)].filter(Boolean);
}

/** The files a page includes (directly or not), for the bundler to watch. */
function includedFiles(source, file) {
  const out = [];
  for (const match of source.matchAll(/^\s*(?:-\s+)?@include\s+(\S+?)(?::|\s*$)/gm)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!out.includes(target) && fs.existsSync(target))
      out.push(target, ...includedFiles(fs.readFileSync(target, 'utf8'), target));
  }
  return out;
}

/**
 * Every formula of a page, included ones too: its TeX and whether it is a display one (for the tests).
 * @param {string} source
 * @param {string} file
 * @returns {Array<{ tex: string, display: boolean }>}
 */
function formulasOfPage(source, file) {
  const page = parsePage(source, file);
  const out = [];
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.math !== undefined) out.push({ tex: node.math, display: node.display });
      if (node.children) walk(node.children);
    }
  };
  for (const key of ['formula', 'symbols', 'conventions', 'solving']) for (const block of page[key]) walk(block.nodes);
  if (page.intro) walk(page.intro.nodes);
  for (const faq of page.faqs) [faq.question, ...faq.answer].forEach(walk);
  return out;
}

module.exports = { compileContent, dependenciesOf, formulasOfPage, ContentError, INCLUDED_WORDS };
