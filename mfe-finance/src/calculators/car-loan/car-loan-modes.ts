/*
 * The Car Loan Calculator's "Solve for" mode: the on-road price a monthly EMI buys, so a buyer can start from what they
 * can pay.
 */
import { amountField, type SolveMode } from '@calc/shared';
import { loanAmountFor } from '../../finance-library/loan/loan-amount';
import { calculateCarLoan, DOWN_PAYMENT_AS, type CarLoanInputs, type CarLoanResult } from './car-loan';

type Given = Omit<CarLoanInputs, 'onRoadPrice'> & { monthlyEmi: number };

/**
 * "Solve for" On-road Price: the car an EMI buys. The loan is the EMI's (the Loan calculator's formula turned
 * round); the price adds the down payment to it, or, with a down payment in percent, is the loan / (1 - d / 100).
 */
export const onRoadPriceMode: SolveMode<keyof CarLoanInputs, CarLoanResult, Given, 'onRoadPrice'> = {
  id: 'onRoadPrice',
  label: 'On-road Price',
  replaces: 'onRoadPrice',
  targets: [amountField('monthlyEmi', 'Monthly EMI', { placeholder: 'e.g. 15000' })],
  solve: (v) => {
    const loan = loanAmountFor(v.monthlyEmi, v.annualRate, Math.floor(v.tenure));
    if (!loan.ok) return loan;
    const percent = v.downPaymentAs !== DOWN_PAYMENT_AS.amount;
    const share = percent ? (v.downPaymentPercent ?? 0) : 0;
    if (percent && share >= 100)
      return { ok: false, reason: 'With a down payment of 100% no loan is needed: enter less than 100%.' };
    const onRoadPrice = percent ? loan.value / (1 - share / 100) : loan.value + (v.downPayment ?? 0);
    return {
      ok: true,
      value: {
        figures: [{ id: 'onRoadPrice', label: 'On-road Price', value: onRoadPrice, format: 'currency' }],
        result: calculateCarLoan({ ...v, onRoadPrice }),
      },
    };
  },
};

export const carLoanModes = [onRoadPriceMode];
