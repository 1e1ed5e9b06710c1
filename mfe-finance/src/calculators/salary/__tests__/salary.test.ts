import { calculateSalary, DEDUCTIONS_ABOVE_GROSS_WARNING, GROSS_ABOVE_CTC_WARNING, TAX_REGIME } from '../salary';

const sample = {
  ctc: 1200000,
  basicSalary: 600000,
  hra: 240000,
  specialAllowances: 300000,
  bonuses: 60000,
  providentFund: 72000,
  professionalTax: 2400,
};

describe('calculateSalary', () => {
  it('gross, deductions and net from annual amounts (hand-checked)', () => {
    // gross = 600000 + 240000 + 300000 + 60000 = 1200000; deductions = 72000 + 2400 = 74400;
    // net annual = 1125600; net monthly = 1125600 / 12 = 93800.
    expect(calculateSalary(sample)).toEqual({
      grossSalary: 1200000,
      totalDeductions: 74400,
      netAnnualSalary: 1125600,
      netMonthlySalary: 93800,
      warnings: [],
    });
  });

  it('does not use the CTC: a CTC below the gross changes no figure, only warns', () => {
    const { warnings, ...figures } = calculateSalary({ ...sample, ctc: 1 });
    const { warnings: none, ...expected } = calculateSalary(sample);
    expect(figures).toEqual(expected);
    expect(none).toEqual([]);
    expect(warnings).toEqual([GROSS_ABOVE_CTC_WARNING]);
  });

  it('optional amounts at 0', () => {
    const res = calculateSalary({ ...sample, bonuses: 0, providentFund: 0, professionalTax: 0 });
    expect(res).toEqual({
      grossSalary: 1140000,
      totalDeductions: 0,
      netAnnualSalary: 1140000,
      netMonthlySalary: 95000,
      warnings: [],
    });
  });
});

describe('salary warnings', () => {
  it('none when the gross equals the CTC and deductions equal the gross', () => {
    expect(calculateSalary({ ...sample, ctc: 1200000 }).warnings).toEqual([]);
    expect(calculateSalary({ ...sample, providentFund: 1200000 - 2400 }).warnings).toEqual([]);
  });
  it('deductions above the gross: computed (a negative net), with a warning', () => {
    const res = calculateSalary({ ...sample, providentFund: 1200000 });
    // gross 1200000, deductions 1202400, net annual -2400, net monthly -200.
    expect(res.netAnnualSalary).toBe(-2400);
    expect(res.netMonthlySalary).toBe(-200);
    expect(res.warnings).toEqual([DEDUCTIONS_ABOVE_GROSS_WARNING]);
  });
  it('both at once, CTC first', () => {
    expect(calculateSalary({ ...sample, ctc: 10, providentFund: 2e6 }).warnings).toEqual([
      GROSS_ABOVE_CTC_WARNING,
      DEDUCTIONS_ABOVE_GROSS_WARNING,
    ]);
  });
});

describe('income tax on the salary page', () => {
  // ₹25 lakh gross: basic 12,50,000 + HRA 5,00,000 + special 6,50,000 + bonus 1,00,000; PF 1,50,000, PT 2,500.
  const lakh25 = {
    ctc: 2600000,
    basicSalary: 1250000,
    hra: 500000,
    specialAllowances: 650000,
    bonuses: 100000,
    providentFund: 150000,
    professionalTax: 2500,
  };

  it('not included (the default): the specification’s figures, no income tax', () => {
    const none = calculateSalary(lakh25);
    expect(none).toEqual(calculateSalary({ ...lakh25, taxRegime: TAX_REGIME.notIncluded }));
    expect(none.incomeTax).toBeUndefined();
    expect(none.netAnnualSalary).toBe(2500000 - 152500);
  });

  it('new regime on ₹25 lakh: ₹3,19,800 a year, so the net month is ₹26,650 lower', () => {
    // Taxable 25,00,000 − 75,000 = 24,25,000: 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 25,000 × 30 % = 7,500:
    // 3,07,500; cess 12,300: 3,19,800 = 26,650 a month. PF and PT do not count in the new regime.
    const without = calculateSalary(lakh25);
    const withTax = calculateSalary({ ...lakh25, taxRegime: TAX_REGIME.newRegime });
    expect(withTax.incomeTax).toBe(319800);
    expect(withTax.incomeTaxRegime).toBe('new');
    expect(withTax.totalDeductions).toBe(152500);
    expect(withTax.netAnnualSalary).toBe(2500000 - 152500 - 319800);
    expect(without.netMonthlySalary - withTax.netMonthlySalary).toBeCloseTo(26650, 8);
  });

  it('old regime: the PF counts as 80C and the professional tax comes off the salary', () => {
    // Taxable 25,00,000 − 50,000 − 1,50,000 (PF, 80C) − 2,500 (PT) = 22,97,500:
    // 12,500 + 1,00,000 + 12,97,500 × 30 % = 3,89,250: 5,01,750; cess 20,070: 5,21,820.
    const old = calculateSalary({ ...lakh25, taxRegime: TAX_REGIME.oldRegime });
    expect(old.incomeTax).toBe(521820);
    expect(old.incomeTaxRegime).toBe('old');
    expect(old.netAnnualSalary).toBe(2500000 - 152500 - 521820);
    expect(old.netMonthlySalary).toBeCloseTo((2500000 - 152500 - 521820) / 12, 8);
  });

  it('old regime: PF above 1,50,000 is capped as 80C', () => {
    // 15,00,000 gross, PF 2,00,000: taxable 15,00,000 − 50,000 − 1,50,000 = 13,00,000:
    // 12,500 + 1,00,000 + 90,000 = 2,02,500; cess 8,100: 2,10,600.
    const salary = { ...lakh25, basicSalary: 750000, hra: 300000, specialAllowances: 450000, bonuses: 0 };
    const old = calculateSalary({ ...salary, providentFund: 200000, professionalTax: 0, taxRegime: TAX_REGIME.oldRegime });
    expect(old.incomeTax).toBe(210600);
  });

  it('new regime below the rebate: income tax 0, shown as 0', () => {
    // 12,00,000 gross: taxable 11,25,000, tax 52,500, all rebated.
    const small = { ...lakh25, basicSalary: 600000, hra: 240000, specialAllowances: 360000, bonuses: 0 };
    const res = calculateSalary({ ...small, taxRegime: TAX_REGIME.newRegime });
    expect(res.incomeTax).toBe(0);
    expect(res.netAnnualSalary).toBe(1200000 - 152500);
  });
});
