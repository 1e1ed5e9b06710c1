/*
 * Advance tax against figures worked by hand from the FY 2025-26 slabs and section 211's percentages (the
 * comments show the arithmetic), and the rules file against the Act's calendar.
 */
import { calculateAdvanceTax, instalmentsOf, TAX_REGIME, type AdvanceTaxInputs } from '../advance-tax';
import { AGE_GROUP } from '../../../rules/india/income-tax-fy-2025-26';
import { ADVANCE_TAX_FY_2025_26 } from '../../../rules/india/advance-tax-fy-2025-26';

const NONE: AdvanceTaxInputs = {
  grossSalary: 0,
  otherIncome: 0,
  age: AGE_GROUP.below60,
  section80C: 0,
  section80D: 0,
  hraExemption: 0,
  homeLoanInterest: 0,
  otherDeductions: 0,
  tdsDeducted: 0,
  taxRegime: TAX_REGIME.new,
};
const salary = (grossSalary: number, extra: Partial<AdvanceTaxInputs> = {}) =>
  calculateAdvanceTax({ ...NONE, grossSalary, ...extra });
const own = (r: ReturnType<typeof calculateAdvanceTax>) => r.instalments.map((i) => i.amount);
const cumulative = (r: ReturnType<typeof calculateAdvanceTax>) => r.instalments.map((i) => i.cumulativeAmount);

describe('calculateAdvanceTax', () => {
  it('a salary of ₹15,00,000, new regime, no TDS: 14,625 / 29,250 / 29,250 / 24,375', () => {
    // Taxable 15,00,000 − 75,000 = 14,25,000: 20,000 + 40,000 + 2,25,000 × 15 % = 93,750; + 4 % cess = 97,500.
    const r = salary(1500000);
    expect(r.taxForYear).toBe(97500);
    expect(r.status).toBe('due');
    expect(r.advanceTaxDue).toBe(97500);
    // 15 % = 14,625; 45 % = 43,875; 75 % = 73,125; 100 % = 97,500.
    expect(cumulative(r)).toEqual([14625, 43875, 73125, 97500]);
    expect(own(r)).toEqual([14625, 29250, 29250, 24375]);
    expect(r.instalments.map((i) => i.dueDate)).toEqual(['2025-06-15', '2025-09-15', '2025-12-15', '2026-03-15']);
  });

  it('the old regime when chosen: ₹2,57,400 on the same salary', () => {
    // Taxable 14,50,000: 12,500 + 1,00,000 + 4,50,000 × 30 % = 2,47,500; + 4 % = 2,57,400.
    const r = salary(1500000, { taxRegime: TAX_REGIME.old });
    expect(r.taxForYear).toBe(257400);
    // 38,610; 1,15,830; 1,93,050; 2,57,400.
    expect(own(r)).toEqual([38610, 77220, 77220, 64350]);
  });

  it('old-regime deductions count only in the old regime', () => {
    const deductions = { section80C: 150000, hraExemption: 200000 };
    expect(salary(1500000, deductions).taxForYear).toBe(97500);
    // Old taxable 14,50,000 − 3,50,000 = 11,00,000: 12,500 + 1,00,000 + 30,000 = 1,42,500; + 4 % = 1,48,200.
    expect(salary(1500000, { ...deductions, taxRegime: TAX_REGIME.old }).taxForYear).toBe(148200);
  });

  it('net of TDS/TCS, and other income counts', () => {
    // Income 20,00,000, taxable 19,25,000: 20,000 + 40,000 + 60,000 + 3,25,000 × 20 % = 1,85,000; + 4 % = 1,92,400.
    const r = salary(1800000, { otherIncome: 200000, tdsDeducted: 120000 });
    expect(r.taxForYear).toBe(192400);
    expect(r.taxAfterTds).toBe(72400);
    // 10,860; 32,580; 54,300; 72,400.
    expect(own(r)).toEqual([10860, 21720, 21720, 18100]);
  });

  it('nothing due under ₹10,000 after TDS; exactly ₹10,000 is due', () => {
    const under = salary(1500000, { tdsDeducted: 90000.01 });
    expect(under.status).toBe('below-threshold');
    expect(under.taxAfterTds).toBe(7499.99);
    expect(under.advanceTaxDue).toBe(0);
    expect(under.instalments).toEqual([]);
    const at = salary(1500000, { tdsDeducted: 87500 });
    expect(at.status).toBe('due');
    expect(own(at)).toEqual([1500, 3000, 3000, 2500]);
    expect(salary(1500000, { tdsDeducted: 87500.01 }).status).toBe('below-threshold');
  });

  it('TDS beyond the tax: nothing due, the rest refunded', () => {
    const r = salary(1500000, { tdsDeducted: 100000 });
    expect(r).toMatchObject({ status: 'below-threshold', taxAfterTds: 0, refundDue: 2500, advanceTaxDue: 0 });
  });

  it('no tax at all up to ₹12,75,000 of salary in the new regime (87A)', () => {
    expect(salary(1275000)).toMatchObject({ taxForYear: 0, status: 'below-threshold', advanceTaxDue: 0 });
  });

  it('a resident of 60 or more without business income pays no advance tax (section 207(2))', () => {
    for (const age of [AGE_GROUP.from60To79, AGE_GROUP.from80]) {
      const r = salary(1500000, { age });
      expect(r).toMatchObject({ status: 'senior', taxAfterTds: 97500, advanceTaxDue: 0, instalments: [] });
    }
  });

  it('never NaN: missing or non-finite inputs count as 0', () => {
    const r = calculateAdvanceTax({ ...NONE, grossSalary: NaN, tdsDeducted: Infinity as number });
    expect([r.taxForYear, r.taxAfterTds, r.advanceTaxDue, r.refundDue].every(Number.isFinite)).toBe(true);
  });

  it('follows the rules it is given (next year is one edit)', () => {
    const rules = {
      ...ADVANCE_TAX_FY_2025_26,
      threshold: 200000,
      instalments: [
        { dueDate: '2026-12-15', dueDateText: '15 December 2026', cumulativePercent: 50 },
        { dueDate: '2027-03-15', dueDateText: '15 March 2027', cumulativePercent: 100 },
      ],
    };
    expect(calculateAdvanceTax({ ...NONE, grossSalary: 1500000 }, rules).status).toBe('below-threshold');
    const r = calculateAdvanceTax({ ...NONE, grossSalary: 1500000, taxRegime: TAX_REGIME.old }, rules);
    expect(own(r)).toEqual([128700, 128700]);
  });
});

describe('instalmentsOf', () => {
  it('rounds the cumulative amounts to the paisa, so the instalments add up to the tax', () => {
    // 15 % of 10,000.01 = 1,500.0015 → 1,500.00; 45 % = 4,500.0045 → 4,500.00; 75 % = 7,500.0075 → 7,500.01.
    const due = instalmentsOf(10000.01, ADVANCE_TAX_FY_2025_26.instalments);
    expect(due.map((i) => i.cumulativeAmount)).toEqual([1500, 4500, 7500.01, 10000.01]);
    expect(due.map((i) => i.amount)).toEqual([1500, 3000, 3000.01, 2500]);
  });
});

describe('the FY 2025-26 schedule (section 211(1)(a))', () => {
  const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  it('15 June, 15 September, 15 December and 15 March: 15, 45, 75 and 100 % in all', () => {
    const { instalments, threshold, appliesFrom } = ADVANCE_TAX_FY_2025_26;
    expect(instalments.map((i) => i.cumulativePercent)).toEqual([15, 45, 75, 100]);
    expect(threshold).toBe(10000);
    for (const instalment of instalments) {
      const [year, month, day] = instalment.dueDate.split('-').map(Number);
      expect(instalment.dueDateText).toBe(`${day} ${MONTHS[month - 1]} ${year}`);
      // Within the financial year that starts on appliesFrom.
      expect(instalment.dueDate > appliesFrom && instalment.dueDate < '2026-04-01').toBe(true);
    }
  });
});
