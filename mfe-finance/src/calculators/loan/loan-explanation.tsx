import type { ReactNode } from 'react';
import { ExplanationSection } from '@calc/shared';
import { OnePlus, Paren, PaymentsToRepay, Sub, Sym, MONTHLY_RATE } from '../../explanations/math';
import { loanExample, LOAN_EXAMPLE_INPUTS } from './loan-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { loanSolving } from './loan-solving';

const previous = (
  <Sub
    base="B"
    sub={
      <mrow>
        <mi>m</mi>
        <mo>−</mo>
        <mn>1</mn>
      </mrow>
    }
  />
);

const formula = (
  <>
    <math display="block">
      <mi>EMI</mi>
      <mo>=</mo>
      <mfrac>
        <mrow>
          <mi>P</mi>
          <mo>·</mo>
          <mi>i</mi>
          <mo>·</mo>
          <msup>
            <OnePlus>
              <mi>i</mi>
            </OnePlus>
            <mi>n</mi>
          </msup>
        </mrow>
        <mrow>
          <msup>
            <OnePlus>
              <mi>i</mi>
            </OnePlus>
            <mi>n</mi>
          </msup>
          <mo>−</mo>
          <mn>1</mn>
        </mrow>
      </mfrac>
    </math>
    {MONTHLY_RATE}
    <math display="block">
      <mi>n</mi>
      <mo>=</mo>
      <mn>12</mn>
      <mi>N</mi>
    </math>
    <math display="block">
      <Sub base="I" sub="m" />
      <mo>=</mo>
      {previous}
      <mo>·</mo>
      <mi>i</mi>
    </math>
    <math display="block">
      <Sub base="B" sub="m" />
      <mo>=</mo>
      {previous}
      <mo>−</mo>
      <Paren>
        <mi>EMI</mi>
        <mo>−</mo>
        <Sub base="I" sub="m" />
      </Paren>
      <mo>−</mo>
      <Sub base="Q" sub="m" />
    </math>
  </>
);

/** (1 + i)^(exponent) */
const growth = (exponent: ReactNode) => (
  <msup>
    <OnePlus>
      <mi>i</mi>
    </OnePlus>
    <mrow>{exponent}</mrow>
  </msup>
);

/** After a prepayment in month m: the payments left at the same EMI, or the new EMI over the months left. */
const prepaymentFormula = (
  <>
    <math display="block">
      <msup>
        <mi>n</mi>
        <mo>′</mo>
      </msup>
      <mo>=</mo>
      <PaymentsToRepay
        balanceTimesRate={
          <>
            <Sub base="B" sub="m" />
            <mo>·</mo>
            <mi>i</mi>
          </>
        }
      />
    </math>
    <math display="block">
      <msup>
        <mi>EMI</mi>
        <mo>′</mo>
      </msup>
      <mo>=</mo>
      <mfrac>
        <mrow>
          <Sub base="B" sub="m" />
          <mo>·</mo>
          <mi>i</mi>
        </mrow>
        <mrow>
          <mn>1</mn>
          <mo>−</mo>
          {growth(
            <>
              <mo>−</mo>
              <mo>(</mo>
              <mi>n</mi>
              <mo>−</mo>
              <mi>m</mi>
              <mo>)</mo>
            </>,
          )}
        </mrow>
      </mfrac>
    </math>
  </>
);

export default function LoanExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="An EMI (equated monthly instalment) is the same payment every month. Each month, interest is charged on the balance still owed, and the rest of the EMI repays the loan. Early on most of the EMI is interest; towards the end most of it is principal."
      formula={
        <>
          {formula}
          {prepaymentFormula}
        </>
      }
      symbols={[
        { symbol: <Sym>EMI</Sym>, meaning: 'The monthly payment.' },
        { symbol: <Sym>P</Sym>, meaning: 'Loan amount (the principal).' },
        { symbol: <Sym>r</Sym>, meaning: 'Annual interest rate as a decimal (9% is 0.09).' },
        { symbol: <Sym>i</Sym>, meaning: 'Monthly rate: the annual rate divided by 12.' },
        { symbol: <Sym>N</Sym>, meaning: 'Loan tenure in whole years.' },
        { symbol: <Sym>n</Sym>, meaning: 'Number of monthly payments.' },
        {
          symbol: (
            <Sym>
              <Sub base="B" sub="m" />
            </Sym>
          ),
          meaning: 'Balance still owed after m payments; before the first payment it is P, after the last it is 0.',
        },
        {
          symbol: (
            <Sym>
              <Sub base="I" sub="m" />
            </Sym>
          ),
          meaning: 'The interest part of payment m; the rest of the EMI repays principal.',
        },
        {
          symbol: (
            <Sym>
              <Sub base="Q" sub="m" />
            </Sym>
          ),
          meaning: 'A prepayment made after payment m (0 in a month without one), never more than the balance left.',
        },
        {
          symbol: (
            <Sym>
              <msup>
                <mi>n</mi>
                <mo>′</mo>
              </msup>
            </Sym>
          ),
          meaning:
            'Keeping the EMI after a prepayment: the payments still needed. Usually not a whole number; the last payment is then smaller, the balance left plus its interest.',
        },
        {
          symbol: (
            <Sym>
              <msup>
                <mi>EMI</mi>
                <mo>′</mo>
              </msup>
            </Sym>
          ),
          meaning: 'Lowering the EMI after a prepayment instead: the new EMI, over the n − m months left of the tenure.',
        },
      ]}
      conventions={[
        'Reducing balance with a monthly rest: every month, interest is charged on the balance still owed, not on the original loan amount.',
        'The monthly rate is the annual rate divided by 12, and the first EMI is paid one month after the loan is paid out.',
        'At 0% interest the EMI is the loan amount divided by the number of months.',
        'Total payment is EMI × n; total interest is the total payment minus the loan amount. The yearly breakdown adds up each year’s 12 payments.',
        'Prepayments (optional) are paid after that month’s EMI. A one-time prepayment is paid once; a recurring one every month, quarter or year from its starting month until the loan is repaid. Interest saved and months saved compare with the same loan without prepayments.',
        'Processing fees, insurance, prepayment charges and rate changes are not included.',
      ]}
      example={loanExample(LOAN_EXAMPLE_INPUTS, format)}
      solving={loanSolving(format)}
      faqs={[
        {
          q: 'Why does a shorter tenure reduce the total interest?',
          a: 'Interest is charged every month on the balance still owed. A shorter tenure means a higher EMI, so more of each payment repays principal and the balance falls faster; there are also fewer months in which interest is charged. The EMI goes up, but the total interest goes down, as the worked example shows for half the tenure.',
        },
        {
          q: 'Why is most of my early EMI interest?',
          a: 'At the start the balance owed is at its largest, so the interest on it is too, and only the rest of the EMI repays principal. Each payment lowers the balance a little, so the interest part shrinks and the principal part grows month after month.',
        },
        {
          q: 'What is the difference between a flat rate and a reducing balance rate?',
          a: 'A flat rate charges interest on the original loan amount for the whole tenure, even as you repay it, so it costs much more than the same rate on a reducing balance. This calculator uses a reducing balance, as home loans usually do.',
        },
        {
          q: 'Does prepaying part of the loan help?',
          a: 'Yes. A prepayment lowers the balance on which every later month’s interest is charged. Keeping the EMI, the loan ends sooner and saves the most interest; keeping the tenure, the EMI goes down instead and saves less. Enter it under Prepayments to see both; the worked example shows one prepayment each way.',
        },
      ]}
      related={['inflation-calculator', 'salary-calculator', 'lump-sum-calculator']}
    />
  );
}
