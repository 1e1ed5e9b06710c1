/* The webpack loader that compiles tex`…` formulas to MathML before ts-loader sees the source (compile-tex.cjs). */
const { compileTexInSource } = require('./compile-tex.cjs');

module.exports = function texLoader(source) {
  const { code, macrosFile } = compileTexInSource(source, this.resourcePath);
  // A change to the macros rebuilds the sources that use them.
  if (macrosFile) this.addDependency(macrosFile);
  return code;
};
