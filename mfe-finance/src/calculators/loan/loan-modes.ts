/*
 * The Loan Calculator's "Solve for" modes: the loan an EMI carries, or the time an EMI takes to repay a loan, each
 * answered with the full plan the page shows.
 */
import { amountField, type SolveMode } from '@calc/shared';
import { loanAmountFor } from '../../finance-library/loan/loan-amount';
import { loanAtEmi, loanTenureFor } from './loan-solve';
import { yearsAndMonths } from '../../finance-library/solve/solve';
import { solvedPlan } from '../../finance-library/solve/solved-plan';
import { calculateLoanWithPrepayments, type LoanPrepaymentInputs, type LoanPrepaymentResult } from './loan-prepayment';
import { rateChangesOf } from './loan-rate-changes';

const monthlyEmiField = amountField('monthlyEmi', 'Monthly EMI', { placeholder: 'e.g. 30000' });
type Given = LoanPrepaymentInputs & { monthlyEmi: number };

/** The prepayment fields: the tenure an EMI takes is found for the loan alone, so they go in that mode. */
const PREPAYMENT_FIELDS = [
  'oneTimePrepayment',
  'oneTimeMonth',
  'recurringPrepayment',
  'recurringFrequency',
  'recurringStartMonth',
  'prepaymentEffect',
] as const satisfies readonly (keyof LoanPrepaymentInputs)[];
type Prepayment = (typeof PREPAYMENT_FIELDS)[number];

/** Why the tenure is not found with rate changes, and what to do instead. */
export const RATE_CHANGES_UNSOLVED =
  'The tenure is found at the loan’s own rate: remove the rate changes, or choose the normal result to see the tenure they give.';

/** The longest tenure the Loan page covers, in months (its field's bound, 50 years). */
const LONGEST = 50 * 12;

export const loanAmountMode: SolveMode<
  keyof LoanPrepaymentInputs,
  LoanPrepaymentResult,
  Omit<Given, 'loanAmount'>,
  'loanAmount'
> = {
  id: 'loanAmount',
  label: 'Loan Amount',
  replaces: 'loanAmount',
  targets: [monthlyEmiField],
  solve: (v) =>
    solvedPlan(loanAmountFor(v.monthlyEmi, v.annualRate, v.tenure), (loanAmount) => ({
      figures: [{ id: 'loanAmount', label: 'Loan Amount', value: loanAmount, format: 'currency' }],
      // Prepayments and rate changes do not change the EMI a loan starts with: the loan found carries them as given.
      result: calculateLoanWithPrepayments({ ...v, loanAmount }, rateChangesOf(v as unknown as Record<string, number>)),
    })),
};

export const loanTenureMode: SolveMode<
  keyof LoanPrepaymentInputs,
  LoanPrepaymentResult,
  Omit<Given, 'tenure' | Prepayment>,
  'tenure' | 'payments' | 'lastEmi'
> = {
  id: 'tenure',
  label: 'Loan Tenure (Years)',
  replaces: 'tenure',
  targets: [monthlyEmiField],
  hides: [...PREPAYMENT_FIELDS, 'rateChangeEffect'],
  solve: (v) => {
    // The tenure is found at the loan's own rate: rate changes would change it, so they are not ignored silently.
    if (rateChangesOf(v as unknown as Record<string, number>).length > 0) return { ok: false, reason: RATE_CHANGES_UNSOLVED };
    const solved = loanTenureFor(v.monthlyEmi, v.loanAmount, v.annualRate);
    if (!solved.ok) return solved;
    const payments = Math.ceil(solved.value.months - 1e-9);
    if (payments > LONGEST) {
      return {
        ok: false,
        reason: `This EMI takes ${yearsAndMonths(payments)} to repay the loan, more than the 50 years the calculator covers: raise the EMI.`,
      };
    }
    const result = {
      ...loanAtEmi(v.loanAmount, v.annualRate, v.monthlyEmi, payments),
      interestSaved: 0,
      monthsSaved: 0,
      totalPrepaid: 0,
      finalEmi: v.monthlyEmi,
    };
    const last = result.months[result.months.length - 1];
    return {
      ok: true,
      value: {
        figures: [
          { id: 'tenure', label: 'Loan Tenure (Years)', value: yearsAndMonths(payments), format: 'text' },
          { id: 'payments', label: 'Number of EMIs', value: String(payments), format: 'text' },
          { id: 'lastEmi', label: 'Last EMI', value: last.payment, format: 'currency' },
        ],
        result,
        note: {
          tone: 'good',
          text:
            payments === 1
              ? 'One payment repays the loan.'
              : `${payments} monthly payments repay the loan: ${payments - 1} of the EMI and a last one of what is left. In whole years that is a ${solved.value.wholeYears}-year loan.`,
        },
      },
    };
  },
};

/** "Solve for" on the Loan page: how big a loan an EMI carries, or how long an EMI takes to repay a loan. */
export const loanModes = [loanAmountMode, loanTenureMode];
