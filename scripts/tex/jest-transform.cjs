/*
 * ts-jest, after compiling tex`…` formulas to MathML (compile-tex.cjs): tests run the code the bundle runs. The
 * options are ts-jest's. The cache key is ts-jest's for the compiled source, so a changed macro recompiles.
 */
const { default: tsJest } = require('ts-jest');
const { compileTexInSource } = require('./compile-tex.cjs');

module.exports = {
  createTransformer(options) {
    const transformer = tsJest.createTransformer(options);
    const compiled = (source, file) => compileTexInSource(source, file).code;
    return {
      canInstrument: transformer.canInstrument,
      getCacheKey: (source, file, transformOptions) => transformer.getCacheKey(compiled(source, file), file, transformOptions),
      getCacheKeyAsync: (source, file, transformOptions) =>
        transformer.getCacheKeyAsync(compiled(source, file), file, transformOptions),
      process: (source, file, transformOptions) => transformer.process(compiled(source, file), file, transformOptions),
      processAsync: (source, file, transformOptions) => transformer.processAsync(compiled(source, file), file, transformOptions),
    };
  },
};
