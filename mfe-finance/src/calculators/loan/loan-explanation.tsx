import { ExplanationSection, tex } from '@calc/shared';
import { loanExample, LOAN_EXAMPLE_INPUTS } from './loan-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { loanSolving } from './loan-solving';

const formula = (
  <>
    {tex.block`\EMI = \frac{P \cdot i \cdot (1 + i)^{n}}{(1 + i)^{n} - 1}`}
    {tex.block`\monthlyRate`}
    {tex.block`n = 12N`}
    {tex.block`I_m = \previousBalance \cdot i`}
    {tex.block`B_m = \previousBalance - (\EMI - I_m) - Q_m`}
    {/* After a prepayment in month m: the payments left at the same EMI, or the new EMI over the months left. */}
    {tex.block`n' = \paymentsToRepay{B_m \cdot i}`}
    {tex.block`\EMI' = \frac{B_m \cdot i}{1 - (1 + i)^{-(n - m)}}`}
  </>
);

export default function LoanExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="An EMI (equated monthly instalment) is the same payment every month. Each month, interest is charged on the balance still owed, and the rest of the EMI repays the loan. Early on most of the EMI is interest; towards the end most of it is principal."
      formula={formula}
      symbols={[
        { symbol: tex`\EMI`, meaning: 'The monthly payment.' },
        { symbol: tex`P`, meaning: 'Loan amount (the principal).' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (9% is 0.09).' },
        { symbol: tex`i`, meaning: 'Monthly rate: the annual rate divided by 12.' },
        { symbol: tex`N`, meaning: 'Loan tenure in whole years.' },
        { symbol: tex`n`, meaning: 'Number of monthly payments.' },
        {
          symbol: tex`B_m`,
          meaning: 'Balance still owed after m payments; before the first payment it is P, after the last it is 0.',
        },
        { symbol: tex`I_m`, meaning: 'The interest part of payment m; the rest of the EMI repays principal.' },
        {
          symbol: tex`Q_m`,
          meaning: 'A prepayment made after payment m (0 in a month without one), never more than the balance left.',
        },
        {
          symbol: tex`n'`,
          meaning:
            'Keeping the EMI after a prepayment: the payments still needed. Usually not a whole number; the last payment is then smaller, the balance left plus its interest.',
        },
        {
          symbol: tex`\EMI'`,
          meaning: 'Lowering the EMI after a prepayment instead: the new EMI, over the n − m months left of the tenure.',
        },
      ]}
      conventions={[
        'Reducing balance with a monthly rest: every month, interest is charged on the balance still owed, not on the original loan amount.',
        'The monthly rate is the annual rate divided by 12, and the first EMI is paid one month after the loan is paid out.',
        'At 0% interest the EMI is the loan amount divided by the number of months.',
        'Total payment is EMI × n; total interest is the total payment minus the loan amount. The yearly breakdown adds up each year’s 12 payments.',
        'Prepayments (optional) are paid after that month’s EMI. A one-time prepayment is paid once; a recurring one every month, quarter or year from its starting month until the loan is repaid. Interest saved and months saved compare with the same loan without prepayments.',
        'Processing fees, insurance, prepayment charges and rate changes are not included.',
      ]}
      example={loanExample(LOAN_EXAMPLE_INPUTS, format)}
      solving={loanSolving(format)}
      faqs={[
        {
          q: 'Why does a shorter tenure reduce the total interest?',
          a: 'Interest is charged every month on the balance still owed. A shorter tenure means a higher EMI, so more of each payment repays principal and the balance falls faster; there are also fewer months in which interest is charged. The EMI goes up, but the total interest goes down, as the worked example shows for half the tenure.',
        },
        {
          q: 'Why is most of my early EMI interest?',
          a: 'At the start the balance owed is at its largest, so the interest on it is too, and only the rest of the EMI repays principal. Each payment lowers the balance a little, so the interest part shrinks and the principal part grows month after month.',
        },
        {
          q: 'What is the difference between a flat rate and a reducing balance rate?',
          a: 'A flat rate charges interest on the original loan amount for the whole tenure, even as you repay it, so it costs much more than the same rate on a reducing balance. This calculator uses a reducing balance, as home loans usually do.',
        },
        {
          q: 'Does prepaying part of the loan help?',
          a: 'Yes. A prepayment lowers the balance on which every later month’s interest is charged. Keeping the EMI, the loan ends sooner and saves the most interest; keeping the tenure, the EMI goes down instead and saves less. Enter it under Prepayments to see both; the worked example shows one prepayment each way.',
        },
      ]}
      related={['inflation-calculator', 'salary-calculator', 'lump-sum-calculator']}
    />
  );
}
