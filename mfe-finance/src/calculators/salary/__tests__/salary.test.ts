import { calculateSalary, DEDUCTIONS_ABOVE_GROSS_WARNING, GROSS_ABOVE_CTC_WARNING } from '../salary';

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
