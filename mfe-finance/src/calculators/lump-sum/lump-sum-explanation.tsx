import { ExplanationSection } from '@calc/shared';
import { OnePlus, Sub, Sym } from '../../explanations/math';
import { lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS } from './lump-sum-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { lumpSumSolving } from './lump-sum-solving';
import { TODAYS_MONEY_FORMULA, TODAYS_MONEY_SYMBOLS, todaysMoneyConvention } from '../../explanations/todays-money';

const formula = (
  <>
    <math display="block">
      <mi>A</mi>
      <mo>=</mo>
      <mi>P</mi>
      <msup>
        <OnePlus>
          <mi>r</mi>
        </OnePlus>
        <mi>n</mi>
      </msup>
    </math>
    <math display="block">
      <Sub base="I" sub="k" />
      <mo>=</mo>
      <Sub base="A" sub="k" />
      <mo>−</mo>
      <Sub
        base="A"
        sub={
          <mrow>
            <mi>k</mi>
            <mo>−</mo>
            <mn>1</mn>
          </mrow>
        }
      />
    </math>
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
        { symbol: <Sym>A</Sym>, meaning: 'Maturity amount after n years.' },
        { symbol: <Sym>P</Sym>, meaning: 'The amount invested (the total deposit).' },
        { symbol: <Sym>r</Sym>, meaning: 'Annual interest rate as a decimal (10% is 0.10).' },
        { symbol: <Sym>n</Sym>, meaning: 'Investment duration in whole years.' },
        {
          symbol: (
            <Sym>
              <Sub base="A" sub="k" />
            </Sym>
          ),
          meaning:
            'Balance at the end of year k (the report’s End of Year Balance): the formula with k in place of n. Before the first year it is P.',
        },
        {
          symbol: (
            <Sym>
              <Sub base="I" sub="k" />
            </Sym>
          ),
          meaning: 'Interest earned in year k (the report’s Interest Earned).',
        },
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
