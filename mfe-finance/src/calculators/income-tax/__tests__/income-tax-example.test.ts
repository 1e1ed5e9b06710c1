import { incomeTaxExample, INCOME_TAX_EXAMPLE_INPUTS } from '../income-tax-example';
import type { ExampleFormat } from '../../../explanations/example-format';

const f: ExampleFormat = { money: (amount) => `¤${amount.toFixed(6)}`, percent: (value) => `${value.toFixed(6)}%` };
const row = (label: string) => incomeTaxExample(INCOME_TAX_EXAMPLE_INPUTS, f).rows.find((r) => r.label === label)?.value;

describe('income tax worked example', () => {
  it('both regimes, worked by hand', () => {
    // Income 18,50,000. New: − 75,000 = 17,75,000; 20,000 + 40,000 + 60,000 + 1,75,000 × 20 % = 35,000 → 1,55,000;
    // cess 6,200 → 1,61,200.
    expect(row('New regime: taxable income')).toBe(f.money(1775000));
    expect(row('New regime: tax by slab')).toBe(f.money(155000));
    expect(row('New regime: total tax')).toBe(f.money(161200));
    // Old: − 50,000 − 1,80,000 (HRA) − 2,00,000 (24b) − 1,50,000 (80C) − 25,000 (80D) = 12,45,000;
    // 12,500 + 1,00,000 + 2,45,000 × 30 % = 73,500 → 1,86,000; cess 7,440 → 1,93,440.
    expect(row('Old regime: deductions')).toBe(f.money(605000));
    expect(row('Old regime: taxable income')).toBe(f.money(1245000));
    expect(row('Old regime: total tax')).toBe(f.money(193440));
    expect(row('New regime costs less by')).toBe(f.money(32240));
  });
  it('shows a rebate only where there is one, and follows its inputs', () => {
    const small = incomeTaxExample({ ...INCOME_TAX_EXAMPLE_INPUTS, grossSalary: 1000000, otherIncome: 0 }, f);
    // New: taxable 9,25,000, tax 32,500, all rebated.
    expect(small.rows.find((r) => r.label === 'New regime: 87A rebate')?.value).toBe(f.money(32500));
    expect(small.rows.find((r) => r.label === 'New regime: total tax')?.value).toBe(f.money(0));
    expect(incomeTaxExample(INCOME_TAX_EXAMPLE_INPUTS, f).rows.some((r) => r.label.includes('87A'))).toBe(false);
  });
});
