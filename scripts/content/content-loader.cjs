/* The webpack loader that compiles a `<name>-explanation.md` into its content module (compile-content.cjs). */
const { compileContent } = require('./compile-content.cjs');

module.exports = function contentLoader(source) {
  const { code, dependencies } = compileContent(source, this.resourcePath, { format: 'esm' });
  // A change to the macros or to an included file rebuilds the page.
  for (const file of dependencies) this.addDependency(file);
  return code;
};
