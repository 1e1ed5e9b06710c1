import { stockAverageExample, STOCK_AVERAGE_EXAMPLE_INPUTS } from '../stock-average-example';
import type { ExampleFormat } from '../../../explanations/example-format';

const f: ExampleFormat = { money: (amount) => `¤${amount.toFixed(2)}`, percent: (value) => `${value.toFixed(4)}%` };

describe('stock average worked example', () => {
  it('worked by hand', () => {
    const example = stockAverageExample(STOCK_AVERAGE_EXAMPLE_INPUTS, f);
    expect(example.rows.map((row) => row.value)).toEqual([
      '¤15000.00', // 10 × 1,500
      '¤24000.00', // 20 × 1,200
      '¤15000.00', // 15 × 1,000
      '¤54000.00',
      '¤1200.00', // 54,000 / 45
      '¤49500.00', // 45 × 1,100
      '¤-4500.00',
      '-8.3333%', // −4,500 / 54,000
    ]);
    expect(example.rows.filter((row) => row.emphasis).map((row) => row.label)).toEqual(['Average price']);
  });
});
