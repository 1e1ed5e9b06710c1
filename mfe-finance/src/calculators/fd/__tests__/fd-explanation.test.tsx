import { describeExplanation } from '../../../../../test-support/explanation-checks';
import FdExplanation from '../fd-explanation';
import { fdExample, FD_EXAMPLE_INPUTS } from '../fd-example';

const f = { money: (amount: number) => `¤${amount.toFixed(6)}`, percent: (value: number) => `${value.toFixed(6)}%` };
const row = (label: string) => fdExample(FD_EXAMPLE_INPUTS, f).rows.find((item) => item.label === label)?.value;

describe('FD worked example', () => {
  it('is the issue’s deposit: 1,00,000 at 7 % quarterly for 5 years, 1.0175^20 of it', () => {
    const example = fdExample(FD_EXAMPLE_INPUTS, f);
    expect(row('Maturity amount after 5 years')).toBe(f.money(100000 * 1.0175 ** 20));
    expect(example.rows.filter((item) => item.emphasis).map((item) => item.value)).toEqual([f.money(100000 * 1.0175 ** 20)]);
    expect(row('Interest earned in year 1')).toBe(f.money(100000 * 1.0175 ** 4 - 100000));
    expect(row('Total interest')).toBe(f.money(100000 * 1.0175 ** 20 - 100000));
    expect(row('Effective annual yield')).toBe(f.percent((1.0175 ** 4 - 1) * 100));
    expect(row('The same deposit compounded yearly')).toBe(f.money(100000 * 1.07 ** 5));
    expect(example.description).toContain('compounded quarterly');
  });

  it('changes with its inputs', () => {
    const other = fdExample({ ...FD_EXAMPLE_INPUTS, compounding: 12, tenure: 3 }, f);
    expect(other.rows.find((item) => item.label === 'Maturity amount after 3 years')?.value).toBe(
      f.money(100000 * (1 + 0.07 / 12) ** 36),
    );
    expect(other.description).toContain('compounded monthly');
  });
});

describeExplanation({
  path: 'fd-calculator',
  Explanation: FdExplanation,
  build: (format) => fdExample(FD_EXAMPLE_INPUTS, format),
});
