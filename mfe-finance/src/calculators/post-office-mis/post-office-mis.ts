/**
 * Post Office MIS (Monthly Income Scheme) calculator: pure maths, no UI. The deposit D at r a year pays D r / 12 every
 * month, not compounded, for 5 years, and is returned at maturity:
 *   monthly interest = D r / 12,   total interest = D r × 5.
 */
import { calculatePayouts, EMPTY_PAYOUT, type PayoutResult } from '../../finance-library/payout-deposit';
import { POMIS_RULES } from './post-office-mis-rules';

/** The Account Type choice's values. */
export const POMIS_ACCOUNT = { single: 0, joint: 1 } as const;

export interface PostOfficeMisInputs {
  deposit: number;
  interestRate: number;
  accountType: number;
}
export type PostOfficeMisResult = PayoutResult;

export const EMPTY_POST_OFFICE_MIS: PostOfficeMisResult = EMPTY_PAYOUT;

/** The most an account of this type may hold. */
export const pomisLimit = (accountType: number): number =>
  accountType === POMIS_ACCOUNT.joint ? POMIS_RULES.maxJoint : POMIS_RULES.maxSingle;

export function calculatePostOfficeMis(i: PostOfficeMisInputs): PostOfficeMisResult {
  return calculatePayouts(i.deposit, i.interestRate, POMIS_RULES.payoutsPerYear, POMIS_RULES.tenureYears);
}
