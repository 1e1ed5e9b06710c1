import { CURRENCY_LOCALES } from '../currency';
import { decimalMarkOf, groupingOf, parseNumberText, withDecimalMark, type DecimalMark, type Grouping } from '../number-text';
import { arrived, numberAsTyped, regroupTyped, type TypedText } from '../typed-number';

const number = (value: number, shorthand = false) => ({ kind: 'number', value, shorthand });

describe('parseNumberText', () => {
  it('empty text is empty, whitespace too', () => {
    expect(parseNumberText('', '.')).toEqual({ kind: 'empty' });
    expect(parseNumberText('   ', '.')).toEqual({ kind: 'empty' });
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
    expect(parseNumberText(text, '.')).toEqual(number(value));
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
    expect(parseNumberText(text, '.')).toEqual(value === null ? { kind: 'not-a-number' } : number(value));
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
    expect(parseNumberText(text, '.')).toEqual(number(value, true));
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
    expect(parseNumberText(text, '.')).toEqual({ kind: 'not-a-number' });
  });

  it('numbers too big or too small for a double are still numbers (their bounds judge them)', () => {
    expect(parseNumberText('1e400', '.')).toEqual(number(Infinity));
    expect(parseNumberText('-1e400', '.')).toEqual(number(-Infinity));
    expect(parseNumberText('1e-320', '.')).toEqual(number(1e-320));
    expect(parseNumberText('1e-400', '.')).toEqual(number(0));
  });
});

describe('parseNumberText with a decimal comma', () => {
  it.each([
    ['7,5', 7.5],
    ['12,50', 12.5],
    ['1,2345', 1.2345],
    [',5', 0.5],
    ['5,', 5],
    ['-0,25', -0.25],
    ['1 234,5', 1234.5],
    ['1\u202f234\u202f567,25', 1234567.25],
    ['1\u00a0234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    // A point that can group is a group separator, as pt-BR and de-DE write it…
    ['1.234', 1234],
    // …and one that cannot is a decimal point.
    ['7.5', 7.5],
    ['1.2345', 1.2345],
    ['12.50', 12.5],
    ['1 234.5', 1234.5],
    ['1e6', 1e6],
  ])('%s is %d', (text, value) => {
    expect(parseNumberText(text, ',')).toEqual(number(value));
  });

  it.each([
    ['1,5k', 1500],
    ['1,5Cr', 15000000],
    ['1.5Cr', 15000000],
    ['2,5 lakh', 250000],
    ['10k', 10000],
  ])('shorthand %s is exactly %d', (text, value) => {
    expect(parseNumberText(text, ',')).toEqual(number(value, true));
  });

  it.each(['1,500,000', '1,2,3', '1.234.5', '7,5,', '1.234,5,6', '1,2.5', '5-3', ',', '.', '1 2345', '1,5e3k'])(
    '%s is not a number',
    (text) => {
      expect(parseNumberText(text, ',')).toEqual({ kind: 'not-a-number' });
    },
  );
});

describe('withDecimalMark', () => {
  it.each([
    ['7,5', ',', '.', '7.5'],
    ['1 234,5', ',', '.', '1234.5'],
    ['1.234', ',', '.', '1234'],
    ['1,5Cr', ',', '.', '1.5Cr'],
    ['2,5 lakh', ',', '.', '2.5 lakh'],
    ['7.125', '.', ',', '7,125'],
    ['1,500,000.5', '.', ',', '1500000,5'],
    ['-1e6', '.', ',', '-1e6'],
    ['5.', '.', ',', '5,'],
  ] as const)('%s, its decimal mark %s, written with %s: %s', (text, from, to, expected) => {
    const rewritten = withDecimalMark(text, from, to);
    expect(rewritten).toBe(expected);
    expect(parseNumberText(rewritten, to)).toEqual(parseNumberText(text, from));
  });

  it('leaves what is not a number, and a text already in the mark', () => {
    expect(withDecimalMark('7,5', '.', ',')).toBe('7,5');
    expect(withDecimalMark('5-3', ',', '.')).toBe('5-3');
    expect(withDecimalMark('1.234', '.', '.')).toBe('1.234');
  });
});

/** The parts of a number as Intl writes it in a locale. */
const partsOf = (locale: string, value: number, fractionDigits = 0) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).formatToParts(
    value,
  );

const LOCALES = [...new Set(Object.values(CURRENCY_LOCALES))];

/** The locale's decimal mark, as Intl writes 1.5 (independently of decimalMarkOf). */
const intlMark = (locale: string) => partsOf(locale, 1.5, 1).find((part) => part.type === 'decimal')!.value;

describe('groupingOf', () => {
  it('is the Intl group separator of every currency locale, unless it could read as a decimal point', () => {
    for (const locale of LOCALES) {
      const parts = partsOf(locale, 1234567.5, 1);
      const group = parts.find((part) => part.type === 'group')!.value;
      const decimal = parts.find((part) => part.type === 'decimal')!.value;
      const { separator } = groupingOf(locale);
      if (group === '.' || (decimal === ',' && !/\s/.test(group))) expect(separator).toBe('\u00a0');
      else if (/['’]/.test(group))
        expect(separator).toBe('’'); // ICU versions differ on the apostrophe
      else if (decimal === ',') expect(separator).toMatch(/^[\u00a0\u202f]$/);
      else expect([locale, separator]).toEqual([locale, group]);
    }
    expect(groupingOf('en-IN')).toEqual({ separator: ',', indian: true, decimal: '.' });
    expect(groupingOf('en-US')).toEqual({ separator: ',', indian: false, decimal: '.' });
  });

  it("has the decimal mark of every currency locale as Intl writes it, and some locales' is a comma", () => {
    for (const locale of LOCALES)
      expect([locale, decimalMarkOf(locale), groupingOf(locale).decimal]).toEqual([locale, intlMark(locale), intlMark(locale)]);
    expect(LOCALES.filter((locale) => intlMark(locale) === ',').length).toBeGreaterThan(0);
    expect(LOCALES.filter((locale) => intlMark(locale) === '.').length).toBeGreaterThan(0);
    // A locale the site does not write out is asked of Intl.
    expect([decimalMarkOf('de-DE'), decimalMarkOf('it-IT'), decimalMarkOf('th-TH')]).toEqual([',', ',', '.']);
  });
});

/** Types `keys` one by one at the end of the field, as NumberInput passes each keystroke; every state on the way. */
function typeKeys(keys: string, grouping: Grouping, start: TypedText = arrived('')): TypedText[] {
  const states: TypedText[] = [];
  let state = start;
  for (const key of keys) {
    const text = state.text + key;
    const next = regroupTyped(text, text.length, grouping, { previous: state });
    state = { text: next.text, ours: next.ours };
    states.push(state);
  }
  return states;
}
const last = <T>(list: T[]) => list[list.length - 1];

describe.each(LOCALES)('typing in %s', (locale) => {
  const grouping = groupingOf(locale);
  const mark = intlMark(locale) as DecimalMark;
  /** How the field writes a number: Intl's digits and decimal mark, its group separator the field's own. */
  const fieldText = (value: number, fractionDigits = 0) =>
    partsOf(locale, value, fractionDigits)
      .map((part) => (part.type === 'group' ? grouping.separator : part.value))
      .join('');

  it.each([
    ['7', '5', 7.5],
    ['12', '50', 12.5],
    ['1', '2345', 1.2345],
  ])(
    '%s, a comma and %s: %d where the decimal mark is a comma, else refused and left exactly as typed',
    (whole, fraction, value) => {
      const typed = `${whole},${fraction}`;
      const states = typeKeys(typed, grouping);
      if (mark === ',') {
        expect(last(states).text).toBe(typed);
        expect(parseNumberText(last(states).text, mark)).toEqual(number(value));
      } else {
        // Never regrouped into another number (75, 1,250, 12,345) on the way.
        expect(states.map((state) => state.text)).toEqual(Array.from(typed, (_, index) => typed.slice(0, index + 1)));
        expect(parseNumberText(typed, mark)).toEqual({ kind: 'not-a-number' });
      }
    },
  );

  it('groups digits as the locale writes them, each state on the way reading as the digits typed so far', () => {
    const states = typeKeys('1234567', grouping);
    states.forEach((state, index) => {
      const soFar = Number('1234567'.slice(0, index + 1));
      expect(parseNumberText(state.text, mark)).toEqual(number(soFar));
      expect(state.text).toBe(fieldText(soFar));
    });
  });

  it('types a fraction with the decimal mark', () => {
    const text = last(typeKeys(`1234567${mark}25`, grouping)).text;
    expect(text).toBe(fieldText(1234567.25, 2));
    expect(parseNumberText(text, mark)).toEqual(number(1234567.25));
  });

  it('reads the whole numbers Intl writes in this locale', () => {
    for (const value of [7.5, 12.5, 1234.5, 1234567.25, 1500000, 0.75]) {
      const written = partsOf(locale, value, 2)
        .map((part) => part.value)
        .join('');
      expect([written, parseNumberText(written, mark)]).toEqual([written, number(value)]);
    }
  });

  it('keeps grouping where the decimal mark is a point, and shorthand everywhere', () => {
    if (mark === '.') {
      expect(parseNumberText('1,500,000', mark)).toEqual(number(1500000));
      expect(parseNumberText('15,00,000', mark)).toEqual(number(1500000));
    }
    expect(parseNumberText('10k', mark)).toEqual(number(10000, true));
    expect(parseNumberText('5L', mark)).toEqual(number(500000, true));
    expect(parseNumberText(`1${mark}5Cr`, mark)).toEqual(number(15000000, true));
    expect(last(typeKeys(`1${mark}5Cr`, grouping)).text).toBe(`1${mark}5Cr`);
  });

  it('a digit typed into the middle of its grouping regroups it; Backspace over its separator takes the digit before', () => {
    const grouped = last(typeKeys('12345', grouping));
    const at = grouped.text.indexOf(grouping.separator);
    // Backspace just after the separator: the text without it, the digit before it going instead.
    const deleted = grouped.text.slice(0, at) + grouped.text.slice(at + 1);
    const next = regroupTyped(deleted, at, grouping, { previous: grouped, backspace: true });
    expect(parseNumberText(next.text, mark)).toEqual(number(1345));
    expect(next.text).toBe(fieldText(1345));
    // 9 typed after the first digit: 192,345, the caret after the 9.
    const typed = `${grouped.text.slice(0, 1)}9${grouped.text.slice(1)}`;
    const nine = regroupTyped(typed, 2, grouping, { previous: grouped });
    expect(nine.text).toBe(fieldText(192345));
    expect(nine.text.slice(0, nine.caret).replace(/\D/g, '')).toBe('19');
  });
});

describe('numberAsTyped', () => {
  it('writes a number as a field of that locale writes it, and reads back as the same number', () => {
    expect(numberAsTyped(500000, groupingOf('en-IN'))).toBe('5,00,000');
    expect(numberAsTyped(1234567.5, groupingOf('en-US'))).toBe('1,234,567.5');
    expect(numberAsTyped(2.5, groupingOf('fr-FR'))).toBe('2,5');
    for (const locale of LOCALES) {
      const grouping = groupingOf(locale);
      const text = numberAsTyped(1234567.25, grouping);
      expect(parseNumberText(text, grouping.decimal)).toMatchObject({ kind: 'number', value: 1234567.25 });
    }
  });
});

describe('regroupTyped', () => {
  const IN: Grouping = { separator: ',', indian: true, decimal: '.' };
  const US: Grouping = { separator: ',', indian: false, decimal: '.' };
  const FR: Grouping = { separator: '\u202f', indian: false, decimal: ',' };
  const BR: Grouping = { separator: '\u00a0', indian: false, decimal: ',' };

  it.each([
    ['5000000', IN, '50,00,000'],
    ['5000000', US, '5,000,000'],
    ['5000000', FR, '5\u202f000\u202f000'],
    ['1234567.891', IN, '12,34,567.891'],
    ['1234567,891', FR, '1\u202f234\u202f567,891'],
    ['-12345', US, '-12,345'],
    ['999', US, '999'],
    ['1000.', US, '1,000.'],
    ['1000,', FR, '1\u202f000,'],
    ['15,00,000', US, '1,500,000'],
  ] as const)('%s arrived is shown as %s', (text, grouping, expected) => {
    expect(regroupTyped(text, text.length, grouping).text).toBe(expected);
  });

  it.each(['10k', '1.5Cr', '1e6', '5-3', '--', '.', '', 'abc', '5 lakh', '5 ', '5000 ', '1,000,', '1,2345', '7,5', '12,50'])(
    '%s stays exactly as typed (US)',
    (text) => {
      expect(regroupTyped(text, 1, US)).toMatchObject({ text, caret: 1 });
    },
  );

  it('separators the visitor typed stay where they are: a digit after them is never read as grouping', () => {
    // Typed 1,234 by hand, then 5: 1,2345 (refused), never 12,345.
    expect(last(typeKeys('1,2345', US)).text).toBe('1,2345');
    // Typed 1234 (the field groups it), then 5: 12,345.
    expect(last(typeKeys('12345', US)).text).toBe('12,345');
    // A point typed in fr-FR or pt-BR: grouping where it can be (1.234), a decimal point where it cannot (1.2345).
    for (const grouping of [FR, BR]) {
      const states = typeKeys('1.2345', grouping).map((state) => state.text);
      expect(states).toEqual(['1', '1.', '1.2', '1.23', '1.234', '1.2345']);
      expect(
        states.map((text) => parseNumberText(text, ',')).map((read) => (read.kind === 'number' ? read.value : null)),
      ).toEqual([1, 1, 1.2, 1.23, 1234, 1.2345]);
      expect(last(typeKeys('1.234,5', grouping)).text).toBe('1.234,5');
    }
    // A digit typed before the sign is not a number, and is not made one.
    expect(regroupTyped('5-123', 1, US, { previous: arrived('-123') }).text).toBe('5-123');
  });

  it('keeps the caret after the same digit', () => {
    // A 9 typed in the middle of 50,00,000: the caret stays after that 9, the 5th digit.
    const typed = '50,009,000';
    const { text, caret } = regroupTyped(typed, 6, IN, { previous: arrived('50,00,000') }); // after '50,009'
    expect(text).toBe('5,00,09,000');
    expect(text.slice(0, caret).replace(/,/g, '')).toBe('50009');
    // At the end it stays at the end.
    expect(regroupTyped('12345', 5, US)).toMatchObject({ text: '12,345', caret: 6 });
    // At the start it stays at the start.
    expect(regroupTyped('12345', 0, US)).toMatchObject({ text: '12,345', caret: 0 });
    // After the decimal comma.
    expect(regroupTyped('12345,5', 6, FR)).toMatchObject({ text: '12\u202f345,5', caret: 7 });
  });

  it('regrouped text reads back as the same number', () => {
    for (const grouping of [IN, US, { separator: '’', indian: false, decimal: '.' } as const]) {
      const { text } = regroupTyped('123456789.25', 0, grouping);
      expect(parseNumberText(text, '.')).toEqual({ kind: 'number', value: 123456789.25, shorthand: false });
    }
    for (const grouping of [FR, BR]) {
      const { text } = regroupTyped('123456789,25', 0, grouping);
      expect(parseNumberText(text, ',')).toEqual({ kind: 'number', value: 123456789.25, shorthand: false });
    }
  });
});
