import { ExplanationSection } from '@calc/shared';
import { Sub, Sym } from '../../explanations/math';
import { salaryExample, SALARY_EXAMPLE_INPUTS } from './salary-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const netAnnual = <Sub base="N" sub={<mtext>year</mtext>} />;

const formula = (
  <>
    <math display="block">
      <mi>G</mi>
      <mo>=</mo>
      <mi>B</mi>
      <mo>+</mo>
      <mi>H</mi>
      <mo>+</mo>
      <mi>A</mi>
      <mo>+</mo>
      <mi>X</mi>
    </math>
    <math display="block">
      <mi>D</mi>
      <mo>=</mo>
      <mi>PF</mi>
      <mo>+</mo>
      <mi>PT</mi>
    </math>
    <math display="block">
      {netAnnual}
      <mo>=</mo>
      <mi>G</mi>
      <mo>−</mo>
      <mi>D</mi>
    </math>
    <math display="block">
      <Sub base="N" sub={<mtext>month</mtext>} />
      <mo>=</mo>
      <mfrac>
        {netAnnual}
        <mn>12</mn>
      </mfrac>
    </math>
  </>
);

export default function SalaryExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="The salary calculator turns a yearly salary breakdown into take-home pay: it adds up the parts you are paid, then subtracts the deductions you enter."
      formula={formula}
      symbols={[
        { symbol: <Sym>G</Sym>, meaning: 'Gross salary for the year.' },
        { symbol: <Sym>B</Sym>, meaning: 'Basic salary.' },
        { symbol: <Sym>H</Sym>, meaning: 'House rent allowance (HRA).' },
        { symbol: <Sym>A</Sym>, meaning: 'Special allowances.' },
        { symbol: <Sym>X</Sym>, meaning: 'Bonuses (0 if left empty).' },
        { symbol: <Sym>D</Sym>, meaning: 'Total deductions.' },
        { symbol: <Sym>PF</Sym>, meaning: 'Your provident fund contribution (0 if left empty).' },
        { symbol: <Sym>PT</Sym>, meaning: 'Professional tax (0 if left empty).' },
        { symbol: <Sym>{netAnnual}</Sym>, meaning: 'Net salary for the year; divided by 12 it is the net monthly salary.' },
      ]}
      conventions={[
        'Every input is a yearly amount. Gross salary, deductions and net annual salary are per year; the net monthly salary is the net annual salary divided by 12.',
        'The CTC is not in the formula, because a CTC also includes costs that are not paid to you as salary. It is only compared with the result: a Gross Salary above the CTC, or deductions above the Gross Salary, gets a warning beside the results, and the figures are still calculated.',
        'Income tax is not deducted: the net salary is before income tax (TDS).',
        'Optional amounts left empty count as 0.',
      ]}
      example={salaryExample(SALARY_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Why is my take-home pay lower than my CTC?',
          a: 'CTC (cost to company) is everything the employer spends on you in a year. Part of it is never paid as salary, such as the employer’s provident fund contribution, gratuity and insurance; and from the salary that is paid, your own provident fund contribution and professional tax are deducted.',
        },
        {
          q: 'Is income tax included?',
          a: 'No. The net salary here is before income tax, which depends on the tax regime you choose, your deductions and exemptions. Your employer deducts it monthly as TDS, so the amount credited to your account is lower.',
        },
        {
          q: 'How much provident fund is deducted?',
          a: 'In India the employee’s EPF contribution is usually 12% of basic pay plus dearness allowance, and the employer adds a matching amount as part of the CTC. Enter your yearly contribution as shown on your payslip.',
        },
        {
          q: 'What is professional tax?',
          a: 'A tax on employment that some Indian states levy, deducted by the employer. The Constitution limits it to Rs\u00a02,500 a year per person; the exact amount depends on the state and your salary.',
        },
      ]}
      related={['gratuity-calculator', 'loan-calculator', 'sip-calculator']}
    />
  );
}
