/**
 * Car loan: pure maths, no UI.
 *
 * The loan is the on-road price less the down payment, given as an amount or as a percent of the price; its EMI,
 * interest and schedule are the Loan calculator's (calculateLoan) over the tenure in years.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { calculateLoan, type LoanResult } from '../../finance-library/loan/loan';

/** How the down payment is given: the values of the 'Down Payment As' choice. */
export const DOWN_PAYMENT_AS = { percent: 0, amount: 1 } as const;

export interface CarLoanInputs {
  onRoadPrice: number;
  /** DOWN_PAYMENT_AS: 0 reads downPaymentPercent, 1 reads downPayment. */
  downPaymentAs: number;
  /** Percent of the on-road price (when downPaymentAs is percent; absent otherwise). */
  downPaymentPercent?: number;
  /** An amount (when downPaymentAs is amount; absent otherwise). */
  downPayment?: number;
  annualRate: number;
  tenure: number;
}

export interface CarLoanResult extends LoanResult {
  onRoadPrice: number;
  downPayment: number;
  loanAmount: number;
  /** The down payment and every EMI: what the car costs in all. */
  totalCost: number;
  annualRate: number;
  tenure: number;
}

export const EMPTY_CAR_LOAN: CarLoanResult = {
  emi: 0,
  totalPayment: 0,
  totalInterest: 0,
  rows: [],
  months: [],
  onRoadPrice: 0,
  downPayment: 0,
  loanAmount: 0,
  totalCost: 0,
  annualRate: 0,
  tenure: 0,
};

/** The down payment as an amount, never more than the price. */
export function downPaymentOf(i: CarLoanInputs): number {
  const price = Math.max(0, num(i.onRoadPrice));
  const down =
    num(i.downPaymentAs) === DOWN_PAYMENT_AS.amount
      ? Math.max(0, num(i.downPayment))
      : (price * Math.min(100, Math.max(0, num(i.downPaymentPercent)))) / 100;
  return finite(Math.min(price, down));
}

export function calculateCarLoan(i: CarLoanInputs): CarLoanResult {
  const onRoadPrice = finite(Math.max(0, num(i.onRoadPrice)));
  const downPayment = downPaymentOf(i);
  const loanAmount = finite(onRoadPrice - downPayment);
  const annualRate = num(i.annualRate);
  const tenure = wholeYears(i.tenure);
  const loan = calculateLoan({ loanAmount, annualRate, tenure });
  return {
    ...loan,
    onRoadPrice,
    downPayment,
    loanAmount,
    totalCost: finite(downPayment + loan.totalPayment),
    annualRate,
    tenure,
  };
}
