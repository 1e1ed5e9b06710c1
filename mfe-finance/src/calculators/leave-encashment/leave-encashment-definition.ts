/*
 * The Leave Encashment Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateLeaveEncashment,
  EMPLOYER,
  EMPTY_LEAVE_ENCASHMENT,
  LIMIT,
  type LeaveEncashmentInputs,
  type LeaveEncashmentResult,
  type LimitId,
} from './leave-encashment';
import { LEAVE_ENCASHMENT_RULES } from './leave-encashment-rules';
import { LEAVE_ENCASHMENT_EXAMPLE_INPUTS } from './leave-encashment-example';

/** How each limit is named where the page says which one decided the exemption. */
export const LIMIT_NAMES: Record<LimitId, string> = {
  [LIMIT.statutory]: 'the ₹25,00,000 limit (less any exemption claimed before)',
  [LIMIT.received]: 'the amount received',
  [LIMIT.tenMonths]: '10 months’ average salary',
  [LIMIT.leave]: 'the unavailed leave at the average salary',
  [LIMIT.government]: 'a government employee’s full exemption',
};

const isGovernment = (choices: Record<string, number>) => choices.employer === EMPLOYER.government;

export const leaveEncashmentDefinition: CalculatorDefinition<keyof LeaveEncashmentInputs, LeaveEncashmentResult> = {
  id: 'leave-encashment',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...LEAVE_ENCASHMENT_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(LEAVE_ENCASHMENT_EXAMPLE_INPUTS.encashmentReceived)} received for ${LEAVE_ENCASHMENT_EXAMPLE_INPUTS.unavailedLeave} days after ${LEAVE_ENCASHMENT_EXAMPLE_INPUTS.yearsOfService} years`,
  },
  // Section 10(10AA)'s limits are written in rupees.
  fixedCurrency: LEAVE_ENCASHMENT_RULES.currency,
  fields: [
    amountField('averageSalary', 'Average Monthly Salary (basic + DA, last 10 months)', {
      placeholder: 'e.g. 100000',
      hint: 'Basic pay plus dearness allowance (where it counts for retirement benefits), averaged over the 10 months before retirement.',
    }),
    yearsField('yearsOfService', 'Years of Service', {
      max: 60,
      placeholder: 'e.g. 20',
      hint: 'Completed years: a part year does not count.',
    }),
    {
      name: 'unavailedLeave',
      label: 'Unavailed Leave (Days)',
      kind: 'number',
      min: 0,
      max: 3650,
      placeholder: 'e.g. 300',
      hint: 'Earned leave to your credit when you retire or resign.',
    },
    amountField('encashmentReceived', 'Leave Encashment Received', { placeholder: 'e.g. 1200000' }),
    choiceField('employer', 'Employer', [
      { value: EMPLOYER.other, label: 'Private, PSU or other' },
      { value: EMPLOYER.government, label: 'Central or State Government' },
    ]),
    amountField('earlierExemption', 'Exemption Claimed Earlier', {
      required: false,
      max: LEAVE_ENCASHMENT_RULES.maxExemption,
      placeholder: 'optional, e.g. 0',
      hint: 'Leave encashment exempted from an earlier employer: the ₹25,00,000 is for a lifetime.',
      shownWhen: (choices) => !isGovernment(choices),
    }),
  ],
  compute: (v) => calculateLeaveEncashment({ ...v, earlierExemption: v.earlierExemption ?? 0 }),
  emptyResult: EMPTY_LEAVE_ENCASHMENT,
  results: [
    { label: 'Exempt under 10(10AA)', value: (r) => r.exempt, format: 'currency', headline: true },
    { label: 'Taxable Leave Encashment', value: (r) => r.taxable, format: 'currency' },
    {
      label: 'Limit: ₹25,00,000 less Earlier Exemptions',
      value: (r) => r.statutoryLimit,
      format: 'currency',
      shown: (r) => r.least !== LIMIT.government,
    },
    {
      label: "Limit: 10 Months' Average Salary",
      value: (r) => r.tenMonthsSalary,
      format: 'currency',
      shown: (r) => r.least !== LIMIT.government,
    },
    {
      label: 'Limit: Unavailed Leave at Average Salary',
      value: (r) => r.leaveValue,
      format: 'currency',
      shown: (r) => r.least !== LIMIT.government,
    },
    {
      label: 'Leave Counted',
      value: (r) => (r.least === null ? 0 : `${Math.round(r.leaveDaysCounted * 100) / 100} days`),
      format: 'text',
      shown: (r) => r.least !== LIMIT.government,
    },
  ],
  message: (r) =>
    r.least === null
      ? null
      : r.least === LIMIT.government
        ? {
            tone: 'good',
            text: 'A central or state government employee’s leave encashment on retirement is exempt in full (section 10(10AA)(i)).',
          }
        : {
            tone: r.taxable > 0 ? 'bad' : 'good',
            text: `The exemption is the least of the four limits: here ${LIMIT_NAMES[r.least]}.${r.taxable > 0 ? ' The rest is taxed as salary at your slab.' : ' Nothing is taxable.'}`,
          },
};
