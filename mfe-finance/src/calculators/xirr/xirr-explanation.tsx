import { ExplanationSection, tex } from '@calc/shared';
import { calculateXirr } from './xirr';
import { xirrExample, XIRR_EXAMPLE_INPUTS } from './xirr-example';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`\sum_{k=1}^{n} \frac{A_k}{(1 + x)^{d_k / 365}} = 0`}
    {tex.block`x = \left(\frac{\FV}{\PV}\right)^{365 / d} - 1 \quad \text{(one investment, one redemption)}`}
  </>
);

/** Two flows, to show that XIRR over part of a year is a yearly rate. */
const SHORT = [
  { date: '2024-01-01', amount: -100000 },
  { date: '2024-07-01', amount: 105000 },
];

export default function XirrExplanation() {
  const format = useExampleFormat();
  const short = calculateXirr(SHORT);
  const shortRate = short.ok ? format.percent(short.rate) : short.reason;
  return (
    <ExplanationSection
      intro="XIRR is the one yearly rate of return that makes all your investments and redemptions, each on its own date, worth exactly nothing together. It is how a mutual fund SIP, top-ups and partial withdrawals are given a single annual return."
      formula={formula}
      symbols={[
        {
          symbol: tex`A_k`,
          meaning:
            'Cash flow k: negative for money you invest, positive for money you get back (including today’s value, entered as a redemption).',
        },
        { symbol: tex`d_k`, meaning: 'Actual days from the earliest date to the date of cash flow k.' },
        { symbol: tex`x`, meaning: 'XIRR, the annual rate, shown as a percent.' },
        { symbol: tex`n`, meaning: 'The number of cash flows, at least two.' },
        {
          symbol: tex`\PV, \FV, d`,
          meaning: 'With only two cash flows: the amount invested, the amount returned and the days between them.',
        },
      ]}
      conventions={[
        'As spreadsheets compute XIRR: actual days between the dates, over a 365-day year, whatever the leap years. The order of the rows does not matter.',
        'Found numerically, to within 0.00000001% (1e-10 as a fraction): Newton’s method, kept inside a range where the sum changes sign and halving that range whenever a step would leave it.',
        'At least one amount must be negative and one positive, on at least two different dates; otherwise no rate exists. Rates from −99.99% upwards are searched.',
        'When the signs change more than once, more than one rate can fit; the calculator gives the one nearest 10%, the starting guess a spreadsheet uses.',
        'To find the return of an investment you still hold, enter its current value as a positive amount on today’s date.',
      ]}
      example={xirrExample(XIRR_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'What is the difference between XIRR and CAGR?',
          a: 'CAGR measures one amount growing from a start date to an end date. XIRR handles many amounts on different dates, such as monthly SIP instalments and partial withdrawals. With one investment and one redemption a whole number of years apart, the two are the same.',
        },
        {
          q: 'Why does a small gain over a few months show a large XIRR?',
          a: `XIRR is a yearly rate. ${format.money(-SHORT[0].amount)} invested on ${SHORT[0].date} that is worth ${format.money(SHORT[1].amount)} on ${SHORT[1].date} gained 5% in half a year, which compounds to an XIRR of ${shortRate} a year.`,
        },
        {
          q: 'How do I enter a SIP?',
          a: 'One row per instalment, each a negative amount on its date, and one row with the value today (or what you redeemed) as a positive amount on that date. Your fund statement lists every transaction.',
        },
        {
          q: 'Why does it say there is no XIRR?',
          a: 'When every amount has the same sign (only investments, or only redemptions), no rate can make them add up to zero. Enter investments as negative and what you got back, or the current value, as positive.',
        },
      ]}
      related={['cagr-calculator', 'sip-calculator', 'lump-sum-calculator']}
    />
  );
}
