/*
 * The "Solve for" modes as the page runs them: each solution, fed back into the calculator, gives the target to
 * the cent; targets out of reach say why. Expected values come from the formulas written out here, not from the
 * solvers.
 */
import { formatCurrency, moneyText, type Solution, type Solved, type Values } from '@calc/shared';
import { loanAmountMode, loanTenureMode } from '../../loan/loan-modes';
import { lumpSumAmountMode, lumpSumDurationMode } from '../../lump-sum/lump-sum-modes';
import { sipAmountMode, sipDurationMode, sipRateMode } from '../../sip/sip-modes';
import { swpWithdrawalMode } from '../../swp/swp-modes';
import { calculateSip } from '../../sip/sip';
import { calculateSwp } from '../../swp/swp';
import {
  calculateRetirement,
  retirementDefaults,
  type ApproachInputs,
  type AssetClassInputs,
  type RetirementInputs,
} from '../../retirement/retirement';
import { assetFieldName } from '../../retirement/retirement-fields';
import { retirementExtraMode } from '../../retirement/retirement-modes';

/** Amounts in a refusal, as the page writes them in INR. */
const inRupees = (amount: number) => formatCurrency(amount, 'INR');
function solved<R, F extends string>(result: Solved<Solution<R, F>>): Solution<R, F> {
  if (!result.ok) throw new Error(moneyText(result.reason, inRupees));
  return result.value;
}
function refused<R, F extends string>(result: Solved<Solution<R, F>>): string {
  if (result.ok) throw new Error('expected a refusal');
  return moneyText(result.reason, inRupees);
}
const cents = (x: number) => Math.round(x * 100);

describe('SIP modes', () => {
  it.each([
    { annualRate: 12, duration: 15, stepUp: 0, targetAmount: 1e7 },
    { annualRate: 12, duration: 15, stepUp: 10, targetAmount: 1e7 },
    { annualRate: 0, duration: 10, stepUp: 0, targetAmount: 600000 },
    { annualRate: 0, duration: 10, stepUp: 5, targetAmount: 987654.32 },
  ])('Monthly SIP Amount reaches the target to the cent (%o)', (given) => {
    const solution = solved(sipAmountMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(given.targetAmount));
    expect(solution.figures[0].label).toBe('Monthly SIP Amount');
    if (given.annualRate === 0 && given.stepUp === 0) {
      // At 0 % the deposits are the target: 600000 over 120 months is 5000 a month.
      expect(solution.figures[0].value).toBeCloseTo(given.targetAmount / (given.duration * 12), 9);
    }
  });

  it('Investment Duration (Years): the first whole year that reaches the target, and the month it is reached', () => {
    const given = { sipAmount: 10000, annualRate: 12, stepUp: 0, targetAmount: 4.5e6 };
    const solution = solved(sipDurationMode.solve(given));
    // Independently: the month the balance first reaches 45 lakh at 1 % a month.
    let balance = 0;
    let month = 0;
    while (balance < given.targetAmount) {
      month++;
      balance = (balance + 10000) * 1.01;
    }
    const years = Math.ceil(month / 12);
    expect(solution.figures[0].value).toBe(years);
    expect(month % 12).not.toBe(0);
    expect(solution.figures[1].value).toBe(`${Math.floor(month / 12)} years ${month % 12} months`);
    expect(solution.result.maturityAmount).toBeGreaterThanOrEqual(given.targetAmount);
    expect(calculateSip({ ...given, duration: years - 1 }).maturityAmount).toBeLessThan(given.targetAmount);
  });

  it.each([0, 10])('Annual Interest Rate (%%) reaches the target to the cent (step-up %d %%)', (stepUp) => {
    const given = { sipAmount: 5000, duration: 20, stepUp, targetAmount: 5e6 };
    const solution = solved(sipRateMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(5e6));
    expect(solution.figures[0].format).toBe('percent');
  });

  it('a target the deposits pass even at the lowest rate, or one out of reach, is refused with a reason', () => {
    expect(refused(sipRateMode.solve({ sipAmount: 5000, duration: 20, stepUp: 0, targetAmount: 1000 }))).toMatch(/lowest rate/);
    expect(refused(sipDurationMode.solve({ sipAmount: 1, annualRate: 0, stepUp: 0, targetAmount: 1e9 }))).toMatch(
      /raise the monthly amount/,
    );
  });
});

describe('Lump Sum modes', () => {
  it.each([
    { annualRate: 12, duration: 10, targetAmount: 1e6 },
    { annualRate: 0, duration: 5, targetAmount: 250000 },
    { annualRate: -5, duration: 3, targetAmount: 100 },
  ])('Lump Sum Amount grows to the target to the cent (%o)', (given) => {
    const solution = solved(lumpSumAmountMode.solve(given));
    expect(cents(solution.result.maturityAmount)).toBe(cents(given.targetAmount));
    expect(solution.figures[0].value).toBeCloseTo(given.targetAmount / Math.pow(1 + given.annualRate / 100, given.duration), 6);
  });

  it('Investment Duration (Years): ln(target / amount) / ln(1 + r), and the whole years', () => {
    const solution = solved(lumpSumDurationMode.solve({ amount: 100000, annualRate: 8, targetAmount: 300000 }));
    const exact = Math.log(3) / Math.log(1.08); // 14.27...
    expect(solution.figures[0].value).toBe(15);
    expect(solution.figures[1].value).toBe(`${exact.toFixed(2)} years`);
    expect(solution.result.maturityAmount).toBeCloseTo(100000 * Math.pow(1.08, 15), 6);
  });

  it('no growth, or a target past 100 years, is refused with what would work', () => {
    expect(refused(lumpSumDurationMode.solve({ amount: 1000, annualRate: 0, targetAmount: 2000 }))).toMatch(/raise the rate/);
    expect(refused(lumpSumDurationMode.solve({ amount: 1, annualRate: 1, targetAmount: 1e9 }))).toMatch(/100/);
  });
});

describe('Loan modes', () => {
  it.each([
    { annualRate: 9, tenure: 20, monthlyEmi: 30000 },
    { annualRate: 0, tenure: 5, monthlyEmi: 10000 },
  ])('Loan Amount: the loan whose EMI is the one given, to the cent (%o)', (given) => {
    const solution = solved(loanAmountMode.solve(given));
    expect(cents(solution.result.emi)).toBe(cents(given.monthlyEmi));
    const r = given.annualRate / 1200;
    const n = given.tenure * 12;
    const expected = r === 0 ? given.monthlyEmi * n : (given.monthlyEmi * (1 - Math.pow(1 + r, -n))) / r;
    expect(solution.figures[0].value).toBeCloseTo(expected, 6);
  });

  it('Loan Tenure (Years): EMIs of the given amount and a last, smaller one clear the loan', () => {
    const given = { loanAmount: 2500000, annualRate: 8.5, monthlyEmi: 25000 };
    const solution = solved(loanTenureMode.solve(given));
    // Independently, month by month.
    let balance = given.loanAmount;
    let payments = 0;
    let interest = 0;
    while (balance > 1e-9) {
      payments++;
      const due = balance * (1 + 8.5 / 1200);
      interest += due - balance;
      balance = due - Math.min(due, given.monthlyEmi);
    }
    const { months } = solution.result;
    expect(months).toHaveLength(payments);
    expect(solution.figures[1].value).toBe(String(payments));
    expect(months.slice(0, -1).every((m) => m.payment === 25000)).toBe(true);
    expect(months[months.length - 1].payment).toBeLessThanOrEqual(25000);
    expect(months[months.length - 1].remainingBalance).toBe(0);
    expect(cents(solution.result.totalInterest)).toBe(cents(interest));
    expect(cents(months.reduce((sum, m) => sum + m.principalPaid, 0))).toBe(cents(given.loanAmount));
  });

  it('an EMI at or below the first month’s interest never repays the loan, and says so', () => {
    // 1,00,00,000 at 12 %: the first month's interest is 1,00,000.
    const reason = refused(loanTenureMode.solve({ loanAmount: 1e7, annualRate: 12, monthlyEmi: 100000 }));
    expect(reason).toContain(`first month's interest (${formatCurrency(100000, 'INR')})`);
    expect(reason).toMatch(/raise the EMI/);
  });
});

describe('SWP mode', () => {
  it.each([
    { initialInvestment: 1e6, annualRate: 8, duration: 20, yearlyStepUp: 0, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 8, duration: 20, yearlyStepUp: 5, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 0, duration: 10, yearlyStepUp: 0, leaveAtEnd: 0 },
    { initialInvestment: 1e6, annualRate: 10, duration: 15, yearlyStepUp: 3, leaveAtEnd: 250000 },
  ])('Monthly Withdrawal Amount lasts the whole duration and leaves what was asked, to the cent (%o)', (given) => {
    const solution = solved(swpWithdrawalMode.solve(given));
    const withdrawal = solution.figures[0].value as number;
    expect(cents(solution.result.endingBalance)).toBe(cents(given.leaveAtEnd));
    expect(solution.result.rows).toHaveLength(given.duration);
    if (given.annualRate === 0 && given.yearlyStepUp === 0) expect(withdrawal).toBeCloseTo(1e6 / 120, 9);
    // A rupee more a month runs out before the end (or leaves less than asked).
    const more = calculateSwp({ ...given, withdrawalAmount: withdrawal + 1 });
    expect(more.endingBalance).toBeLessThan(given.leaveAtEnd || 1e-9);
    expect(solution.note?.tone).toBe('good');
  });

  it('an amount to leave above what the investment grows to is refused', () => {
    const reason = refused(
      swpWithdrawalMode.solve({
        initialInvestment: 1000,
        annualRate: 0,
        duration: 5,
        yearlyStepUp: 0,
        leaveAtEnd: 5000,
      }),
    );
    expect(reason).toMatch(/lower that amount/);
  });
});

describe('Retirement mode', () => {
  const flat = (inputs: RetirementInputs): Values<string> => {
    const values: Values<string> = {};
    for (const [name, value] of Object.entries(inputs)) if (typeof value === 'number') values[name] = value;
    for (const [prefix, approach] of [
      ['cs', inputs.currentApproach],
      ['rs', inputs.retirementApproach],
    ] as const)
      for (const [assetClass, measures] of Object.entries(approach))
        for (const [measure, value] of Object.entries(measures as AssetClassInputs))
          values[assetFieldName(prefix, assetClass as keyof ApproachInputs, measure as keyof AssetClassInputs)] = value;
    return values;
  };

  it('the extra monthly investment keeps every year at or above zero, the tightest at zero to the cent', () => {
    const inputs = { ...retirementDefaults, postRetirementMonthly: 150000 };
    expect(calculateRetirement(inputs).depletedAtAge).not.toBeNull();
    const solution = solved(retirementExtraMode.solve(flat(inputs)));
    const extra = solution.figures[0].value as number;
    expect(extra).toBeGreaterThan(0);
    expect(solution.figures[1].value).toBeCloseTo(inputs.monthlyInvestment + extra, 6);
    const endings = solution.result.rows.map((row) => row.endingSavings);
    expect(solution.result.depletedAtAge).toBeNull();
    expect(cents(Math.min(...endings))).toBe(0);
    // A rupee a month less runs out before the planned age.
    const less = calculateRetirement({ ...inputs, monthlyInvestment: inputs.monthlyInvestment + extra - 1 });
    expect(less.depletedAtAge).not.toBeNull();
  });

  it('no extra when the savings already last, and a refusal when no investment can help', () => {
    const lasting = solved(retirementExtraMode.solve(flat({ ...retirementDefaults, postRetirementMonthly: 1000 })));
    expect(lasting.figures[0].value).toBe(0);
    const retired = { ...retirementDefaults, currentAge: 60, retirementAge: 60, currentSavings: 0 };
    expect(refused(retirementExtraMode.solve(flat(retired)))).toMatch(/retire later/);
  });
});
