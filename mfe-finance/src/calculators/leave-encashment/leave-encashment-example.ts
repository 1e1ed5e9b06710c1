/*
 * The Leave Encashment Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateLeaveEncashment, EMPLOYER, type LeaveEncashmentInputs } from './leave-encashment';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const LEAVE_ENCASHMENT_EXAMPLE_INPUTS: LeaveEncashmentInputs = {
  averageSalary: 100000,
  yearsOfService: 20,
  unavailedLeave: 300,
  encashmentReceived: 1200000,
  employer: EMPLOYER.other,
  earlierExemption: 0,
};

/** The worked example, every figure from calculateLeaveEncashment, the function the calculator runs. */
export function leaveEncashmentExample(inputs: LeaveEncashmentInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateLeaveEncashment(inputs);
  return {
    description: `An average salary (basic + DA) of ${f.money(inputs.averageSalary)} a month, ${inputs.yearsOfService} years of service, ${inputs.unavailedLeave} days of leave unavailed, and ${f.money(inputs.encashmentReceived)} received on retirement from a non-government employer.`,
    rows: [
      { label: '(a) The statutory limit', value: f.money(r.statutoryLimit) },
      { label: '(b) The amount received', value: f.money(r.received) },
      { label: '(c) 10 months’ average salary', value: f.money(r.tenMonthsSalary) },
      { label: `(d) ${r.leaveDaysCounted} days of leave at the average salary`, value: f.money(r.leaveValue) },
      { label: 'Exempt: the least of the four', value: f.money(r.exempt), emphasis: true },
      { label: 'Taxable as salary', value: f.money(r.taxable) },
    ],
  };
}
