import { AMOUNT_IS, calculateGst } from '../gst';
import { GST_QUICK_CHOICES, GST_RATES } from '../gst-rates';

// Expectations worked by hand: exclusive GST adds rate % of the amount, inclusive GST is rate / (100 + rate) of it.
describe('calculateGst', () => {
  it('1,000 before 18 % GST: 180 of GST (90 + 90), 1,180 in all', () => {
    const r = calculateGst({ amount: 1000, gstRate: 18, amountIs: AMOUNT_IS.beforeGst });
    expect(r).toEqual({ netAmount: 1000, gstAmount: 180, cgst: 90, sgst: 90, totalAmount: 1180 });
  });

  it('1,180 including 18 % GST: net 1,000 and 180 of GST', () => {
    const r = calculateGst({ amount: 1180, gstRate: 18, amountIs: AMOUNT_IS.includingGst });
    expect(r.netAmount).toBeCloseTo(1000, 10);
    expect(r.gstAmount).toBeCloseTo(180, 10);
    expect(r.cgst).toBeCloseTo(90, 10);
    expect(r.totalAmount).toBe(1180);
  });

  it('including GST to the paisa: 999 at 5 % is 951.43 + 47.57', () => {
    const r = calculateGst({ amount: 999, gstRate: 5, amountIs: AMOUNT_IS.includingGst });
    expect(r.netAmount).toBeCloseTo(999 / 1.05, 10); // 951.428571…
    expect(r.netAmount.toFixed(2)).toBe('951.43');
    expect(r.gstAmount.toFixed(2)).toBe('47.57');
    expect(r.netAmount + r.gstAmount).toBeCloseTo(999, 10);
  });

  it('40 % and 3 % before GST; CGST and SGST are equal halves', () => {
    const luxury = calculateGst({ amount: 250000, gstRate: 40, amountIs: AMOUNT_IS.beforeGst });
    expect(luxury.gstAmount).toBe(100000);
    expect(luxury.totalAmount).toBe(350000);
    const gold = calculateGst({ amount: 75250.5, gstRate: 3, amountIs: AMOUNT_IS.beforeGst });
    expect(gold.gstAmount).toBeCloseTo(2257.515, 9);
    expect(gold.cgst + gold.sgst).toBeCloseTo(gold.gstAmount, 12);
  });

  it('going there and back: the total of an exclusive amount, taken as inclusive, gives the amount back', () => {
    for (const rate of [0.25, 3, 5, 12.5, 18, 28, 40]) {
      const forward = calculateGst({ amount: 12345.67, gstRate: rate, amountIs: AMOUNT_IS.beforeGst });
      const back = calculateGst({ amount: forward.totalAmount, gstRate: rate, amountIs: AMOUNT_IS.includingGst });
      expect(back.netAmount).toBeCloseTo(12345.67, 8);
      expect(back.gstAmount).toBeCloseTo(forward.gstAmount, 8);
    }
  });

  it('0 % changes nothing', () => {
    for (const amountIs of [AMOUNT_IS.beforeGst, AMOUNT_IS.includingGst]) {
      const r = calculateGst({ amount: 500, gstRate: 0, amountIs });
      expect(r.gstAmount).toBe(0);
      expect(r.netAmount).toBe(500);
      expect(r.totalAmount).toBe(500);
    }
  });
});

describe('GST_RATES', () => {
  it("the quick choices are the slabs, lowest first, the reform's 5 %, 18 % and 40 % among them", () => {
    expect(GST_QUICK_CHOICES).toEqual(GST_RATES.slabs.map((slab) => slab.rate));
    expect(GST_QUICK_CHOICES).toEqual([...GST_QUICK_CHOICES].sort((a, b) => a - b));
    expect(GST_QUICK_CHOICES).toEqual(expect.arrayContaining([5, 18, 40]));
  });
});
