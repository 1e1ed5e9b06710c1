import {
  MEANINGS,
  NUMBER_LABELS,
  NumberKey,
  calculateNumerology,
  foldToBaseLetters,
  isVowel,
  letterValue,
  meaningOf,
  reduceNumber,
  validateNumerology,
} from '../numerology';
import { ROLE_MEANINGS } from '../numerology-meanings';

// Letter table used in the hand-worked examples below:
//   1 2 3 4 5 6 7 8 9
//   A B C D E F G H I
//   J K L M N O P Q R
//   S T U V W X Y Z

describe('letterValue', () => {
  it('cycles 1-9: A=1..I=9, J=1..R=9, S=1..Z=8', () => {
    const expected: Record<string, number> = {
      A: 1,
      B: 2,
      C: 3,
      D: 4,
      E: 5,
      F: 6,
      G: 7,
      H: 8,
      I: 9,
      J: 1,
      K: 2,
      L: 3,
      M: 4,
      N: 5,
      O: 6,
      P: 7,
      Q: 8,
      R: 9,
      S: 1,
      T: 2,
      U: 3,
      V: 4,
      W: 5,
      X: 6,
      Y: 7,
      Z: 8,
    };
    for (const [letter, value] of Object.entries(expected)) {
      expect(letterValue(letter)).toBe(value);
      expect(letterValue(letter.toLowerCase())).toBe(value);
    }
  });

  it('folds an accented letter to its base letter (É = E = 5, ñ = N = 5)', () => {
    expect(letterValue('É')).toBe(5);
    expect(letterValue('ñ')).toBe(5);
  });

  it('is 0 for non-letters', () => {
    for (const ch of ['', ' ', '-', "'", '.', '0', '7', '@', 'Ж', '中']) expect(letterValue(ch)).toBe(0);
  });
});

describe('isVowel', () => {
  it('accepts A E I O U in either case', () => {
    for (const v of 'AEIOUaeiou') expect(isVowel(v)).toBe(true);
  });

  it('treats Y (and every other letter) as a consonant', () => {
    expect(isVowel('Y')).toBe(false);
    expect(isVowel('y')).toBe(false);
    for (const c of 'BCDFGHJKLMNPQRSTVWXZ') expect(isVowel(c)).toBe(false);
  });

  it('folds accents (É, ö are vowels) and rejects non-letters', () => {
    expect(isVowel('É')).toBe(true);
    expect(isVowel('ö')).toBe(true);
    expect(isVowel('1')).toBe(false);
    expect(isVowel(' ')).toBe(false);
  });
});

describe('foldToBaseLetters', () => {
  it('uppercases and drops spaces, punctuation and digits', () => {
    expect(foldToBaseLetters("j.r.r. O'Neil-Smith 3rd!")).toBe('JRRONEILSMITHRD');
  });

  it('folds accented letters: É->E, Ñ->N, Ü->U, ç->C, ö->O', () => {
    expect(foldToBaseLetters('José Ñúñez Müller François Björk')).toBe('JOSENUNEZMULLERFRANCOISBJORK');
  });

  it('folds ß->SS, Æ->AE, Ø->O, Œ->OE (upper and lower case)', () => {
    expect(foldToBaseLetters('Straße')).toBe('STRASSE');
    expect(foldToBaseLetters('Ærø')).toBe('AERO');
    expect(foldToBaseLetters('æ Ø Œuvre œ')).toBe('AEOOEUVREOE');
  });

  it('gives an empty string when there are no Latin letters', () => {
    expect(foldToBaseLetters('')).toBe('');
    expect(foldToBaseLetters('  123 -- !! ')).toBe('');
    expect(foldToBaseLetters('Владимир')).toBe('');
  });
});

describe('reduceNumber', () => {
  it.each([
    [0, 0],
    [7, 7],
    [10, 1], // 1+0
    [19, 1], // 1+9 = 10 -> 1+0 = 1
    [44, 8], // 4+4
    [1990, 1], // 1+9+9+0 = 19 -> 10 -> 1
  ])('%i -> %i (plain digit sums)', (n, expected) => {
    expect(reduceNumber(n)).toBe(expected);
  });

  it('keeps master numbers 11, 22 and 33 as they are', () => {
    expect(reduceNumber(11)).toBe(11);
    expect(reduceNumber(22)).toBe(22);
    expect(reduceNumber(33)).toBe(33);
  });

  it.each([
    [29, 11], // 2+9 = 11, kept
    [38, 11], // 3+8 = 11, kept
    [2009, 11], // 2+0+0+9 = 11, kept
    [499, 22], // 4+9+9 = 22, kept
    [6999, 33], // 6+9+9+9 = 33, kept
  ])('%i -> %i (a master number reached at an intermediate step is kept)', (n, expected) => {
    expect(reduceNumber(n)).toBe(expected);
  });

  it('reduces 44, 55, 66 and 99 (not master numbers)', () => {
    expect(reduceNumber(44)).toBe(8);
    expect(reduceNumber(55)).toBe(1); // 10 -> 1
    expect(reduceNumber(66)).toBe(3); // 12 -> 3
    expect(reduceNumber(99)).toBe(9); // 18 -> 9
  });
});

describe('meanings', () => {
  it('has a text for exactly 1-9, 11, 22 and 33', () => {
    expect(
      Object.keys(MEANINGS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
  });

  it.each([
    [1, /leader/i],
    [1, /independen/i],
    [2, /cooperation/i],
    [2, /diplomacy/i],
    [3, /creativity/i],
    [4, /stability/i],
    [5, /freedom/i],
    [6, /responsibility/i],
    [7, /spirituality/i],
    [8, /power/i],
    [8, /success/i],
    [9, /compassion/i],
    [11, /spiritual insight/i],
    [22, /master builder/i],
    [33, /master teacher/i],
  ])('%i is built on its keyword %s', (n, keyword) => {
    expect(MEANINGS[n]).toMatch(keyword);
    expect(meaningOf(n)).toBe(MEANINGS[n]);
  });

  it('each text is a short paragraph of 2-3 sentences', () => {
    for (const text of Object.values(MEANINGS)) {
      const sentences = text.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it("gives exactly 'Unknown' for a number without text (0, 10, 12, 44, -1, NaN)", () => {
    for (const n of [0, 10, 12, 44, -1, NaN]) expect(meaningOf(n)).toBe('Unknown');
  });

  it('labels the five numbers', () => {
    expect(NUMBER_LABELS).toEqual({
      lifePathNumber: 'Life Path Number',
      expressionNumber: 'Expression Number',
      soulUrgeNumber: 'Soul Urge Number',
      personalityNumber: 'Personality Number',
      birthdayNumber: 'Birthday Number',
    });
  });
});

describe('calculateNumerology: names', () => {
  it('JOHN SMITH, 1990-07-29: the full worked example', () => {
    // Letters:    J1 O6 H8 N5 S1 M4 I9 T2 H8 = 44 -> 4+4 = 8
    // Vowels:     O6 I9 = 15 -> 1+5 = 6
    // Consonants: J1 H8 N5 S1 M4 T2 H8 = 29 -> 2+9 = 11 (master, kept)
    // Birthday:   day 29 -> 2+9 = 11 (master, kept)
    // Life path:  day 29 -> 11; month 7; year 1990 -> 19 -> 10 -> 1; 11+7+1 = 19 -> 10 -> 1
    const result = calculateNumerology('John Smith', '1990-07-29');
    expect(result).toEqual({
      lifePathNumber: 1,
      expressionNumber: 8,
      soulUrgeNumber: 6,
      personalityNumber: 11,
      birthdayNumber: 11,
      meanings: {
        lifePathNumber: ROLE_MEANINGS.lifePathNumber[1],
        expressionNumber: ROLE_MEANINGS.expressionNumber[8],
        soulUrgeNumber: ROLE_MEANINGS.soulUrgeNumber[6],
        personalityNumber: ROLE_MEANINGS.personalityNumber[11],
        birthdayNumber: ROLE_MEANINGS.birthdayNumber[11],
      },
    });
  });

  it('DAVID sums to 22, which is kept: D4 A1 V4 I9 D4 = 22; vowels A1 I9 = 10 -> 1; consonants D4 V4 D4 = 12 -> 3', () => {
    const result = calculateNumerology('David', '2000-01-01');
    expect(result.expressionNumber).toBe(22);
    expect(result.meanings.expressionNumber).toBe(ROLE_MEANINGS.expressionNumber[22]);
    expect(result.soulUrgeNumber).toBe(1);
    expect(result.personalityNumber).toBe(3);
  });

  it("BRYN has only consonants: B2 R9 Y7 N5 = 23 -> 5; no vowels -> soul urge 0, meaning 'Unknown'", () => {
    const result = calculateNumerology('Bryn', '2000-01-01');
    expect(result.expressionNumber).toBe(5);
    expect(result.personalityNumber).toBe(5);
    expect(result.soulUrgeNumber).toBe(0);
    expect(result.meanings.soulUrgeNumber).toBe('Unknown');
  });

  it('Y is a consonant: MARY = M4 A1 R9 Y7 = 21 -> 3; vowels A1 = 1; consonants M4 R9 Y7 = 20 -> 2 (Y as vowel would give 8 and 4)', () => {
    const result = calculateNumerology('Mary', '2000-01-01');
    expect(result.expressionNumber).toBe(3);
    expect(result.soulUrgeNumber).toBe(1);
    expect(result.personalityNumber).toBe(2);
  });

  it("ignores punctuation, digits and spaces: 'J.R.R. Tolkien 3rd!' == 'JRRTOLKIENRD'", () => {
    // J1 R9 R9 T2 O6 L3 K2 I9 E5 N5 R9 D4 = 64 -> 10 -> 1
    // vowels O6 I9 E5 = 20 -> 2; consonants J1 R9 R9 T2 L3 K2 N5 R9 D4 = 44 -> 8
    const messy = calculateNumerology('  J.R.R. Tolkien, 3rd! ', '1992-01-03');
    const clean = calculateNumerology('JRRTOLKIENRD', '1992-01-03');
    expect(messy).toEqual(clean);
    expect(messy.expressionNumber).toBe(1);
    expect(messy.soulUrgeNumber).toBe(2);
    expect(messy.personalityNumber).toBe(8);
  });

  it('treats lower and upper case the same', () => {
    const upper = calculateNumerology('JOHN SMITH', '1990-07-29');
    expect(calculateNumerology('john smith', '1990-07-29')).toEqual(upper);
    expect(calculateNumerology('jOhN sMiTh', '1990-07-29')).toEqual(upper);
  });

  it('folds accents: José == Jose = J1 O6 S1 E5 = 13 -> 4; vowels O6 E5 = 11 (kept); consonants J1 S1 = 2', () => {
    const accented = calculateNumerology('José', '2000-01-01');
    expect(accented).toEqual(calculateNumerology('Jose', '2000-01-01'));
    expect(accented.expressionNumber).toBe(4);
    expect(accented.soulUrgeNumber).toBe(11);
    expect(accented.personalityNumber).toBe(2);
    // Decomposed input (E + combining acute accent) folds the same way.
    expect(calculateNumerology('Jose\u0301', '2000-01-01')).toEqual(accented);
  });

  it('folds special letters: Søren Straße == Soren Strasse', () => {
    expect(calculateNumerology('Søren Straße', '2000-01-01')).toEqual(calculateNumerology('Soren Strasse', '2000-01-01'));
  });

  it("a name with no letters gives 0 everywhere on the name side, each meaning 'Unknown'", () => {
    const result = calculateNumerology('123 !!', '2000-01-01');
    expect(result.expressionNumber).toBe(0);
    expect(result.soulUrgeNumber).toBe(0);
    expect(result.personalityNumber).toBe(0);
    expect(result.meanings.expressionNumber).toBe('Unknown');
  });
});

describe('calculateNumerology: dates', () => {
  it('2000-01-01: day 1, month 1, year 2000 -> 2; life path 1+1+2 = 4; birthday 1', () => {
    const result = calculateNumerology('A', '2000-01-01');
    expect(result.birthdayNumber).toBe(1);
    expect(result.lifePathNumber).toBe(4);
  });

  it('day 29 -> 2+9 = 11 is kept as the birthday number', () => {
    expect(calculateNumerology('A', '1975-03-29').birthdayNumber).toBe(11);
    expect(calculateNumerology('A', '1975-03-29').meanings.birthdayNumber).toBe(ROLE_MEANINGS.birthdayNumber[11]);
  });

  it('days 11 and 22 stay 11 and 22', () => {
    expect(calculateNumerology('A', '1975-03-11').birthdayNumber).toBe(11);
    expect(calculateNumerology('A', '1975-03-22').birthdayNumber).toBe(22);
  });

  it('month 11 stays 11: 1980-11-02 -> 2 + 11 + (1+9+8+0 = 18 -> 9) = 22 (reducing the month to 2 would give 13 -> 4)', () => {
    const result = calculateNumerology('A', '1980-11-02');
    expect(result.lifePathNumber).toBe(22);
    expect(result.meanings.lifePathNumber).toBe(ROLE_MEANINGS.lifePathNumber[22]);
  });

  it('life path summing to 33: 2009-11-11 -> 11 + 11 + (2+0+0+9 = 11) = 33 (kept)', () => {
    const result = calculateNumerology('A', '2009-11-11');
    expect(result.birthdayNumber).toBe(11);
    expect(result.lifePathNumber).toBe(33);
    expect(result.meanings.lifePathNumber).toBe(ROLE_MEANINGS.lifePathNumber[33]);
  });

  it('life path 1998-09-04 -> 4 + 9 + (1+9+9+8 = 27 -> 9) = 22 (kept; summing all digits at once would give 40 -> 4)', () => {
    expect(calculateNumerology('A', '1998-09-04').lifePathNumber).toBe(22);
  });

  it('leap day 2000-02-29: day 29 -> 11; life path 11 + 2 + 2 = 15 -> 6', () => {
    const result = calculateNumerology('A', '2000-02-29');
    expect(result.birthdayNumber).toBe(11);
    expect(result.lifePathNumber).toBe(6);
  });

  it('throws a RangeError for a date that is not a real YYYY-MM-DD calendar date', () => {
    for (const bad of ['', '2001-02-29', '2000-13-01', '29/02/2000', 'soon']) {
      expect(() => calculateNumerology('A', bad)).toThrow(RangeError);
    }
  });

  it('never parses the date string with Date, so 2000-01-01 is day 1 in every time zone', () => {
    // Jest sandboxes process.env, so the time zone cannot be switched inside a test. Instead, make any
    // string-based Date parsing fail loudly: new Date('2000-01-01') is UTC midnight, which is still
    // 1999-12-31 in the Americas.
    const RealDate = Date;
    const strict = new Proxy(RealDate, {
      construct(target, args: unknown[]) {
        if (typeof args[0] === 'string') throw new Error('a date string was parsed with new Date(string)');
        return Reflect.construct(target, args);
      },
      get(target, prop, receiver) {
        if (prop === 'parse')
          return () => {
            throw new Error('a date string was parsed with Date.parse');
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    const today = new RealDate(2024, 5, 15);
    globalThis.Date = strict;
    try {
      const result = calculateNumerology('A', '2000-01-01');
      expect(result.birthdayNumber).toBe(1);
      expect(result.lifePathNumber).toBe(4);
      expect(validateNumerology('A', '2000-01-01', today)).toEqual({});
      expect(validateNumerology('A', '2024-06-16', today)).toEqual({ birthDate: 'Birth date cannot be in the future.' });
    } finally {
      globalThis.Date = RealDate;
    }
  });
});

describe('validateNumerology', () => {
  const today = new Date(2024, 5, 15, 23, 59); // local 2024-06-15, late evening

  it('accepts a valid name and date', () => {
    expect(validateNumerology('John Smith', '1990-07-29', today)).toEqual({});
  });

  it('empty name', () => {
    expect(validateNumerology('', '1990-07-29', today)).toEqual({ fullName: 'Please enter your full name.' });
    expect(validateNumerology('   ', '1990-07-29', today)).toEqual({ fullName: 'Please enter your full name.' });
  });

  it('name without letters', () => {
    expect(validateNumerology('123 - !', '1990-07-29', today)).toEqual({
      fullName: 'Your name must contain at least one letter.',
    });
  });

  it('accepts a name whose only letters are accented', () => {
    expect(validateNumerology('É', '1990-07-29', today)).toEqual({});
  });

  it('empty date', () => {
    expect(validateNumerology('John', '', today)).toEqual({ birthDate: 'Please enter your birth date.' });
  });

  it.each([
    '2001-02-29',
    '1900-02-29',
    '2023-02-30',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-05-00',
    '2023-1-5',
    '05/01/2023',
    'abc',
  ])("'%s' is not a valid date", (date) => {
    expect(validateNumerology('John', date, today)).toEqual({ birthDate: 'Please enter a valid date.' });
  });

  it('leap days: 2000-02-29 and 2024-02-29 are valid, 2001-02-29 and 1900-02-29 are not', () => {
    expect(validateNumerology('John', '2000-02-29', today)).toEqual({});
    expect(validateNumerology('John', '2024-02-29', today)).toEqual({});
    expect(validateNumerology('John', '2001-02-29', today).birthDate).toBe('Please enter a valid date.');
    expect(validateNumerology('John', '1900-02-29', today).birthDate).toBe('Please enter a valid date.');
  });

  it('any real date in the past, historical ones too (no 1900 floor)', () => {
    for (const date of ['1899-12-31', '1847-03-03', '1815-12-10', '1600-02-29', '0001-01-01']) {
      expect(validateNumerology('Ada Lovelace', date, today)).toEqual({});
    }
    // 1700 was not a leap year (divisible by 100, not by 400).
    expect(validateNumerology('John', '1700-02-29', today)).toEqual({ birthDate: 'Please enter a valid date.' });
  });

  it('Ada Lovelace, 1815-12-10 (worked by hand)', () => {
    // Letters A1 D4 A1 L3 O6 V4 E5 L3 A1 C3 E5 = 36 -> 9; vowels A1 A1 O6 E5 A1 E5 = 19 -> 10 -> 1;
    // consonants D4 L3 V4 L3 C3 = 17 -> 8; day 10 -> 1; month 12 -> 3; year 1815 -> 15 -> 6; 1 + 3 + 6 = 10 -> 1.
    expect(calculateNumerology('Ada Lovelace', '1815-12-10')).toMatchObject({
      lifePathNumber: 1,
      expressionNumber: 9,
      soulUrgeNumber: 1,
      personalityNumber: 8,
      birthdayNumber: 1,
    });
  });

  it('after today (today itself is allowed)', () => {
    expect(validateNumerology('John', '2024-06-15', today)).toEqual({});
    expect(validateNumerology('John', '2024-06-16', today)).toEqual({ birthDate: 'Birth date cannot be in the future.' });
    expect(validateNumerology('John', '2025-01-01', today)).toEqual({ birthDate: 'Birth date cannot be in the future.' });
  });

  it('reports both fields at once', () => {
    expect(validateNumerology('', '', today)).toEqual({
      fullName: 'Please enter your full name.',
      birthDate: 'Please enter your birth date.',
    });
  });

  it('defaults today to now', () => {
    expect(validateNumerology('John', '9999-12-31')).toEqual({ birthDate: 'Birth date cannot be in the future.' });
    expect(validateNumerology('John', '2000-01-01')).toEqual({});
  });
});

// Keeps the NumberKey type and NUMBER_LABELS keys in step.
const keys: NumberKey[] = ['lifePathNumber', 'expressionNumber', 'soulUrgeNumber', 'personalityNumber', 'birthdayNumber'];
test('NUMBER_LABELS covers every NumberKey', () => {
  expect(Object.keys(NUMBER_LABELS).sort()).toEqual([...keys].sort());
});
