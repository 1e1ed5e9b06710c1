import { ExplanationSection, tex } from '@calc/shared';
import { gstExample, GST_EXAMPLE_INPUTS } from './gst-example';
import { GST_RATES } from './gst-rates';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`G = A \times \frac{g}{100}, \qquad T = A + G`}
    {tex.block`N = A \times \frac{100}{100 + g}, \qquad G = A - N`}
    {tex.block`\mathrm{CGST} = \mathrm{SGST} = \frac{G}{2}`}
  </>
);

const slabs = GST_RATES.slabs.map((slab) => `${slab.rate}% (${slab.covers.toLowerCase()})`).join(', ');
const since = new Date(`${GST_RATES.appliesFrom}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function GstExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="GST (goods and services tax) is added to the price of most goods and services in India. Enter an amount before GST to add the tax to it, or an amount including GST to find the tax inside it."
      formula={formula}
      symbols={[
        { symbol: tex`A`, meaning: 'The amount you enter.' },
        { symbol: tex`g`, meaning: 'The GST rate in percent (18 for 18%).' },
        { symbol: tex`G`, meaning: 'The GST amount.' },
        { symbol: tex`T`, meaning: 'Total amount: the price with GST, when the amount is before GST.' },
        { symbol: tex`N`, meaning: 'Net amount: the price without GST, when the amount includes it.' },
      ]}
      conventions={[
        'Before GST: the first line. Including GST: the second, where the amount already is the total.',
        `The rates offered are the slabs in force since ${since}: ${slabs}. Nil-rated and exempt supplies pay ${GST_RATES.nilRate}%. Source: ${GST_RATES.source}.`,
        'Within a state the GST is paid half as CGST and half as SGST (UTGST in a union territory); between states all of it is IGST, at the same total rate.',
        'Figures are exact, shown to the paisa; an invoice may round each tax to the rupee. Any cess is not included.',
      ]}
      example={gstExample(GST_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'What are the GST rates after the September 2025 reform?',
          a: 'From 22 September 2025 most goods and services pay 5% or 18%, and a 40% rate applies to luxury and sin goods. The 12% and 28% slabs were removed for most goods: their items moved to 5%, 18% or 40%. Gold and jewellery stay at 3%, and some goods are nil-rated.',
        },
        {
          q: 'How do I take GST out of a price that includes it?',
          a: 'Multiply the price by 100 / (100 + rate) to get the net amount; the GST is the difference. Taking the rate off the inclusive price is a common mistake: 18% of ₹11,800 is ₹2,124, but the GST in ₹11,800 at 18% is ₹1,800.',
        },
        {
          q: 'What are CGST, SGST and IGST?',
          a: 'On a sale within a state the GST is split equally between the centre (CGST) and the state (SGST, or UTGST in a union territory): 18% is 9% + 9%. On a sale between states the centre collects it all as IGST, 18%, and shares it with the state where the goods are used.',
        },
      ]}
      related={['income-tax-calculator', 'hra-calculator', 'salary-calculator']}
    />
  );
}
