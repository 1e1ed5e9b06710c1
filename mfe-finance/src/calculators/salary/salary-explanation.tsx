import { ExplanationSection, tex } from '@calc/shared';
import { salaryExample, SALARY_EXAMPLE_INPUTS } from './salary-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { wholeRupees } from '../income-tax/income-tax-format';
import { INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';

const formula = (
  <>
    {tex.block`G = B + H + A + X`}
    {tex.block`D = \mathrm{PF} + \mathrm{PT}`}
    {tex.block`N_{\text{year}} = G - D - T`}
    {tex.block`N_{\text{month}} = \frac{N_{\text{year}}}{12}`}
  </>
);

export default function SalaryExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="The salary calculator turns a yearly salary breakdown into take-home pay: it adds up the parts you are paid, then subtracts the deductions you enter."
      formula={formula}
      symbols={[
        { symbol: tex`G`, meaning: 'Gross salary for the year.' },
        { symbol: tex`B`, meaning: 'Basic salary.' },
        { symbol: tex`H`, meaning: 'House rent allowance (HRA).' },
        { symbol: tex`A`, meaning: 'Special allowances.' },
        { symbol: tex`X`, meaning: 'Bonuses (0 if left empty).' },
        { symbol: tex`D`, meaning: 'Total deductions.' },
        { symbol: tex`\mathrm{PF}`, meaning: 'Your provident fund contribution (0 if left empty).' },
        { symbol: tex`\mathrm{PT}`, meaning: 'Professional tax (0 if left empty).' },
        {
          symbol: tex`T`,
          meaning: 'Income tax for the year, with cess, when an Income Tax Regime is chosen; 0 when it is Not included.',
        },
        { symbol: tex`N_{\text{year}}`, meaning: 'Net salary for the year; divided by 12 it is the net monthly salary.' },
      ]}
      conventions={[
        'Every input is a yearly amount. Gross salary, deductions and net annual salary are per year; the net monthly salary is the net annual salary divided by 12.',
        'The CTC is not in the formula, because a CTC also includes costs that are not paid to you as salary. It is only compared with the result: a Gross Salary above the CTC, or deductions above the Gross Salary, gets a warning beside the results, and the figures are still calculated.',
        `Income tax is deducted only when you choose an Income Tax Regime (Not included is the default). It is the Income Tax calculator’s figure for India, FY ${RULES.financialYear}, for a resident below 60 whose only income is this gross salary: under the new regime, with its ${wholeRupees(RULES.newRegime.standardDeduction)} standard deduction; under the old regime, with its ${wholeRupees(RULES.oldRegime.standardDeduction)} standard deduction, your provident fund contribution as section 80C (up to ${wholeRupees(RULES.oldRegime.limits.section80C)}) and the professional tax deducted from salary. HRA exemption, other deductions and other income are not counted: the Income Tax calculator takes them. While a regime is chosen, amounts are in Indian rupees.`,
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
          a: 'Only if you choose an Income Tax Regime. By default (Not included) the net salary is before income tax, which your employer deducts monthly as TDS. Choose the new or the old regime to see the year’s tax and the net salary after it; to compare both regimes with your HRA exemption, insurance and home loan, use the Income Tax calculator.',
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
      related={['income-tax-calculator', 'hra-calculator', 'gratuity-calculator', 'sip-calculator']}
    />
  );
}
