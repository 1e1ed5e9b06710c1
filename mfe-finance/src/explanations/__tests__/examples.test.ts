/*
 * Every worked example is computed, not written: its rows are the calculator's own pure function applied to the
 * example inputs, and other inputs give other rows. A plain formatter makes the comparison exact.
 */
import { calculateCagr } from '../../calculators/cagr/cagr';
import { calculateGratuity } from '../../calculators/gratuity/gratuity';
import { calculateInflation } from '../../calculators/inflation/inflation';
import { calculateLoan } from '../../finance-library/loan/loan';
import { calculateLumpSum } from '../../calculators/lump-sum/lump-sum';
import { calculateRetirement } from '../../calculators/retirement/retirement';
import { calculateSalary } from '../../calculators/salary/salary';
import { calculateSip } from '../../finance-library/sip';
import { calculateSwp } from '../../calculators/swp/swp';
import { cagrExample, CAGR_EXAMPLE_INPUTS } from '../../calculators/cagr/cagr-example';
import type { ExampleFormat } from '../example-format';
import { gratuityExample, GRATUITY_EXAMPLE_INPUTS } from '../../calculators/gratuity/gratuity-example';
import { inflationExample, INFLATION_EXAMPLE_INPUTS } from '../../calculators/inflation/inflation-example';
import { loanExample, LOAN_EXAMPLE_INPUTS } from '../../calculators/loan/loan-example';
import { lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS } from '../../calculators/lump-sum/lump-sum-example';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from '../../calculators/retirement/retirement-example';
import { salaryExample, SALARY_EXAMPLE_INPUTS } from '../../calculators/salary/salary-example';
import { sipExample, SIP_EXAMPLE_INPUTS } from '../../calculators/sip/sip-example';
import { swpExample, SWP_EXAMPLE_INPUTS } from '../../calculators/swp/swp-example';

const money = (amount: number) => `¤${amount.toFixed(6)}`;
const percent = (value: number) => `${value.toFixed(6)}%`;
const f: ExampleFormat = { money, percent };

const valuesOf = (example: { rows: { value: string }[] }) => example.rows.map((row) => row.value);
const rowValue = (example: { rows: { label: string; value: string }[] }, label: string | RegExp) => {
  const row = example.rows.find((item) => (typeof label === 'string' ? item.label === label : label.test(item.label)));
  if (!row) throw new Error(`no row ${label}`);
  return row.value;
};
const emphasised = (example: { rows: { value: string; emphasis?: boolean }[] }) => example.rows.filter((row) => row.emphasis);

describe('SIP worked example', () => {
  const example = sipExample(SIP_EXAMPLE_INPUTS, f);
  const result = calculateSip(SIP_EXAMPLE_INPUTS);

  it('shows calculateSip’s deposits, returns and maturity amount', () => {
    expect(rowValue(example, 'Total deposited')).toBe(money(result.totalDeposit));
    expect(rowValue(example, 'Returns earned')).toBe(money(result.totalReturns));
    expect(rowValue(example, `Value after ${SIP_EXAMPLE_INPUTS.duration} years`)).toBe(money(result.maturityAmount));
    expect(emphasised(example)).toEqual([expect.objectContaining({ value: money(result.maturityAmount) })]);
  });

  it('names the last year’s stepped-up deposit from the calculator’s yearly rows', () => {
    const lastMonthly = (result.rows[9].totalDeposit - result.rows[8].totalDeposit) / 12;
    expect(lastMonthly).toBeCloseTo(SIP_EXAMPLE_INPUTS.sipAmount * 1.1 ** 9, 6);
    expect(example.description).toContain(money(lastMonthly));
  });

  it('compares with end-of-month deposits, which an independent month-by-month loop confirms is lower', () => {
    const i = SIP_EXAMPLE_INPUTS.annualRate / 1200;
    let balance = 0;
    let monthly = SIP_EXAMPLE_INPUTS.sipAmount;
    for (let year = 0; year < SIP_EXAMPLE_INPUTS.duration; year++) {
      for (let month = 0; month < 12; month++) balance = balance * (1 + i) + monthly; // deposit at the end of the month
      monthly *= 1 + SIP_EXAMPLE_INPUTS.stepUp / 100;
    }
    const shown = Number(rowValue(example, 'Same plan, deposits at the end of each month').slice(1));
    expect(shown).toBeCloseTo(balance, 4);
    expect(balance).toBeLessThan(result.maturityAmount);
  });

  it('the closed form shown as the formula gives calculateSip’s maturity amount', () => {
    const { sipAmount: P, annualRate, duration: Y, stepUp } = SIP_EXAMPLE_INPUTS;
    const i = annualRate / 100 / 12;
    const g = stepUp / 100;
    let fv = 0;
    for (let y = 1; y <= Y; y++) fv += P * (1 + g) ** (y - 1) * (((1 + i) * ((1 + i) ** 12 - 1)) / i) * (1 + i) ** (12 * (Y - y));
    expect(fv).toBeCloseTo(result.maturityAmount, 4);
  });

  it('changes when the inputs change', () => {
    const other = sipExample({ ...SIP_EXAMPLE_INPUTS, sipAmount: 7000 }, f);
    expect(valuesOf(other)).not.toEqual(valuesOf(example));
    expect(rowValue(other, 'Value after 10 years')).toBe(
      money(calculateSip({ ...SIP_EXAMPLE_INPUTS, sipAmount: 7000 }).maturityAmount),
    );
  });
});

describe('worked examples in today’s money', () => {
  it('SIP: calculateSip’s maturity in today’s money, which is the maturity divided by 1.06^10', () => {
    const example = sipExample(SIP_EXAMPLE_INPUTS, f);
    const result = calculateSip(SIP_EXAMPLE_INPUTS);
    expect(SIP_EXAMPLE_INPUTS.inflationRate).toBe(6);
    expect(rowValue(example, 'The same in today’s money, at 6% inflation')).toBe(money(result.today!.maturityAmount));
    expect(result.today!.maturityAmount).toBeCloseTo(result.maturityAmount / 1.06 ** 10, 6);
  });

  it('lump sum: 161,051 in 5 years is 161,051 / 1.06^5 today', () => {
    const example = lumpSumExample(LUMP_SUM_EXAMPLE_INPUTS, f);
    expect(rowValue(example, 'The same in today’s money, at 6% inflation')).toBe(money((100000 * 1.1 ** 5) / 1.06 ** 5));
  });

  it('SWP: the total withdrawn and the balance left, in today’s money', () => {
    const example = swpExample(SWP_EXAMPLE_INPUTS, f);
    const result = calculateSwp(SWP_EXAMPLE_INPUTS);
    expect(rowValue(example, 'Total withdrawn in today’s money, at 6% inflation')).toBe(money(result.today!.totalWithdrawals));
    expect(rowValue(example, 'Balance left in today’s money')).toBe(money(result.endingBalance / 1.06 ** 10));
    expect(result.today!.totalWithdrawals).toBeLessThan(result.totalWithdrawals);
  });
});

describe('SWP worked example', () => {
  const example = swpExample(SWP_EXAMPLE_INPUTS, f);
  const result = calculateSwp(SWP_EXAMPLE_INPUTS);

  it('shows calculateSwp’s withdrawals, interest and ending balance', () => {
    expect(rowValue(example, 'Withdrawn in year 1')).toBe(money(result.rows[0].totalWithdrawals));
    expect(rowValue(example, 'Withdrawn in year 10')).toBe(money(result.rows[9].totalWithdrawals));
    expect(rowValue(example, 'Total withdrawn')).toBe(money(result.totalWithdrawals));
    expect(rowValue(example, 'Interest credited')).toBe(money(result.rows.reduce((sum, row) => sum + row.interestEarned, 0)));
    expect(rowValue(example, 'Balance left after 10 years')).toBe(money(result.endingBalance));
  });

  it('says in which year the money runs out when it does', () => {
    const inputs = { ...SWP_EXAMPLE_INPUTS, withdrawalAmount: 20000 };
    const depleting = calculateSwp(inputs);
    expect(depleting.endingBalance).toBe(0);
    expect(rowValue(swpExample(inputs, f), 'The money runs out in')).toBe(`year ${depleting.rows.length}`);
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(swpExample({ ...SWP_EXAMPLE_INPUTS, annualRate: 6 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('lump sum worked example', () => {
  const example = lumpSumExample(LUMP_SUM_EXAMPLE_INPUTS, f);
  const result = calculateLumpSum(LUMP_SUM_EXAMPLE_INPUTS);

  it('shows calculateLumpSum’s yearly interest and maturity amount', () => {
    expect(rowValue(example, 'Interest earned in year 1')).toBe(money(result.rows[0].interestEarned));
    expect(rowValue(example, 'Interest earned in year 5')).toBe(money(result.rows[4].interestEarned));
    expect(rowValue(example, 'Total interest')).toBe(money(result.maturityAmount - result.totalDeposit));
    expect(rowValue(example, 'Value after 5 years')).toBe(money(result.maturityAmount));
    expect(result.maturityAmount).toBeCloseTo(100000 * 1.1 ** 5, 6);
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(lumpSumExample({ ...LUMP_SUM_EXAMPLE_INPUTS, duration: 7 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('loan worked example', () => {
  const example = loanExample(LOAN_EXAMPLE_INPUTS, f);
  const result = calculateLoan(LOAN_EXAMPLE_INPUTS);
  const shorter = calculateLoan({ ...LOAN_EXAMPLE_INPUTS, tenure: 10 });

  it('shows calculateLoan’s EMI, totals and first-year split', () => {
    expect(rowValue(example, 'EMI')).toBe(money(result.emi));
    expect(rowValue(example, 'Total interest')).toBe(money(result.totalInterest));
    expect(rowValue(example, 'Total payment')).toBe(money(result.totalPayment));
    expect(rowValue(example, 'Interest paid in year 1')).toBe(money(result.rows[0].interestPaid));
    expect(rowValue(example, 'Principal repaid in year 1')).toBe(money(result.rows[0].principalPaid));
  });

  it('shows the same loan over half the tenure: a higher EMI and less interest', () => {
    expect(rowValue(example, 'Over 10 years instead: EMI')).toBe(money(shorter.emi));
    expect(rowValue(example, 'Over 10 years instead: total interest')).toBe(money(shorter.totalInterest));
    expect(shorter.emi).toBeGreaterThan(result.emi);
    expect(shorter.totalInterest).toBeLessThan(result.totalInterest);
  });

  it('has no half-tenure comparison for a one-year loan', () => {
    const oneYear = loanExample({ ...LOAN_EXAMPLE_INPUTS, tenure: 1 }, f);
    expect(oneYear.rows.some((row) => /instead/.test(row.label))).toBe(false);
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(loanExample({ ...LOAN_EXAMPLE_INPUTS, annualRate: 8 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('CAGR worked example', () => {
  const example = cagrExample(CAGR_EXAMPLE_INPUTS, f);
  const result = calculateCagr(CAGR_EXAMPLE_INPUTS);

  it('shows calculateCagr’s rate and the smooth path', () => {
    expect(rowValue(example, 'CAGR')).toBe(percent(result.cagr));
    expect(rowValue(example, 'Value after year 1 at that rate')).toBe(money(result.rows[0].yearEndValue));
    expect(rowValue(example, 'Value after year 5 at that rate')).toBe(money(CAGR_EXAMPLE_INPUTS.finalValue));
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(cagrExample({ ...CAGR_EXAMPLE_INPUTS, finalValue: 30000 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('gratuity worked example', () => {
  const example = gratuityExample(GRATUITY_EXAMPLE_INPUTS, f);
  const result = calculateGratuity(GRATUITY_EXAMPLE_INPUTS);

  it('shows calculateGratuity’s amounts', () => {
    expect(rowValue(example, 'Gratuity for each year of service')).toBe(money(result.rows[0].gratuityForYear));
    expect(rowValue(example, 'Gratuity after 5 years')).toBe(money(result.rows[4].gratuityForYear));
    expect(rowValue(example, 'Gratuity after 10 years')).toBe(money(result.gratuity));
    expect(result.gratuity).toBeCloseTo((50000 * 10 * 15) / 26, 6);
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(gratuityExample({ ...GRATUITY_EXAMPLE_INPUTS, lastSalary: 60000 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('inflation worked example', () => {
  const example = inflationExample(INFLATION_EXAMPLE_INPUTS, f);
  const result = calculateInflation(INFLATION_EXAMPLE_INPUTS);

  it('shows calculateInflation’s future value, the increase and today’s amount in future prices', () => {
    expect(rowValue(example, 'Cost after 10 years')).toBe(money(result.futureValue));
    expect(rowValue(example, 'Increase in cost')).toBe(money(result.futureValue - 100000));
    expect(Number(rowValue(example, /will buy then/).slice(1))).toBeCloseTo(100000 / 1.06 ** 10, 4);
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(inflationExample({ ...INFLATION_EXAMPLE_INPUTS, inflationRate: 4 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('salary worked example', () => {
  const example = salaryExample(SALARY_EXAMPLE_INPUTS, f);
  const result = calculateSalary(SALARY_EXAMPLE_INPUTS);

  it('shows calculateSalary’s gross, deductions and net pay', () => {
    expect(rowValue(example, 'Gross salary (a year)')).toBe(money(result.grossSalary));
    expect(rowValue(example, 'Total deductions (a year)')).toBe(money(result.totalDeductions));
    expect(rowValue(example, 'Net salary (a year)')).toBe(money(result.netAnnualSalary));
    expect(rowValue(example, 'Net salary (a month)')).toBe(money(result.netMonthlySalary));
    expect(rowValue(example, 'Part of the CTC not paid as salary')).toBe(money(SALARY_EXAMPLE_INPUTS.ctc - result.grossSalary));
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(salaryExample({ ...SALARY_EXAMPLE_INPUTS, providentFund: 80000 }, f))).not.toEqual(valuesOf(example));
  });
});

describe('retirement worked example', () => {
  const example = retirementExample(RETIREMENT_EXAMPLE_INPUTS, f);
  const result = calculateRetirement(RETIREMENT_EXAMPLE_INPUTS);

  it('shows calculateRetirement’s weighted returns, first retired expenses and savings', () => {
    const firstRetired = result.rows.find((row) => row.status === 'Retired')!;
    expect(rowValue(example, 'Weighted return before retirement')).toBe(percent(result.current.returnsShare));
    expect(rowValue(example, 'Weighted return after retirement')).toBe(percent(result.retirement.returnsShare));
    expect(rowValue(example, `Expenses in the first year of retirement (age ${firstRetired.age})`)).toBe(
      money(firstRetired.plannedExpenses),
    );
    expect(rowValue(example, 'Savings at retirement (age 55)')).toBe(money(result.corpusAtRetirement));
    expect(rowValue(example, 'Savings at the end of the plan (age 85)')).toBe(
      money(result.rows[result.rows.length - 1].endingSavings),
    );
  });

  it('says how long the savings last, from the calculator’s depletion age', () => {
    const lean = { ...RETIREMENT_EXAMPLE_INPUTS, monthlyInvestment: 1000 };
    const depleted = calculateRetirement(lean).depletedAtAge;
    expect(depleted).not.toBeNull();
    expect(rowValue(retirementExample(lean, f), 'Savings last until age')).toBe(String(depleted));
    expect(rowValue(example, 'Savings last until age')).toBe('85 or later');
  });

  it('changes when the inputs change', () => {
    expect(valuesOf(retirementExample({ ...RETIREMENT_EXAMPLE_INPUTS, monthlyInvestment: 15000 }, f))).not.toEqual(
      valuesOf(example),
    );
  });
});
