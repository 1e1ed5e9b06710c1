/**
 * The average price of shares bought in several purchases: pure maths, no UI.
 *
 *   Q = Σ q_k,   I = Σ q_k × p_k,   average price = I / Q
 *   with a current price P:  value V = Q × P,  gain G = V − I,  G% = G / I × 100
 * Every purchase counts at its price per share; brokerage, taxes and charges are left out (a broker adds them to
 * the price when it shows an average). Rows without a positive quantity are ignored.
 */

import { finite, num } from '../../finance-library/number-guards';

export interface Purchase {
  quantity: number;
  price: number;
}

/** One purchase and the holding just after it (the report's line). */
export interface PurchaseLine extends Purchase {
  /** Numbered from 1, as the rows are. */
  number: number;
  /** Quantity × price. */
  cost: number;
  totalQuantity: number;
  totalInvested: number;
  averagePrice: number;
}

export interface StockAverageResult {
  averagePrice: number;
  totalQuantity: number;
  totalInvested: number;
  /** Whether a current price (above 0) was given: the last three figures mean nothing without it. */
  hasCurrentPrice: boolean;
  currentPrice: number;
  currentValue: number;
  gain: number;
  /** Gain as a percent of the amount invested (0 when nothing was invested, as with bonus shares alone). */
  gainPercent: number;
  lines: PurchaseLine[];
}

export const EMPTY_STOCK_AVERAGE: StockAverageResult = {
  averagePrice: 0,
  totalQuantity: 0,
  totalInvested: 0,
  hasCurrentPrice: false,
  currentPrice: 0,
  currentValue: 0,
  gain: 0,
  gainPercent: 0,
  lines: [],
};

export function calculateStockAverage(purchases: Purchase[], currentPrice = 0): StockAverageResult {
  const lines: PurchaseLine[] = [];
  let totalQuantity = 0;
  let totalInvested = 0;
  purchases.forEach((purchase, index) => {
    const quantity = num(purchase.quantity);
    if (quantity <= 0) return;
    // A price of 0 is a bonus share: it adds to the quantity and lowers the average.
    const price = Math.max(0, num(purchase.price));
    const cost = quantity * price;
    totalQuantity += quantity;
    totalInvested += cost;
    lines.push({
      number: index + 1,
      quantity,
      price,
      cost: finite(cost),
      totalQuantity: finite(totalQuantity),
      totalInvested: finite(totalInvested),
      averagePrice: finite(totalInvested / totalQuantity),
    });
  });
  if (totalQuantity === 0) return EMPTY_STOCK_AVERAGE;
  const price = Math.max(0, num(currentPrice));
  const hasCurrentPrice = price > 0;
  const currentValue = hasCurrentPrice ? totalQuantity * price : 0;
  const gain = hasCurrentPrice ? currentValue - totalInvested : 0;
  return {
    averagePrice: finite(totalInvested / totalQuantity),
    totalQuantity: finite(totalQuantity),
    totalInvested: finite(totalInvested),
    hasCurrentPrice,
    currentPrice: price,
    currentValue: finite(currentValue),
    gain: finite(gain),
    gainPercent: hasCurrentPrice && totalInvested > 0 ? finite((gain / totalInvested) * 100) : 0,
    lines,
  };
}
