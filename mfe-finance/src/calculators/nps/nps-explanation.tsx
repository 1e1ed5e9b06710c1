import { ExplanationSection, tex } from '@calc/shared';
import { npsExample, NPS_EXAMPLE_INPUTS } from './nps-example';
import { NPS_RULES } from './nps-rules';
import { useExampleFormat } from '../../explanations/use-example-format';

const { retirementAge, minimumAnnuityPercent, nonGovernmentMinimumAnnuityPercent } = NPS_RULES;

const formula = (
  <>
    {tex.block`C = c \times \frac{(1 + i)^{n} - 1}{i} \times (1 + i)`}
    {tex.block`\monthlyRate, \qquad n = 12\,(60 - a)`}
    {tex.block`L = C\,(1 - s), \qquad Q = C\,s, \qquad M = \frac{Q \times q}{12}`}
  </>
);

export default function NpsExplanation() {
  // Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
  const format = useExampleFormat('INR');
  return (
    <ExplanationSection
      intro={`The National Pension System (NPS) builds a retirement corpus from regular contributions invested in market-linked funds. At ${retirementAge} part of the corpus is paid out as a lump sum and the rest buys an annuity, which pays a pension for life.`}
      formula={formula}
      symbols={[
        { symbol: tex`C`, meaning: `Corpus at ${retirementAge}: the balance when contributions stop.` },
        { symbol: tex`c`, meaning: 'Monthly contribution.' },
        { symbol: tex`r`, meaning: 'Expected return a year, as a decimal (10% is 0.10).' },
        { symbol: tex`i`, meaning: 'Monthly rate: the expected return divided by 12.' },
        { symbol: tex`a`, meaning: 'Current age in whole years.' },
        { symbol: tex`n`, meaning: `Months of contributions, until age ${retirementAge}.` },
        { symbol: tex`s`, meaning: `Annuity share as a decimal: at least ${minimumAnnuityPercent}% (0.40).` },
        { symbol: tex`L`, meaning: 'Lump sum paid out at retirement.' },
        { symbol: tex`Q`, meaning: 'Annuity purchase: the part of the corpus that buys the pension.' },
        { symbol: tex`q`, meaning: 'Annuity rate a year, as a decimal.' },
        { symbol: tex`M`, meaning: 'Monthly pension from the annuity.' },
      ]}
      conventions={[
        `A contribution at the start of every month from now until age ${retirementAge}, compounded monthly at the expected return divided by 12 (as the SIP Calculator does). The yearly breakdown shows the balance at the end of each year of age.`,
        `At ${retirementAge} at least ${minimumAnnuityPercent}% of the corpus buys an annuity and the rest can be taken as a lump sum. Source: ${NPS_RULES.source}.`,
        'The monthly pension is the annuity purchase times the annuity rate, divided by 12, before tax; annuity rates depend on the insurer, your age and the annuity option.',
        'Returns are not guaranteed: NPS funds are market-linked. Contributions are taken as constant; an employer’s contribution can be added to yours.',
        'Amounts are in Indian rupees whatever currency the header shows: NPS rules are written in rupees.',
      ]}
      example={npsExample(NPS_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: `How much of my NPS corpus can I take as a lump sum at ${retirementAge}?`,
          a: `Government-sector subscribers can take up to ${100 - minimumAnnuityPercent}% and must buy an annuity with at least ${minimumAnnuityPercent}%. Since PFRDA’s amendment of December 2025, non-government subscribers (All Citizen and Corporate models) need annuitise only ${nonGovernmentMinimumAnnuityPercent}% of a corpus above ₹12 lakh, and smaller corpora can be taken largely or wholly as a lump sum. This calculator keeps the ${minimumAnnuityPercent}% minimum.`,
        },
        {
          q: 'Is the NPS money taxed at retirement?',
          a: 'A lump sum of up to 60% of the corpus is tax-free. The annuity purchase is not taxed, but the pension it pays is taxed as income every year, at your slab rate.',
        },
        {
          q: 'What return should I expect?',
          a: 'It depends on how much of your money is in equity (E) and how much in corporate bonds (C) and government securities (G); equity gives more over long periods but varies more. Try a lower rate as well as your expected one, to see how much the pension depends on it.',
        },
        {
          q: 'What annuity rate should I use?',
          a: 'Insurers quote annuity rates by age and option: a pension for life alone pays more than one that returns the purchase price to your nominee, or continues for a spouse. 6% is a middle figure; an insurer’s quote gives the exact one.',
        },
      ]}
      related={['retirement-calculator', 'sip-calculator', 'ppf-calculator']}
    />
  );
}
