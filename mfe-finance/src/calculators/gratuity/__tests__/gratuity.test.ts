import { calculateGratuity } from '../gratuity';

describe('calculateGratuity', () => {
  it('50000 x 10 x 15 / 26 = 288461.54', () => {
    const res = calculateGratuity({ lastSalary: 50000, yearsOfService: 10 });
    expect(res.gratuity).toBeCloseTo(288461.54, 2);
    expect(res.lastSalary).toBe(50000);
    expect(res.yearsOfService).toBe(10);
  });

  it('the gratuity in months of the last salary: 10 years x 15 / 26 = 5.77', () => {
    const result = calculateGratuity({ lastSalary: 50000, yearsOfService: 10 });
    expect(result.monthsOfSalary).toBeCloseTo(150 / 26, 12);
    expect(result.gratuity / result.lastSalary).toBeCloseTo(result.monthsOfSalary, 12);
  });

  it('rows use the row year in place of the years of service', () => {
    const res = calculateGratuity({ lastSalary: 50000, yearsOfService: 10 });
    expect(res.rows).toHaveLength(10);
    expect(res.rows[0]).toEqual({ year: 1, gratuityForYear: expect.closeTo(28846.15, 2) }); // 50000 x 15 / 26
    expect(res.rows[2]).toEqual({ year: 3, gratuityForYear: expect.closeTo(86538.46, 2) }); // 50000 x 3 x 15 / 26
    expect(res.rows[9].gratuityForYear).toBeCloseTo(res.gratuity, 8);
  });

  it('zero salary gives zero, and the largest inputs stay finite', () => {
    expect(calculateGratuity({ lastSalary: 0, yearsOfService: 5 }).gratuity).toBe(0);
    expect(calculateGratuity({ lastSalary: 1e12, yearsOfService: 100 }).gratuity).toBeCloseTo((1e12 * 100 * 15) / 26, 0);
  });
});
