import { ExplanationSection, tex } from '@calc/shared';
import { inflationExample, INFLATION_EXAMPLE_INPUTS } from './inflation-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`\FV = \PV (1 + r)^{n}`}
    {tex.block`V = \frac{\PV}{(1 + r)^{n}}`}
  </>
);

export default function InflationExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="Inflation is the rate at which prices rise. At a steady rate, prices compound like interest: each year’s rise is on top of the last, so the cost of the same thing grows faster and faster."
      formula={formula}
      symbols={[
        { symbol: tex`\FV`, meaning: 'Future value: what the same thing costs after n years.' },
        { symbol: tex`\PV`, meaning: 'Present amount: what it costs today.' },
        { symbol: tex`V`, meaning: 'What today’s amount will buy after n years, in today’s prices.' },
        { symbol: tex`r`, meaning: 'Yearly inflation rate as a decimal (6% is 0.06).' },
        { symbol: tex`n`, meaning: 'Time period in whole years.' },
      ]}
      conventions={[
        'Compounded once a year at a constant rate.',
        'The yearly breakdown shows the cost at the end of each year.',
        'The rate is shown with 2 decimals; amounts are in the currency you picked, in future money.',
        'Real inflation changes from year to year and differs between goods: education and health care often rise faster than the average.',
      ]}
      example={inflationExample(INFLATION_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'How much will my money be worth in the future?',
          a: 'Divide instead of multiplying: today’s amount divided by (1 + r) to the power n is what it will buy then, measured in today’s prices. The worked example shows both directions.',
        },
        {
          q: 'Which inflation rate should I use?',
          a: 'For general living costs, a long-run average of your country’s consumer price index. For a particular goal, such as school fees or medical costs, use that item’s own rate, which is often higher.',
        },
        {
          q: 'How does inflation affect a loan?',
          a: 'A fixed EMI stays the same while prices and, usually, incomes rise, so each later payment is lighter in real terms. That does not make the interest disappear: the Loan Calculator shows what the loan costs.',
        },
        {
          q: 'Why does inflation matter so much for retirement?',
          a: 'Retirement expenses come decades from now, and compounding makes a small rate large over that time. The Retirement Calculator grows your expenses at the inflation rate you enter.',
        },
      ]}
      related={['loan-calculator', 'retirement-calculator', 'sip-calculator']}
    />
  );
}
