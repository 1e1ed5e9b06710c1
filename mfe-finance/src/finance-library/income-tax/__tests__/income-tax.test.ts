/*
 * Income tax, FY 2025-26, against figures worked by hand from the Finance Act's slabs (the working is in the
 * comments), never from the function's own output.
 */
import { calculateIncomeTax, taxUnderRegime, type IncomeTaxInputs } from '../income-tax';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 } from '../../../rules/india/income-tax-fy-2025-26';

const NONE: IncomeTaxInputs = {
  grossSalary: 0,
  otherIncome: 0,
  age: AGE_GROUP.below60,
  section80C: 0,
  section80D: 0,
  hraExemption: 0,
  homeLoanInterest: 0,
  otherDeductions: 0,
};
const salary = (grossSalary: number, extra: Partial<IncomeTaxInputs> = {}) => ({ ...NONE, grossSalary, ...extra });
/** Income with no standard deduction, so the taxable income is the amount itself. */
const other = (otherIncome: number, extra: Partial<IncomeTaxInputs> = {}) => ({ ...NONE, otherIncome, ...extra });

describe('the rules of FY 2025-26 (pinned)', () => {
  const rules = INCOME_TAX_FY_2025_26;
  it('says which year it is and where it comes from', () => {
    expect(rules.financialYear).toBe('2025-26');
    expect(rules.assessmentYear).toBe('2026-27');
    expect(rules.appliesFrom).toBe('2025-04-01');
    expect(rules.source).toMatch(/Finance Act, 2025/);
  });
  it('new regime: the slabs of the Finance Act 2025, ₹75,000 standard deduction, 87A up to ₹60,000 to ₹12 lakh', () => {
    const slabs = rules.newRegime.slabs[AGE_GROUP.below60].map((s) => [s.from, s.upTo, s.rate]);
    expect(slabs).toEqual([
      [0, 400000, 0],
      [400000, 800000, 5],
      [800000, 1200000, 10],
      [1200000, 1600000, 15],
      [1600000, 2000000, 20],
      [2000000, 2400000, 25],
      [2400000, null, 30],
    ]);
    expect(rules.newRegime.slabs[AGE_GROUP.from80]).toEqual(rules.newRegime.slabs[AGE_GROUP.below60]);
    expect(rules.newRegime.standardDeduction).toBe(75000);
    expect(rules.newRegime.rebate).toEqual({ maxIncome: 1200000, maxRebate: 60000, marginalRelief: true });
    expect(rules.newRegime.surcharge.map((b) => b.rate)).toEqual([10, 15, 25]);
  });
  it('old regime: basic exemption by age, ₹50,000 standard deduction, 87A up to ₹12,500 to ₹5 lakh, 37 % above ₹5 crore', () => {
    const nil = (age: number) => rules.oldRegime.slabs[age as 0][0].upTo;
    expect([nil(AGE_GROUP.below60), nil(AGE_GROUP.from60To79), nil(AGE_GROUP.from80)]).toEqual([250000, 300000, 500000]);
    expect(rules.oldRegime.slabs[AGE_GROUP.below60].map((s) => [s.from, s.upTo, s.rate])).toEqual([
      [0, 250000, 0],
      [250000, 500000, 5],
      [500000, 1000000, 20],
      [1000000, null, 30],
    ]);
    expect(rules.oldRegime.standardDeduction).toBe(50000);
    expect(rules.oldRegime.rebate).toEqual({ maxIncome: 500000, maxRebate: 12500, marginalRelief: false });
    expect(rules.oldRegime.surcharge).toEqual([
      { above: 5000000, rate: 10 },
      { above: 10000000, rate: 15 },
      { above: 20000000, rate: 25 },
      { above: 50000000, rate: 37 },
    ]);
    expect(rules.oldRegime.limits.section80C).toBe(150000);
    expect(rules.oldRegime.limits.homeLoanInterest).toBe(200000);
    expect(rules.cessRate).toBe(4);
  });
});

describe('salary ₹15,00,000 and nothing else (the issue’s figures)', () => {
  const result = calculateIncomeTax(salary(1500000));

  it('new regime: ₹97,500', () => {
    // Taxable 15,00,000 − 75,000 = 14,25,000. Slabs: 4 L at 0, 4 L at 5 % = 20,000, 4 L at 10 % = 40,000,
    // 2,25,000 at 15 % = 33,750: 93,750. No rebate (above 12 L, and 93,750 < 2,25,000 so no marginal relief).
    // Cess 4 % = 3,750. Total 97,500.
    const r = result.newRegime;
    expect(r.standardDeduction).toBe(75000);
    expect(r.taxableIncome).toBe(1425000);
    expect(r.slabs.map((s) => s.income)).toEqual([400000, 400000, 400000, 225000, 0, 0, 0]);
    expect(r.slabs.map((s) => s.tax)).toEqual([0, 20000, 40000, 33750, 0, 0, 0]);
    expect(r.taxOnIncome).toBe(93750);
    expect(r.rebate).toBe(0);
    expect(r.surcharge).toBe(0);
    expect(r.cess).toBe(3750);
    expect(r.totalTax).toBe(97500);
    expect(r.monthlyInHand).toBe((1500000 - 97500) / 12); // 1,16,875
    expect(r.effectiveRate).toBe(6.5);
  });

  it('old regime: ₹2,57,400', () => {
    // Taxable 15,00,000 − 50,000 = 14,50,000. Slabs: 2.5 L at 0, 2.5 L at 5 % = 12,500, 5 L at 20 % = 1,00,000,
    // 4,50,000 at 30 % = 1,35,000: 2,47,500. Cess 9,900. Total 2,57,400.
    const r = result.oldRegime;
    expect(r.taxableIncome).toBe(1450000);
    expect(r.slabs.map((s) => s.tax)).toEqual([0, 12500, 100000, 135000]);
    expect(r.taxOnIncome).toBe(247500);
    expect(r.cess).toBe(9900);
    expect(r.totalTax).toBe(257400);
    expect(r.monthlyInHand).toBe(103550);
  });

  it('the new regime costs ₹1,59,900 less', () => {
    expect(result.lowerTaxRegime).toBe('new');
    expect(result.saving).toBe(159900);
  });
});

describe('87A rebate, new regime', () => {
  it('taxable exactly ₹12,00,000 (salary ₹12,75,000): tax 60,000, all rebated, 0 to pay', () => {
    const r = taxUnderRegime(salary(1275000), 'new');
    expect(r.taxableIncome).toBe(1200000);
    expect(r.taxOnIncome).toBe(60000);
    expect(r.rebate).toBe(60000);
    expect(r.rebateIsMarginalRelief).toBe(false);
    expect(r.totalTax).toBe(0);
  });
  it('taxable ₹12,10,000: marginal relief, tax at most the ₹10,000 above 12 lakh (+ cess = ₹10,400)', () => {
    // Slab tax 60,000 + 10,000 × 15 % = 61,500 > 10,000: the tax is 10,000 (rebate 51,500); cess 400.
    for (const inputs of [salary(1285000), other(1210000)]) {
      const r = taxUnderRegime(inputs, 'new');
      expect(r.taxableIncome).toBe(1210000);
      expect(r.taxOnIncome).toBe(61500);
      expect(r.rebate).toBe(51500);
      expect(r.rebateIsMarginalRelief).toBe(true);
      expect(r.taxAfterRebate).toBe(10000);
      expect(r.cess).toBe(400);
      expect(r.totalTax).toBe(10400);
    }
  });
  it('relief fades out: ₹12,70,000 still relieved (70,500 > 70,000), ₹12,80,000 not (72,000 < 80,000)', () => {
    // Relief ends where 60,000 + 0.15 x = x, x = 70,588.24 above 12 lakh.
    const relieved = taxUnderRegime(other(1270000), 'new');
    expect(relieved.taxAfterRebate).toBe(70000);
    expect(relieved.rebate).toBe(500);
    expect(relieved.totalTax).toBe(72800);
    const full = taxUnderRegime(other(1280000), 'new');
    expect(full.rebate).toBe(0);
    expect(full.rebateIsMarginalRelief).toBe(false);
    expect(full.totalTax).toBe(74880); // 72,000 × 1.04
  });
  it('below the limit the rebate is the whole tax (₹10 lakh taxable: 40,000 rebated)', () => {
    const r = taxUnderRegime(other(1000000), 'new');
    expect(r.taxOnIncome).toBe(40000);
    expect(r.rebate).toBe(40000);
    expect(r.totalTax).toBe(0);
  });
});

describe('87A rebate, old regime (no marginal relief)', () => {
  it('taxable ₹5,00,000: 12,500 rebated; ₹10 more and the whole tax is due', () => {
    const at = taxUnderRegime(salary(550000), 'old');
    expect(at.taxableIncome).toBe(500000);
    expect(at.taxOnIncome).toBe(12500);
    expect(at.rebate).toBe(12500);
    expect(at.totalTax).toBe(0);
    const above = taxUnderRegime(salary(550010), 'old');
    // 12,500 + 10 × 20 % = 12,502; cess 500.08.
    expect(above.rebate).toBe(0);
    expect(above.totalTax).toBeCloseTo(13002.08, 8);
  });
});

describe('senior citizens', () => {
  it('60 to 79: ₹3 lakh exempt in the old regime (salary ₹15 L: ₹2,54,800); the new regime does not change', () => {
    // Taxable 14,50,000: 2 L at 5 % = 10,000, 1,00,000, 1,35,000: 2,45,000; cess 9,800.
    const result = calculateIncomeTax(salary(1500000, { age: AGE_GROUP.from60To79 }));
    expect(result.oldRegime.taxOnIncome).toBe(245000);
    expect(result.oldRegime.totalTax).toBe(254800);
    expect(result.newRegime.totalTax).toBe(97500);
  });
  it('80 and above: ₹5 lakh exempt (salary ₹15 L: ₹2,44,400)', () => {
    // Taxable 14,50,000: 5 L at 20 % = 1,00,000, 4,50,000 at 30 % = 1,35,000: 2,35,000; cess 9,400.
    const r = taxUnderRegime(salary(1500000, { age: AGE_GROUP.from80 }), 'old');
    expect(r.slabs.map((s) => s.rate)).toEqual([0, 20, 30]);
    expect(r.totalTax).toBe(244400);
  });
  it('60 to 79 at ₹5 lakh taxable: 10,000 of tax, all rebated', () => {
    const r = taxUnderRegime(salary(550000, { age: AGE_GROUP.from60To79 }), 'old');
    expect(r.taxOnIncome).toBe(10000);
    expect(r.totalTax).toBe(0);
  });
});

describe('deductions and their caps (old regime)', () => {
  const inputs = salary(1500000, {
    section80C: 200000,
    homeLoanInterest: 300000,
    section80D: 100000,
    hraExemption: 100000,
    otherDeductions: 10000,
  });

  it('80C to 1,50,000, 24(b) to 2,00,000, 80D to 75,000 below 60; HRA and others as entered', () => {
    // 15,00,000 − 1,00,000 − 50,000 − 2,00,000 − 1,50,000 − 75,000 − 10,000 = 9,15,000.
    // Tax: 12,500 + 4,15,000 × 20 % = 83,000: 95,500; cess 3,820: 99,320.
    const r = taxUnderRegime(inputs, 'old');
    expect([r.hraExemption, r.standardDeduction, r.homeLoanInterest, r.section80C, r.section80D, r.otherDeductions]).toEqual([
      100000, 50000, 200000, 150000, 75000, 10000,
    ]);
    expect(r.totalDeductions).toBe(585000);
    expect(r.taxableIncome).toBe(915000);
    expect(r.totalTax).toBe(99320);
  });
  it('80D to 1,00,000 at 60 and above', () => {
    // Taxable 8,90,000: 2 L at 5 % = 10,000, 3,90,000 at 20 % = 78,000: 88,000; cess 3,520.
    const r = taxUnderRegime({ ...inputs, age: AGE_GROUP.from60To79 }, 'old');
    expect(r.section80D).toBe(100000);
    expect(r.totalTax).toBe(91520);
  });
  it('the new regime ignores them all, and even so costs ₹1,820 less (97,500 against 99,320)', () => {
    const result = calculateIncomeTax(inputs);
    expect(result.newRegime.totalDeductions).toBe(75000);
    expect(result.newRegime.totalTax).toBe(97500);
    expect(result.lowerTaxRegime).toBe('new');
    expect(result.saving).toBeCloseTo(1820, 8);
  });
  it('which regime costs less: the same when both are rebated to 0, the old one with large deductions', () => {
    // Salary 5,50,000 with 80C 1,50,000: old taxable 3,50,000 (5,000, rebated), new 4,75,000 (3,750, rebated).
    const same = calculateIncomeTax(salary(550000, { section80C: 150000 }));
    expect(same.lowerTaxRegime).toBe('same');
    // Salary 20 L; 80C 1.5 L, 24(b) 2 L, 80D 75,000, HRA 6 L, others 1 L: old taxable 20 L − 50,000 − 11,25,000
    // = 8,25,000: 12,500 + 65,000 = 77,500, × 1.04 = 80,600. New: 19,25,000: 60,000 + 60,000 + 65,000 = 1,85,000
    // (× 1.04 = 1,92,400). The old regime saves 1,11,800.
    const old = calculateIncomeTax(
      salary(2000000, {
        section80C: 150000,
        homeLoanInterest: 200000,
        section80D: 75000,
        hraExemption: 600000,
        otherDeductions: 100000,
      }),
    );
    expect(old.oldRegime.taxableIncome).toBe(825000);
    expect(old.oldRegime.totalTax).toBe(80600);
    expect(old.newRegime.totalTax).toBe(192400);
    expect(old.lowerTaxRegime).toBe('old');
    expect(old.saving).toBe(111800);
  });
  it('no deduction takes the income below zero; the standard deduction and HRA come from salary only', () => {
    const small = taxUnderRegime(salary(40000), 'old');
    expect([small.standardDeduction, small.taxableIncome, small.totalTax]).toEqual([40000, 0, 0]);
    const hra = taxUnderRegime(salary(50000, { hraExemption: 60000, otherIncome: 100000 }), 'old');
    expect([hra.hraExemption, hra.standardDeduction, hra.taxableIncome]).toEqual([50000, 0, 100000]);
    // 3 L salary + 1 L other: 50,000 standard, 2,00,000 24(b), 1,50,000 80C leave 0; 80D has nothing left.
    const used = taxUnderRegime(
      salary(300000, { otherIncome: 100000, homeLoanInterest: 200000, section80C: 150000, section80D: 10000 }),
      'old',
    );
    expect([used.homeLoanInterest, used.section80C, used.section80D, used.taxableIncome]).toEqual([200000, 150000, 0, 0]);
    expect(used.totalDeductions).toBe(400000);
  });
  it('other income gets no standard deduction', () => {
    expect(taxUnderRegime(other(1500000), 'new').taxableIncome).toBe(1500000);
    expect(taxUnderRegime(other(1500000), 'old').taxableIncome).toBe(1500000);
  });
});

describe('surcharge and its marginal relief', () => {
  // New regime tax above 24 L: 3,00,000 + 30 % of the income above 24 L. Old regime above 10 L: 1,12,500 + 30 %.
  it('₹50 lakh exactly: no surcharge (new: 10,80,000 + cess = 11,23,200)', () => {
    const r = taxUnderRegime(other(5000000), 'new');
    expect(r.taxOnIncome).toBe(1080000);
    expect(r.surcharge).toBe(0);
    expect(r.totalTax).toBe(1123200);
  });
  it('₹50,10,000: 10 % would be 1,08,300; relief keeps it to the 10,000 above 50 L less the extra tax (7,000)', () => {
    for (const regime of ['new', 'old'] as const) {
      const r = taxUnderRegime(other(5010000), regime);
      // new: tax 10,83,000, ceiling 10,80,000 + 10,000 − 10,83,000; old: 13,15,500 against 13,12,500.
      expect(r.surchargeRate).toBe(10);
      expect(r.surcharge).toBe(7000);
      expect(r.totalTax).toBe(regime === 'new' ? 1133600 : 1375400);
    }
    expect(taxUnderRegime(other(5010000), 'new').surchargeMarginalRelief).toBe(101300);
  });
  it('₹52 lakh: past the relief (full 10 %)', () => {
    // Tax 11,40,000; surcharge 1,14,000 (ceiling 1,40,000); cess 50,160.
    const r = taxUnderRegime(other(5200000), 'new');
    expect(r.surcharge).toBe(114000);
    expect(r.surchargeMarginalRelief).toBe(0);
    expect(r.totalTax).toBe(1304160);
  });
  it('₹1 crore: 10 %; ₹1,00,10,000: 15 % relieved to 2,65,000', () => {
    const at = taxUnderRegime(other(10000000), 'new');
    expect(at.taxOnIncome).toBe(2580000);
    expect(at.surcharge).toBe(258000);
    expect(at.totalTax).toBe(2951520);
    // Tax 25,83,000; 15 % = 3,87,450; ceiling 25,80,000 × 1.10 + 10,000 − 25,83,000 = 2,65,000.
    const above = taxUnderRegime(other(10010000), 'new');
    expect(above.surchargeRate).toBe(15);
    expect(above.surcharge).toBeCloseTo(265000, 6);
    expect(above.totalTax).toBeCloseTo(2961920, 6);
  });
  it('₹2 crore: 15 %; ₹2,00,10,000: 25 % relieved to 8,44,000', () => {
    expect(taxUnderRegime(other(20000000), 'new').surcharge).toBe(837000);
    // Tax 55,83,000; 25 % = 13,95,750; ceiling 55,80,000 × 1.15 + 10,000 − 55,83,000 = 8,44,000.
    const above = taxUnderRegime(other(20010000), 'new');
    expect(above.surchargeRate).toBe(25);
    expect(above.surcharge).toBeCloseTo(844000, 6);
    expect(above.totalTax).toBeCloseTo(6684080, 6);
  });
  it('above ₹5 crore: the new regime stays at 25 %, the old goes to 37 % with relief', () => {
    // New: tax 1,45,83,000, surcharge 36,45,750, cess 7,29,150.
    const fresh = taxUnderRegime(other(50010000), 'new');
    expect(fresh.surchargeRate).toBe(25);
    expect(fresh.surcharge).toBe(3645750);
    expect(fresh.totalTax).toBe(18957900);
    // Old at 5 Cr: tax 1,48,12,500, 25 % = 37,03,125. At 5,00,10,000: tax 1,48,15,500, 37 % = 54,81,735,
    // ceiling 1,48,12,500 × 1.25 + 10,000 − 1,48,15,500 = 37,10,125; cess 4 % of 1,85,25,625 = 7,41,025.
    expect(taxUnderRegime(other(50000000), 'old').surcharge).toBe(3703125);
    const old = taxUnderRegime(other(50010000), 'old');
    expect(old.surchargeRate).toBe(37);
    expect(old.surcharge).toBeCloseTo(3710125, 6);
    expect(old.totalTax).toBeCloseTo(19266650, 6);
    // ₹6 crore: no relief; 1,78,12,500 + 37 % = 65,90,625; cess 9,76,125.
    expect(taxUnderRegime(other(60000000), 'old').totalTax).toBeCloseTo(25379250, 6);
  });
});

describe('edge inputs', () => {
  it('no income: everything 0, no NaN', () => {
    const result = calculateIncomeTax(NONE);
    for (const r of [result.newRegime, result.oldRegime]) {
      expect(r.totalTax).toBe(0);
      expect(r.effectiveRate).toBe(0);
      expect(r.monthlyInHand).toBe(0);
    }
    expect(result.lowerTaxRegime).toBe('same');
    expect(result.saving).toBe(0);
  });
  it('the largest allowed inputs stay finite', () => {
    const result = calculateIncomeTax(salary(1e12, { otherIncome: 1e12, section80C: 1e12 }));
    expect(Number.isFinite(result.oldRegime.totalTax)).toBe(true);
    expect(Number.isFinite(result.newRegime.monthlyInHand)).toBe(true);
  });
  it('next year is one edit of the rules: a different standard deduction changes the taxable income', () => {
    const nextYear = {
      ...INCOME_TAX_FY_2025_26,
      newRegime: { ...INCOME_TAX_FY_2025_26.newRegime, standardDeduction: 100000 },
    };
    expect(taxUnderRegime(salary(1500000), 'new', nextYear).taxableIncome).toBe(1400000);
  });
});
