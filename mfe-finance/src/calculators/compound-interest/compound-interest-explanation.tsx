import { ExplanationSection, tex } from '@calc/shared';
import { compoundInterestExample, COMPOUND_INTEREST_EXAMPLE_INPUTS } from './compound-interest-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`A = P\left(1 + \frac{r}{m}\right)^{m t} + D\,\frac{g^{12 t} - 1}{g - 1}`}
    {tex.block`g = \left(1 + \frac{r}{m}\right)^{m/12}`}
    {tex.block`A_{\text{simple}} = P(1 + r t) + 12 t D + D\,r\,\frac{12 t(12 t - 1)}{24}`}
  </>
);

export default function CompoundInterestExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="Compound interest is interest on interest: each time interest is added, the next interest is worked out on the larger balance. Simple interest, shown beside it, is paid on the money put in only."
      formula={formula}
      symbols={[
        { symbol: tex`A`, meaning: 'Total amount at the end: the money put in and all the interest.' },
        { symbol: tex`P`, meaning: 'The principal amount.' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (8% is 0.08).' },
        {
          symbol: tex`m`,
          meaning: 'Times a year interest is added: 1 yearly, 2 half-yearly, 4 quarterly, 12 monthly, 365 daily.',
        },
        { symbol: tex`t`, meaning: 'Time period in whole years.' },
        { symbol: tex`D`, meaning: 'The monthly addition, paid at the end of each month (0 when empty).' },
        { symbol: tex`g`, meaning: 'A month’s growth at this compounding: a twelfth of a year’s.' },
        { symbol: tex`A_{\text{simple}}`, meaning: 'The same money at simple interest (the Total Amount at Simple Interest).' },
      ]}
      conventions={[
        'Interest is compounded m times a year at r / m; the principal is in from the first day.',
        'Monthly additions are paid at the end of each month, so the first one starts earning in month 2 and the last one earns nothing.',
        'With compounding other than monthly, additions earn at the equivalent monthly rate, (1 + r/m)^(m/12) − 1: an addition in for part of a quarter grows by that part of the quarter’s interest, so every addition earns at the same effective rate as the principal.',
        'Simple interest beside it: r a year on the principal for t years, and on each addition for the months it stays (12t − k months for the addition at the end of month k).',
        'The rate stays the same throughout. Before tax.',
      ]}
      example={compoundInterestExample(COMPOUND_INTEREST_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'What is the difference between compound and simple interest?',
          a: 'Simple interest is paid on the money you put in only, so it grows by the same amount every year. Compound interest is also paid on the interest already earned, so it grows faster each year; the gap widens with time and rate.',
        },
        {
          q: 'Does compounding more often make much difference?',
          a: 'Some, not much: at 8% a year, yearly compounding earns 8% a year, quarterly about 8.24% and daily about 8.33%. The time the money stays invested matters far more.',
        },
        {
          q: 'How long does it take to double my money?',
          a: 'Roughly 72 divided by the rate in percent: about nine years at 8%. The yearly breakdown shows the exact year.',
        },
        {
          q: 'Why do the additions earn less than the principal?',
          a: 'Each addition is invested for only the months left after it is paid, while the principal earns for the whole period.',
        },
      ]}
      related={['simple-interest-calculator', 'fd-calculator', 'lump-sum-calculator', 'sip-calculator']}
    />
  );
}
