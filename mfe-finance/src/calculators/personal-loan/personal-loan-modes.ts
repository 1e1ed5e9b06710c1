/*
 * The Personal Loan Calculator's "Solve for" mode: the loan an EMI repays, so a borrower can start from what they can
 * pay.
 */
import { amountField, type SolveMode } from '@calc/shared';
import { loanAmountFor } from '../../finance-library/loan/loan-amount';
import { solvedPlan } from '../../finance-library/solve/solved-plan';
import { calculatePersonalLoan, type PersonalLoanInputs, type PersonalLoanResult } from './personal-loan';

type Given = Omit<PersonalLoanInputs, 'loanAmount'> & { monthlyEmi: number };

/** "Solve for" Loan Amount: the loan an EMI repays over the months, by the Loan calculator's formula turned round. */
export const personalLoanAmountMode: SolveMode<keyof PersonalLoanInputs, PersonalLoanResult, Given, 'loanAmount'> = {
  id: 'loanAmount',
  label: 'Loan Amount',
  replaces: 'loanAmount',
  targets: [amountField('monthlyEmi', 'Monthly EMI', { placeholder: 'e.g. 15000' })],
  solve: (v) =>
    solvedPlan(loanAmountFor(v.monthlyEmi, v.annualRate, v.tenureMonths / 12), (loanAmount) => ({
      figures: [{ id: 'loanAmount', label: 'Loan Amount', value: loanAmount, format: 'currency' }],
      result: calculatePersonalLoan({ ...v, loanAmount }),
    })),
};

export const personalLoanModes = [personalLoanAmountMode];
