import { calculatePostOfficeMis, POMIS_ACCOUNT } from '../post-office-mis';
import { pomisDepositMode } from '../post-office-mis-modes';
import { postOfficeMisDefinition } from '../post-office-mis-definition';

/*
 * Reference values by a different route: the 60 monthly payments are added one by one, as a passbook lists them,
 * and the monthly figure is worked in integers (9,00,000 × 74 / 1000 / 12 = 5,550), not the calculator's D r / n.
 */
describe('calculatePostOfficeMis', () => {
  it('the issue’s example: 9,00,000 at 7.4% pays 5,550 a month, 3,33,000 in all', () => {
    const r = calculatePostOfficeMis({ deposit: 900000, interestRate: 7.4, accountType: POMIS_ACCOUNT.single });
    expect(r.payout).toBeCloseTo((900000 * 74) / 1000 / 12, 6);
    expect(r.payout).toBeCloseTo(5550, 6);
    let passbook = 0;
    for (let month = 1; month <= 60; month++) passbook += 5550;
    expect(r.totalInterest).toBeCloseTo(passbook, 4);
    expect(r.totalInterest).toBeCloseTo(333000, 4);
    expect(r.periods).toHaveLength(60);
    expect(r.periods[59].cumulativeInterest).toBeCloseTo(333000, 4);
    expect(r.rows.map((row) => row.interestPaid)).toEqual(Array(5).fill(expect.closeTo(66600, 6)));
  });

  it('at 0% nothing is paid', () => {
    expect(calculatePostOfficeMis({ deposit: 1000, interestRate: 0, accountType: 0 }).totalReceived).toBe(1000);
  });
});

describe('limits', () => {
  it('a single account holds 9,00,000, a joint one 15,00,000', () => {
    expect(postOfficeMisDefinition.validate!({ deposit: 900000, interestRate: 7.4, accountType: 0 })).toEqual({});
    expect(postOfficeMisDefinition.validate!({ deposit: 901000, interestRate: 7.4, accountType: 0 }).deposit).toBe(
      'A single account holds at most ₹9,00,000: choose a joint account or deposit less.',
    );
    expect(postOfficeMisDefinition.validate!({ deposit: 1500000, interestRate: 7.4, accountType: 1 })).toEqual({});
    expect(postOfficeMisDefinition.fields[0].max).toBe(1500000);
  });
});

describe('Solve for: Deposit', () => {
  it('5,550 a month at 7.4% needs 9,00,000', () => {
    const solved = pomisDepositMode.solve({ targetMonthlyIncome: 5550, interestRate: 7.4, accountType: 0 });
    expect(solved.ok && solved.value.figures[0].value).toBe(900000);
  });
  it('more than a single account pays is refused, a joint account can', () => {
    expect(pomisDepositMode.solve({ targetMonthlyIncome: 6000, interestRate: 7.4, accountType: 0 }).ok).toBe(false);
    // 6,000 × 12 / 0.074 = 9,72,972.97…, so 9,73,000.
    const joint = pomisDepositMode.solve({ targetMonthlyIncome: 6000, interestRate: 7.4, accountType: 1 });
    expect(joint.ok && joint.value.figures[0].value).toBe(973000);
  });
});
