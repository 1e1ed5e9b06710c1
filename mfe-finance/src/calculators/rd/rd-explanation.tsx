import { ExplanationSection, tex } from '@calc/shared';
import { rdExample, RD_EXAMPLE_INPUTS } from './rd-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`M = \sum_{k=1}^{n} P\left(1 + \frac{r}{4}\right)^{\frac{n - k + 1}{3}}`}
    {tex.block`M = P\,\frac{(1 + i)^{q} - 1}{1 - (1 + i)^{-1/3}}, \quad i = \frac{r}{4}`}
  </>
);

export default function RdExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="A recurring deposit takes the same amount every month. Each instalment earns interest, compounded quarterly, from the month it is paid until maturity, so the first instalment earns the most and the last the least."
      formula={formula}
      symbols={[
        { symbol: tex`M`, meaning: 'Maturity amount.' },
        { symbol: tex`P`, meaning: 'The monthly deposit.' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (7.5% is 0.075).' },
        { symbol: tex`n`, meaning: 'Tenure in months.' },
        { symbol: tex`k`, meaning: 'The instalment’s month: it stays in for n − k + 1 months, (n − k + 1) / 3 quarters.' },
        {
          symbol: tex`q`,
          meaning: 'Tenure in quarters (n / 3), for the short form, which holds when n is a whole number of quarters.',
        },
      ]}
      conventions={[
        'Indian banks’ convention (the Indian Banks’ Association’s formula): each instalment is paid at the start of its month and compounded quarterly over the quarters, whole or fractional, it stays.',
        'A month is a third of a quarter, so an instalment in for one month grows by (1 + r/4)^(1/3).',
        'The monthly schedule’s balance is what the deposit would pay if it matured that month; the yearly breakdown sums each year’s months, and a last, shorter year says how many months it holds.',
        'Every instalment is paid on time; banks charge a penalty for late instalments, which is not included. Before tax.',
      ]}
      example={rdExample(RD_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Why is my RD’s interest less than an FD’s at the same rate?',
          a: 'In an FD the whole sum earns interest for the full term. In an RD the money arrives month by month, so on average it is invested for only about half the term.',
        },
        {
          q: 'Is RD interest taxable?',
          a: 'Yes, like FD interest: it is added to your income and taxed at your slab rate, and banks deduct TDS when a year’s interest passes the limit.',
        },
        {
          q: 'What happens if I miss an instalment?',
          a: 'Banks usually charge a small penalty per month of delay, and after several missed instalments may close the account and pay out the balance.',
        },
        {
          q: 'Does the post office RD work the same way?',
          a: 'The post office RD also compounds quarterly but runs for a fixed five years (60 months); enter its current rate and 60 months.',
        },
      ]}
      related={['fd-calculator', 'sip-calculator', 'compound-interest-calculator', 'ppf-calculator']}
    />
  );
}
