import { ExplanationSection, tex } from '@calc/shared';
import { swpExample, SWP_EXAMPLE_INPUTS } from './swp-example';
import { useExampleFormat } from '../../explanations/use-example-format';
import { swpSolving } from './swp-solving';
import { TODAYS_MONEY_FORMULA, TODAYS_MONEY_SYMBOLS, todaysMoneyConvention } from '../../explanations/todays-money';

const formula = (
  <>
    {tex.block`B_m = \previousBalance (1 + i) - w_m`}
    {tex.block`w_m = \min(W_y, \previousBalance (1 + i))`}
    {tex.block`W_y = W \stepUpOfYear`}
    {tex.block`\monthlyRate`}
    {TODAYS_MONEY_FORMULA}
  </>
);

export default function SwpExplanation() {
  const format = useExampleFormat();
  return (
    <ExplanationSection
      intro="A systematic withdrawal plan pays you a fixed amount every month from an invested sum, while the rest stays invested and keeps earning. The calculator follows the balance month by month."
      formula={formula}
      symbols={[
        { symbol: tex`B_m`, meaning: 'Balance after month m. The balance before the first month is the initial investment.' },
        { symbol: tex`w_m`, meaning: 'The amount actually withdrawn in month m.' },
        { symbol: tex`W_y`, meaning: 'The monthly withdrawal in year y, the year that month m falls in.' },
        { symbol: tex`W`, meaning: 'Monthly withdrawal amount in the first year.' },
        { symbol: tex`g`, meaning: 'Yearly step-up as a decimal (5% is 0.05).' },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (8% is 0.08).' },
        { symbol: tex`i`, meaning: 'Monthly rate: the annual rate divided by 12.' },
        ...TODAYS_MONEY_SYMBOLS,
      ]}
      conventions={[
        'Interest is credited monthly, at the annual rate divided by 12, on the whole balance; then that month’s withdrawal is taken.',
        'The withdrawal rises by the step-up at the start of each year.',
        'If the balance cannot cover a withdrawal, what is left is paid out, the balance becomes 0 and the plan stops: the result then says in which year the money runs out.',
        'The report shows each year’s withdrawals and interest; Total Withdrawals is their sum.',
        todaysMoneyConvention(
          'Each withdrawal counts at the prices of the month it is taken, w_m divided by (1 + π)^(m/12), and these are added up; the ending balance is divided by (1 + π) to the power of the duration in years.',
        ),
        'Tax and exit loads are not taken into account.',
      ]}
      example={swpExample(SWP_EXAMPLE_INPUTS, format)}
      solving={swpSolving(format)}
      faqs={[
        {
          q: 'How much can I withdraw without running out?',
          a: 'At a steady rate and without a step-up, the balance never falls if the monthly withdrawal is no more than one month’s interest on the starting amount (the initial investment × annual rate ÷ 12). Withdraw more, or add a step-up, and the withdrawals eventually overtake the interest.',
        },
        {
          q: 'Why does the balance fall faster every year?',
          a: 'Two effects add up: the step-up makes each year’s withdrawals larger, and a smaller balance earns less interest. Once withdrawals exceed interest, the gap widens every year.',
        },
        {
          q: 'Why is interest credited before the withdrawal?',
          a: 'It matches a plan that pays its monthly income at the end of the month: the money earns interest through the month, then the payment leaves. A calculator that takes the withdrawal first shows a slightly lower balance.',
        },
        {
          q: 'Does a fixed withdrawal keep its value?',
          a: 'No. Prices rise, so a fixed amount buys less each year: the total withdrawn in today’s money, under the nominal total, shows by how much at the inflation rate you enter. A step-up equal to the expected inflation rate keeps the withdrawal’s buying power roughly constant; the Inflation Calculator shows how fast prices compound.',
        },
      ]}
      related={['sip-calculator', 'lump-sum-calculator', 'retirement-calculator']}
    />
  );
}
