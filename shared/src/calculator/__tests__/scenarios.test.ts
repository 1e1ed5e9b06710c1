/*
 * Two scenarios side by side, without React: Compare keeps the shown results as scenario A, the URL carries both
 * (and a link brings both back), and the table says each difference in words, computed here independently.
 */
import { calculatorReducer, initialModel, isStale, type CalculatorAction, type CalculatorModel } from '../calculator-reducer';
import { calculate, type CalculatorConfig, type Inputs } from '../calculator-inputs';
import { calculationQuery, inputsOfQuery, scenarioAOfQuery, SCENARIO_A_PARAM } from '../calculator-url';
import type { AnySolveMode, FieldDefinition, ResultItem, SolveMode } from '../definition';
import { differenceInWords, NOT_IN_SCENARIO, SAME_IN_BOTH, scenarioRows } from '../scenario-rows';

type Name = 'deposit' | 'rate' | 'years' | 'plan';
interface Result {
  total: number;
  growth: number;
}
const EMPTY: Result = { total: 0, growth: 0 };

const fields: FieldDefinition<Name>[] = [
  { name: 'deposit', label: 'Deposit', kind: 'currency', min: 1, max: 1e9 },
  { name: 'rate', label: 'Rate (%)', kind: 'percent', min: 0, max: 50 },
  { name: 'years', label: 'Years', kind: 'years', min: 1, max: 50, integer: true },
  {
    name: 'plan',
    label: 'Plan',
    kind: 'choice',
    min: 0,
    max: 1,
    options: [
      { value: 0, label: 'Yearly' },
      { value: 1, label: 'Monthly' },
    ],
  },
];

// The deposit needed for a target total: a mode, so a comparison may solve for something else in B.
const depositMode: SolveMode<Name, Result, { target: number; rate: number; years: number }, 'deposit'> = {
  id: 'deposit',
  label: 'Deposit',
  replaces: 'deposit',
  targets: [{ name: 'target', label: 'Target', kind: 'currency', min: 1, max: 1e12 }],
  solve: ({ target, rate, years }) => {
    const deposit = target / (1 + rate / 100) ** years;
    return {
      ok: true,
      value: {
        figures: [{ id: 'deposit', label: 'Deposit needed', value: deposit, format: 'currency' }],
        result: { total: target, growth: target - deposit },
      },
    };
  },
};

const config: CalculatorConfig<Name, Result> = {
  fields,
  compute: ({ deposit, rate, years }) => {
    const total = deposit * (1 + rate / 100) ** years;
    return { total, growth: total - deposit };
  },
  emptyResult: EMPTY,
  modes: [depositMode] as AnySolveMode<Name, Result>[],
};
const results: ResultItem<Result>[] = [
  { label: 'Total:', value: (r) => r.total, format: 'currency', headline: true },
  { label: 'Growth:', value: (r) => r.growth, format: 'currency' },
];

const reduce = calculatorReducer(config);
const run = (model: CalculatorModel<Result>, ...actions: CalculatorAction<Result>[]) => actions.reduce(reduce, model);
const typed = (name: string, text: string): CalculatorAction<Result> => ({ type: 'fieldChanged', name, text });
function calculated(model: CalculatorModel<Result>) {
  const inputs: Inputs = { raw: model.raw, rowCount: model.rowCount, modeId: model.modeId, decimal: model.decimal };
  return reduce(model, { type: 'calculated', inputs, outcome: calculate(config, inputs) });
}
const start = () =>
  initialModel(EMPTY, { raw: { deposit: '', rate: '', years: '', plan: '', target: '' }, rowCount: 0, modeId: '', decimal: '.' });

function shownWith(values: Record<string, string>, model = start()) {
  return calculated(run(model, ...Object.entries(values).map(([name, text]) => typed(name, text))));
}

describe('Compare', () => {
  it('keeps the shown results as scenario A, and B calculates beside it', () => {
    const a = shownWith({ deposit: '1,00,000', rate: '8', years: '10' });
    const compared = run(a, { type: 'comparisonStarted' });
    expect(compared.scenarioA?.result.total).toBeCloseTo(100000 * 1.08 ** 10, 6);
    expect(compared.scenarioA?.inputs.raw.deposit).toBe('1,00,000');
    expect(compared.url).toEqual({ shown: compared.shownInputs, scenarioA: compared.shownInputs });
    const b = shownWith({ rate: '9' }, compared);
    expect(b.result.total).toBeCloseTo(100000 * 1.09 ** 10, 6);
    expect(b.scenarioA?.result.total).toBeCloseTo(100000 * 1.08 ** 10, 6);
    expect(b.url?.scenarioA?.raw.rate).toBe('8');
    expect(b.url?.shown?.raw.rate).toBe('9');
  });

  it('is refused before any result and while the results are out of date', () => {
    expect(run(start(), { type: 'comparisonStarted' }).scenarioA).toBeNull();
    const stale = run(shownWith({ deposit: '1000', rate: '8', years: '10' }), typed('rate', '7'));
    expect(isStale(config, stale)).toBe(true);
    expect(run(stale, { type: 'comparisonStarted' }).scenarioA).toBeNull();
  });

  it('Clear comparison ends it and the URL forgets A; results reset by an empty field keep A', () => {
    const compared = run(shownWith({ deposit: '1000', rate: '8', years: '10' }), { type: 'comparisonStarted' });
    const ended = run(compared, { type: 'comparisonCleared' });
    expect(ended.scenarioA).toBeNull();
    expect(ended.url).toEqual({ shown: compared.shownInputs, scenarioA: null });
    const emptied = shownWith({ deposit: '' }, compared);
    expect(emptied.calculated).toBe(false);
    expect(emptied.scenarioA).not.toBeNull();
    expect(emptied.url?.scenarioA).toEqual(compared.shownInputs);
  });

  it("a link's scenario A is kept only if it calculates", () => {
    const inputs: Inputs = {
      raw: { deposit: '500', rate: '5', years: '2', plan: '', target: '' },
      rowCount: 0,
      modeId: '',
      decimal: '.',
    };
    const linked = run(start(), { type: 'scenarioALinked', inputs, outcome: calculate(config, inputs) });
    expect(linked.scenarioA?.result.total).toBeCloseTo(500 * 1.05 ** 2, 9);
    const broken = { ...inputs, raw: { ...inputs.raw, years: '0' } };
    expect(run(start(), { type: 'scenarioALinked', inputs: broken, outcome: calculate(config, broken) }).scenarioA).toBeNull();
  });
});

describe('the URL of a comparison', () => {
  it('round-trips both scenarios, B solving for something else, and leaves other parameters alone', () => {
    const b: Inputs = {
      raw: { deposit: '', rate: '7.5', years: '12', plan: '1', target: '10,00,000' },
      rowCount: 0,
      modeId: 'deposit',
      decimal: '.',
    };
    const a: Inputs = {
      raw: { deposit: '2,50,000', rate: '8', years: '10', plan: '', target: '' },
      rowCount: 0,
      modeId: '',
      decimal: '.',
    };
    const query = calculationQuery(config, new URLSearchParams('utm=x'), { shown: b, scenarioA: a }, 'INR');
    expect(query.get('utm')).toBe('x');
    expect(query.get('currency')).toBe('INR');
    expect(query.get('solveFor')).toBe('deposit');
    expect(query.get('target')).toBe('1000000');
    expect(query.get('deposit')).toBeNull();
    expect(new URLSearchParams(query.get(SCENARIO_A_PARAM) ?? '').get('deposit')).toBe('250000');

    // What a visitor opening the link gets back: the same calculations.
    const search = `?${query.toString()}`;
    const backB = inputsOfQuery(config, search);
    const backA = scenarioAOfQuery(config, search);
    expect(backB?.modeId).toBe('deposit');
    expect(calculate(config, backB as Inputs)).toEqual(calculate(config, b));
    expect(calculate(config, backA as Inputs)).toEqual(calculate(config, a));
    expect(backA?.modeId).toBe('');

    // Cleared: the link says B alone.
    const cleared = calculationQuery(config, query, { shown: b, scenarioA: null }, 'INR');
    expect(cleared.has(SCENARIO_A_PARAM)).toBe(false);
    expect(scenarioAOfQuery(config, `?${cleared}`)).toBeNull();
  });
});

describe('the comparison table', () => {
  const money = (value: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(value);

  it('says each difference in words, with its share of A', () => {
    expect(differenceInWords(1000, 1250, 'currency', 'INR')).toBe(`${money(250)} more (+25.00%)`);
    expect(differenceInWords(1000, 900, 'currency', 'INR')).toBe(`${money(100)} less (−10.00%)`);
    expect(differenceInWords(12, 12.5, 'percent', 'INR')).toBe('0.50 percentage points more');
    expect(differenceInWords(0, 10, 'currency', 'INR')).toBe(`${money(10)} more`);
    expect(differenceInWords(5, 5.001, 'currency', 'INR')).toBe(SAME_IN_BOTH);
    expect(differenceInWords('Yes', 'Yes', 'text', 'INR')).toBe(SAME_IN_BOTH);
  });

  it('lists the inputs that differ and every result, a mode of B included', () => {
    const aInputs: Inputs = {
      raw: { deposit: '1,00,000', rate: '8', years: '10', plan: '', target: '' },
      rowCount: 0,
      modeId: '',
      decimal: '.',
    };
    const bInputs: Inputs = {
      raw: { deposit: '', rate: '8', years: '10', plan: '1', target: '3,00,000' },
      rowCount: 0,
      modeId: 'deposit',
      decimal: '.',
    };
    const scenario = (inputs: Inputs) => {
      const outcome = calculate(config, inputs);
      if (outcome.kind !== 'shown') throw new Error('not shown');
      return { inputs, result: outcome.result, solution: outcome.solution };
    };
    const rows = scenarioRows({ ...config, id: 'test', results }, { a: scenario(aInputs), b: scenario(bInputs) }, 'INR', (id) =>
      id ? 'Deposit' : 'Total',
    );
    const totalA = 100000 * 1.08 ** 10;
    const depositB = 300000 / 1.08 ** 10;
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(rows.map((row) => [row.label, row.a, row.b])).toEqual([
      ['Solve for', 'Total', 'Deposit'],
      ['Target', NOT_IN_SCENARIO, money(300000)],
      ['Plan', 'Yearly', 'Monthly'],
      ['Deposit', money(100000), NOT_IN_SCENARIO],
      ['Deposit needed', NOT_IN_SCENARIO, money(depositB)],
      ['Total', money(totalA), money(300000)],
      ['Growth', money(totalA - 100000), money(300000 - depositB)],
    ]);
    const total = rows.find((row) => row.label === 'Total');
    const change = round(300000 - totalA);
    expect(total?.difference).toBe(
      `${money(Math.abs(change))} ${change > 0 ? 'more' : 'less'} (${change > 0 ? '+' : '−'}${(Math.abs(change / totalA) * 100).toFixed(2)}%)`,
    );
  });
});
