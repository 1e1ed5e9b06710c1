/**
 * Pure numerology rules (SPEC sections 3, 5, 8 and 9). No React, no DOM, no time-zone sensitive parsing.
 *
 * - Letter values cycle 1-9: A=1 .. I=9, J=1 .. R=9, S=1 .. Z=8. Non-letters are ignored.
 * - Vowels are A, E, I, O, U only; Y counts as a consonant.
 * - Reduction sums digits until one digit remains, but 11, 22 and 33 (master numbers) are kept at every step.
 * - Expression = all letters, Soul Urge = vowels, Personality = consonants, Birthday = reduced day,
 *   Life Path = reduce(reduce(day) + reduce(month) + reduce(year)).
 * - A number without a meaning text (for example 0 from a name without vowels) has the meaning 'Unknown'.
 * - MEANINGS is each number's general character; the result's meanings read each number in its role.
 */
import { roleMeaningOf, type NumberKey } from './numerology-meanings';

export type { NumberKey };

export const NUMBER_LABELS: Record<NumberKey, string> = {
  lifePathNumber: 'Life Path Number',
  expressionNumber: 'Expression Number',
  soulUrgeNumber: 'Soul Urge Number',
  personalityNumber: 'Personality Number',
  birthdayNumber: 'Birthday Number',
};

/** Letters that Unicode canonical decomposition (NFD) does not split into a base letter plus accents. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  Ø: 'O',
  Œ: 'OE',
  Ð: 'D',
  Đ: 'D',
  Þ: 'TH',
  Ł: 'L',
  Ħ: 'H',
};

/**
 * Uppercases a name, folds accented and special Latin letters to their base letters
 * (É->E, Ñ->N, Ü->U, ß->SS, Æ->AE, Ø->O, Œ->OE) and drops everything that is not A-Z
 * (spaces, punctuation, digits, letters of other scripts).
 */
export function foldToBaseLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // combining accents left by the decomposition
    .toUpperCase() // also turns ß into SS and ı into I
    .replace(/[^A-Z]/g, (ch) => SPECIAL_FOLDS[ch] ?? ''); // special letters folded, everything else dropped
}

/** Folds one character to a single base letter A-Z, or returns '' when it is not exactly one letter. */
function toSingleBaseLetter(letter: string): string {
  const folded = foldToBaseLetters(letter);
  return folded.length === 1 ? folded : '';
}

/**
 * The numerology value of one letter: A=1 .. I=9, J=1 .. R=9, S=1 .. Z=8.
 * Case-insensitive; an accented letter counts as its base letter (É = E = 5). 0 for anything else.
 */
export function letterValue(letter: string): number {
  const base = toSingleBaseLetter(letter);
  if (!base) return 0;
  return ((base.charCodeAt(0) - 65) % 9) + 1;
}

/** True for the vowels A, E, I, O, U (any case, accents folded). Y is a consonant. */
export function isVowel(letter: string): boolean {
  const base = toSingleBaseLetter(letter);
  return base !== '' && 'AEIOU'.includes(base);
}

const MASTER_NUMBERS = new Set([11, 22, 33]);

function digitSum(n: number): number {
  let sum = 0;
  for (const digit of String(n)) sum += Number(digit);
  return sum;
}

/**
 * Sums the digits until a single digit remains, except that the master numbers 11, 22 and 33
 * are kept whenever they appear, including at an intermediate step (29 -> 11, 499 -> 22, 6999 -> 33).
 * Negative or fractional input is treated as its whole absolute value; a non-finite value gives 0.
 */
export function reduceNumber(n: number): number {
  if (!Number.isFinite(n)) return 0;
  let value = Math.trunc(Math.abs(n));
  while (value > 9 && !MASTER_NUMBERS.has(value)) value = digitSum(value);
  return value;
}

export const MEANINGS: Record<number, string> = {
  1: 'The One is the number of leadership and independence: a pioneer who would rather forge its own path than follow. It has the courage to start what others only imagine, and its lesson is to lead with confidence while still listening to the people around it.',
  2: 'The Two is the peacemaker, gifted in cooperation and diplomacy. It senses what others feel, brings opposing sides together and does its best work in partnership. Its lesson is to value its own voice as much as it values harmony.',
  3: 'The Three is the number of creativity and self-expression. Words, art, humour and ideas come easily, and its optimism lifts the people nearby. Its lesson is to give that talent focus and discipline so that it turns into lasting work.',
  4: 'The Four stands for stability, order and steady effort. It builds step by step on solid foundations and is the one others rely on to get things done properly. Its lesson is to stay open to change, so that structure supports growth rather than limiting it.',
  5: 'The Five seeks freedom, adventure and change. Curious and adaptable, it learns by living: through travel, new people and new ideas. Its lesson is to use that freedom wisely and find commitments that give life depth without dimming its spark.',
  6: 'The Six is the number of responsibility, care and service to home and community. It is a natural nurturer who creates harmony and keeps its promises. Its lesson is to care for others without carrying their burdens for them, and to count itself among those it looks after.',
  7: 'The Seven is the seeker, drawn to spirituality, reflection and the search for deeper truth. Analytical and intuitive at once, it needs quiet time to think and trusts what it has tested for itself. Its lesson is to share its inner wisdom and let others come close.',
  8: 'The Eight is the number of power and success in the material world. Ambitious and organised, it knows how to manage people and resources and is built for achievement. Its lesson is to use power with integrity and to measure success by more than money.',
  9: 'The Nine is the humanitarian, guided by compassion and a wide view of the world. Generous and idealistic, it wants to make life better for others and often feels called to a larger cause. Its lesson is to let go gracefully and to give without expecting anything in return.',
  11: 'Eleven is a master number of spiritual insight and intuition. It carries the sensitivity of the Two at a higher pitch, often bringing flashes of inspiration that guide and uplift others. Its lesson is to trust that inner voice and keep it grounded, because so bright a light can also bring nervous tension.',
  22: 'Twenty-two is the master builder, the most practical of the master numbers. It joins the discipline of the Four with vision on a large scale, able to turn big dreams into real structures that serve many people. Its lesson is to believe in the size of its potential and to build patiently, one step at a time.',
  33: 'Thirty-three is the master teacher, the number of compassionate guidance and selfless service. It unites the creativity of the Three with the care of the Six, teaching and healing by example more than by words. Its lesson is to serve with love while keeping its own needs in balance.',
};

/** The meaning text of a number, or exactly 'Unknown' when there is none (0, 10, 44, ...). */
export function meaningOf(n: number): string {
  return Object.prototype.hasOwnProperty.call(MEANINGS, n) ? MEANINGS[n] : 'Unknown';
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses 'YYYY-MM-DD' (the value of an <input type="date">) by hand, without Date parsing, so the
 * day never shifts with the visitor's time zone. Returns null unless it is a real calendar date.
 */
function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export interface NumerologyResult {
  lifePathNumber: number;
  expressionNumber: number;
  soulUrgeNumber: number;
  personalityNumber: number;
  birthdayNumber: number;
  meanings: Record<NumberKey, string>;
}

/**
 * Computes the five numbers and their meanings.
 * @param fullName any text; only its letters count (accents folded, case ignored).
 * @param birthDate 'YYYY-MM-DD' as an <input type="date"> gives it.
 * @throws RangeError when birthDate is not a real calendar date in that format (check with validateNumerology first).
 */
export function calculateNumerology(fullName: string, birthDate: string): NumerologyResult {
  const date = parseIsoDate(birthDate);
  if (!date) throw new RangeError(`Invalid birth date: '${birthDate}' (expected a real date as YYYY-MM-DD)`);

  let total = 0;
  let vowels = 0;
  let consonants = 0;
  for (const letter of foldToBaseLetters(fullName)) {
    const value = letterValue(letter);
    total += value;
    if (isVowel(letter)) vowels += value;
    else consonants += value;
  }

  const reducedDay = reduceNumber(date.day);
  const numbers: Record<NumberKey, number> = {
    lifePathNumber: reduceNumber(reducedDay + reduceNumber(date.month) + reduceNumber(date.year)),
    expressionNumber: reduceNumber(total),
    soulUrgeNumber: reduceNumber(vowels),
    personalityNumber: reduceNumber(consonants),
    birthdayNumber: reducedDay,
  };

  return {
    ...numbers,
    // Each number read in its own role (numerology-meanings.ts): Life Path 3 and Soul Urge 3 differ.
    meanings: {
      lifePathNumber: roleMeaningOf('lifePathNumber', numbers.lifePathNumber),
      expressionNumber: roleMeaningOf('expressionNumber', numbers.expressionNumber),
      soulUrgeNumber: roleMeaningOf('soulUrgeNumber', numbers.soulUrgeNumber),
      personalityNumber: roleMeaningOf('personalityNumber', numbers.personalityNumber),
      birthdayNumber: roleMeaningOf('birthdayNumber', numbers.birthdayNumber),
    },
  };
}

export interface NumerologyErrors {
  fullName?: string;
  birthDate?: string;
}

/**
 * Checks the two inputs; an empty object means both are fine.
 * @param today the current moment; its local calendar date is the latest allowed birth date (today itself is allowed).
 */
export function validateNumerology(fullName: string, birthDate: string, today: Date = new Date()): NumerologyErrors {
  const errors: NumerologyErrors = {};

  if (fullName.trim() === '') errors.fullName = 'Please enter your full name.';
  else if (foldToBaseLetters(fullName) === '') errors.fullName = 'Your name must contain at least one letter.';

  if (birthDate.trim() === '') {
    errors.birthDate = 'Please enter your birth date.';
  } else {
    const date = parseIsoDate(birthDate);
    const todayDate: CalendarDate = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
    if (!date) errors.birthDate = 'Please enter a valid date.';
    else if (compareDates(date, todayDate) > 0) errors.birthDate = 'Birth date cannot be in the future.';
  }

  return errors;
}
