/*
 * No import cycle anywhere, type-only imports included: import-x/no-cycle, made to count `import type` and
 * `export type … from` as the edges they are. import-x skips them (they vanish from the bundle), but a knot of
 * types is still a knot for whoever reads the code: the files of a cycle can only be understood together.
 *
 * Two pieces, because import-x reads imports in two places:
 * - `parseForESLint` (this module, named as a parser in the `import-x/parsers` setting) is how import-x parses the
 *   files it walks from the linted one: TypeScript's parser, with every import's and re-export's kind set to a
 *   value's, so the walk follows type-only edges too;
 * - `plugin` is import-x with its rule `no-cycle` handed each of the linted file's own imports with the same kinds
 *   set to a value's, so it does not skip its first edge when that one is type-only. It keeps the rule's name,
 *   `import-x/no-cycle`, and its options and messages.
 */
const { parser: tsParser } = require('typescript-eslint');
const { importX } = require('eslint-plugin-import-x');

const TYPE_KINDS = new Set(['type', 'typeof']);

/** Marks an import or export node (and its specifiers) as a value's, in place or as a copy. */
function asValue(node, copy) {
  const target = copy ? { ...node } : node;
  if (TYPE_KINDS.has(target.importKind)) target.importKind = 'value';
  if (TYPE_KINDS.has(target.exportKind)) target.exportKind = 'value';
  if (Array.isArray(target.specifiers)) target.specifiers = target.specifiers.map((s) => asValue(s, copy));
  return target;
}

const IMPORT_NODES = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  for (const node of result.ast.body) if (IMPORT_NODES.has(node.type)) asValue(node, false);
  return result;
}

const noCycle = importX.rules['no-cycle'];

const plugin = {
  ...importX,
  rules: {
    ...importX.rules,
    'no-cycle': {
      meta: noCycle.meta,
      create(context) {
        const listeners = noCycle.create(context);
        const wrapped = {};
        for (const [selector, listener] of Object.entries(listeners)) {
          wrapped[selector] = IMPORT_NODES.has(selector) ? (node) => listener(asValue(node, true)) : listener;
        }
        return wrapped;
      },
    },
  },
};

module.exports = { meta: { name: 'calc-lint/type-imports-as-values' }, parseForESLint, plugin };
