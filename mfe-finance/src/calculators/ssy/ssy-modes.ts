/*
 * The Sukanya Samriddhi Yojana Calculator's "Solve for" mode: the yearly investment that reaches a maturity amount.
 */
import { formatCurrency, type SolveMode } from '@calc/shared';
import { targetAmountField } from '../../finance-library/solve/targets';
import { calculateSsy, type SsyInputs, type SsyResult } from './ssy';
import { SSY_RULES } from './ssy-rules';

type Given = Omit<SsyInputs, 'yearlyInvestment'> & { targetAmount: number };

const { minYearlyDeposit, maxYearlyDeposit } = SSY_RULES;
/** In the scheme's rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, SSY_RULES.currency);

/**
 * The yearly investment that matures at a target: the maturity is proportional to the deposit, so it is the target
 * divided by what ₹1 a year matures at. The scheme's limits bound the answer.
 */
export const ssyInvestmentMode: SolveMode<keyof SsyInputs, SsyResult, Given, 'yearlyInvestment'> = {
  id: 'yearlyInvestment',
  label: 'Yearly Investment',
  replaces: 'yearlyInvestment',
  targets: [targetAmountField],
  solve: (v) => {
    const perRupee = calculateSsy({ ...v, yearlyInvestment: 1 }).maturityAmount;
    const yearly = v.targetAmount / perRupee;
    if (!(yearly <= maxYearlyDeposit))
      return {
        ok: false,
        reason: `The target needs ${rupees(yearly)} a year, more than the ${rupees(maxYearlyDeposit)} the scheme allows: lower the target.`,
      };
    if (yearly < minYearlyDeposit)
      return {
        ok: false,
        reason: `The target needs less than the scheme’s least deposit of ${rupees(minYearlyDeposit)} a year: raise the target.`,
      };
    return {
      ok: true,
      value: {
        figures: [{ id: 'yearlyInvestment', label: 'Yearly Investment', value: yearly, format: 'currency' }],
        result: calculateSsy({ ...v, yearlyInvestment: yearly }),
      },
    };
  },
};

/** "Solve for" on the Sukanya Samriddhi page: the yearly investment that reaches a maturity amount. */
export const ssyModes = [ssyInvestmentMode];
