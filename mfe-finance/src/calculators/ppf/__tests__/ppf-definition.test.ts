import { checkFields, initialRawValues } from '@calc/shared';
import { ppfDefinition } from '../ppf-definition';
import { PPF_RULES } from '../ppf-rules';
import { ppfChartSpec, ppfDonutSpec } from '../ppf-chart';

const { fields } = ppfDefinition;
const field = (name: string) => fields.find((item) => item.name === name)!;
const raw = (values: Record<string, string>) => ({
  ...initialRawValues(fields),
  yearlyInvestment: '150000',
  timePeriod: '15',
  ...values,
});

describe('ppfDefinition', () => {
  it('has the issue’s labels, the scheme’s bounds from its rules file, 7.1 % by default, and rupees', () => {
    expect(fields.map((item) => item.label)).toEqual(['Yearly Investment', 'Annual Interest Rate (%)', 'Time Period (Years)']);
    expect(field('yearlyInvestment')).toMatchObject({ min: PPF_RULES.minYearlyDeposit, max: PPF_RULES.maxYearlyDeposit });
    expect(field('timePeriod')).toMatchObject({ min: PPF_RULES.maturityYears, max: PPF_RULES.maxYears, integer: true });
    expect(initialRawValues(fields).annualRate).toBe(String(PPF_RULES.interestRate));
    expect(ppfDefinition.fixedCurrency).toBe('INR');
  });

  it('refuses what the scheme does not allow: below ₹500, above ₹1,50,000, under 15 or over 50 years', () => {
    expect(checkFields(fields, raw({ yearlyInvestment: '499' })).status).toBe('invalid');
    expect(checkFields(fields, raw({ yearlyInvestment: '150001' })).status).toBe('invalid');
    expect(checkFields(fields, raw({ timePeriod: '14' })).status).toBe('invalid');
    expect(checkFields(fields, raw({ timePeriod: '51' })).status).toBe('invalid');
    const checked = checkFields(fields, raw({}));
    if (checked.status !== 'valid') throw new Error(checked.status);
    expect(Math.round(ppfDefinition.compute(checked.values).maturityAmount)).toBe(4068209);
  });

  it('draws the deposits and the interest year by year, and what the maturity amount is made of', () => {
    const result = ppfDefinition.compute({ yearlyInvestment: 1000, annualRate: 10, timePeriod: 15 });
    const spec = ppfChartSpec(result, String)!;
    expect(spec.labels).toHaveLength(15);
    expect(spec.series[0].data.slice(0, 2)).toEqual([1000, 2000]);
    expect(spec.series[1].data[0]).toBeCloseTo(100, 10); // 1,000 deposited in April earns 10 % for the year
    expect(ppfDonutSpec(result, String)?.segments.map((segment) => segment.label)).toEqual(['Invested', 'Interest']);
  });
});
