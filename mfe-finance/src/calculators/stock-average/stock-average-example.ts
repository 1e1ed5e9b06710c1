/*
 * The Stock Average Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateStockAverage, type Purchase } from './stock-average';
import type { ExampleFormat } from '../../explanations/example-format';

export interface StockAverageExampleInputs {
  purchases: Purchase[];
  currentPrice: number;
}

/** Three purchases as the price falls (averaging down), and today's price a little below the average. */
export const STOCK_AVERAGE_EXAMPLE_INPUTS: StockAverageExampleInputs = {
  purchases: [
    { quantity: 10, price: 1500 },
    { quantity: 20, price: 1200 },
    { quantity: 15, price: 1000 },
  ],
  currentPrice: 1100,
};

/** The worked example, every figure from calculateStockAverage, the function the calculator runs. */
export function stockAverageExample(inputs: StockAverageExampleInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateStockAverage(inputs.purchases, inputs.currentPrice);
  const m = f.money;
  const list = inputs.purchases.map((p) => `${p.quantity} at ${m(p.price)}`).join(', ');
  return {
    description: `Shares bought in ${inputs.purchases.length} purchases: ${list}; the price today is ${m(inputs.currentPrice)}.`,
    rows: [
      ...r.lines.map((line) => ({ label: `Purchase ${line.number}: ${line.quantity} × ${m(line.price)}`, value: m(line.cost) })),
      { label: `Total invested, for ${r.totalQuantity} shares`, value: m(r.totalInvested) },
      { label: 'Average price', value: m(r.averagePrice), emphasis: true },
      { label: `Current value, ${r.totalQuantity} × ${m(r.currentPrice)}`, value: m(r.currentValue) },
      { label: 'Gain/Loss', value: m(r.gain) },
      { label: 'Gain/Loss (%)', value: f.percent(r.gainPercent) },
    ],
  };
}
