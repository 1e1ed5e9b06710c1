import { describeExplanation } from '../../../../../test-support/explanation-checks';
import SimpleInterestExplanation from '../simple-interest-explanation';
import { simpleInterestExample, SIMPLE_INTEREST_EXAMPLE_INPUTS } from '../simple-interest-example';

const f = { money: (amount: number) => `¤${amount.toFixed(6)}`, percent: (value: number) => `${value.toFixed(6)}%` };

describe('simple interest worked example', () => {
  it('50,000 at 8 % for 3 years: 4,000 a year, 12,000, 62,000 (by hand)', () => {
    expect(SIMPLE_INTEREST_EXAMPLE_INPUTS).toEqual({ principal: 50000, annualRate: 8, timePeriod: 3 });
    expect(simpleInterestExample(SIMPLE_INTEREST_EXAMPLE_INPUTS, f).rows).toEqual([
      { label: 'Interest each year', value: f.money(4000) },
      { label: 'Interest over 3 years', value: f.money(12000), emphasis: true },
      { label: 'Total amount', value: f.money(62000) },
    ]);
  });

  it('changes with its inputs', () => {
    const other = simpleInterestExample({ principal: 1000, annualRate: 5, timePeriod: 1 }, f);
    expect(other.rows.map((item) => item.value)).toEqual([f.money(50), f.money(50), f.money(1050)]);
    expect(other.rows[1].label).toBe('Interest over 1 year');
  });
});

describeExplanation({
  path: 'simple-interest-calculator',
  Explanation: SimpleInterestExplanation,
  build: (format) => simpleInterestExample(SIMPLE_INTEREST_EXAMPLE_INPUTS, format),
});
