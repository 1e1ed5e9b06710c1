/*
 * Formulas written in TeX, shown as MathML: tex`A = P(1 + r)^{n}` is an inline <math>, tex.block`…` a
 * <math display="block">. The build compiles each one (scripts/tex/compile-tex.cjs, run by a webpack loader and
 * by the jest transform) into a call of texElement (./tex-element.ts) with the MathML temml made of it, so
 * neither TeX nor a math library reaches the browser, nor even this module. The template must be a literal: the
 * build has to see the whole formula. Macros shared by several formulas live in the nearest tex-macros.json above
 * the source file (or in an explanations/ folder beside one of its folders: mfe-finance/src/explanations/).
 */
import type { ReactElement } from 'react';

/** A formula's template: its content only, never `${…}` (the build compiles the literal text). */
type TexTemplate = (strings: TemplateStringsArray, ...noInterpolation: never[]) => ReactElement;

export interface Tex extends TexTemplate {
  /** A display formula: <math display="block">. */
  block: TexTemplate;
}

function notCompiled(): never {
  throw new Error(
    'tex`…` ran uncompiled: formulas become MathML at build time (scripts/tex/compile-tex.cjs), which sees only ' +
      'tex`…` and tex.block`…` written on a literal in a .ts/.tsx source.',
  );
}

export const tex: Tex = /*#__PURE__*/ Object.assign((() => notCompiled()) as TexTemplate, {
  block: (() => notCompiled()) as TexTemplate,
});
