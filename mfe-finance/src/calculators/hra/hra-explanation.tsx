import { ExplanationSection, tex } from '@calc/shared';
import { hraExample, HRA_EXAMPLE_INPUTS } from './hra-example';
import { HRA_RULES } from './hra-rules';
import { useExampleFormat } from '../../explanations/use-example-format';

const { rentExcessOverPercent, metroPercent, nonMetroPercent, metroCities } = HRA_RULES;

const formula = (
  <>
    {tex.block`E = \min\bigl(H,\ \max(0,\ R - p\,S),\ k\,S\bigr)`}
    {tex.block`T = H - E`}
  </>
);

export default function HraExplanation() {
  // Indian law, written in rupees: the example is in ₹ whatever the header's currency.
  const format = useExampleFormat('INR');
  return (
    <ExplanationSection
      intro="House rent allowance (HRA) paid by an employer is partly free of income tax for an employee who lives in rented housing. The exempt part is the least of three amounts; the rest of the HRA is taxed as salary."
      formula={formula}
      symbols={[
        { symbol: tex`E`, meaning: 'Exempt HRA: the part of the HRA that is not taxed.' },
        { symbol: tex`T`, meaning: 'Taxable HRA: the rest, added to taxable salary.' },
        { symbol: tex`H`, meaning: 'HRA received from the employer in the year.' },
        { symbol: tex`R`, meaning: 'Rent paid in the year.' },
        { symbol: tex`S`, meaning: 'Salary for HRA: basic pay plus dearness allowance (DA) for the year.' },
        { symbol: tex`p`, meaning: `${rentExcessOverPercent}%: rent counts only above this share of the salary.` },
        {
          symbol: tex`k`,
          meaning: `${metroPercent}% in a metro (${metroCities.join(', ')}), ${nonMetroPercent}% anywhere else.`,
        },
      ]}
      conventions={[
        `The rule of ${HRA_RULES.source}, for FY ${HRA_RULES.financialYear}.`,
        'All amounts are for the same period, the year. If you paid rent or received HRA for only part of it, enter the amounts for those months only.',
        'Salary means basic pay plus DA where the DA counts for retirement benefits (and any commission fixed as a share of turnover); other allowances and bonuses do not count.',
        'When rent paid is at most 10% of the salary, nothing is exempt. When two of the three amounts are equal and least, the first in the order above is named as the limit.',
        'The exemption exists under the old tax regime only; under the new regime all HRA is taxable.',
        'Amounts are in Indian rupees whatever currency the header shows: the rule is Indian law.',
      ]}
      example={hraExample(HRA_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Can I claim the HRA exemption under the new tax regime?',
          a: 'No. The new regime, the default since FY 2023-24, does not allow the HRA exemption; all of the HRA is taxed as salary. Under the old regime you claim it through your employer (with rent receipts) or in your return. The Income Tax Calculator compares the two regimes.',
        },
        {
          q: 'Are Bengaluru, Hyderabad or Pune metros for HRA?',
          a: `Not under rule 2A, which gives ${metroPercent}% only in ${metroCities.join(', ')}; everywhere else it is ${nonMetroPercent}%. The Income-tax Rules, 2026, made under the Income-tax Act, 2025 for tax years from 1 April 2026, were proposed to add Bengaluru, Hyderabad, Pune and Ahmedabad: check the rules for the year you file.`,
        },
        {
          q: 'Can I claim HRA on rent paid to my parents?',
          a: 'Yes, if you really pay it (a bank transfer is the best record) and your parent shows it as income in their return. Rent paid to your spouse is generally not accepted. If the rent is above ₹1,00,000 a year, your employer needs the landlord’s PAN.',
        },
        {
          q: 'What if my salary has no HRA?',
          a: 'Then there is no HRA to exempt. Under the old regime, section 80GG may give a deduction for rent paid instead, up to ₹5,000 a month, if neither you nor your family owns a home where you live. This calculator does not compute it.',
        },
      ]}
      related={['income-tax-calculator', 'salary-calculator', 'gratuity-calculator']}
    />
  );
}
