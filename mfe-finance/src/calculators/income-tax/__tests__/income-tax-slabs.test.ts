import { slabRows } from '../income-tax-slabs';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 } from '../../../rules/india/income-tax-fy-2025-26';

describe('slabRows', () => {
  it('the old regime’s three ages as one table', () => {
    const { slabs } = INCOME_TAX_FY_2025_26.oldRegime;
    const rows = slabRows([slabs[AGE_GROUP.below60], slabs[AGE_GROUP.from60To79], slabs[AGE_GROUP.from80]]);
    expect(rows).toEqual([
      { from: 0, upTo: 250000, rates: [0, 0, 0] },
      { from: 250000, upTo: 300000, rates: [5, 0, 0] },
      { from: 300000, upTo: 500000, rates: [5, 5, 0] },
      { from: 500000, upTo: 1000000, rates: [20, 20, 20] },
      { from: 1000000, upTo: null, rates: [30, 30, 30] },
    ]);
  });
  it('one list is its own slabs', () => {
    const slabs = INCOME_TAX_FY_2025_26.newRegime.slabs[AGE_GROUP.below60];
    expect(slabRows([slabs])).toEqual(slabs.map((s) => ({ from: s.from, upTo: s.upTo, rates: [s.rate] })));
  });
});
