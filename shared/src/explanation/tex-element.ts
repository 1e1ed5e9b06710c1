/* What the build puts in place of a tex`…` formula (scripts/tex/compile-tex.cjs): its <math> element. */
import { createElement, type ReactElement } from 'react';

/** A <math> element holding the MathML a formula compiled to: the build's own output, never a visitor's text. */
export function texElement(display: boolean, mathml: string): ReactElement {
  return createElement('math', { display: display ? 'block' : undefined, dangerouslySetInnerHTML: { __html: mathml } });
}
