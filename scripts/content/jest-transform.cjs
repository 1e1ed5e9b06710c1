/* Jest's transform for `<name>-explanation.md`: the module the webpack loader makes, as CommonJS (compile-content.cjs). */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { compileContent, dependenciesOf } = require('./compile-content.cjs');

module.exports = {
  process(source, file) {
    return { code: compileContent(source, file, { format: 'cjs' }).code };
  },
  // The page, the compiler and the files it reads (macros, includes): a change to any of them recompiles.
  getCacheKey(source, file) {
    const hash = createHash('sha256').update(source).update(file);
    hash.update(fs.readFileSync(require.resolve('./compile-content.cjs')));
    hash.update(fs.readFileSync(require.resolve('../tex/compile-tex.cjs')));
    for (const dependency of dependenciesOf(source, file)) hash.update(fs.readFileSync(dependency));
    return hash.digest('hex');
  },
};
