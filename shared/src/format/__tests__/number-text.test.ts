import { CURRENCY_LOCALES } from '../currency';
import { groupingOf, parseNumberText, regroupTyped } from '../number-text';

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

describe('groupingOf', () => {
  it('is the Intl group separator of every currency locale, unless it could read as a decimal point', () => {
    for (const locale of Object.values(CURRENCY_LOCALES)) {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      const group = parts.find((part) => part.type === 'group')!.value;
      const decimal = parts.find((part) => part.type === 'decimal')!.value;
      const { separator } = groupingOf(locale);
      if (group === '.' || (decimal === ',' && !/\s/.test(group))) expect(separator).toBe('\u00a0');
      else if (/['’]/.test(group))
        expect(separator).toBe('’'); // ICU versions differ on the apostrophe
      else if (decimal === ',') expect(separator).toMatch(/^[\u00a0\u202f]$/);
      else expect([locale, separator]).toEqual([locale, group]);
    }
    expect(groupingOf('en-IN')).toEqual({ separator: ',', indian: true });
    expect(groupingOf('en-US')).toEqual({ separator: ',', indian: false });
  });
});

describe('regroupTyped', () => {
  const IN = { separator: ',', indian: true };
  const US = { separator: ',', indian: false };
  const FR = { separator: '\u202f', indian: false };

  it.each([
    ['5000000', IN, '50,00,000'],
    ['5000000', US, '5,000,000'],
    ['5000000', FR, '5\u202f000\u202f000'],
    ['1234567.891', IN, '12,34,567.891'],
    ['-12345', US, '-12,345'],
    ['1,2345', US, '12,345'],
    ['999', US, '999'],
    ['1000.', US, '1,000.'],
  ])('%s regroups', (text, grouping, expected) => {
    expect(regroupTyped(text, text.length, grouping).text).toBe(expected);
  });

  it.each(['10k', '1.5Cr', '1e6', '5-3', '--', '.', '', 'abc', '5 lakh', '5 ', '5000 ', '1,000,'])(
    '%s stays exactly as typed',
    (text) => {
      expect(regroupTyped(text, 1, US)).toEqual({ text, caret: 1 });
    },
  );

  it('keeps the caret after the same digit', () => {
    // A 9 typed in the middle of 50,00,000: the caret stays after that 9, the 5th digit.
    const typed = '50,0090,00';
    const { text, caret } = regroupTyped(typed, 6, IN); // after '50,009'
    expect(text).toBe('5,00,09,000');
    expect(text.slice(0, caret).replace(/,/g, '')).toBe('50009');
    // At the end it stays at the end.
    expect(regroupTyped('12345', 5, US)).toEqual({ text: '12,345', caret: 6 });
    // At the start it stays at the start.
    expect(regroupTyped('12345', 0, US)).toEqual({ text: '12,345', caret: 0 });
  });

  it('regrouped text reads back as the same number', () => {
    for (const grouping of [IN, US, FR, { separator: '’', indian: false }]) {
      const { text } = regroupTyped('123456789.25', 0, grouping);
      expect(parseNumberText(text)).toEqual({ kind: 'number', value: 123456789.25, shorthand: false });
    }
  });
});
