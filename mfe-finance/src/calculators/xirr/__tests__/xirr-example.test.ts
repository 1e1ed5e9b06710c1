import { xirrExample, XIRR_EXAMPLE_INPUTS } from '../xirr-example';
import type { ExampleFormat } from '../../../explanations/example-format';

const f: ExampleFormat = { money: (amount) => `¤${amount.toFixed(2)}`, percent: (value) => `${value.toFixed(6)}%` };

describe('XIRR worked example', () => {
  it('is Microsoft’s example: 37.336253 % (Microsoft shows 37.3362535 %, rounded)', () => {
    const example = xirrExample(XIRR_EXAMPLE_INPUTS, f);
    expect(example.rows.filter((row) => row.emphasis)).toEqual([{ label: 'XIRR', value: '37.336253%', emphasis: true }]);
    expect(example.rows.find((row) => row.label === 'Invested')?.value).toBe('¤10000.00');
    expect(example.rows.find((row) => row.label === 'Days from 2008-01-01 to 2009-04-01')?.value).toBe('456');
    expect(example.description).toContain('¤-10000.00 on 2008-01-01');
  });
  it('says why when there is no rate', () => {
    const example = xirrExample([XIRR_EXAMPLE_INPUTS[0], { ...XIRR_EXAMPLE_INPUTS[1], amount: -1 }], f);
    expect(example.rows).toEqual([expect.objectContaining({ label: 'XIRR', value: expect.stringContaining('XIRR needs') })]);
  });
});
