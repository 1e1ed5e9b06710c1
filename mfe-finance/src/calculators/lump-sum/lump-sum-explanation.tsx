import { ExplanationSection, tex } from '@calc/shared';
import { lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS } from './lump-sum-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { lumpSumSolving } from './lump-sum-solving';
import { TODAYS_MONEY_FORMULA, TODAYS_MONEY_SYMBOLS, todaysMoneyConvention } from '../../explanations/todays-money';

const formula = (
  <>
    {tex.block`A = P(1 + r)^{n}`}
    {tex.block`I_k = A_k - A_{k - 1}`}
    {TODAYS_MONEY_FORMULA}
  </>
);

export default function LumpSumExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="A lump sum is invested once and left to grow. Interest is added once a year, and from then on it earns interest too, which is why each year’s interest is larger than the last."
      formula={formula}
      symbols={[
        { symbol: tex`A`, meaning: 'Maturity amount after n years.' },
        { symbol: tex`P`, meaning: 'The amount invested (the total deposit).' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (10% is 0.10).' },
        { symbol: tex`n`, meaning: 'Investment duration in whole years.' },
        {
          symbol: tex`A_k`,
          meaning:
            'Balance at the end of year k (the report’s End of Year Balance): the formula with k in place of n. Before the first year it is P.',
        },
        { symbol: tex`I_k`, meaning: 'Interest earned in year k (the report’s Interest Earned).' },
        ...TODAYS_MONEY_SYMBOLS,
      ]}
      conventions={[
        'Compounded annually: interest is added once, at the end of each year, at the annual rate.',
        'Nothing is added or withdrawn during the term, so the total deposit stays the amount invested.',
        'The report’s Interest Earned is that year’s interest, not a running total.',
        todaysMoneyConvention(
          'The maturity amount is divided by (1 + π)^n. The deposit is made today, so it is already in today’s money.',
        ),
        'Before tax and fees.',
      ]}
      example={lumpSumExample(LUMP_SUM_EXAMPLE_INPUTS, format)}
      solving={lumpSumSolving(format)}
      faqs={[
        {
          q: 'Why does my bank quote a different maturity amount?',
          a: 'Banks often compound more often than once a year (many fixed deposits compound quarterly), and more frequent compounding pays slightly more at the same rate. This calculator compounds once a year.',
        },
        {
          q: 'How long does it take to double my money?',
          a: 'A quick rule: divide 72 by the annual rate in percent. At 8% a year money doubles in about nine years. The calculator gives the exact figure for your rate.',
        },
        {
          q: 'Lump sum or SIP: which grows more?',
          a: 'At the same rate, the lump sum, because all of the money earns from the first day, while SIP deposits arrive month by month. A SIP spreads out the risk of investing everything at a bad moment and suits money you earn over time.',
        },
        {
          q: 'Is the rate guaranteed?',
          a: 'For a fixed deposit the rate is fixed for the term. For market-linked investments it is an assumption: real returns vary from year to year.',
        },
      ]}
      related={['sip-calculator', 'swp-calculator', 'cagr-calculator']}
    />
  );
}
