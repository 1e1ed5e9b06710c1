/*
 * JSX typings for MathML Core (https://www.w3.org/TR/mathml-core/), which React renders in the MathML namespace
 * and Chromium, Firefox and Safari draw natively. @types/react does not declare these elements.
 */
import type { HTMLAttributes, Ref } from 'react';

type Bool = 'true' | 'false';

interface MathMLAttributes extends HTMLAttributes<MathMLElement> {
  ref?: Ref<MathMLElement>;
  display?: 'block' | 'inline';
  displaystyle?: Bool;
  scriptlevel?: string | number;
  mathvariant?: 'normal';
  // <mo>
  form?: 'prefix' | 'infix' | 'postfix';
  fence?: Bool;
  separator?: Bool;
  stretchy?: Bool;
  symmetric?: Bool;
  largeop?: Bool;
  movablelimits?: Bool;
  lspace?: string;
  rspace?: string;
  minsize?: string;
  maxsize?: string;
  // <mfrac>
  linethickness?: string;
  // <munder>, <mover>, <munderover>
  accent?: Bool;
  accentunder?: Bool;
  // <mspace>, <mpadded>
  width?: string;
  height?: string;
  depth?: string;
  // <mtd>
  columnspan?: number;
  rowspan?: number;
  // <semantics>/<annotation>
  encoding?: string;
}

type MathMLElementNames =
  | 'math'
  | 'mi'
  | 'mn'
  | 'mo'
  | 'ms'
  | 'mtext'
  | 'mspace'
  | 'mrow'
  | 'mfrac'
  | 'msqrt'
  | 'mroot'
  | 'msub'
  | 'msup'
  | 'msubsup'
  | 'munder'
  | 'mover'
  | 'munderover'
  | 'mtable'
  | 'mtr'
  | 'mtd'
  | 'mstyle'
  | 'mpadded'
  | 'mphantom'
  | 'semantics'
  | 'annotation';

declare module 'react' {
  namespace JSX {
    // Declaration merging with React's own IntrinsicElements needs an interface, even an empty one.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends Record<MathMLElementNames, MathMLAttributes> {}
  }
}
