import { ExplanationSection, tex } from '@calc/shared';
import { ppfExample, PPF_EXAMPLE_INPUTS } from './ppf-example';
import { PPF_RULES } from './ppf-rules';
import { useExampleFormat } from '../../explanations/use-example-format';

const formula = (
  <>
    {tex.block`B_y = (B_{y-1} + P)(1 + r), \quad B_0 = 0`}
    {tex.block`M = B_Y = P(1 + r)\,\frac{(1 + r)^{Y} - 1}{r}`}
  </>
);

/** 2020-04-01 -> '1 April 2020'. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export default function PpfExplanation() {
  // The scheme's own currency, whatever the header's: the page's amounts are all in it.
  const format = useExampleFormat(PPF_RULES.currency);
  return (
    <ExplanationSection
      intro="The Public Provident Fund is a government savings scheme: you deposit up to a yearly limit, interest is added once a year at the rate the government sets, and the account matures after 15 years."
      formula={formula}
      symbols={[
        { symbol: tex`M`, meaning: 'Maturity amount after Y years.' },
        {
          symbol: tex`P`,
          meaning: `The yearly investment, ${format.money(PPF_RULES.minYearlyDeposit)} to ${format.money(PPF_RULES.maxYearlyDeposit)}.`,
        },
        { symbol: tex`r`, meaning: 'Annual interest rate as a decimal (7.1% is 0.071).' },
        { symbol: tex`Y`, meaning: `Time period in whole years: ${PPF_RULES.maturityYears} to ${PPF_RULES.maxYears}.` },
        { symbol: tex`B_y`, meaning: 'Balance at the end of year y (the yearly breakdown’s End of Year Balance).' },
      ]}
      conventions={[
        'Each year’s deposit is made at the start of the financial year, by 5 April, so it earns interest for the whole year.',
        'Interest is worked out monthly on the lowest balance between the 5th and the month’s end, and added once, on 31 March: with the deposit made by 5 April this is yearly compounding at the full rate.',
        `The rate stays the same for the whole period. It is ${PPF_RULES.interestRate}% a year, unchanged every quarter since ${longDate(PPF_RULES.rateAppliesFrom)}; the government reviews it each quarter.`,
        `Limits: ${format.money(PPF_RULES.minYearlyDeposit)} to ${format.money(PPF_RULES.maxYearlyDeposit)} a financial year; ${PPF_RULES.maturityYears} years, then extensions of ${PPF_RULES.extensionBlockYears} years, as in force since ${longDate(PPF_RULES.limitsApplyFrom)} (source: ${PPF_RULES.source}).`,
        'Amounts are in Indian rupees whatever the currency chosen in the header: the scheme is Indian law, written in rupees.',
      ]}
      example={ppfExample(PPF_EXAMPLE_INPUTS, format)}
      faqs={[
        {
          q: 'Is PPF tax-free?',
          a: `The interest and the maturity amount are tax-free. Deposits up to ${format.money(PPF_RULES.maxYearlyDeposit)} a year can also be deducted under Section 80C if you file under the old tax regime.`,
        },
        {
          q: 'Why deposit before 5 April?',
          a: 'Interest for a month is paid on the lowest balance between the 5th and the month’s end. A deposit made by 5 April earns interest for all twelve months; one made later in the year earns for fewer, and the maturity amount is lower than shown here.',
        },
        {
          q: 'Can I continue after 15 years?',
          a: 'Yes. Within a year of maturity you can extend the account in blocks of 5 years, with or without new deposits. Enter 20, 25 or more years to see the effect of continuing to deposit.',
        },
        {
          q: 'Can I take money out before maturity?',
          a: 'Partial withdrawals are allowed from the seventh financial year, and loans against the balance in the earlier years, within limits set by the scheme.',
        },
      ]}
      related={['fd-calculator', 'rd-calculator', 'compound-interest-calculator', 'sip-calculator']}
    />
  );
}
