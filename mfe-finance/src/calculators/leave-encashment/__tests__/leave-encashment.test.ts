import { calculateLeaveEncashment, EMPLOYER, LIMIT } from '../leave-encashment';
import { leaveEncashmentDefinition } from '../leave-encashment-definition';

/*
 * Reference values by a different route: the leave's value is worked day by day (each day's pay is a month's
 * salary over 30, summed over the days counted), and the least of the four found by sorting them, not by the
 * calculator's running minimum.
 */
const dayByDay = (salary: number, days: number) => {
  let total = 0;
  for (let day = 0; day < days; day++) total += salary / 30;
  return total;
};

const base = {
  averageSalary: 100000,
  yearsOfService: 20,
  unavailedLeave: 300,
  encashmentReceived: 1200000,
  employer: EMPLOYER.other,
  earlierExemption: 0,
};

describe('calculateLeaveEncashment', () => {
  it('the issue’s example: exempt 10,00,000, taxable 2,00,000', () => {
    const r = calculateLeaveEncashment(base);
    const limits = [2500000, 1200000, 10 * 100000, dayByDay(100000, 300)].sort((a, b) => a - b);
    expect(r.exempt).toBeCloseTo(limits[0], 6);
    expect(r.exempt).toBeCloseTo(1000000, 6);
    expect(r.taxable).toBeCloseTo(200000, 6);
    expect(r.leaveValue).toBeCloseTo(dayByDay(100000, 300), 6);
    // 10 months' salary and the leave are equal here; the first named decides.
    expect(r.least).toBe(LIMIT.tenMonths);
  });

  it('leave counts at most 30 days a completed year', () => {
    // 5 years: at most 150 days of the 300.
    const r = calculateLeaveEncashment({ ...base, yearsOfService: 5 });
    expect(r.leaveDaysCounted).toBe(150);
    expect(r.exempt).toBeCloseTo(dayByDay(100000, 150), 6);
    expect(r.least).toBe(LIMIT.leave);
    expect(r.taxable).toBeCloseTo(1200000 - 500000, 6);
  });

  it('the lifetime limit, less what was exempted before', () => {
    const r = calculateLeaveEncashment({ ...base, averageSalary: 500000, encashmentReceived: 4000000, earlierExemption: 500000 });
    expect(r.statutoryLimit).toBe(2000000);
    expect(r.exempt).toBe(2000000);
    expect(r.least).toBe(LIMIT.statutory);
  });

  it('a government employee’s is exempt in full', () => {
    const r = calculateLeaveEncashment({ ...base, employer: EMPLOYER.government, encashmentReceived: 5000000 });
    expect(r.exempt).toBe(5000000);
    expect(r.taxable).toBe(0);
  });

  it('less received than every limit: all exempt; nothing is NaN', () => {
    const r = calculateLeaveEncashment({ ...base, encashmentReceived: 300000 });
    expect(r.exempt).toBe(300000);
    expect(r.least).toBe(LIMIT.received);
    expect(Number.isFinite(calculateLeaveEncashment({ ...base, averageSalary: NaN }).exempt)).toBe(true);
  });
});

describe('leaveEncashmentDefinition', () => {
  it('has the issue’s labels in rupees', () => {
    expect(leaveEncashmentDefinition.fields.map((f) => f.label).slice(0, 4)).toEqual([
      'Average Monthly Salary (basic + DA, last 10 months)',
      'Years of Service',
      'Unavailed Leave (Days)',
      'Leave Encashment Received',
    ]);
    expect(leaveEncashmentDefinition.fixedCurrency).toBe('INR');
  });
});
