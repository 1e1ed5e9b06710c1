import { inflationRateField, todaysMoneyNote } from '../todays-money';

describe('the today’s-money note', () => {
  it('states the rate, the power and the factor it divides by', () => {
    const note = todaysMoneyNote(6, 10, 'Detail.');
    expect(note).toContain('if prices rise 6% a year');
    expect(note).toContain('divided by (1\u00a0+\u00a06%)¹⁰ = 1.7908'); // 1.06^10 = 1.790847...
    expect(note.endsWith('Detail.')).toBe(true);
  });

  it('says prices fall at a negative rate, and that 0 % changes nothing', () => {
    expect(todaysMoneyNote(-2.5, 1, '')).toContain('if prices fall 2.5% a year; an amount 1 year away is divided by');
    expect(todaysMoneyNote(-2.5, 1, '')).toContain('= 0.9750');
    expect(todaysMoneyNote(0, 10, 'Detail.')).toBe("In today's money: at 0% inflation the figures are already in today's money.");
  });
});

describe('the Inflation Rate (%) field', () => {
  it('is optional, pre-filled with 6, and bounded', () => {
    expect(inflationRateField('inflationRate')).toMatchObject({
      name: 'inflationRate',
      label: 'Inflation Rate (%)',
      kind: 'percent',
      required: false,
      defaultValue: 6,
      min: -10,
      max: 50,
    });
  });
});
