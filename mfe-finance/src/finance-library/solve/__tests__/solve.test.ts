import { bisectIncreasing } from '../solve';

describe('bisectIncreasing', () => {
  it('finds the square root of 2', () => {
    expect(bisectIncreasing((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 11);
  });
});
