import { ExplanationSection } from '@calc/shared';
import { OnePlus, Paren, Sub, Sym, MONTHLY_RATE } from '../../explanations/math';
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
    </math>
  </>
);

export default function LoanExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="An EMI (equated monthly instalment) is the same payment every month. Each month, interest is charged on the balance still owed, and the rest of the EMI repays the loan. Early on most of the EMI is interest; towards the end most of it is principal."
      formula={formula}
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
      ]}
      conventions={[
        'Reducing balance with a monthly rest: every month, interest is charged on the balance still owed, not on the original loan amount.',
        'The monthly rate is the annual rate divided by 12, and the first EMI is paid one month after the loan is paid out.',
        'At 0% interest the EMI is the loan amount divided by the number of months.',
        'Total payment is EMI × n; total interest is the total payment minus the loan amount. The yearly breakdown adds up each year’s 12 payments.',
        'Processing fees, insurance, prepayments and rate changes are not included.',
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
          a: 'Yes. A prepayment lowers the balance on which every later month’s interest is charged, so it saves interest or shortens the tenure. The calculator does not model prepayments.',
        },
      ]}
      related={['inflation-calculator', 'salary-calculator', 'lump-sum-calculator']}
    />
  );
}
