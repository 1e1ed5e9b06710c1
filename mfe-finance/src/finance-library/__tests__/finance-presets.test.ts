import { BOUNDS } from '@calc/shared';
import {
  annualInterestRateField,
  figureInTodaysMoney,
  maturityAmount,
  schemeRateField,
  totalInterest,
  yearlyInvestmentField,
} from '../finance-presets';
import { yearlyBreakdown } from '../breakdowns';

describe('shared finance fields', () => {
  it("'Annual Interest Rate (%)' of a deposit or loan: annualRate, 0 to 100", () => {
    expect(annualInterestRateField('e.g. 7')).toEqual({
      name: 'annualRate',
      label: 'Annual Interest Rate (%)',
      kind: 'percent',
      min: 0,
      max: 100,
      placeholder: 'e.g. 7',
    });
  });

  it("a scheme's rate starts at the current rate, which its placeholder shows", () => {
    expect(schemeRateField('interestRate', 'Interest Rate (%)', 7.7, 'Fixed.')).toMatchObject({
      name: 'interestRate',
      label: 'Interest Rate (%)',
      ...BOUNDS.positiveRate,
      defaultValue: 7.7,
      placeholder: 'e.g. 7.7',
      hint: 'Fixed.',
    });
  });

  it("'Yearly Investment' within the scheme's limits", () => {
    expect(yearlyInvestmentField({ minYearlyDeposit: 500, maxYearlyDeposit: 150000 }, 'Yearly.')).toMatchObject({
      name: 'yearlyInvestment',
      label: 'Yearly Investment',
      kind: 'currency',
      min: 500,
      max: 150000,
      placeholder: 'e.g. 150000',
      hint: 'Yearly.',
    });
  });
});

describe('shared finance figures', () => {
  type Result = { maturityAmount: number; totalInterest: number; today: { maturityAmount: number } | null };
  const result: Result = { maturityAmount: 1200, totalInterest: 200, today: { maturityAmount: 1000 } };

  it('read their own field of the result, the maturity amount as the headline', () => {
    const [maturity, interest] = [maturityAmount<Result>(), totalInterest<Result>()];
    expect([maturity.label, maturity.value(result), maturity.format, maturity.headline]).toEqual([
      'Maturity Amount',
      1200,
      'currency',
      true,
    ]);
    expect([interest.label, interest.value(result), interest.headline]).toEqual(['Total Interest', 200, undefined]);
  });

  it("a figure in today's money reads the same key of today, and nothing before a calculation", () => {
    const figure = figureInTodaysMoney<Result, 'maturityAmount'>('Maturity Amount:', 'maturityAmount', true);
    expect(figure.value(result)).toBe(1200);
    expect(figure.todaysValue?.(result)).toBe(1000);
    expect(figure.todaysValue?.({ ...result, today: null })).toBeNull();
    expect(figure.headline).toBe(true);
  });
});

describe('yearlyBreakdown', () => {
  type Row = { year: number; age: number; interest: number };
  const rows: Row[] = [
    { year: 1, age: 31, interest: 10 },
    { year: 2, age: 32, interest: 20 },
  ];

  it("is the 'Yearly Breakdown' of the result's rows: Year, then each column in order, amounts as currency", () => {
    const report = yearlyBreakdown<{ rows: Row[] }, Row>({
      Age: { value: (row) => row.age, format: 'text' },
      Interest: 'interest',
    });
    expect(report.tabLabel).toBe('Yearly Breakdown');
    expect(report.rows({ rows })).toBe(rows);
    expect(report.columns.map((column) => [column.header, column.format])).toEqual([
      ['Year', 'text'],
      ['Age', 'text'],
      ['Interest', 'currency'],
    ]);
    expect(report.columns.map((column) => column.value(rows[1]))).toEqual([2, 32, 20]);
  });

  it('takes another tab label and other rows', () => {
    const report = yearlyBreakdown<{ loan: { rows: Row[] } }, Row>(
      { Interest: 'interest' },
      { tabLabel: 'report', rows: (r) => r.loan.rows },
    );
    expect(report.tabLabel).toBe('report');
    expect(report.rows({ loan: { rows } })).toBe(rows);
  });
});
