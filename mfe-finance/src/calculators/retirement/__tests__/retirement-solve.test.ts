/*
 * "Solve for" in the Retirement calculator: its inversions and its modes as the page runs them, each answer fed back
 * into the calculation to the cent (expected values from the formulas written out here, not from the solvers),
 * targets out of reach refused with why, and the explanation's "Solving backwards" example.
 */
import type { Values } from '@calc/shared';
import {
  calculateRetirement,
  retirementDefaults,
  type ApproachInputs,
  type AssetClassInputs,
  type RetirementInputs,
} from '../retirement';
import { assetFieldName } from '../retirement-fields';
import { retirementExtraMode } from '../retirement-modes';
import { retirementSolvingExample } from '../retirement-solving-example';
import { solved, refused, cents, f, rows } from '../../../finance-library/solve/__tests__/solve-checks';

describe('Retirement mode', () => {
  const flat = (inputs: RetirementInputs): Values<string> => {
    const values: Values<string> = {};
    for (const [name, value] of Object.entries(inputs)) if (typeof value === 'number') values[name] = value;
    for (const [prefix, approach] of [
      ['cs', inputs.currentApproach],
      ['rs', inputs.retirementApproach],
    ] as const)
      for (const [assetClass, measures] of Object.entries(approach))
        for (const [measure, value] of Object.entries(measures as AssetClassInputs))
          values[assetFieldName(prefix, assetClass as keyof ApproachInputs, measure as keyof AssetClassInputs)] = value;
    return values;
  };

  it('the extra monthly investment keeps every year at or above zero, the tightest at zero to the cent', () => {
    const inputs = { ...retirementDefaults, postRetirementMonthly: 150000 };
    expect(calculateRetirement(inputs).depletedAtAge).not.toBeNull();
    const solution = solved(retirementExtraMode.solve(flat(inputs)));
    const extra = solution.figures[0].value as number;
    expect(extra).toBeGreaterThan(0);
    expect(solution.figures[1].value).toBeCloseTo(inputs.monthlyInvestment + extra, 6);
    const endings = solution.result.rows.map((row) => row.endingSavings);
    expect(solution.result.depletedAtAge).toBeNull();
    expect(cents(Math.min(...endings))).toBe(0);
    // A rupee a month less runs out before the planned age.
    const less = calculateRetirement({ ...inputs, monthlyInvestment: inputs.monthlyInvestment + extra - 1 });
    expect(less.depletedAtAge).not.toBeNull();
  });

  it('no extra when the savings already last, and a refusal when no investment can help', () => {
    const lasting = solved(retirementExtraMode.solve(flat({ ...retirementDefaults, postRetirementMonthly: 1000 })));
    expect(lasting.figures[0].value).toBe(0);
    const retired = { ...retirementDefaults, currentAge: 60, retirementAge: 60, currentSavings: 0 };
    expect(refused(retirementExtraMode.solve(flat(retired)))).toMatch(/retire later/);
  });
});

describe('solving example', () => {
  it('Retirement: the savings last to the planned age and end at zero', () => {
    const values = rows(retirementSolvingExample(f));
    expect(values[values.length - 1]).toBe('0.00');
  });
});
