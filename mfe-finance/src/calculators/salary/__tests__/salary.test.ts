import { calculateSalary, validateSalary } from '../salary';

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
    });
  });

  it('does not use the CTC', () => {
    expect(calculateSalary({ ...sample, ctc: 1 })).toEqual(calculateSalary(sample));
  });

  it('optional amounts at 0', () => {
    const res = calculateSalary({ ...sample, bonuses: 0, providentFund: 0, professionalTax: 0 });
    expect(res).toEqual({ grossSalary: 1140000, totalDeductions: 0, netAnnualSalary: 1140000, netMonthlySalary: 95000 });
  });
});

describe('validateSalary', () => {
  it('is empty for consistent inputs (equal values are allowed)', () => {
    expect(validateSalary(sample)).toEqual({});
    expect(validateSalary({ ...sample, basicSalary: sample.ctc })).toEqual({});
  });
  it('flags a basic salary above the CTC', () => {
    expect(validateSalary({ ...sample, ctc: 500000 })).toEqual({ basicSalary: 'Basic Salary cannot exceed CTC.' });
  });
  it('flags deductions above the gross salary, on the provident fund field', () => {
    expect(validateSalary({ ...sample, providentFund: 1200000 })).toEqual({
      providentFund: 'Deductions cannot exceed gross salary.',
    });
  });
  it('treats missing optional amounts as 0', () => {
    expect(validateSalary({ ctc: 100, basicSalary: 50, hra: 0, specialAllowances: 0 })).toEqual({});
  });
});
