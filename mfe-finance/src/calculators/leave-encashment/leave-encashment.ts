/**
 * Leave encashment calculator: pure maths, no UI. Under section 10(10AA) the leave encashed on retirement is exempt
 * up to the least of
 *   (a) ₹25,00,000 less any exemption claimed before,   (b) the amount received,
 *   (c) 10 × the average monthly salary,   (d) the unavailed leave, at most 30 days a completed year of service,
 *       at the average salary: days × salary / 30;
 * a central or state government employee's is exempt in full. The rest is taxable as salary.
 */
import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { LEAVE_ENCASHMENT_RULES } from './leave-encashment-rules';

/** The Employer choice's values. */
export const EMPLOYER = { other: 0, government: 1 } as const;

/** Which of the four limits the exemption is (the first of them when two are equal), or the government's full exemption. */
export const LIMIT = {
  statutory: 'statutory',
  received: 'received',
  tenMonths: 'tenMonths',
  leave: 'leave',
  government: 'government',
} as const;
export type LimitId = (typeof LIMIT)[keyof typeof LIMIT];

export interface LeaveEncashmentInputs {
  averageSalary: number;
  yearsOfService: number;
  unavailedLeave: number;
  encashmentReceived: number;
  employer: number;
  earlierExemption: number;
}
export interface LeaveEncashmentResult {
  exempt: number;
  taxable: number;
  /** (a) to (d), each as counted. */
  statutoryLimit: number;
  received: number;
  tenMonthsSalary: number;
  leaveDaysCounted: number;
  leaveValue: number;
  /** The limit that decided the exemption; null before any calculation. */
  least: LimitId | null;
}

export const EMPTY_LEAVE_ENCASHMENT: LeaveEncashmentResult = {
  exempt: 0,
  taxable: 0,
  statutoryLimit: 0,
  received: 0,
  tenMonthsSalary: 0,
  leaveDaysCounted: 0,
  leaveValue: 0,
  least: null,
};

export function calculateLeaveEncashment(i: LeaveEncashmentInputs): LeaveEncashmentResult {
  const R = LEAVE_ENCASHMENT_RULES;
  const salary = finite(Math.max(0, num(i.averageSalary)));
  const received = finite(Math.max(0, num(i.encashmentReceived)));
  const statutoryLimit = Math.max(0, R.maxExemption - Math.max(0, num(i.earlierExemption)));
  const tenMonthsSalary = finite(salary * R.salaryMonths);
  const leaveDaysCounted = Math.min(Math.max(0, num(i.unavailedLeave)), R.leaveDaysPerYear * wholeYears(num(i.yearsOfService)));
  const leaveValue = finite((leaveDaysCounted * salary) / R.daysPerMonth);
  const base = { statutoryLimit, received, tenMonthsSalary, leaveDaysCounted, leaveValue };
  if (i.employer === EMPLOYER.government) return { ...base, exempt: received, taxable: 0, least: LIMIT.government };
  const limits: [LimitId, number][] = [
    [LIMIT.statutory, statutoryLimit],
    [LIMIT.received, received],
    [LIMIT.tenMonths, tenMonthsSalary],
    [LIMIT.leave, leaveValue],
  ];
  const [least, exempt] = limits.reduce((low, limit) => (limit[1] < low[1] ? limit : low));
  return { ...base, exempt, taxable: finite(received - exempt), least };
}
