import { describeExplanation } from '../../../../../test-support/explanation-checks';
import PpfExplanation from '../ppf-explanation';
import { ppfExample, PPF_EXAMPLE_INPUTS } from '../ppf-example';

const f = { money: (amount: number) => `¤${amount.toFixed(6)}`, percent: (value: number) => `${value.toFixed(6)}%` };
const annuityDue = (p: number, r: number, years: number) => (p * (1 + r) * ((1 + r) ** years - 1)) / r;

describe('PPF worked example', () => {
  it('is the scheme’s most: 1,50,000 a year for 15 years at 7.1 %, 40,68,209.22', () => {
    expect(PPF_EXAMPLE_INPUTS).toEqual({ yearlyInvestment: 150000, annualRate: 7.1, timePeriod: 15 });
    const example = ppfExample(PPF_EXAMPLE_INPUTS, f);
    const row = (label: string) => example.rows.find((item) => item.label === label)?.value;
    expect(Number(row('Maturity amount after 15 years')?.slice(1)).toFixed(2)).toBe('4068209.22');
    expect(Number(row('Interest earned in year 1')?.slice(1))).toBeCloseTo(10650, 6);
    const year15 = annuityDue(150000, 0.071, 15) - annuityDue(150000, 0.071, 14) - 150000;
    expect(Number(row('Interest earned in year 15')?.slice(1))).toBeCloseTo(year15, 5);
    expect(row('Total invested')).toBe(f.money(2250000));
  });

  it('changes with its inputs', () => {
    const other = ppfExample({ ...PPF_EXAMPLE_INPUTS, yearlyInvestment: 500, timePeriod: 20 }, f);
    expect(Number(other.rows.find((item) => item.emphasis)?.value.slice(1))).toBeCloseTo(annuityDue(500, 0.071, 20), 6);
  });
});

// Indian rules in rupees: the worked example stays in ₹ whatever the header's currency.
describeExplanation({
  path: 'ppf-calculator',
  Explanation: PpfExplanation,
  build: (format) => ppfExample(PPF_EXAMPLE_INPUTS, format),
  fixedCurrency: 'INR',
});
