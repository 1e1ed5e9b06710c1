import { ExplanationSection, tex } from '@calc/shared';
import { gratuityExample, GRATUITY_EXAMPLE_INPUTS } from './gratuity-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = tex.block`G = S \times n \times \frac{15}{26}`;

export default function GratuityExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="Gratuity is a lump sum an employer in India pays an employee who leaves after long service. The calculator uses the formula of the Payment of Gratuity Act, 1972 for employees the Act covers: fifteen days’ wages for every year of service."
      formula={formula}
      symbols={[
        { symbol: tex`G`, meaning: 'Gratuity amount.' },
        { symbol: tex`S`, meaning: 'Last drawn monthly salary: basic pay plus dearness allowance (DA).' },
        { symbol: tex`n`, meaning: 'Years of service, in whole years.' },
        { symbol: tex`15`, meaning: 'Fifteen days’ wages for each year of service.' },
        { symbol: tex`26`, meaning: 'Working days in a month, so a day’s wage is S ÷ 26.' },
      ]}
      conventions={[
        'The salary is the last drawn monthly basic pay plus DA; other allowances and bonuses do not count.',
        'Years of service are whole years, used exactly as you enter them: round a final part year yourself (see the question below).',
        'No ceiling is applied: the result is the formula’s figure even when it is above the statutory maximum.',
        'The yearly breakdown shows the gratuity that 1, 2, 3… years of service would earn at the same salary.',
      ]}
      example={gratuityExample(GRATUITY_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Is there a maximum gratuity?',
          a: 'Yes, for gratuity under the Act. At the time of writing the ceiling is Rs\u00a020 lakh (₹20,00,000): the Payment of Gratuity (Amendment) Act, 2018 lets the central government set the limit by notification, and it was raised from Rs\u00a010 lakh to Rs\u00a020 lakh in March 2018. This calculator does not cap the result, so check the current limit; an employer may pay more under its own scheme.',
        },
        {
          q: 'How is a part year of service counted?',
          a: 'Under the Act, more than six months in the final year counts as a full year: 10 years and 7 months counts as 11 years, while 10 years and 5 months counts as 10. The calculator takes whole years, so enter the years after applying this rule.',
        },
        {
          q: 'Who is eligible for gratuity?',
          a: 'Under the Act, an employee with at least five years of continuous service with the same employer, on resignation, retirement or superannuation. The five-year condition does not apply when employment ends because of death or disablement.',
        },
        {
          q: 'Why 15/26?',
          a: 'The Act grants fifteen days’ wages for each year of service, and counts a month as 26 working days, so a day’s wage is the monthly salary divided by 26.',
        },
        {
          q: 'What if my employer is not covered by the Act?',
          a: 'An employer outside the Act may still pay gratuity under its own policy or your contract. A formula often used then is half a month’s salary per completed year, with a month counted as 30 days (15/30 instead of 15/26), which gives a smaller amount.',
        },
      ]}
      related={['salary-calculator', 'retirement-calculator', 'inflation-calculator']}
    />
  );
}
