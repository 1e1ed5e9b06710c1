import { moneyText } from '@calc/shared';
import { ssyInvestmentMode } from '../ssy-modes';
import { calculateSsy } from '../ssy';

/** The closed form: 15 deposits at the start of each year grown to the 15th year's end, then 6 more years. */
const closedForm = (p: number, r: number) => ((p * (1 + r) * ((1 + r) ** 15 - 1)) / r) * (1 + r) ** 6;

describe('calculateSsy', () => {
  it('the issue’s example: 1,50,000 a year at 8.2% matures at 71,82,119.17', () => {
    const r = calculateSsy({ yearlyInvestment: 150000, girlAge: 5, interestRate: 8.2 });
    expect(r.maturityAmount).toBeCloseTo(7182119.17, 2);
    expect(r.maturityAmount).toBeCloseTo(closedForm(150000, 0.082), 6);
    expect(r.totalInvested).toBe(2250000);
    expect(r.totalInterest).toBeCloseTo(7182119.17 - 2250000, 2);
    expect(r.maturityAge).toBe(26);
  });

  it('21 rows: deposits in the first 15 years only, every year-end balance as the closed form has it', () => {
    const r = calculateSsy({ yearlyInvestment: 12000, girlAge: 0, interestRate: 7.6 });
    expect(r.rows).toHaveLength(21);
    expect(r.rows.map((row) => row.deposit)).toEqual([...Array(15).fill(12000), ...Array(6).fill(0)]);
    r.rows.slice(0, 15).forEach((row, index) => {
      const y = index + 1;
      expect(row.endOfYearBalance).toBeCloseTo((12000 * 1.076 * (1.076 ** y - 1)) / 0.076, 6);
    });
    expect(r.rows[20].endOfYearBalance).toBeCloseTo(closedForm(12000, 0.076), 6);
    expect(r.rows[20].age).toBe(21);
    // Year 16 earns interest on the whole balance and takes no deposit.
    expect(r.rows[15].interestEarned).toBeCloseTo(r.rows[14].endOfYearBalance * 0.076, 6);
  });

  it('at 0% the maturity is what was paid in; the girl’s age moves the maturity age only', () => {
    const r = calculateSsy({ yearlyInvestment: 250, girlAge: 10, interestRate: 0 });
    expect(r.maturityAmount).toBe(3750);
    expect(r.totalInterest).toBe(0);
    expect(r.maturityAge).toBe(31);
  });
});

describe('solving for the yearly investment', () => {
  it('the deposit that matures at a target, found from the closed form, and refused outside the scheme’s limits', () => {
    const solved = ssyInvestmentMode.solve({ targetAmount: 5000000, girlAge: 2, interestRate: 8.2 });
    if (!solved.ok) throw new Error(moneyText(solved.reason, String));
    expect(solved.value.figures[0].value).toBeCloseTo(5000000 / closedForm(1, 0.082), 8);
    expect(solved.value.result.maturityAmount).toBeCloseTo(5000000, 6);
    const tooBig = ssyInvestmentMode.solve({ targetAmount: 1e8, girlAge: 2, interestRate: 8.2 });
    expect(tooBig).toEqual({ ok: false, reason: expect.stringContaining('more than the ₹1,50,000.00 the scheme allows') });
    const tooSmall = ssyInvestmentMode.solve({ targetAmount: 1000, girlAge: 2, interestRate: 8.2 });
    expect(tooSmall).toEqual({ ok: false, reason: expect.stringContaining('least deposit of ₹250.00') });
  });
});
