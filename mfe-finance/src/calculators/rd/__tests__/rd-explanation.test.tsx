import { describeExplanation } from '../../../../../test-support/explanation-checks';
import RdExplanation from '../rd-explanation';
import { rdExample, RD_EXAMPLE_INPUTS } from '../rd-example';

const f = { money: (amount: number) => `¤${amount.toFixed(6)}`, percent: (value: number) => `${value.toFixed(6)}%` };

describe('RD worked example', () => {
  const example = rdExample(RD_EXAMPLE_INPUTS, f);
  const row = (label: string) => example.rows.find((item) => item.label === label)?.value;

  it('is the IBA’s: 5,000 a month for 18 months at 7.5 %, 95,502.35', () => {
    expect(Number(row('Maturity amount')?.slice(1)).toFixed(2)).toBe('95502.35');
    expect(row('Total deposited')).toBe(f.money(90000));
  });

  it('the first instalment grows for 6 quarters, the last for a third of one', () => {
    expect(Number(row('The first instalment, in for 18 months, grows to')?.slice(1))).toBeCloseTo(5000 * 1.01875 ** 6, 5);
    expect(Number(row('The last instalment, in for 1 month, grows to')?.slice(1))).toBeCloseTo(5000 * 1.01875 ** (1 / 3), 5);
  });

  it('changes with its inputs', () => {
    const other = rdExample({ ...RD_EXAMPLE_INPUTS, tenure: 6 }, f);
    let expected = 0;
    for (let k = 1; k <= 6; k++) expected += 5000 * 1.01875 ** ((6 - k + 1) / 3);
    expect(Number(other.rows.find((item) => item.emphasis)?.value.slice(1))).toBeCloseTo(expected, 5);
    expect(other.rows.map((item) => item.label)).toContain('The first instalment, in for 6 months, grows to');
  });
});

describeExplanation({
  path: 'rd-calculator',
  Explanation: RdExplanation,
  build: (format) => rdExample(RD_EXAMPLE_INPUTS, format),
});
