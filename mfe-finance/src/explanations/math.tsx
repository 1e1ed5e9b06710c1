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

/** (1 + i)^(12(Y − y)): what the months after year y add to an amount of that year (SIP, SWP). */
export const GROWTH_TO_END = (
  <msup>
    <OnePlus>
      <mi>i</mi>
    </OnePlus>
    <mrow>
      <mn>12</mn>
      <Paren>
        <mi>Y</mi>
        <mo>−</mo>
        <mi>y</mi>
      </Paren>
    </mrow>
  </msup>
);

/** (1 + g)^(y − 1): the step-up reached in year y. */
export const STEP_UP_OF_YEAR = (
  <msup>
    <OnePlus>
      <mi>g</mi>
    </OnePlus>
    <mrow>
      <mi>y</mi>
      <mo>−</mo>
      <mn>1</mn>
    </mrow>
  </msup>
);

/** −ln(1 − B i / EMI) / ln(1 + i): the payments of an EMI that repay a balance B (B i given as `balanceTimesRate`). */
export function PaymentsToRepay({ balanceTimesRate }: { balanceTimesRate: ReactNode }) {
  return (
    <mfrac>
      <mrow>
        <mo>−</mo>
        <mi>ln</mi>
        <Paren>
          <mn>1</mn>
          <mo>−</mo>
          <mfrac>
            <mrow>{balanceTimesRate}</mrow>
            <mi>EMI</mi>
          </mfrac>
        </Paren>
      </mrow>
      <mrow>
        <mi>ln</mi>
        <OnePlus>
          <mi>i</mi>
        </OnePlus>
      </mrow>
    </mfrac>
  );
}
