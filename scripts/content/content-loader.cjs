/* The webpack loader that compiles a `<name>-explanation.md` into its content module (compile-content.cjs). */
// @ts-check: checked by `npm run typecheck` (tsconfig.json's allowJs); JavaScript, as webpack loads its loaders.
const { compileContent } = require('./compile-content.cjs');

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function contentLoader(source) {
  const { code, dependencies } = compileContent(source, this.resourcePath, { format: 'esm' });
  // A change to the macros or to an included file rebuilds the page.
  for (const file of dependencies) this.addDependency(file);
  return code;
};
