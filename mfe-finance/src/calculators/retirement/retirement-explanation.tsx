import { ExplanationSection } from '@calc/shared';
import { OnePlus, Sub, Sym } from '../../explanations/math';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from './retirement-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { retirementSolving } from './retirement-solving';

const start = (t: string) => (
  <Sub
    base="S"
    sub={
      t === 't+1' ? (
        <mrow>
          <mi>t</mi>
          <mo>+</mo>
          <mn>1</mn>
        </mrow>
      ) : (
        t
      )
    }
  />
);

const formula = (
  <>
    <math display="block">
      {start('t+1')}
      <mo>=</mo>
      {start('t')}
      <OnePlus>
        <mi>R</mi>
      </OnePlus>
      <mo>+</mo>
      <Sub base="C" sub="t" />
      <mo>−</mo>
      <Sub base="E" sub="t" />
    </math>
    <math display="block">
      <mi>R</mi>
      <mo>=</mo>
      <mfrac>
        <mrow>
          <munder>
            <mo>∑</mo>
            <mi>k</mi>
          </munder>
          <Sub base="s" sub="k" />
          <Sub base="R" sub="k" />
        </mrow>
        <mrow>
          <munder>
            <mo>∑</mo>
            <mi>k</mi>
          </munder>
          <Sub base="s" sub="k" />
        </mrow>
      </mfrac>
    </math>
    <math display="block">
      <Sub base="C" sub="t" />
      <mo>=</mo>
      <mn>12</mn>
      <mi>M</mi>
      <msup>
        <OnePlus>
          <mi>g</mi>
        </OnePlus>
        <mi>t</mi>
      </msup>
    </math>
    <math display="block">
      <Sub base="E" sub="t" />
      <mo>=</mo>
      <mn>12</mn>
      <mi>X</mi>
      <msup>
        <OnePlus>
          <mi>f</mi>
        </OnePlus>
        <mi>t</mi>
      </msup>
    </math>
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
          symbol: (
            <Sym>
              <Sub base="S" sub="t" />
            </Sym>
          ),
          meaning: 'Savings at the start of year t (Starting Saving); at the start it is your current savings.',
        },
        { symbol: <Sym>t</Sym>, meaning: 'Years from today: your age that year minus your current age.' },
        {
          symbol: <Sym>R</Sym>,
          meaning:
            'Weighted return as a decimal: of the Current Savings mix before retirement, of the Retirement Savings mix from the retirement age on.',
        },
        {
          symbol: (
            <Sym>
              <>
                <Sub base="R" sub="k" />
                <mo>,</mo>
                <Sub base="s" sub="k" />
              </>
            </Sym>
          ),
          meaning: 'Return and share of asset class k (fixed returns, large cap, midcap, smallcap).',
        },
        {
          symbol: (
            <Sym>
              <Sub base="C" sub="t" />
            </Sym>
          ),
          meaning: 'Contribution of year t (Additional Savings) while you earn; 0 once retired.',
        },
        {
          symbol: (
            <Sym>
              <Sub base="E" sub="t" />
            </Sym>
          ),
          meaning: 'Expenses of year t (Planned Expenses) once retired; 0 while earning.',
        },
        { symbol: <Sym>M</Sym>, meaning: 'Current monthly investment.' },
        { symbol: <Sym>g</Sym>, meaning: 'Yearly step-up in savings as a decimal.' },
        { symbol: <Sym>X</Sym>, meaning: 'Post-retirement monthly amount at today’s prices.' },
        { symbol: <Sym>f</Sym>, meaning: 'Inflation as a decimal.' },
      ]}
      conventions={[
        'One step per year. A year’s growth is the weighted return on the savings at the start of that year; that year’s contribution is added and its expenses are taken out at the end of the year.',
        'Contributions rise by the step-up every year until retirement; there are none once you retire.',
        <>
          Expenses are entered at today’s prices and grow with inflation from today, so the first year of retirement already costs{' '}
          <math>
            <mn>12</mn>
            <mi>X</mi>
            <msup>
              <OnePlus>
                <mi>f</mi>
              </OnePlus>
              <mi>T</mi>
            </msup>
          </math>
          , where <Sym>T</Sym> is the number of years until you retire.
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
