import { ExplanationSection, tex } from '@calc/shared';
import { sipExample, SIP_EXAMPLE_INPUTS } from './sip-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { sipSolving } from './sip-solving';
import { TODAYS_MONEY_FORMULA, TODAYS_MONEY_SYMBOLS, todaysMoneyConvention } from '../../explanations/todays-money';

const formula = (
  <>
    {tex.block`\FV = \sumOverYears P_y s \growthToEnd`}
    {tex.block`P_y = P \stepUpOfYear`}
    {tex.block`s = \frac{(1 + i)\left((1 + i)^{12} - 1\right)}{i}`}
    {tex.block`\monthlyRate`}
    {TODAYS_MONEY_FORMULA}
  </>
);

export default function SipExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="A SIP adds the same amount every month, and every deposit earns compound interest until the end of the plan. With a step-up, the monthly amount rises once a year. Each year's twelve deposits grow like a small savings plan of their own; the maturity amount is the sum of those plans."
      formula={formula}
      symbols={[
        { symbol: tex`\FV`, meaning: 'Maturity amount: the balance at the end of the last month.' },
        { symbol: tex`P_y`, meaning: 'Monthly amount in year y, raised by the step-up once a year.' },
        { symbol: tex`P`, meaning: 'Monthly SIP amount in the first year.' },
        { symbol: tex`g`, meaning: 'Annual step-up as a decimal (10% is 0.10); 0 without a step-up.' },
        {
          symbol: tex`s`,
          meaning: 'What 1 paid in at the start of each of 12 months is worth at the end of the year. At 0% it is 12.',
        },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (12% is 0.12).' },
        { symbol: tex`i`, meaning: 'Monthly rate: the annual rate divided by 12.' },
        { symbol: tex`Y`, meaning: 'Investment duration in whole years.' },
        { symbol: tex`y`, meaning: 'The year being added up, from 1 to Y.' },
        ...TODAYS_MONEY_SYMBOLS,
      ]}
      conventions={[
        'Each deposit is made at the start of its month and earns interest for that month too.',
        'The monthly rate is the annual rate divided by 12, compounded every month (12% a year is 1% a month).',
        <>
          The step-up is applied at the start of each year: every deposit in year {tex`y`} is {tex`P_y`}, and the year’s twelve
          deposits then grow for the remaining {tex`12(Y - y)`} months.
        </>,
        <>
          Because every deposit earns one more month of interest, the result is {tex`(1 + i)`} times an end-of-month calculation
          of the same plan, so it is higher than calculators that assume end-of-month deposits.
        </>,
        'At 0% the maturity amount equals the total deposits. Total returns are the maturity amount minus the deposits.',
        todaysMoneyConvention(
          'The maturity amount is divided by (1 + π)^Y. Each deposit counts at the prices of the month it is made (the first one in full), and the returns in today’s money are the maturity amount less the deposits, both in today’s money.',
        ),
        'Taxes, fund expenses and exit loads are not deducted.',
      ]}
      example={sipExample(SIP_EXAMPLE_INPUTS, format)}
      solving={sipSolving(format)}
      faqs={[
        {
          q: 'Why is this figure higher than another SIP calculator’s?',
          a: 'Calculators differ in two conventions. Many assume each deposit is made at the end of the month, and some turn the annual rate into an effective monthly rate instead of dividing it by 12. This one credits every deposit at the start of its month and uses the annual rate divided by 12, so it shows a little more. The worked example shows the same plan with end-of-month deposits.',
        },
        {
          q: 'What does the annual step-up do?',
          a: 'It raises the monthly amount once a year by the percentage you enter, usually to keep pace with a rising salary. With a 10% step-up, each year’s monthly amount is 1.1 times the previous year’s. Leave it empty for a flat SIP.',
        },
        {
          q: 'Are SIP returns guaranteed?',
          a: 'No. The calculator assumes the same rate every month, but market-linked funds rise and fall and their returns arrive unevenly. Treat the result as an estimate, and try a lower rate to see a cautious case.',
        },
        {
          q: 'Does the result allow for inflation or tax?',
          a: 'The figures themselves are in future money, before tax. Under each one is its value in today’s money at the inflation rate you enter (6% unless you change it; leave it empty for none). The Inflation Calculator shows how much prices may rise over the same years.',
        },
      ]}
      related={['lump-sum-calculator', 'swp-calculator', 'retirement-calculator', 'inflation-calculator']}
    />
  );
}
