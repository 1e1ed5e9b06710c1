/* The webpack loader that compiles tex`…` formulas to MathML before ts-loader sees the source (compile-tex.cjs). */
// @ts-check: checked by `npm run typecheck` (tsconfig.json's allowJs); JavaScript, as webpack loads its loaders.
const { compileTexInSource } = require('./compile-tex.cjs');

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function texLoader(source) {
  const { code, macrosFile } = compileTexInSource(source, this.resourcePath);
  // A change to the macros rebuilds the sources that use them.
  if (macrosFile) this.addDependency(macrosFile);
  return code;
};
