/**
 * Retirement planner: pure maths, no UI.
 *
 * One row per age from currentAge to expensesUntilAge inclusive. Status is 'Earning' before retirementAge and
 * 'Retired' from it on. Starting Saving of the first row is currentSavings; each later row starts with the
 * previous row's Ending Savings.
 * - Contribution (additionalSavings) = monthlyInvestment x 12 x (1 + stepUp/100)^(age - currentAge) while Earning; 0 once Retired.
 * - Planned expense = 0 while Earning; postRetirementMonthly x 12 x (1 + inflation/100)^(age - currentAge) once Retired
 *   (at the retirement age that is the spec's ^(retirementAge - currentAge), then growing by inflation each year).
 * - Growth = startingSaving x weighted return / 100, with the current approach ('cs') while Earning and the
 *   retirement approach ('rs') once Retired.
 * - Ending = start + growth + contribution - expense; a negative ending gives 'Warning: Savings depleted'.
 * The weighted tax is for display only.
 */

import { finite, num } from '../../finance-library/number-guards';

export interface AssetClassInputs {
  returns: number;
  tax: number;
  share: number;
}
export interface ApproachInputs {
  fixed: AssetClassInputs;
  largeCap: AssetClassInputs;
  midCap: AssetClassInputs;
  smallCap: AssetClassInputs;
}
export interface RetirementInputs {
  currentAge: number;
  retirementAge: number;
  expensesUntilAge: number;
  currentSavings: number;
  monthlyInvestment: number;
  stepUp: number;
  postRetirementMonthly: number;
  inflation: number;
  currentApproach: ApproachInputs /* 'cs' */;
  retirementApproach: ApproachInputs /* 'rs' */;
}
/** Weighted returns %, weighted tax %, sum of shares %. */
export interface ApproachSums {
  returnsShare: number;
  taxShare: number;
  diversification: number;
}
export interface RetirementRow {
  age: number;
  startingSaving: number;
  plannedExpenses: number;
  additionalExpenses: number /* always 0 */;
  additionalSavings: number;
  endingSavings: number;
  status: 'Earning' | 'Retired';
  retirementYear: number /* the age if Retired else 0 */;
  warning: string | null;
}
export interface RetirementResult {
  rows: RetirementRow[];
  current: ApproachSums;
  retirement: ApproachSums;
  corpusAtRetirement: number;
  depletedAtAge: number | null;
}

export const DEPLETED_WARNING = 'Warning: Savings depleted';

const approach = (
  fixed: [number, number, number],
  largeCap: [number, number, number],
  midCap: [number, number, number],
  smallCap: [number, number, number],
): ApproachInputs => {
  const cls = ([returns, tax, share]: [number, number, number]): AssetClassInputs => ({ returns, tax, share });
  return { fixed: cls(fixed), largeCap: cls(largeCap), midCap: cls(midCap), smallCap: cls(smallCap) };
};

/** The product's defaults (SPEC section 9). Both approach cards start identical; the objects are not shared. */
export const retirementDefaults: RetirementInputs = {
  currentAge: 25,
  retirementAge: 55,
  expensesUntilAge: 85,
  currentSavings: 0,
  monthlyInvestment: 10000,
  stepUp: 7,
  postRetirementMonthly: 80000,
  inflation: 7,
  currentApproach: approach([7, 30, 0], [12, 20, 30], [15, 20, 40], [18, 20, 30]),
  retirementApproach: approach([7, 30, 0], [12, 20, 30], [15, 20, 40], [18, 20, 30]),
};

/** Weighted returns and tax = sum(value x share) / sum(shares) (0 when the shares sum to 0); diversification = sum of shares. */
export function approachSums(a: ApproachInputs): ApproachSums {
  const classes = [a.fixed, a.largeCap, a.midCap, a.smallCap];
  let shares = 0;
  let returns = 0;
  let tax = 0;
  for (const c of classes) {
    const share = num(c?.share);
    shares += share;
    returns += num(c?.returns) * share;
    tax += num(c?.tax) * share;
  }
  if (shares === 0) return { returnsShare: 0, taxShare: 0, diversification: 0 };
  return { returnsShare: finite(returns / shares), taxShare: finite(tax / shares), diversification: finite(shares) };
}

/** Cross-field inline messages for the ages; an empty object when fine. Missing fields are not judged here. */
export function validateRetirement(i: Partial<RetirementInputs>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  if (isNum(i.currentAge) && isNum(i.retirementAge) && i.retirementAge <= i.currentAge) {
    errors.retirementAge = 'Retirement age must be greater than current age.';
  }
  if (isNum(i.retirementAge) && isNum(i.expensesUntilAge) && i.expensesUntilAge < i.retirementAge) {
    errors.expensesUntilAge = 'Must be at least the retirement age.';
  }
  return errors;
}

export function calculateRetirement(i: RetirementInputs): RetirementResult {
  const current = approachSums(i.currentApproach);
  const retirement = approachSums(i.retirementApproach);
  const currentAge = num(i.currentAge);
  const retirementAge = num(i.retirementAge);
  const untilAge = num(i.expensesUntilAge);
  const yearlyInvestment = num(i.monthlyInvestment) * 12;
  const yearlyExpenseToday = num(i.postRetirementMonthly) * 12;
  const stepFactor = 1 + num(i.stepUp) / 100;
  const inflationFactor = 1 + num(i.inflation) / 100;

  const rows: RetirementRow[] = [];
  let saving = finite(num(i.currentSavings));
  let corpusAtRetirement = 0;
  let depletedAtAge: number | null = null;
  let seenRetired = false;

  for (let age = currentAge; age <= untilAge; age++) {
    const yearIndex = age - currentAge;
    const retired = age >= retirementAge;
    const startingSaving = saving;
    const weightedReturn = retired ? retirement.returnsShare : current.returnsShare;
    const growth = finite((startingSaving * weightedReturn) / 100);
    const additionalSavings = retired ? 0 : finite(yearlyInvestment * Math.pow(stepFactor, yearIndex));
    const plannedExpenses = retired ? finite(yearlyExpenseToday * Math.pow(inflationFactor, yearIndex)) : 0;
    const endingSavings = finite(startingSaving + growth + additionalSavings - plannedExpenses);

    if (retired && !seenRetired) {
      seenRetired = true;
      corpusAtRetirement = startingSaving;
    }
    if (endingSavings < 0 && depletedAtAge === null) depletedAtAge = age;
    rows.push({
      age,
      startingSaving,
      plannedExpenses,
      additionalExpenses: 0,
      additionalSavings,
      endingSavings,
      status: retired ? 'Retired' : 'Earning',
      retirementYear: retired ? age : 0,
      warning: endingSavings < 0 ? DEPLETED_WARNING : null,
    });
    saving = endingSavings;
  }

  return { rows, current, retirement, corpusAtRetirement, depletedAtAge };
}
