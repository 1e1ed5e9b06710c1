import { describeExplanation } from '../../../../../test-support/explanation-checks';
import CompoundInterestExplanation from '../compound-interest-explanation';
import { compoundInterestExample, COMPOUND_INTEREST_EXAMPLE_INPUTS } from '../compound-interest-example';

const f = { money: (amount: number) => `¤${amount.toFixed(6)}`, percent: (value: number) => `${value.toFixed(6)}%` };
const amount = (text: string | undefined) => Number(text?.slice(1));

describe('compound interest worked example', () => {
  it('1,00,000 at 8 % quarterly for 10 years with 2,000 a month: each part derived addition by addition', () => {
    expect(COMPOUND_INTEREST_EXAMPLE_INPUTS).toMatchObject({ principal: 100000, annualRate: 8, timePeriod: 10, compounding: 4 });
    const example = compoundInterestExample(COMPOUND_INTEREST_EXAMPLE_INPUTS, f);
    const row = (label: string) => example.rows.find((item) => item.label === label)?.value;
    const principal = 100000 * 1.02 ** 40;
    let additions = 0;
    for (let k = 1; k <= 120; k++) additions += 2000 * 1.02 ** ((4 * (120 - k)) / 12);
    expect(amount(row('The principal grows to'))).toBeCloseTo(principal, 5);
    expect(amount(row('The monthly additions grow to'))).toBeCloseTo(additions, 5);
    expect(amount(row('Total amount'))).toBeCloseTo(principal + additions, 5);
    expect(row('Total invested')).toBe(f.money(340000));
    // Simple interest: 1,00,000 x 8 % x 10, and 2,000 x 8 % x (0 + 1 + … + 119) / 12 on the additions.
    const simple = 80000 + (2000 * 0.08 * 7140) / 12;
    expect(amount(row('The same money at simple interest'))).toBeCloseTo(340000 + simple, 6);
    expect(amount(row('Extra earned by compounding'))).toBeCloseTo(principal + additions - 340000 - simple, 5);
  });

  it('without additions it says nothing of them', () => {
    const other = compoundInterestExample({ ...COMPOUND_INTEREST_EXAMPLE_INPUTS, monthlyAddition: 0, compounding: 1 }, f);
    expect(other.rows.map((item) => item.label)).not.toContain('The monthly additions grow to');
    expect(amount(other.rows.find((item) => item.emphasis)?.value)).toBeCloseTo(100000 * 1.08 ** 10, 6);
    expect(other.description).toContain('compounded yearly');
  });
});

describeExplanation({
  path: 'compound-interest-calculator',
  Explanation: CompoundInterestExplanation,
  build: (format) => compoundInterestExample(COMPOUND_INTEREST_EXAMPLE_INPUTS, format),
});
