/* Small MathML building blocks shared by the finance explanations. */
import type { ReactNode } from 'react';

/** ( children ) as one group, so a superscript applies to the whole bracket. */
export function Paren({ children }: { children: ReactNode }) {
  return (
    <mrow>
      <mo>(</mo>
      {children}
      <mo>)</mo>
    </mrow>
  );
}

/** (1 + children) */
export function OnePlus({ children }: { children: ReactNode }) {
  return (
    <Paren>
      <mn>1</mn>
      <mo>+</mo>
      {children}
    </Paren>
  );
}

/** An identifier with a subscript: B with m → B_m. */
export function Sub({ base, sub }: { base: ReactNode; sub: ReactNode }) {
  return (
    <msub>
      {typeof base === 'string' ? <mi>{base}</mi> : base}
      {typeof sub === 'string' ? <mi>{sub}</mi> : sub}
    </msub>
  );
}

/** An inline symbol for the list of symbols. */
export function Sym({ children }: { children: ReactNode }) {
  return <math>{typeof children === 'string' ? <mi>{children}</mi> : children}</math>;
}

/** i = r / 12: the monthly rate, as the SIP, SWP and loan explanations state it. */
export const MONTHLY_RATE = (
  <math display="block">
    <mi>i</mi>
    <mo>=</mo>
    <mfrac>
      <mi>r</mi>
      <mn>12</mn>
    </mfrac>
  </math>
);
