/*
 * The Stock Average Calculator's "How it is calculated" section: stock-average-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './stock-average-explanation.md';
import { explanation } from '../../explanations/explanation';
import type { ExampleFormat } from '../../explanations/example-format';
import { calculateStockAverage } from './stock-average';
import { stockAverageExample, STOCK_AVERAGE_EXAMPLE_INPUTS } from './stock-average-example';

/** Shares to buy at the current price for an average of `target` (strictly between the two prices). */
export function sharesForTarget(quantity: number, average: number, current: number, target: number): number {
  return (quantity * (average - target)) / (target - current);
}

/** The question on a target average, worked on the example's holding and fed back through the calculator's function. */
function targetValues(f: ExampleFormat) {
  const { purchases, currentPrice } = STOCK_AVERAGE_EXAMPLE_INPUTS;
  const held = calculateStockAverage(purchases);
  // Halfway between today's price and the average: a target the example can reach.
  const target = (held.averagePrice + currentPrice) / 2;
  const toBuy = Math.ceil(sharesForTarget(held.totalQuantity, held.averagePrice, currentPrice, target));
  const after = calculateStockAverage([...purchases, { quantity: toBuy, price: currentPrice }]);
  return {
    heldQuantity: held.totalQuantity,
    heldAverage: f.money(held.averagePrice),
    currentPrice: f.money(currentPrice),
    target: f.money(target),
    toBuy,
    newAverage: f.money(after.averagePrice),
  };
}

export default explanation(content, {
  example: (f) => stockAverageExample(STOCK_AVERAGE_EXAMPLE_INPUTS, f),
  values: targetValues,
});
