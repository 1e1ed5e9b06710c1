import { salaryDefinition } from '../salary-definition';
import { calculateSalary, TAX_REGIME } from '../salary';

const fixed = salaryDefinition.fixedCurrency;
const sample = {
  ctc: 2600000,
  basicSalary: 1250000,
  hra: 500000,
  specialAllowances: 650000,
  bonuses: 100000,
  providentFund: 150000,
  professionalTax: 2500,
};

describe('the salary page’s Income Tax Regime', () => {
  it('a choice of Not included (first, the default), New regime, Old regime', () => {
    const field = salaryDefinition.fields.find((f) => f.name === 'taxRegime')!;
    expect(field.label).toBe('Income Tax Regime');
    expect(field.kind).toBe('choice');
    expect(field.options).toEqual([
      { value: TAX_REGIME.notIncluded, label: 'Not included' },
      { value: TAX_REGIME.newRegime, label: 'New regime' },
      { value: TAX_REGIME.oldRegime, label: 'Old regime' },
    ]);
  });
  it('the page is in rupees only while a regime is chosen', () => {
    if (typeof fixed !== 'object' || fixed === undefined) throw new Error('expected the object form');
    expect(fixed.code).toBe('INR');
    expect(fixed.when({ taxRegime: TAX_REGIME.notIncluded })).toBe(false);
    expect(fixed.when({})).toBe(false);
    expect(fixed.when({ taxRegime: TAX_REGIME.newRegime })).toBe(true);
    expect(fixed.when({ taxRegime: TAX_REGIME.oldRegime })).toBe(true);
  });
  it('shows Income Tax only with a regime, and says what it is', () => {
    const item = salaryDefinition.results.find((r) => r.label === 'Income Tax')!;
    const none = calculateSalary(sample);
    const withTax = calculateSalary({ ...sample, taxRegime: TAX_REGIME.newRegime });
    expect(item.shown!(none)).toBe(false);
    expect(item.shown!(withTax)).toBe(true);
    expect(item.value(withTax)).toBe(319800);
    expect(salaryDefinition.message!(none)!.text).toBe(
      'Gross Salary, Total Deductions and Net Annual Salary are per year; Net Monthly Salary is the annual net divided by 12.',
    );
    expect(salaryDefinition.message!(withTax)!.text).toContain('new regime for FY 2025-26');
  });
});
