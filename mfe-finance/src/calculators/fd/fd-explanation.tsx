import { ExplanationSection, tex } from '@calc/shared';
import { fdExample, FD_EXAMPLE_INPUTS } from './fd-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`M = A\left(1 + \frac{r}{m}\right)^{m t}`}
    {tex.block`I = M - A`}
    {tex.block`y_{\text{eff}} = \left(1 + \frac{r}{m}\right)^{m} - 1`}
  </>
);

export default function FdExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="A fixed deposit is one sum left with the bank for a fixed term. The bank adds interest to it every month, quarter, half-year or year, and from then on that interest earns interest too."
      formula={formula}
      symbols={[
        { symbol: tex`M`, meaning: 'Maturity amount: what the bank pays at the end of the term.' },
        { symbol: tex`A`, meaning: 'The deposit amount.' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (7% is 0.07).' },
        { symbol: tex`m`, meaning: 'Times a year interest is added: 12 monthly, 4 quarterly, 2 half-yearly, 1 yearly.' },
        { symbol: tex`t`, meaning: 'Tenure in whole years.' },
        { symbol: tex`I`, meaning: 'Total interest earned over the term.' },
        {
          symbol: tex`y_{\text{eff}}`,
          meaning: 'Effective annual yield: what the deposit earns in a year once compounding is counted.',
        },
      ]}
      conventions={[
        'Interest is compounded at r / m each period; quarterly is the default, as most Indian banks do for FDs.',
        'Interest stays in the deposit until maturity (a cumulative FD); nothing is paid out or withdrawn early.',
        'The yearly breakdown shows each year’s interest and the balance at its end: the formula with the years so far in place of t.',
        'Before tax: interest on an FD is taxable, and banks deduct TDS above a yearly limit.',
      ]}
      example={fdExample(FD_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Why does quarterly compounding pay more than the rate says?',
          a: 'Interest added each quarter earns interest for the rest of the year, so at 7% a year compounded quarterly the deposit grows by about 7.19% a year. That is the effective annual yield shown with the results.',
        },
        {
          q: 'Is FD interest taxable?',
          a: 'Yes. It is added to your income and taxed at your slab rate each year, whether paid out or not. Banks deduct TDS when a year’s interest passes the limit, unless you submit Form 15G or 15H where you are eligible.',
        },
        {
          q: 'What if I need the money before maturity?',
          a: 'Most banks allow premature withdrawal but pay a lower rate (often 0.5% to 1% less) for the time the money actually stayed. Tax-saving FDs cannot be withdrawn for five years.',
        },
        {
          q: 'Do senior citizens get a better rate?',
          a: 'Most banks pay senior citizens about 0.25% to 0.5% a year more. Enter that rate to see the difference.',
        },
      ]}
      related={['rd-calculator', 'compound-interest-calculator', 'lump-sum-calculator', 'ppf-calculator']}
    />
  );
}
