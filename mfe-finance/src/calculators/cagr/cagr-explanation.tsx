import { ExplanationSection, tex } from '@calc/shared';
import { calculateCagr } from './cagr';
import { cagrExample, CAGR_EXAMPLE_INPUTS, UP_THEN_DOWN } from './cagr-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`\CAGR = \left(\frac{\FV}{\PV}\right)^{\frac{1}{n}} - 1`}
    {tex.block`V_k = \PV (1 + \CAGR)^{k}`}
  </>
);

export default function CagrExplanation() {
  const format = useExampleFormat();
  const upThenDown = calculateCagr(UP_THEN_DOWN);
  return (
    <ExplanationSection
      intro="CAGR (compound annual growth rate) is the one steady yearly rate that would take the initial value to the final value over the same number of years. It smooths out the ups and downs in between."
      formula={formula}
      symbols={[
        { symbol: tex`\CAGR`, meaning: 'Compound annual growth rate, shown as a percent with 2 decimals.' },
        { symbol: tex`\PV`, meaning: 'Initial investment (present value); must be above 0.' },
        { symbol: tex`\FV`, meaning: 'Final value.' },
        { symbol: tex`n`, meaning: 'Investment duration in whole years, at least 1.' },
        { symbol: tex`V_k`, meaning: 'Value at the end of year k on the smooth path (the yearly breakdown).' },
      ]}
      conventions={[
        'Only the initial and final values and the number of years count; what happened in between does not.',
        'The yearly breakdown is the smooth path at the CAGR, not the investment’s actual values along the way; its last year equals the final value.',
        'Money added or withdrawn during the period is not accounted for.',
        'A final value below the initial value gives a negative CAGR.',
      ]}
      example={cagrExample(CAGR_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'How is CAGR different from the average annual return?',
          a: `An average of yearly returns can mislead. An investment that gains 50% one year and loses 50% the next averages 0%, yet ${format.money(UP_THEN_DOWN.initialValue)} ends as ${format.money(UP_THEN_DOWN.finalValue)}: its CAGR is ${format.percent(upThenDown.cagr)}. CAGR always describes what actually happened to the money from start to end.`,
        },
        {
          q: 'What if I added or withdrew money along the way?',
          a: 'Then CAGR is not the right measure, because it only compares a start and an end value. Use an XIRR (extended internal rate of return) calculation, which takes the date and amount of every cash flow into account.',
        },
        {
          q: 'What is a good CAGR?',
          a: 'It depends on the risk taken, but a useful first test is whether it beats inflation over the same years: growth below the inflation rate means the money buys less at the end than at the start.',
        },
      ]}
      related={['lump-sum-calculator', 'sip-calculator', 'inflation-calculator']}
    />
  );
}
