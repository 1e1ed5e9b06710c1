import { moneyText, type Solved } from '@calc/shared';
import { calculateLoan } from '../loan';
import { loanAmountFor } from '../loan-amount';

const value = <T>(solved: Solved<T>): T => {
  if (!solved.ok) throw new Error(moneyText(solved.reason, String));
  return solved.value;
};
const toCent = (x: number) => Math.round(x * 100) / 100;

describe('The loan an EMI repays', () => {
  it('the loan an EMI of 30,000 carries over 20 years at 9 %, back to the cent', () => {
    const amount = value(loanAmountFor(30000, 9, 20));
    expect(toCent(calculateLoan({ loanAmount: amount, annualRate: 9, tenure: 20 }).emi)).toBe(30000);
    expect(value(loanAmountFor(30000, 0, 20))).toBe(30000 * 240);
  });
});
