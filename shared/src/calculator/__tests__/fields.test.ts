import type { FieldDefinition, ReportColumn } from '../definition';
import {
  allFieldsOf,
  fieldsOfMode,
  modeFromQuery,
  checkFields,
  fromQueryString,
  initialRawValues,
  NOT_A_NUMBER_MESSAGE,
  rangeMessage,
  REQUIRED_MESSAGE,
  tooSmallMessage,
  toCsv,
  toQueryString,
  WHOLE_NUMBER_MESSAGE,
  inputsKey,
  withFieldsDecimalMark,
} from '../fields';

type Name = 'amount' | 'rate' | 'years' | 'bonus';

const FIELDS: FieldDefinition<Name>[] = [
  { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e12 },
  { name: 'rate', label: 'Rate (%)', kind: 'percent', min: -50, max: 100 },
  { name: 'years', label: 'Years', kind: 'years', min: 1, max: 100, integer: true },
  { name: 'bonus', label: 'Bonus', kind: 'currency', min: 0, max: 1000, required: false },
];

const raw = (values: Partial<Record<Name, string>>) => ({ amount: '', rate: '', years: '', bonus: '', ...values });

describe('messages', () => {
  it('are the fixed texts', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required.');
    expect(NOT_A_NUMBER_MESSAGE).toBe('Enter a number.');
    expect(WHOLE_NUMBER_MESSAGE).toBe('Enter a whole number.');
  });

  it('rangeMessage states the bounds with grouping', () => {
    expect(rangeMessage(FIELDS[0])).toBe('Enter a value between 0 and 1,000,000,000,000.');
    expect(rangeMessage(FIELDS[1])).toBe('Enter a value between -50 and 100.');
    expect(rangeMessage(FIELDS[2])).toBe('Enter a value between 1 and 100.');
  });
});

describe('initialRawValues', () => {
  it('is empty text, or the default value as text', () => {
    expect(initialRawValues(FIELDS)).toEqual({ amount: '', rate: '', years: '', bonus: '' });
    expect(
      initialRawValues([
        { ...FIELDS[0], defaultValue: 10000 },
        { ...FIELDS[1], defaultValue: 0 },
      ]),
    ).toEqual({ amount: '10000', rate: '0' });
  });
});

describe('checkFields', () => {
  it('returns the numbers when everything is valid', () => {
    expect(checkFields(FIELDS, raw({ amount: '5000', rate: '12.5', years: '10', bonus: '250' }))).toEqual({
      status: 'valid',
      values: { amount: 5000, rate: 12.5, years: 10, bonus: 250 },
    });
  });

  it('trims spaces and accepts the bounds themselves', () => {
    expect(checkFields(FIELDS, raw({ amount: ' 0 ', rate: '-50', years: '100', bonus: '1000' }))).toEqual({
      status: 'valid',
      values: { amount: 0, rate: -50, years: 100, bonus: 1000 },
    });
  });

  it('counts an empty optional field as 0', () => {
    expect(checkFields(FIELDS, raw({ amount: '100', rate: '5', years: '2', bonus: '' }))).toEqual({
      status: 'valid',
      values: { amount: 100, rate: 5, years: 2, bonus: 0 },
    });
  });

  it('is incomplete when a required field is empty (or only spaces)', () => {
    expect(checkFields(FIELDS, raw({ amount: '', rate: '5', years: '2' }))).toEqual({
      status: 'incomplete',
      errors: { amount: REQUIRED_MESSAGE },
    });
    expect(checkFields(FIELDS, raw({ amount: '100', rate: '   ', years: '' }))).toEqual({
      status: 'incomplete',
      errors: { rate: 'This field is required.', years: 'This field is required.' },
    });
  });

  it('is invalid with the range message when a value is out of bounds', () => {
    const above = checkFields(FIELDS, raw({ amount: '100', rate: '101', years: '5' }));
    expect(above).toEqual({ status: 'invalid', errors: { rate: 'Enter a value between -50 and 100.' } });
    const below = checkFields(FIELDS, raw({ amount: '-1', rate: '5', years: '0' }));
    expect(below).toEqual({
      status: 'invalid',
      errors: { amount: 'Enter a value between 0 and 1,000,000,000,000.', years: 'Enter a value between 1 and 100.' },
    });
    expect(checkFields(FIELDS, raw({ amount: '1', rate: '1', years: '1', bonus: '1000.01' }))).toEqual({
      status: 'invalid',
      errors: { bonus: 'Enter a value between 0 and 1,000.' },
    });
  });

  it('asks for a whole number where the field is whole years', () => {
    expect(checkFields(FIELDS, raw({ amount: '100', rate: '5', years: '2.5' }))).toEqual({
      status: 'invalid',
      errors: { years: 'Enter a whole number.' },
    });
  });

  it.each(['abc', '12abc', 'Infinity', '-Infinity', 'NaN', '5-3', '1e', '--', '1e-', '.', '12,50'])(
    "says 'Enter a number.' for %p",
    (text) => {
      expect(checkFields(FIELDS, raw({ amount: text, rate: '5', years: '2' }))).toEqual({
        status: 'invalid',
        errors: { amount: 'Enter a number.' },
      });
    },
  );

  it('text that is not a number is invalid, never incomplete, even with another field empty', () => {
    expect(checkFields(FIELDS, raw({ amount: '5-3', rate: '5', years: '' }))).toEqual({
      status: 'invalid',
      errors: { amount: NOT_A_NUMBER_MESSAGE, years: REQUIRED_MESSAGE },
    });
    // In an optional field too: it is not read as 0.
    expect(checkFields(FIELDS, raw({ amount: '1', rate: '5', years: '2', bonus: '.' }))).toEqual({
      status: 'invalid',
      errors: { bonus: NOT_A_NUMBER_MESSAGE },
    });
  });

  it('reads grouping and shorthand as the numbers they mean', () => {
    expect(checkFields(FIELDS, raw({ amount: '1.5Cr', rate: '7.5', years: '10', bonus: '1,000' }))).toEqual({
      status: 'valid',
      values: { amount: 15000000, rate: 7.5, years: 10, bonus: 1000 },
    });
    expect(checkFields(FIELDS, raw({ amount: '10,00,000', rate: '-2', years: '1e1' }))).toMatchObject({
      status: 'valid',
      values: { amount: 1000000, rate: -2, years: 10 },
    });
  });

  it('a number beyond what a double holds gets the range message, not "not a number"', () => {
    expect(checkFields(FIELDS, raw({ amount: '1e999', rate: '-1e999', years: '2' }))).toEqual({
      status: 'invalid',
      errors: { amount: rangeMessage(FIELDS[0]), rate: rangeMessage(FIELDS[1]) },
    });
  });

  it('a value too small to mean anything (below 0.01, not 0) gets its message', () => {
    expect(checkFields(FIELDS, raw({ amount: '1e-320', rate: '0.001', years: '2', bonus: '0.009' }))).toEqual({
      status: 'invalid',
      errors: {
        amount: tooSmallMessage(FIELDS[0]),
        rate: tooSmallMessage(FIELDS[1]),
        bonus: tooSmallMessage(FIELDS[3]),
      },
    });
    expect(tooSmallMessage(FIELDS[0])).toBe('Too small to calculate with: enter 0 or a value of at least 0.01.');
    expect(tooSmallMessage(FIELDS[1])).toBe('Too small to calculate with: enter 0 or a value of at least 0.01 either way.');
    expect(checkFields(FIELDS, raw({ amount: '0.01', rate: '-0.01', years: '2', bonus: '0' }))).toEqual({
      status: 'valid',
      values: { amount: 0.01, rate: -0.01, years: 2, bonus: 0 },
    });
  });

  it('reports invalid over incomplete, keeping both messages', () => {
    expect(checkFields(FIELDS, raw({ amount: 'abc', rate: '', years: '2' }))).toEqual({
      status: 'invalid',
      errors: { amount: NOT_A_NUMBER_MESSAGE, rate: REQUIRED_MESSAGE },
    });
  });

  it('applies cross-field rules only once every field is valid', () => {
    const rule = jest.fn(
      (values: Record<Name, number>) =>
        (values.amount === 0 ? { amount: 'The amount must be above zero.' } : {}) as Partial<Record<Name, string>>,
    );
    expect(checkFields(FIELDS, raw({ amount: '0', rate: '5', years: '2' }), rule)).toEqual({
      status: 'invalid',
      errors: { amount: 'The amount must be above zero.' },
    });
    expect(rule).toHaveBeenCalledWith({ amount: 0, rate: 5, years: 2, bonus: 0 });
    expect(checkFields(FIELDS, raw({ amount: '3', rate: '5', years: '2' }), rule)).toEqual({
      status: 'valid',
      values: { amount: 3, rate: 5, years: 2, bonus: 0 },
    });
    rule.mockClear();
    expect(checkFields(FIELDS, raw({ amount: '0', rate: '', years: '2' }), rule).status).toBe('incomplete');
    expect(checkFields(FIELDS, raw({ amount: '0', rate: '500', years: '2' }), rule).status).toBe('invalid');
    expect(rule).not.toHaveBeenCalled();
  });
});

describe('query strings', () => {
  it('writes the non-empty fields in field order', () => {
    expect(toQueryString(FIELDS, raw({ years: '10', amount: '5000', rate: '12.5' }))).toBe('amount=5000&rate=12.5&years=10');
    expect(toQueryString(FIELDS, raw({ amount: ' 7 ', bonus: '3' }))).toBe('amount=7&bonus=3');
    expect(toQueryString(FIELDS, raw({}))).toBe('');
  });

  it('writes each value as a plain number, whatever way it was typed', () => {
    expect(toQueryString(FIELDS, raw({ amount: '1.5Cr', rate: ' 7.50 ', years: '1e1', bonus: '1,000' }))).toBe(
      'amount=15000000&rate=7.5&years=10&bonus=1000',
    );
  });

  it('round-trips through fromQueryString', () => {
    const values = raw({ amount: '5000', rate: '-2.5', years: '10', bonus: '100' });
    expect(fromQueryString(FIELDS, toQueryString(FIELDS, values))).toEqual(values);
    expect(fromQueryString(FIELDS, `?${toQueryString(FIELDS, values)}`)).toEqual(values);
    const partial = raw({ amount: '0.5' });
    expect(fromQueryString(FIELDS, toQueryString(FIELDS, partial))).toEqual(partial);
  });

  it('is null when the URL carries none of the fields', () => {
    expect(fromQueryString(FIELDS, '')).toBeNull();
    expect(fromQueryString(FIELDS, '?utm_source=mail&x=1')).toBeNull();
  });

  it('ignores junk values and unrelated parameters', () => {
    expect(fromQueryString(FIELDS, '?amount=abc&rate=%3Cscript%3E&years=10&utm=1')).toEqual(raw({ years: '10' }));
    expect(fromQueryString(FIELDS, '?amount=5000&rate=1%2C0&years=javascript:alert(1)')).toEqual(raw({ amount: '5000' }));
    expect(fromQueryString(FIELDS, '?amount=12.5.3')).toEqual(raw({}));
  });

  it('keeps the default value of a field the URL does not carry', () => {
    const withDefault: FieldDefinition<'a' | 'b'>[] = [
      { name: 'a', label: 'A', kind: 'number', min: 0, max: 10, defaultValue: 4 },
      { name: 'b', label: 'B', kind: 'number', min: 0, max: 10 },
    ];
    expect(fromQueryString(withDefault, 'b=2')).toEqual({ a: '4', b: '2' });
  });
});

describe('toCsv', () => {
  interface Row {
    year: number;
    amount: number;
    note: string | null;
  }
  const columns: ReportColumn<Row>[] = [
    { header: 'Year', value: (row) => row.year, format: 'text' },
    { header: 'Amount, total', value: (row) => row.amount, format: 'currency' },
    { header: 'Note', value: (row) => row.note, format: 'text' },
  ];

  it('writes the header row, CRLF line ends and cents-rounded numbers', () => {
    const csv = toCsv(columns, [
      { year: 1, amount: 1234.5678, note: 'plain' },
      { year: 2, amount: 0.004, note: null },
    ]);
    expect(csv).toBe('Year,"Amount, total",Note\r\n1,1234.57,plain\r\n2,0,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(columns, [
      { year: 1, amount: 10, note: 'a, b' },
      { year: 2, amount: 20, note: 'say "hi"' },
      { year: 3, amount: 30, note: 'two\nlines' },
    ]);
    expect(csv.split('\r\n')).toEqual(['Year,"Amount, total",Note', '1,10,"a, b"', '2,20,"say ""hi"""', '3,30,"two\nlines"', '']);
  });

  it('writes no grouping or currency symbols, and empty cells for non-finite numbers', () => {
    const csv = toCsv(columns, [
      { year: 1, amount: 1234567.891, note: 'x' },
      { year: 2, amount: NaN, note: 'y' },
      { year: 3, amount: -42.126, note: 'z' },
    ]);
    expect(csv).toBe('Year,"Amount, total",Note\r\n1,1234567.89,x\r\n2,,y\r\n3,-42.13,z\r\n');
  });

  it('is the header row alone when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('Year,"Amount, total",Note\r\n');
  });
});

describe('fromQueryString keeps only real numbers', () => {
  const fields = [{ name: 'amount', label: 'Amount', kind: 'currency' as const, min: 0, max: 10 }];
  test.each([
    ['.', ''],
    ['-', ''],
    ['e5', ''],
    ['1e', ''],
    ['12', '12'],
    ['-0.5', '-0.5'],
    ['.5', '.5'],
    ['1e6', '1e6'],
  ])('%s fills the field with %p', (text, expected) => {
    expect(fromQueryString(fields, `amount=${encodeURIComponent(text)}`)).toEqual({ amount: expected });
  });
});

describe('fieldsOfMode', () => {
  const fields = [
    { name: 'a', label: 'A', kind: 'number' as const, min: 0, max: 1 },
    { name: 'b', label: 'B', kind: 'number' as const, min: 0, max: 1 },
    { name: 'c', label: 'C', kind: 'number' as const, min: 0, max: 1 },
  ];
  const target = { name: 't', label: 'T', kind: 'number' as const, min: 0, max: 1 };
  const names = (list: { name: string }[]) => list.map((field) => field.name);
  const solve = () => ({ ok: false as const, reason: '' });

  it('puts the targets where the input found was, leaves out what the mode hides, and appends when nothing is replaced', () => {
    expect(names(fieldsOfMode(fields, undefined))).toEqual(['a', 'b', 'c']);
    expect(names(fieldsOfMode(fields, { id: 'b', label: 'B', replaces: 'b', targets: [target], solve }))).toEqual([
      'a',
      't',
      'c',
    ]);
    expect(names(fieldsOfMode(fields, { id: 'b', label: 'B', replaces: 'b', targets: [target], hides: ['c'], solve }))).toEqual([
      'a',
      't',
    ]);
    expect(names(fieldsOfMode(fields, { id: 'x', label: 'X', targets: [target], solve }))).toEqual(['a', 'b', 'c', 't']);
  });

  it('allFieldsOf lists every field of every mode once; modeFromQuery reads solveFor', () => {
    const modes = [
      { id: 'a', label: 'A', replaces: 'a', targets: [target], solve },
      { id: 'b', label: 'B', replaces: 'b', targets: [target], solve },
    ];
    expect(names(allFieldsOf(fields, modes))).toEqual(['a', 'b', 'c', 't']);
    expect(modeFromQuery(modes, 'solveFor=b&t=1')?.id).toBe('b');
    expect(modeFromQuery(modes, 'solveFor=nope')).toBeUndefined();
  });
});

describe('fields in a decimal-comma locale', () => {
  const given = raw({ amount: '1 234,5', rate: '7,5', years: '10', bonus: '' });

  it('checkFields reads the texts with the mark it is given', () => {
    expect(checkFields(FIELDS, given, undefined, ',')).toEqual({
      status: 'valid',
      values: { amount: 1234.5, rate: 7.5, years: 10, bonus: 0 },
    });
    // The same texts where the mark is a point: 7,5 cannot be grouping.
    expect(checkFields(FIELDS, given, undefined, '.')).toEqual({
      status: 'invalid',
      errors: { amount: NOT_A_NUMBER_MESSAGE, rate: NOT_A_NUMBER_MESSAGE },
    });
  });

  it('the URL says plain numbers, and inputsKey the same as for those numbers written with a point', () => {
    expect(toQueryString(FIELDS, given, ',')).toBe('amount=1234.5&rate=7.5&years=10');
    expect(inputsKey(FIELDS, given, ',')).toBe(inputsKey(FIELDS, raw({ amount: '1234.5', rate: '7.5', years: '10' }), '.'));
  });

  it("rewrites the number fields' texts in another mark, saying the same numbers; choices and dates untouched", () => {
    const fields: FieldDefinition[] = [
      ...FIELDS,
      { name: 'plan', label: 'Plan', kind: 'choice', min: 0, max: 2, options: [{ value: 1.5, label: 'One and a half' }] },
      { name: 'day', label: 'Day', kind: 'date', min: 0, max: 1e6 },
    ];
    const linked = { amount: '7.125', rate: '-12.5', years: 'abc', bonus: '', plan: '1.5', day: '2024-02-29' };
    const inComma = withFieldsDecimalMark(fields, linked, '.', ',');
    expect(inComma).toEqual({ amount: '7,125', rate: '-12,5', years: 'abc', bonus: '', plan: '1.5', day: '2024-02-29' });
    expect(toQueryString(fields, inComma, ',')).toBe(toQueryString(fields, linked, '.'));
    expect(withFieldsDecimalMark(fields, inComma, ',', '.')).toEqual(linked);
  });
});
