/*
 * The Senior Citizens Savings Scheme Calculator's "Solve for" mode: the deposit that pays the quarterly income wanted.
 */
import { amountField, formatCurrency, type SolveMode } from '@calc/shared';
import { calculateScss, type ScssInputs, type ScssResult } from './scss';
import { SCSS_RULES } from './scss-rules';

type Given = Omit<ScssInputs, 'deposit'> & { targetQuarterlyIncome: number };

const { minDeposit, maxDeposit, multipleOf, payoutsPerYear } = SCSS_RULES;
/** In the scheme's rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, SCSS_RULES.currency);

const targetQuarterlyIncomeField = amountField('targetQuarterlyIncome', 'Quarterly Income Wanted', {
  placeholder: 'e.g. 50000',
});

/**
 * The deposit that pays a quarterly income: the payout is D r / 4, so D = 4 × income / r, rounded up to the scheme's
 * multiple of ₹1,000 (the deposit actually made, paying at least the income). The scheme's limits bound the answer.
 */
export const scssDepositMode: SolveMode<keyof ScssInputs, ScssResult, Given, 'deposit'> = {
  id: 'deposit',
  label: 'Deposit',
  replaces: 'deposit',
  targets: [targetQuarterlyIncomeField],
  solve: (v) => {
    if (!(v.interestRate > 0)) return { ok: false, reason: 'At 0% the deposit pays nothing: enter a rate above 0.' };
    if (!(v.targetQuarterlyIncome > 0)) return { ok: false, reason: 'Enter the quarterly income you want, above 0.' };
    const exact = (v.targetQuarterlyIncome * payoutsPerYear * 100) / v.interestRate;
    const deposit = Math.max(minDeposit, Math.ceil(exact / multipleOf - 1e-9) * multipleOf);
    if (!(deposit <= maxDeposit))
      return {
        ok: false,
        reason: `That income needs a deposit of ${rupees(exact)}, more than the scheme’s ${rupees(maxDeposit)}: lower the income (the most is ${rupees(calculateScss({ ...v, deposit: maxDeposit }).payout)} a quarter).`,
      };
    const result = calculateScss({ ...v, deposit });
    return {
      ok: true,
      value: {
        figures: [{ id: 'deposit', label: 'Deposit', value: deposit, format: 'currency' }],
        result,
        note: {
          tone: 'good',
          text: `Deposits go in multiples of ₹1,000: ${rupees(deposit)} pays ${rupees(result.payout)} a quarter, at least the ${rupees(v.targetQuarterlyIncome)} wanted.`,
        },
      },
    };
  },
};

/** "Solve for" on the SCSS page: the deposit that pays a quarterly income. */
export const scssModes = [scssDepositMode];
