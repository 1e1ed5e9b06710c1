import {
  approachSums,
  calculateRetirement,
  retirementDefaults,
  validateRetirement,
  type ApproachInputs,
  type RetirementInputs,
} from '../retirement';

/** An approach where all the money is in the fixed-returns class at the given return. */
const allFixed = (returns: number): ApproachInputs => ({
  fixed: { returns, tax: 30, share: 100 },
  largeCap: { returns: 12, tax: 20, share: 0 },
  midCap: { returns: 15, tax: 20, share: 0 },
  smallCap: { returns: 18, tax: 20, share: 0 },
});

describe('approachSums', () => {
  it('defaults: 15 % weighted returns, 20 % weighted tax, 100 % diversification', () => {
    // returns = (7x0 + 12x30 + 15x40 + 18x30) / 100 = (360 + 600 + 540) / 100 = 15
    // tax     = (30x0 + 20x30 + 20x40 + 20x30) / 100 = 2000 / 100 = 20
    for (const a of [retirementDefaults.currentApproach, retirementDefaults.retirementApproach]) {
      const sums = approachSums(a);
      expect(sums.returnsShare).toBeCloseTo(15, 10);
      expect(sums.taxShare).toBeCloseTo(20, 10);
      expect(sums.diversification).toBe(100);
    }
  });

  it('weights by share even when the shares do not add to 100, and gives 0 when they sum to 0', () => {
    const a: ApproachInputs = {
      fixed: { returns: 10, tax: 10, share: 10 },
      largeCap: { returns: 20, tax: 30, share: 30 },
      midCap: { returns: 0, tax: 0, share: 0 },
      smallCap: { returns: 0, tax: 0, share: 0 },
    };
    // returns = (10x10 + 20x30) / 40 = 17.5; tax = (10x10 + 30x30) / 40 = 25
    expect(approachSums(a)).toEqual({ returnsShare: 17.5, taxShare: 25, diversification: 40 });
    const none: ApproachInputs = { ...a, fixed: { ...a.fixed, share: 0 }, largeCap: { ...a.largeCap, share: 0 } };
    expect(approachSums(none)).toEqual({ returnsShare: 0, taxShare: 0, diversification: 0 });
  });
});

describe('calculateRetirement', () => {
  const short: RetirementInputs = {
    currentAge: 30,
    retirementAge: 32,
    expensesUntilAge: 33,
    currentSavings: 1000,
    monthlyInvestment: 100,
    stepUp: 10,
    postRetirementMonthly: 50,
    inflation: 10,
    currentApproach: allFixed(10),
    retirementApproach: allFixed(5),
  };

  it('a 4-year run worked out by hand', () => {
    // age 30 Earning: start 1000, growth 10 % = 100, contribution 100x12 = 1200         -> 2300
    // age 31 Earning: start 2300, growth 230, contribution 1200 x 1.1 = 1320              -> 3850
    // age 32 Retired: start 3850, growth 5 % = 192.5, expense 50x12 x 1.1^2 = 726         -> 3316.5
    // age 33 Retired: start 3316.5, growth 165.825, expense 726 x 1.1 = 798.6             -> 2683.725
    const res = calculateRetirement(short);
    expect(res.rows).toHaveLength(4);
    const expected = [
      {
        age: 30,
        startingSaving: 1000,
        plannedExpenses: 0,
        additionalExpenses: 0,
        additionalSavings: 1200,
        endingSavings: 2300,
        status: 'Earning',
        retirementYear: 0,
        warning: null,
      },
      {
        age: 31,
        startingSaving: 2300,
        plannedExpenses: 0,
        additionalExpenses: 0,
        additionalSavings: 1320,
        endingSavings: 3850,
        status: 'Earning',
        retirementYear: 0,
        warning: null,
      },
      {
        age: 32,
        startingSaving: 3850,
        plannedExpenses: 726,
        additionalExpenses: 0,
        additionalSavings: 0,
        endingSavings: 3316.5,
        status: 'Retired',
        retirementYear: 32,
        warning: null,
      },
      {
        age: 33,
        startingSaving: 3316.5,
        plannedExpenses: 798.6,
        additionalExpenses: 0,
        additionalSavings: 0,
        endingSavings: 2683.725,
        status: 'Retired',
        retirementYear: 33,
        warning: null,
      },
    ];
    res.rows.forEach((row, idx) => {
      const want = expected[idx];
      expect(row).toMatchObject({
        age: want.age,
        additionalExpenses: 0,
        status: want.status,
        retirementYear: want.retirementYear,
        warning: want.warning,
      });
      expect(row.startingSaving).toBeCloseTo(want.startingSaving, 8);
      expect(row.plannedExpenses).toBeCloseTo(want.plannedExpenses, 8);
      expect(row.additionalSavings).toBeCloseTo(want.additionalSavings, 8);
      expect(row.endingSavings).toBeCloseTo(want.endingSavings, 8);
    });
    expect(res.corpusAtRetirement).toBeCloseTo(3850, 8);
    expect(res.depletedAtAge).toBeNull();
    expect(res.current.returnsShare).toBe(10);
    expect(res.retirement.returnsShare).toBe(5);
  });

  it('warns from the first age whose ending savings fall below 0', () => {
    // Same as above with 500/month: age 32 expense 6000 x 1.21 = 7260 -> 3850 + 192.5 - 7260 = -3217.5
    // age 33: start -3217.5, growth -160.875, expense 7986 -> -11364.375
    const res = calculateRetirement({ ...short, postRetirementMonthly: 500 });
    expect(res.rows[1].warning).toBeNull();
    expect(res.rows[2].endingSavings).toBeCloseTo(-3217.5, 8);
    expect(res.rows[2].warning).toBe('Warning: Savings depleted');
    expect(res.rows[3].plannedExpenses).toBeCloseTo(7986, 8);
    expect(res.rows[3].endingSavings).toBeCloseTo(-11364.375, 8);
    expect(res.rows[3].warning).toBe('Warning: Savings depleted');
    expect(res.depletedAtAge).toBe(32);
  });

  it('the defaults: 61 rows from 25 to 85, the status flips once at 55, expenses start at 80000x12x1.07^30', () => {
    const res = calculateRetirement(retirementDefaults);
    expect(res.rows).toHaveLength(61);
    expect(res.rows[0].age).toBe(25);
    expect(res.rows[60].age).toBe(85);
    const firstRetired = res.rows.findIndex((r) => r.status === 'Retired');
    expect(res.rows[firstRetired].age).toBe(55);
    expect(
      res.rows
        .slice(firstRetired)
        .every((r) => r.status === 'Retired' && r.retirementYear === r.age && r.additionalSavings === 0),
    ).toBe(true);
    expect(
      res.rows.slice(0, firstRetired).every((r) => r.status === 'Earning' && r.retirementYear === 0 && r.plannedExpenses === 0),
    ).toBe(true);
    expect(res.rows[firstRetired].plannedExpenses).toBeCloseTo(80000 * 12 * 1.07 ** 30, 4);
    expect(res.rows[firstRetired + 1].plannedExpenses).toBeCloseTo(80000 * 12 * 1.07 ** 31, 4);
    expect(res.rows[29].additionalSavings).toBeCloseTo(120000 * 1.07 ** 29, 4); // age 54, last contribution
    expect(res.corpusAtRetirement).toBe(res.rows[firstRetired].startingSaving);
    res.rows.slice(1).forEach((row, idx) => expect(row.startingSaving).toBe(res.rows[idx].endingSavings));
  });

  it('stays finite at the extreme bounds', () => {
    const res = calculateRetirement({
      ...retirementDefaults,
      currentAge: 0,
      retirementAge: 60,
      expensesUntilAge: 120,
      currentSavings: 1e12,
      monthlyInvestment: 1e12,
      stepUp: 1000,
      postRetirementMonthly: 1e12,
      inflation: 1000,
      currentApproach: allFixed(1000),
      retirementApproach: allFixed(-100),
    });
    expect(res.rows).toHaveLength(121);
    expect(
      res.rows.every((r) => [r.startingSaving, r.plannedExpenses, r.additionalSavings, r.endingSavings].every(Number.isFinite)),
    ).toBe(true);
  });
});

describe('validateRetirement', () => {
  it('is empty for the defaults', () => {
    expect(validateRetirement(retirementDefaults)).toEqual({});
  });
  it('needs the retirement age above the current age', () => {
    expect(validateRetirement({ currentAge: 40, retirementAge: 40, expensesUntilAge: 80 })).toEqual({
      retirementAge: 'Retirement age must be greater than current age.',
    });
  });
  it('needs the expenses-until age at least the retirement age', () => {
    expect(validateRetirement({ currentAge: 30, retirementAge: 60, expensesUntilAge: 59 })).toEqual({
      expensesUntilAge: 'Must be at least the retirement age.',
    });
    expect(validateRetirement({ currentAge: 30, retirementAge: 60, expensesUntilAge: 60 })).toEqual({});
  });
});
