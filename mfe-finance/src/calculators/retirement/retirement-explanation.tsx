import { ExplanationSection, tex } from '@calc/shared';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from './retirement-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { retirementSolving } from './retirement-solving';

const formula = (
  <>
    {tex.block`S_{t + 1} = S_t (1 + R) + C_t - E_t`}
    {tex.block`R = \frac{\sum_k s_k R_k}{\sum_k s_k}`}
    {tex.block`C_t = 12M(1 + g)^{t}`}
    {tex.block`E_t = 12X(1 + f)^{t}`}
  </>
);

export default function RetirementExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="The planner follows your savings one year at a time, from your current age to the last age you plan for. While you earn, the savings grow and you keep adding to them; once you retire, they keep growing while your expenses, raised by inflation, are taken out."
      formula={formula}
      symbols={[
        {
          symbol: tex`S_t`,
          meaning: 'Savings at the start of year t (Starting Saving); at the start it is your current savings.',
        },
        { symbol: tex`t`, meaning: 'Years from today: your age that year minus your current age.' },
        {
          symbol: tex`R`,
          meaning:
            'Weighted return as a decimal: of the Current Savings mix before retirement, of the Retirement Savings mix from the retirement age on.',
        },
        { symbol: tex`R_k, s_k`, meaning: 'Return and share of asset class k (fixed returns, large cap, midcap, smallcap).' },
        { symbol: tex`C_t`, meaning: 'Contribution of year t (Additional Savings) while you earn; 0 once retired.' },
        { symbol: tex`E_t`, meaning: 'Expenses of year t (Planned Expenses) once retired; 0 while earning.' },
        { symbol: tex`M`, meaning: 'Current monthly investment.' },
        { symbol: tex`g`, meaning: 'Yearly step-up in savings as a decimal.' },
        { symbol: tex`X`, meaning: 'Post-retirement monthly amount at today’s prices.' },
        { symbol: tex`f`, meaning: 'Inflation as a decimal.' },
      ]}
      conventions={[
        'One step per year. A year’s growth is the weighted return on the savings at the start of that year; that year’s contribution is added and its expenses are taken out at the end of the year.',
        'Contributions rise by the step-up every year until retirement; there are none once you retire.',
        <>
          Expenses are entered at today’s prices and grow with inflation from today, so the first year of retirement already costs{' '}
          {tex`12X(1 + f)^{T}`}, where {tex`T`} is the number of years until you retire.
        </>,
        'The weighted return is the sum of return × share over the four classes divided by the sum of the shares (0 if the shares add up to 0), so shares need not total 100%.',
        'The weighted tax is shown for information only: returns are not reduced by tax.',
      ]}
      example={retirementExample(RETIREMENT_EXAMPLE_INPUTS, format)}
      solving={retirementSolving(format)}
      faqs={[
        {
          q: 'How do I know whether my savings are enough?',
          a: 'Look at the last row of the report: if the ending savings stay above zero until the last planned age, the plan holds; a warning marks the year they run out. Try a larger monthly investment, a higher step-up or a later retirement age until no warning appears.',
        },
        {
          q: 'Why use a different asset mix after retirement?',
          a: 'Once you live on your savings, a fall in the markets hurts more, because you may have to sell at a low price. Many people move towards fixed returns as they retire, accepting a lower expected return for steadier savings.',
        },
        {
          q: 'Why are my expenses in retirement so large?',
          a: 'Because of inflation over many years: the post-retirement amount is in today’s prices, and at 7% a year prices roughly double every ten years. The worked example shows the first retired year’s expenses for the default plan.',
        },
        {
          q: 'Are taxes deducted?',
          a: 'No. The weighted tax is shown for reference only. To plan cautiously, enter returns after tax.',
        },
      ]}
      related={['sip-calculator', 'inflation-calculator', 'swp-calculator']}
    />
  );
}
