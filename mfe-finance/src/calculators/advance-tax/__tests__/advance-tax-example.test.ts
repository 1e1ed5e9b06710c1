import { advanceTaxExample, ADVANCE_TAX_EXAMPLE_INPUTS } from '../advance-tax-example';
import type { ExampleFormat } from '../../../explanations/example-format';

const f: ExampleFormat = { money: (amount) => `¤${amount.toFixed(2)}`, percent: (value) => `${value.toFixed(2)}%` };

describe('advance tax worked example', () => {
  it('worked by hand', () => {
    const example = advanceTaxExample(ADVANCE_TAX_EXAMPLE_INPUTS, f);
    const row = (label: string) => example.rows.find((r) => r.label.startsWith(label))?.value;
    // Income 20,00,000 − 75,000 = 19,25,000: 20,000 + 40,000 + 60,000 + 65,000 = 1,85,000; + 4 % = 1,92,400.
    expect(row('Taxable income')).toBe('¤1925000.00');
    expect(row('Tax for the year')).toBe('¤192400.00');
    // Less 1,20,000 of TDS: 72,400, in instalments of 15, 30, 30 and 25 %.
    expect(row('Tax after TDS/TCS')).toBe('¤72400.00');
    expect(row('By 15 June 2025: 15.00% in all, ¤10860.00')).toBe('¤10860.00');
    expect(row('By 15 September 2025: 45.00% in all, ¤32580.00')).toBe('¤21720.00');
    expect(row('By 15 December 2025: 75.00% in all, ¤54300.00')).toBe('¤21720.00');
    expect(row('By 15 March 2026: 100.00% in all, ¤72400.00')).toBe('¤18100.00');
    expect(example.rows.filter((r) => r.emphasis)).toEqual([
      { label: 'Advance tax for the year', value: '¤72400.00', emphasis: true },
    ]);
  });
  it('follows its inputs: enough TDS leaves nothing to pay in advance', () => {
    const example = advanceTaxExample({ ...ADVANCE_TAX_EXAMPLE_INPUTS, tdsDeducted: 190000 }, f);
    expect(example.rows.some((r) => r.label.startsWith('By '))).toBe(false);
    expect(example.rows.at(-1)?.value).toBe('¤0.00');
  });
});
