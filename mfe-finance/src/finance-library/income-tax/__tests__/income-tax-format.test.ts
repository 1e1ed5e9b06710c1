import { slabRange, wholeRupees } from '../income-tax-format';

it('whole rupees in Indian grouping, as en-IN writes them', () => {
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  for (const amount of [0, 7, 500, 1000, 75000, 150000, 1200000, 24000000, 500000000, 123456789012])
    expect(wholeRupees(amount)).toBe(intl.format(amount));
  expect(wholeRupees(-2500)).toBe('−₹2,500');
});

it('slab ranges', () => {
  expect(slabRange({ from: 400000, upTo: 800000 })).toBe('₹4,00,000 to ₹8,00,000');
  expect(slabRange({ from: 2400000, upTo: null })).toBe('Above ₹24,00,000');
});
