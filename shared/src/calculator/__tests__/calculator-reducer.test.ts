/*
 * The calculator's state without React: each named action, Calculate's outcomes (shown, incomplete, invalid,
 * unsolved, failed), what the URL must say after each, staleness, and the row list's rows.
 */
import { calculatorReducer, initialModel, isStale, type CalculatorAction, type CalculatorModel } from '../calculator-reducer';
import { calculate, FAILURE_MESSAGE, type CalculatorConfig, type Inputs } from '../calculator-inputs';
import type { AnySolveMode, RowCellDefinition, RowListDefinition, RowValues, SolveMode } from '../definition';
import { DATE_MESSAGE, REQUIRED_MESSAGE, rangeMessage } from '../fields';
import { rowCountOf, withoutRow } from '../rows/rows';

type Name = 'amount' | 'extra';
interface Result {
  doubled: number;
}
const EMPTY: Result = { doubled: 0 };

const amountField = { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1000 } as const;
const extraField = { name: 'extra', label: 'Extra', kind: 'number', min: 0, max: 10, required: false } as const;

// The amount that doubles (plus the extra) to a target; refused when the extra alone is above it.
const amountMode: SolveMode<Name, Result, { target: number; extra: number }, 'amount'> = {
  id: 'amount',
  label: 'Amount',
  replaces: 'amount',
  targets: [{ name: 'target', label: 'Target', kind: 'number', min: 0, max: 5000 }],
  solve: ({ target, extra }) =>
    target < extra
      ? { ok: false, reason: 'The extra alone is above the target.' }
      : {
          ok: true,
          value: {
            figures: [{ id: 'amount', label: 'Amount needed', value: (target - extra) / 2, format: 'currency' }],
            result: { doubled: target },
          },
        },
};
const modes: AnySolveMode<Name, Result>[] = [amountMode];

function config(
  whenIncomplete: 'keep' | 'reset',
  compute = (v: Record<Name, number>): Result => ({ doubled: v.amount * 2 + v.extra }),
): CalculatorConfig<Name, Result> {
  return { fields: [amountField, extraField], compute, emptyResult: EMPTY, whenIncomplete, modes };
}

function run<K extends string, R, C extends RowCellDefinition>(
  cfg: CalculatorConfig<K, R, C>,
  model: CalculatorModel<R>,
  ...actions: CalculatorAction<R>[]
) {
  return actions.reduce(calculatorReducer(cfg), model);
}

/** Calculate as the hook does it: the outcome of the current inputs, applied. */
function calculated<K extends string, R, C extends RowCellDefinition>(cfg: CalculatorConfig<K, R, C>, model: CalculatorModel<R>) {
  const inputs: Inputs = { raw: model.raw, rowCount: model.rowCount, modeId: model.modeId, decimal: model.decimal };
  return calculatorReducer(cfg)(model, { type: 'calculated', inputs, outcome: calculate(cfg, inputs) });
}

const start = (raw: Record<string, string> = { amount: '', extra: '', target: '' }) =>
  initialModel(EMPTY, { raw, rowCount: 0, modeId: '', decimal: '.' });
const typed = (name: string, text: string): CalculatorAction<Result> => ({ type: 'fieldChanged', name, text });

describe('calculatorReducer', () => {
  const keep = config('keep');
  const reset = config('reset');

  it('computes on Calculate only, shows the result and asks the URL to say its inputs', () => {
    const edited = run(keep, start(), typed('amount', '21'));
    expect(edited.calculated).toBe(false);
    expect(edited.url).toBeNull();
    const shown = calculated(keep, edited);
    expect(shown.result).toEqual({ doubled: 42 });
    expect(shown.calculated).toBe(true);
    expect(shown.url).toEqual({
      shown: { raw: { amount: '21', extra: '', target: '' }, rowCount: 0, modeId: '', decimal: '.' },
      scenarioA: null,
    });
  });

  it('a field edited loses its own message only', () => {
    const checked = calculated(keep, run(keep, start(), typed('extra', '99')));
    expect(checked.errors).toEqual({ amount: REQUIRED_MESSAGE, extra: rangeMessage(extraField) });
    expect(run(keep, checked, typed('extra', '9')).errors).toEqual({ amount: REQUIRED_MESSAGE, extra: undefined });
  });

  it("an empty required field: 'reset' clears the results and their URL, 'keep' keeps both", () => {
    for (const [cfg, kept] of [
      [keep, true],
      [reset, false],
    ] as const) {
      const shown = calculated(cfg, run(cfg, start(), typed('amount', '5')));
      const emptied = calculated(cfg, run(cfg, shown, typed('amount', '')));
      expect(emptied.errors).toEqual({ amount: REQUIRED_MESSAGE });
      expect(emptied.calculated).toBe(kept);
      expect(emptied.result).toEqual(kept ? { doubled: 10 } : EMPTY);
      // The same URL request (nothing to write) when kept; a request to clear it when reset.
      expect(emptied.url).toBe(kept ? shown.url : emptied.url);
      if (!kept) expect(emptied.url).toEqual({ shown: null, scenarioA: null });
    }
  });

  it('a value out of bounds after a result leaves the result and its URL alone; before any, clears the URL', () => {
    const shown = calculated(reset, run(reset, start(), typed('amount', '5')));
    const refused = calculated(reset, run(reset, shown, typed('amount', '5000')));
    expect(refused.result).toEqual({ doubled: 10 });
    expect(refused.url).toBe(shown.url);
    expect(calculated(reset, run(reset, start(), typed('amount', '5000'))).url).toEqual({ shown: null, scenarioA: null });
  });

  it('is stale once the fields say something else, not for the same value written another way', () => {
    const shown = calculated(keep, run(keep, start(), typed('amount', '1000')));
    expect(isStale(keep, shown)).toBe(false);
    expect(isStale(keep, run(keep, shown, typed('amount', '1k')))).toBe(false);
    expect(isStale(keep, run(keep, shown, typed('amount', '999')))).toBe(true);
    expect(isStale(keep, run(keep, shown, { type: 'modeChosen', modeId: 'amount' }))).toBe(true);
  });

  it("reads the fields in the shown currency's decimal mark, and rewrites them (same numbers) when it changes", () => {
    // Arrived from a link in '.', shown in a locale whose decimal mark is a comma.
    const linked = start({ amount: '2.125', extra: '', target: '1.5' });
    const inEuros = run(keep, linked, { type: 'decimalMarkChanged', decimal: ',' });
    expect(inEuros.raw).toEqual({ amount: '2,125', extra: '', target: '1,5' });
    expect(inEuros.decimal).toBe(',');
    // 7,5 typed there is 7.5: doubled 15, and the URL's inputs say the mark they are written in.
    const shown = calculated(keep, run(keep, inEuros, typed('amount', '7,5')));
    expect(shown.result).toEqual({ doubled: 15 });
    expect(shown.url?.shown).toMatchObject({ raw: { amount: '7,5' }, decimal: ',' });
    // Back to a point: 7.5 still, so the results are not out of date.
    const inDollars = run(keep, shown, { type: 'decimalMarkChanged', decimal: '.' });
    expect(inDollars.raw.amount).toBe('7.5');
    expect(isStale(keep, inDollars)).toBe(false);
    // Where the mark is a point, 7,5 is not a number.
    expect(calculated(keep, run(keep, inDollars, typed('amount', '7,5'))).errors).toEqual({ amount: 'Enter a number.' });
  });

  it('a mode solves with its fields, and a target out of reach says why and shows nothing', () => {
    const solving = run(keep, start(), { type: 'modeChosen', modeId: 'amount' }, typed('target', '30'), typed('extra', '4'));
    const solved = calculated(keep, solving);
    expect(solved.solution?.figures).toEqual([{ id: 'amount', label: 'Amount needed', value: 13, format: 'currency' }]);
    expect(solved.result).toEqual({ doubled: 30 });
    const unsolved = calculated(keep, run(keep, solved, typed('target', '1')));
    expect(unsolved.unsolved).toBe('The extra alone is above the target.');
    expect(unsolved.calculated).toBe(false);
    expect(unsolved.url).toEqual({ shown: null, scenarioA: null });
    // Choosing a mode clears the reason and the messages.
    expect(run(keep, unsolved, { type: 'modeChosen', modeId: '' }).unsolved).toBeNull();
  });

  it('a calculation that throws keeps the page and its results, and says so', () => {
    const throwing = config('keep', () => {
      throw new Error('boom');
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = calculated(throwing, run(throwing, start(), typed('amount', '5')));
    spy.mockRestore();
    expect(failed.failure).toBe(FAILURE_MESSAGE);
    expect(failed.calculated).toBe(false);
    expect(failed.url).toBeNull();
  });
});

describe('a row list', () => {
  type Cell = RowCellDefinition<'date', 'date'> | RowCellDefinition<'amount', 'currency'>;
  const list: RowListDefinition<Cell> = {
    label: 'Cash flows',
    rowName: 'cash flow',
    cells: [
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'amount', label: 'Amount', kind: 'currency', min: -1e9, max: 1e9 },
    ],
    minRows: 2,
    maxRows: 3,
    validate: (rows) => (rows.some((row) => row.amount < 0) ? null : 'Enter at least one negative amount.'),
  };
  const compute = jest.fn((_values: Record<never, number>, rows: RowValues<Cell>[]): Result => ({
    doubled: rows.reduce((sum, row) => sum + row.amount, 0),
  }));
  const cfg: CalculatorConfig<never, Result, Cell> = {
    fields: [],
    compute,
    emptyResult: EMPTY,
    whenIncomplete: 'reset',
    rowList: list,
  };
  const rows = (raw: Record<string, string>) =>
    initialModel(EMPTY, { raw, rowCount: rowCountOf(list, Object.keys(raw)), modeId: '', decimal: '.' });

  it('gives compute the rows as typed values: dates as ISO text, amounts as numbers', () => {
    const model = calculated(
      cfg,
      rows({ 'date.1': '2024-01-31', 'amount.1': '-1,000', 'date.2': '2025-01-31', 'amount.2': '1.1k' }),
    );
    expect(compute).toHaveBeenLastCalledWith({ 'date.1': 19753, 'amount.1': -1000, 'date.2': 20119, 'amount.2': 1100 }, [
      { date: '2024-01-31', amount: -1000 },
      { date: '2025-01-31', amount: 1100 },
    ]);
    expect(model.result).toEqual({ doubled: 100 });
    expect(model.url?.shown?.rowCount).toBe(2);
  });

  it('checks each cell, then the rule across the rows', () => {
    const bad = calculated(cfg, rows({ 'date.1': '2023-02-29', 'amount.1': '-5', 'date.2': '', 'amount.2': '5' }));
    expect(bad.errors).toEqual({ 'date.1': DATE_MESSAGE, 'date.2': REQUIRED_MESSAGE });
    const oneWay = calculated(cfg, rows({ 'date.1': '2024-01-01', 'amount.1': '5', 'date.2': '2024-02-01', 'amount.2': '5' }));
    expect(oneWay.rowsError).toBe('Enter at least one negative amount.');
    expect(oneWay.calculated).toBe(false);
  });

  it('adds empty rows up to the most, removes down to the least, the later rows moving up', () => {
    const two = rows({ 'date.1': '2024-01-01', 'amount.1': '1', 'date.2': '2024-02-02', 'amount.2': '2' });
    const three = run(cfg, two, { type: 'rowAdded' });
    expect(three.rowCount).toBe(3);
    expect(three.raw).toMatchObject({ 'date.3': '', 'amount.3': '' });
    expect(run(cfg, three, { type: 'rowAdded' }).rowCount).toBe(3);
    const typedThird = run(cfg, three, typed('amount.3', '3'), typed('date.3', '2024-03-03'));
    const removed = run(cfg, typedThird, { type: 'rowRemoved', row: 1 });
    expect(removed.rowCount).toBe(2);
    expect(removed.raw).toEqual({ 'date.1': '2024-02-02', 'amount.1': '2', 'date.2': '2024-03-03', 'amount.2': '3' });
    expect(run(cfg, removed, { type: 'rowRemoved', row: 1 })).toBe(removed);
  });

  it('counts the rows a URL or a draft names, within the bounds', () => {
    expect(rowCountOf(list, ['amount.2', 'date.1', 'other'])).toBe(2);
    expect(rowCountOf(list, ['amount.9'])).toBe(3);
    expect(rowCountOf(list, ['amount.1'])).toBe(2);
    expect(rowCountOf(list, [])).toBe(2);
    expect(withoutRow(list, { x: '1', 'amount.1': 'a', 'amount.2': 'b' }, 2, 2)).toEqual({
      x: '1',
      'amount.1': 'a',
      'date.1': '',
    });
  });
});
