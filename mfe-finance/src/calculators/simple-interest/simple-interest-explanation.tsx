import { ExplanationSection, tex } from '@calc/shared';
import { simpleInterestExample, SIMPLE_INTEREST_EXAMPLE_INPUTS } from './simple-interest-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`I = P \times r \times t`}
    {tex.block`A = P + I = P(1 + r t)`}
  </>
);

export default function SimpleInterestExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="Simple interest is paid on the principal only: the same amount every year, never interest on interest."
      formula={formula}
      symbols={[
        { symbol: tex`I`, meaning: 'Interest over the whole period.' },
        { symbol: tex`P`, meaning: 'The principal amount.' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (8% is 0.08).' },
        { symbol: tex`t`, meaning: 'Time period in whole years.' },
        { symbol: tex`A`, meaning: 'Total amount: the principal and the interest.' },
      ]}
      conventions={[
        'Interest each year is P × r, the same every year, whatever interest has built up.',
        'Interest is not added to the principal: it is counted separately and paid, with the principal, at the end.',
        'The yearly breakdown shows each year’s interest, the interest so far and the total amount at the end of that year.',
        'Before tax.',
      ]}
      example={simpleInterestExample(SIMPLE_INTEREST_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Where is simple interest used?',
          a: 'In some short-term loans, car loans quoted at a flat rate, and deposits that pay out their interest every month or quarter instead of reinvesting it.',
        },
        {
          q: 'Simple or compound interest: which earns more?',
          a: 'Compound interest, for any period longer than one compounding period, because it also earns on past interest. The Compound Interest calculator shows both side by side.',
        },
        {
          q: 'How do I find the rate or the time from the interest?',
          a: 'Turn the formula around: r = I / (P × t) and t = I / (P × r). For example, 12,000 of interest on 50,000 over 3 years is a rate of 8%.',
        },
      ]}
      related={['compound-interest-calculator', 'fd-calculator', 'loan-calculator']}
    />
  );
}
