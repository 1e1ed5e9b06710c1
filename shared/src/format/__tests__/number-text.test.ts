import { parseNumberText } from '../number-text';

const number = (value: number, shorthand = false) => ({ kind: 'number', value, shorthand });

describe('parseNumberText', () => {
  it('empty text is empty, whitespace too', () => {
    expect(parseNumberText('')).toEqual({ kind: 'empty' });
    expect(parseNumberText('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['12', 12],
    ['-0.5', -0.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e6', 1e6],
    ['1E-7', 1e-7],
    ['  250  ', 250],
    ['-0', 0],
    ['0.1', 0.1],
  ])('plain decimal %s is %d', (text, value) => {
    expect(parseNumberText(text)).toEqual(number(value));
  });

  it.each([
    ['1,500,000', 1500000],
    ['15,00,000', 1500000],
    ['1,00,00,000.50', 10000000.5],
    ['1 000 000', 1000000],
    ['1\u202f000\u202f000,', null],
    ['1\u00a0234.5', 1234.5],
    ['-12,345', -12345],
  ])('grouped %s', (text, value) => {
    expect(parseNumberText(text)).toEqual(value === null ? { kind: 'not-a-number' } : number(value));
  });

  it.each([
    ['10k', 10000],
    ['10K', 10000],
    ['2.5 thousand', 2500],
    ['5L', 500000],
    ['5 lakh', 500000],
    ['5 Lakhs', 500000],
    ['1.1 lakh', 110000],
    ['3 lac', 300000],
    ['1.5Cr', 15000000],
    ['2 crore', 20000000],
    ['2M', 2000000],
    ['0.7mn', 700000],
    ['1.2B', 1200000000],
    ['3 billion', 3e9],
    ['-2k', -2000],
    ['1,500k', 1500000],
  ])('shorthand %s is exactly %d', (text, value) => {
    expect(parseNumberText(text)).toEqual(number(value, true));
  });

  it.each([
    '5-3',
    '1e',
    '--',
    '1e-',
    '.',
    '-',
    '+',
    'e5',
    'abc',
    '12,50',
    '1,5',
    '1,2345',
    '5x',
    '1e3k',
    '10 kk',
    '1..2',
    '1.2.3',
    ',5',
    '5,',
  ])('%s is not a number (never empty)', (text) => {
    expect(parseNumberText(text)).toEqual({ kind: 'not-a-number' });
  });

  it('numbers too big or too small for a double are still numbers (their bounds judge them)', () => {
    expect(parseNumberText('1e400')).toEqual(number(Infinity));
    expect(parseNumberText('-1e400')).toEqual(number(-Infinity));
    expect(parseNumberText('1e-320')).toEqual(number(1e-320));
    expect(parseNumberText('1e-400')).toEqual(number(0));
  });
});
