import { ExplanationSection, tex } from '@calc/shared';
import { homeLoanEligibilityExample, HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from './home-loan-eligibility-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`\EMI = I \times \frac{s}{100} - X`}
    {tex.block`P = \EMI \times \frac{1 - (1 + i)^{-n}}{i}`}
    {tex.block`\monthlyRate, \qquad n = 12N`}
  </>
);

export default function HomeLoanEligibilityExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="Lenders decide how much to lend from how much of your income can go to EMIs. What is left of that share after the EMIs you already pay is the EMI you can afford, and the loan you are eligible for is the one that EMI repays over the tenure."
      formula={formula}
      symbols={[
        { symbol: tex`\EMI`, meaning: 'Affordable EMI: the monthly payment left for the new loan.' },
        { symbol: tex`I`, meaning: 'Net monthly income: take-home pay after tax.' },
        { symbol: tex`s`, meaning: 'Share of income for EMIs, in percent (all EMIs together).' },
        { symbol: tex`X`, meaning: 'Existing monthly EMIs (car, personal or other loans).' },
        { symbol: tex`P`, meaning: 'Eligible loan amount.' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (8.5% is 0.085).' },
        { symbol: tex`i`, meaning: 'Monthly rate: the annual rate divided by 12.' },
        { symbol: tex`N`, meaning: 'Loan tenure in whole years; n is the number of monthly payments.' },
      ]}
      conventions={[
        'The share of income for EMIs is what lenders call FOIR (fixed obligations to income ratio); 50% is a common figure, and some lenders allow up to 60% for higher incomes.',
        'The loan is the Loan Calculator’s EMI formula turned round: a reducing balance with a monthly rest, the first EMI one month after the loan is paid out. At 0% the loan is the EMI times the number of months.',
        'When the existing EMIs take up the whole share of income, or more, no loan is eligible.',
        'The link to the Loan Calculator carries the eligible amount rounded to the paisa, the rate and the tenure: its EMI is the affordable EMI.',
        'Lenders also cap a loan by the property’s value, your age at the end of the tenure and your credit score; none of these is applied here.',
      ]}
      example={homeLoanEligibilityExample(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Is this the amount a bank will lend me?',
          a: 'It is the most your income supports. A bank may lend less: it lends only part of the property’s value (in India at most 90% for loans up to ₹30 lakh, 80% up to ₹75 lakh and 75% above, under RBI rules), and it looks at your credit score, age and job.',
        },
        {
          q: 'How can I become eligible for a larger loan?',
          a: 'Close or prepay existing loans, since every rupee of existing EMI lowers the EMI left for the home loan; choose a longer tenure; add a co-applicant’s income; or find a lower rate. The worked example shows what clearing the existing EMIs would do.',
        },
        {
          q: 'Should I enter gross or net income?',
          a: 'Net: what reaches your bank account each month, after tax and deductions. Lenders work from take-home pay (or, for the self-employed, from the income in their tax returns).',
        },
      ]}
      related={['loan-calculator', 'salary-calculator', 'income-tax-calculator']}
    />
  );
}
