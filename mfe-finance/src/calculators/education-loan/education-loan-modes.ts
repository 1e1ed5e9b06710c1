/*
 * The Education Loan Calculator's "Solve for" mode: the loan that an EMI after the moratorium repays, so a student can
 * start from what they can pay.
 */
import { amountField, type SolveMode } from '@calc/shared';
import { loanAmountFor } from '../../finance-library/loan/loan-amount';
import {
  calculateEducationLoan,
  MORATORIUM_INTEREST,
  type EducationLoanInputs,
  type EducationLoanResult,
} from './education-loan';

type Given = Omit<EducationLoanInputs, 'loanAmount'> & { monthlyEmi: number };

/**
 * "Solve for" Loan Amount: the loan an EMI after the moratorium repays. The EMIs repay A = the Loan calculator's
 * formula turned round; with the moratorium's interest added, A = P (1 + i M), so P = A / (1 + i M); paid monthly,
 * P = A.
 */
export const educationLoanAmountMode: SolveMode<keyof EducationLoanInputs, EducationLoanResult, Given, 'loanAmount'> = {
  id: 'loanAmount',
  label: 'Loan Amount',
  replaces: 'loanAmount',
  targets: [
    amountField('monthlyEmi', 'Monthly EMI', { placeholder: 'e.g. 20000', hint: 'What you can pay after the moratorium.' }),
  ],
  solve: (v) => {
    const repaid = loanAmountFor(v.monthlyEmi, v.annualRate, Math.floor(v.repaymentTenure));
    if (!repaid.ok) return repaid;
    const added = v.moratoriumInterest !== MORATORIUM_INTEREST.paidMonthly;
    const loanAmount = added ? repaid.value / (1 + (v.annualRate / 1200) * Math.floor(v.moratoriumMonths)) : repaid.value;
    return {
      ok: true,
      value: {
        figures: [{ id: 'loanAmount', label: 'Loan Amount', value: loanAmount, format: 'currency' }],
        result: calculateEducationLoan({ ...v, loanAmount }),
      },
    };
  },
};

export const educationLoanModes = [educationLoanAmountMode];
