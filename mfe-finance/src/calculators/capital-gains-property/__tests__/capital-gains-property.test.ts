import { isoDateDays } from '@calc/shared';
import { calculateCapitalGainsProperty, isLongTerm, SELLER, type CapitalGainsPropertyInputs } from '../capital-gains-property';
import { costInflationIndex, financialYearOf } from '../../../rules/india/cost-inflation-index';
import { capitalGainsPropertyDefinition } from '../capital-gains-property-definition';

/*
 * Reference values by a different route: the anchor worked in whole paise with integers (BigInt), rounding
 * half up only at the end, where the calculator works in floating point; the indices looked up by the financial
 * year written out by hand ("FY 2010-11" is 2010), not by the date arithmetic.
 */
const paise = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (denominator * 2n)) / 100;

const base: CapitalGainsPropertyInputs = {
  purchasePrice: 3000000,
  purchaseDate: isoDateDays('2010-06-15'),
  salePrice: 10000000,
  saleDate: isoDateDays('2025-06-15'),
  transferExpenses: 0,
  seller: SELLER.residentIndividual,
  taxSlab: 30,
  section54: 0,
  section54EC: 0,
};

describe('the Cost Inflation Index', () => {
  it('FY 2001-02 = 100, FY 2010-11 = 167, FY 2025-26 = 376; a year starts on 1 April', () => {
    expect(costInflationIndex(2001)).toBe(100);
    expect(costInflationIndex(2010)).toBe(167);
    expect(costInflationIndex(2025)).toBe(376);
    expect(costInflationIndex(1995)).toBe(100);
    expect(costInflationIndex(2026)).toBeNull();
    expect(financialYearOf(isoDateDays('2011-03-31'))).toBe(2010);
    expect(financialYearOf(isoDateDays('2011-04-01'))).toBe(2011);
  });
});

describe('calculateCapitalGainsProperty', () => {
  it('the issue’s anchor: indexed cost 67,54,491.02, tax 6,49,101.80 (6,75,065.87 with cess) against 8,75,000', () => {
    const r = calculateCapitalGainsProperty(base);
    // 30,00,000.00 × 376 / 167 in paise.
    const indexedCost = paise(300000000n * 376n, 167n);
    expect(indexedCost).toBe(6754491.02);
    expect(r.withIndexation!.costOfAcquisition).toBeCloseTo(indexedCost, 2);
    // 20% of (1,00,00,000 − 30,00,000 × 376/167) = (1,000,000,000 × 167 − 300,000,000 × 376) × 20 / (167 × 100) paise.
    const taxPaise = (1000000000n * 167n - 300000000n * 376n) * 20n;
    expect(paise(taxPaise, 167n * 100n)).toBe(649101.8);
    expect(r.withIndexation!.tax).toBeCloseTo(649101.8, 2);
    expect(paise(taxPaise * 104n, 167n * 100n * 100n)).toBe(675065.87);
    expect(r.withIndexation!.taxWithCess).toBeCloseTo(675065.87, 2);
    expect(r.withoutIndexation.tax).toBe(875000);
    expect(r.applied).toBe('indexation');
    expect(r.taxPayable).toBeCloseTo(675065.87, 2);
    expect(r.longTerm).toBe(true);
    expect(r.heldMonths).toBe(180);
  });

  it('24 months is short-term, a day more is long-term (and 29 February counts to 28 February)', () => {
    expect(isLongTerm(isoDateDays('2022-01-15'), isoDateDays('2024-01-15'))).toBe(false);
    expect(isLongTerm(isoDateDays('2022-01-15'), isoDateDays('2024-01-16'))).toBe(true);
    expect(isLongTerm(isoDateDays('2024-02-29'), isoDateDays('2026-02-28'))).toBe(false);
    expect(isLongTerm(isoDateDays('2024-02-29'), isoDateDays('2026-03-01'))).toBe(true);
  });

  it('a short-term gain at the slab, with cess; no exemptions', () => {
    const r = calculateCapitalGainsProperty({
      ...base,
      purchaseDate: isoDateDays('2024-01-10'),
      saleDate: isoDateDays('2025-12-10'),
      purchasePrice: 8000000,
      transferExpenses: 100000,
      section54: 500000,
    });
    expect(r.longTerm).toBe(false);
    expect(r.withIndexation).toBeNull();
    // (1,00,00,000 − 1,00,000 − 80,00,000) × 30% = 5,70,000; with cess 5,92,800.
    expect(r.withoutIndexation.tax).toBeCloseTo(570000, 6);
    expect(r.taxPayable).toBeCloseTo(592800, 6);
  });

  it('no indexation for a non-resident, or a property acquired from 23 July 2024', () => {
    expect(calculateCapitalGainsProperty({ ...base, seller: SELLER.other }).noIndexation).toBe('seller');
    const r = calculateCapitalGainsProperty({ ...base, seller: SELLER.other });
    expect(r.taxPayable).toBeCloseTo(875000 * 1.04, 6);
    const late = calculateCapitalGainsProperty({
      ...base,
      purchaseDate: isoDateDays('2024-07-23'),
      saleDate: isoDateDays('2026-08-01'),
    });
    expect(late.noIndexation).toBe('acquired-after');
    const unindexed = calculateCapitalGainsProperty({ ...base, saleDate: isoDateDays('2026-05-01') });
    expect(unindexed.noIndexation).toBe('no-index');
    expect(unindexed.withIndexation).toBeNull();
  });

  it('improvements indexed at their own year; those before 1 April 2001 left out', () => {
    const r = calculateCapitalGainsProperty({ ...base, purchaseDate: isoDateDays('1999-05-01') }, [
      { date: '2000-01-01', amount: 100000 },
      { date: '2015-08-01', amount: 500000 },
    ]);
    // FY 2015-16 is 254: 5,00,000 × 376 / 254.
    expect(r.withIndexation!.costOfImprovement).toBeCloseTo((500000 * 376) / 254, 6);
    expect(r.withoutIndexation.costOfImprovement).toBe(500000);
    // Bought before 2001: the cost at 100.
    expect(r.withIndexation!.costOfAcquisition).toBeCloseTo(3000000 * 3.76, 6);
    expect(r.costs.map((row) => row.item)).toEqual([
      'Purchase (fair market value on 1 April 2001)',
      'Improvement 1 (before 1 April 2001: not counted)',
      'Improvement 2',
      'Sale',
    ]);
  });

  it('exemptions reduce each option’s gain, within their caps', () => {
    const r = calculateCapitalGainsProperty({ ...base, section54EC: 6000000, section54: 1000000 });
    // Without indexation: 70,00,000 − 10,00,000 − 50,00,000 (the 54EC cap) = 10,00,000 at 12.5%.
    expect(r.withoutIndexation.exemption54EC).toBe(5000000);
    expect(r.withoutIndexation.tax).toBeCloseTo(125000, 6);
    // With indexation the gain (32,45,508.98) is all exempt.
    expect(r.withIndexation!.taxableGain).toBeCloseTo(0, 6);
    expect(r.taxPayable).toBe(0);
  });

  it('a loss pays nothing and nothing is NaN', () => {
    const r = calculateCapitalGainsProperty({ ...base, salePrice: 2000000 });
    expect(r.withoutIndexation.capitalGain).toBe(-1000000);
    expect(r.taxPayable).toBe(0);
    expect(Number.isFinite(calculateCapitalGainsProperty({ ...base, salePrice: 1e12, purchasePrice: 1e12 }).taxPayable)).toBe(
      true,
    );
  });
});

describe('capitalGainsPropertyDefinition', () => {
  it('the issue’s labels', () => {
    expect(capitalGainsPropertyDefinition.fields.map((f) => f.label).slice(0, 5)).toEqual([
      'Purchase Price',
      'Purchase Date',
      'Sale Price',
      'Sale Date',
      'Transfer Expenses',
    ]);
    expect(capitalGainsPropertyDefinition.rowList?.label).toBe('Improvement Costs');
  });

  it('refuses a sale before 23 July 2024, a purchase after the sale, an improvement outside the holding', () => {
    const validate = capitalGainsPropertyDefinition.validate!;
    expect(validate({ ...base, saleDate: isoDateDays('2024-07-22') }).saleDate).toBe(
      'Enter a sale on or after 23 July 2024: the calculator has the rules in force since then.',
    );
    expect(validate({ ...base, purchaseDate: base.saleDate }).purchaseDate).toBe('Enter a purchase date before the sale date.');
    const withRow = { ...base, 'date.1': '2009-01-01', 'amount.1': 1000 } as unknown as typeof base;
    expect((validate(withRow) as Record<string, string>)['date.1']).toBe('Enter a date between the purchase and the sale.');
    expect(validate(base)).toEqual({});
  });
});
