import { toCsv } from '@calc/shared';
import { advanceTaxDefinition, advanceTaxNote } from '../advance-tax-definition';
import { incomeTaxFields } from '../../../finance-library/income-tax/income-tax-fields';
import { calculateAdvanceTax, TAX_REGIME, type AdvanceTaxInputs } from '../advance-tax';

const NONE: AdvanceTaxInputs = {
  grossSalary: 0,
  otherIncome: 0,
  age: 0,
  section80C: 0,
  section80D: 0,
  hraExemption: 0,
  homeLoanInterest: 0,
  otherDeductions: 0,
  tdsDeducted: 0,
  taxRegime: TAX_REGIME.new,
};

describe('the Advance Tax page', () => {
  it('the income tax calculator’s fields, word for word, plus Tax Regime and TDS/TCS Deducted', () => {
    const labels = advanceTaxDefinition.fields.map((field) => field.label);
    expect(labels).toEqual([
      'Gross Annual Salary',
      'Other Income',
      'Age',
      'Tax Regime',
      'TDS/TCS Deducted',
      'Section 80C',
      'Section 80D',
      'HRA Exemption',
      'Home Loan Interest (Section 24b)',
      'Other Deductions',
    ]);
    for (const field of incomeTaxFields) expect(advanceTaxDefinition.fields).toContain(field);
    const regime = advanceTaxDefinition.fields.find((field) => field.name === 'taxRegime')!;
    expect(regime.options).toEqual([
      { value: TAX_REGIME.new, label: 'New' },
      { value: TAX_REGIME.old, label: 'Old' },
    ]);
    expect(advanceTaxDefinition.fields.find((field) => field.name === 'tdsDeducted')!.required).toBe(false);
    expect(advanceTaxDefinition.fixedCurrency).toBe('INR');
  });

  it('each instalment’s own amount among the figures, only when due', () => {
    const result = advanceTaxDefinition.compute({ ...NONE, grossSalary: 1500000 });
    const shown = advanceTaxDefinition.results.filter((item) => item.shown?.(result) ?? true);
    expect(shown.map((item) => [item.label, item.value(result)])).toEqual([
      ['Advance Tax Due', 97500],
      ['Tax for the Year', 97500],
      ['Tax After TDS/TCS', 97500],
      ['Due by 15 June 2025', 14625],
      ['Due by 15 September 2025', 29250],
      ['Due by 15 December 2025', 29250],
      ['Due by 15 March 2026', 24375],
    ]);
    const covered = advanceTaxDefinition.compute({ ...NONE, grossSalary: 1500000, tdsDeducted: 100000 });
    expect(advanceTaxDefinition.results.filter((item) => item.shown?.(covered) ?? true).map((item) => item.label)).toEqual([
      'Advance Tax Due',
      'Tax for the Year',
      'Tax After TDS/TCS',
      'Refund Due',
    ]);
    expect(advanceTaxDefinition.report!.rows(covered)).toEqual([]);
  });

  it('the report: cumulative and own amounts by date, as CSV', () => {
    const report = advanceTaxDefinition.report!;
    const csv = toCsv(report.columns, report.rows(advanceTaxDefinition.compute({ ...NONE, grossSalary: 1500000 })));
    expect(csv.split('\r\n')).toEqual([
      'Due By,Cumulative Share,Cumulative Amount,Instalment Amount',
      '15 June 2025,15,14625,14625',
      '15 September 2025,45,43875,29250',
      '15 December 2025,75,73125,29250',
      '15 March 2026,100,97500,24375',
      '',
    ]);
  });

  it('says plainly when nothing is due, and why', () => {
    const note = (extra: object) => advanceTaxNote(calculateAdvanceTax({ ...NONE, grossSalary: 1500000, ...extra }));
    expect(note({ tdsDeducted: 90000 })).toBe(
      'No advance tax is due: your tax after TDS/TCS is under ₹10,000 (section 208). Pay it as self-assessment tax before you file your return.',
    );
    expect(note({ tdsDeducted: 97500 })).toBe('No advance tax is due: your TDS/TCS covers the year’s tax.');
    expect(note({ age: 1 })).toMatch(/^No advance tax is due: a resident aged 60 or more/);
    expect(note({})).toMatch(/^Advance tax is due/);
  });
});
