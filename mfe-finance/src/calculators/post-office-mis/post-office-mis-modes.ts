/*
 * The Post Office Monthly Income Scheme Calculator's "Solve for" mode: the deposit that pays the monthly income wanted.
 */
import { amountField, formatCurrency, type SolveMode } from '@calc/shared';
import { calculatePostOfficeMis, pomisLimit, type PostOfficeMisInputs, type PostOfficeMisResult } from './post-office-mis';
import { POMIS_RULES } from './post-office-mis-rules';

type Given = Omit<PostOfficeMisInputs, 'deposit'> & { targetMonthlyIncome: number };

const { minDeposit, multipleOf, payoutsPerYear } = POMIS_RULES;
/** In the scheme's rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, POMIS_RULES.currency);

const targetMonthlyIncomeField = amountField('targetMonthlyIncome', 'Monthly Income Wanted', { placeholder: 'e.g. 5000' });

/**
 * The deposit that pays a monthly income: the payout is D r / 12, so D = 12 × income / r, rounded up to the scheme's
 * multiple of ₹1,000. The account type's limit bounds the answer.
 */
export const pomisDepositMode: SolveMode<keyof PostOfficeMisInputs, PostOfficeMisResult, Given, 'deposit'> = {
  id: 'deposit',
  label: 'Deposit',
  replaces: 'deposit',
  targets: [targetMonthlyIncomeField],
  solve: (v) => {
    if (!(v.interestRate > 0)) return { ok: false, reason: 'At 0% the deposit pays nothing: enter a rate above 0.' };
    if (!(v.targetMonthlyIncome > 0)) return { ok: false, reason: 'Enter the monthly income you want, above 0.' };
    const exact = (v.targetMonthlyIncome * payoutsPerYear * 100) / v.interestRate;
    const deposit = Math.max(minDeposit, Math.ceil(exact / multipleOf - 1e-9) * multipleOf);
    const limit = pomisLimit(v.accountType);
    if (!(deposit <= limit))
      return {
        ok: false,
        reason: `That income needs a deposit of ${rupees(exact)}, more than the ${rupees(limit)} this account may hold: lower the income (the most is ${rupees(calculatePostOfficeMis({ ...v, deposit: limit }).payout)} a month).`,
      };
    const result = calculatePostOfficeMis({ ...v, deposit });
    return {
      ok: true,
      value: {
        figures: [{ id: 'deposit', label: 'Deposit', value: deposit, format: 'currency' }],
        result,
        note: {
          tone: 'good',
          text: `Deposits go in multiples of ₹1,000: ${rupees(deposit)} pays ${rupees(result.payout)} a month, at least the ${rupees(v.targetMonthlyIncome)} wanted.`,
        },
      },
    };
  },
};

/** "Solve for" on the Post Office MIS page: the deposit that pays a monthly income. */
export const postOfficeMisModes = [pomisDepositMode];
