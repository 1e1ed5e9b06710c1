/* The stock average against figures worked by hand: Σ q p / Σ q, and the holding's value at a current price. */
import { calculateStockAverage, EMPTY_STOCK_AVERAGE } from '../stock-average';

const ANCHOR = [
  { quantity: 10, price: 1500 },
  { quantity: 20, price: 1200 },
  { quantity: 15, price: 1000 },
];

describe('calculateStockAverage', () => {
  it('10 at 1,500, 20 at 1,200 and 15 at 1,000: 45 shares, 54,000 invested, average 1,200', () => {
    // 15,000 + 24,000 + 15,000 = 54,000 over 45 shares.
    const r = calculateStockAverage(ANCHOR);
    expect(r).toMatchObject({ totalQuantity: 45, totalInvested: 54000, averagePrice: 1200, hasCurrentPrice: false });
    expect([r.currentValue, r.gain, r.gainPercent]).toEqual([0, 0, 0]);
  });

  it('the holding after each purchase', () => {
    const { lines } = calculateStockAverage(ANCHOR);
    expect(lines.map((l) => [l.number, l.cost, l.totalQuantity, l.totalInvested])).toEqual([
      [1, 15000, 10, 15000],
      [2, 24000, 30, 39000],
      [3, 15000, 45, 54000],
    ]);
    // 39,000 / 30 = 1,300 after the second purchase.
    expect(lines.map((l) => l.averagePrice)).toEqual([1500, 1300, 1200]);
  });

  it('at a current price of 1,100: worth 49,500, a loss of 4,500 or 8⅓ %', () => {
    const r = calculateStockAverage(ANCHOR, 1100);
    expect(r).toMatchObject({ hasCurrentPrice: true, currentValue: 49500, gain: -4500 });
    expect(r.gainPercent).toBeCloseTo(-100 / 12, 12);
  });

  it('a gain: 50 at 200 and 50 at 300, worth 350 each now: +40 %', () => {
    // Invested 25,000; worth 35,000; gain 10,000 = 40 %.
    const r = calculateStockAverage(
      [
        { quantity: 50, price: 200 },
        { quantity: 50, price: 300 },
      ],
      350,
    );
    expect(r).toMatchObject({ averagePrice: 250, currentValue: 35000, gain: 10000, gainPercent: 40 });
  });

  it('prices in paise: 3 at 10.10 and 7 at 10.20 average 10.17', () => {
    // 30.30 + 71.40 = 101.70 over 10.
    const r = calculateStockAverage([
      { quantity: 3, price: 10.1 },
      { quantity: 7, price: 10.2 },
    ]);
    expect(r.totalInvested).toBeCloseTo(101.7, 10);
    expect(r.averagePrice).toBeCloseTo(10.17, 10);
  });

  it('bonus shares (price 0) halve the average of a 1:1 bonus', () => {
    const r = calculateStockAverage(
      [
        { quantity: 100, price: 500 },
        { quantity: 100, price: 0 },
      ],
      300,
    );
    // 50,000 over 200 shares = 250; worth 60,000, +10,000 = +20 %.
    expect(r).toMatchObject({ averagePrice: 250, totalQuantity: 200, currentValue: 60000, gain: 10000, gainPercent: 20 });
  });

  it('nothing invested (bonus shares alone): no percent, never NaN', () => {
    const r = calculateStockAverage([{ quantity: 10, price: 0 }], 50);
    expect(r).toMatchObject({ averagePrice: 0, totalInvested: 0, currentValue: 500, gain: 500, gainPercent: 0 });
  });

  it('rows without a positive quantity are left out, and no rows give the empty result', () => {
    const r = calculateStockAverage([{ quantity: 0, price: 999 }, ...ANCHOR, { quantity: NaN, price: 1 }]);
    expect(r.averagePrice).toBe(1200);
    expect(r.lines.map((l) => l.number)).toEqual([2, 3, 4]);
    expect(calculateStockAverage([])).toBe(EMPTY_STOCK_AVERAGE);
    expect(calculateStockAverage([{ quantity: -5, price: 10 }], 10)).toBe(EMPTY_STOCK_AVERAGE);
  });
});
