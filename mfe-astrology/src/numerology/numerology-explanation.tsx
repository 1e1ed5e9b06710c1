import { Component, type ErrorInfo } from 'react';
import { ExplanationSection, tex, type ExplanationExample } from '@calc/shared';
import { calculateNumerology, foldToBaseLetters, isVowel, letterValue, reduceNumber } from './numerology';

export interface NumerologyExampleInputs {
  fullName: string;
  /** 'YYYY-MM-DD', as the date field gives it. */
  birthDate: string;
}

/** A name with a Y (a consonant here) and a birth date whose day reduces to the master number 11. */
export const NUMEROLOGY_EXAMPLE_INPUTS: NumerologyExampleInputs = { fullName: 'Mary Taylor', birthDate: '1990-11-29' };

const sumOf = (letters: string[]) => letters.reduce((sum, letter) => sum + letterValue(letter), 0);
const reduced = (sum: number, result: number) => (sum === result ? String(result) : `${sum} → ${result}`);

// '29 November 1990', without Intl's date formatter: building it costs ~70 ms on a phone's first render.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The worked example: the five numbers come from calculateNumerology, the function the calculator runs; the
 * steps shown on the way (letter values, sums, reduced parts of the date) from the same rules it uses.
 */
export function numerologyExample(inputs: NumerologyExampleInputs): ExplanationExample {
  const result = calculateNumerology(inputs.fullName, inputs.birthDate);
  const letters = Array.from(foldToBaseLetters(inputs.fullName));
  const vowels = letters.filter((letter) => isVowel(letter));
  const consonants = letters.filter((letter) => !isVowel(letter));
  const [year, month, day] = inputs.birthDate.split('-').map(Number);
  const parts = [reduceNumber(day), reduceNumber(month), reduceNumber(year)];
  const partsSum = parts.reduce((sum, part) => sum + part, 0);
  const born = `${day} ${MONTH_NAMES[month - 1]} ${year}`;
  return {
    description: `The name “${inputs.fullName}”, born on ${born}.`,
    rows: [
      { label: 'Letter values', value: letters.map((letter) => `${letter} ${letterValue(letter)}`).join(' · ') },
      { label: 'Expression: all letters', value: reduced(sumOf(letters), result.expressionNumber) },
      { label: `Soul Urge: the vowels ${vowels.join(', ') || '(none)'}`, value: reduced(sumOf(vowels), result.soulUrgeNumber) },
      { label: 'Personality: the consonants', value: reduced(sumOf(consonants), result.personalityNumber) },
      { label: `Day ${day}, month ${month}, year ${year}, each reduced`, value: parts.join(', ') },
      { label: 'Life Path: the three added, then reduced', value: reduced(partsSum, result.lifePathNumber), emphasis: true },
      { label: 'Birthday: the day, reduced', value: reduced(day, result.birthdayNumber) },
    ],
  };
}

const formula = (
  <>
    {tex.block`v(L) = ((k(L) - 1) \bmod 9) + 1`}
    {tex.block`\text{Expression} = \reducedSum{name}`}
    {tex.block`\text{Soul Urge} = \reducedSum{vowels}`}
    {tex.block`\text{Personality} = \reducedSum{consonants}`}
    {tex.block`\text{Life Path} = R(R(\text{day}) + R(\text{month}) + R(\text{year}))`}
    {tex.block`\text{Birthday} = R(\text{day})`}
  </>
);

function Explanation() {
  return (
    <ExplanationSection
      intro="Numerology, in the Pythagorean system used here, turns every letter of a name into a number from 1 to 9 and adds them up; the birth date gives the Life Path and Birthday numbers. Every total is then reduced to a single digit, except the master numbers."
      formula={formula}
      symbols={[
        { symbol: tex`L`, meaning: 'A letter of the name, A to Z.' },
        { symbol: tex`k(L)`, meaning: 'Its position in the alphabet: A is 1, Z is 26.' },
        { symbol: tex`v(L)`, meaning: 'Its value: A = 1 to I = 9, J = 1 to R = 9, S = 1 to Z = 8.' },
        {
          symbol: tex`R(x)`,
          meaning: 'Reduction: add the digits of x, again and again, until one digit remains or 11, 22 or 33 appears.',
        },
        {
          symbol: tex`\text{day, month, year}`,
          meaning: 'The parts of the birth date as numbers (29, 11 and 1990 for 29 November 1990).',
        },
      ]}
      conventions={[
        'Only the letters A to Z count, in any case. Accented letters count as their base letter (É is E); spaces, hyphens, apostrophes, digits and letters of other alphabets are ignored.',
        'The vowels are A, E, I, O and U. Y is always a consonant, even where it sounds like a vowel.',
        'The day, the month and the year are each reduced before they are added; the sum is then reduced again to give the Life Path number.',
        'The master numbers 11, 22 and 33 are kept, not reduced to 2, 4 or 6, whenever they appear, including on the way (29 gives 11).',
        'The birth date is read as the calendar date you enter; the time zone never shifts it.',
      ]}
      example={numerologyExample(NUMEROLOGY_EXAMPLE_INPUTS)}
      faqs={[
        {
          q: 'Is Y a vowel or a consonant?',
          a: 'Some numerologists count Y as a vowel when it sounds like one, as in “Mary”. This calculator always counts it as a consonant, so the same spelling always gives the same numbers. Counting it as a vowel would move its value from the Personality number to the Soul Urge number.',
        },
        {
          q: 'What are master numbers?',
          a: 'The numbers 11, 22 and 33. Numerology treats them as stronger forms of 2, 4 and 6, so they are kept instead of being reduced further.',
        },
        {
          q: 'Which name should I enter?',
          a: 'Numerologists traditionally use the full name given at birth, as on the birth certificate; many also look at the name you use today. The calculator uses exactly the letters you type, so a middle name or a different spelling changes the result.',
        },
        {
          q: 'Why are day, month and year reduced separately?',
          a: 'It is the most widely used method, and it keeps master numbers that appear in a part of the date. Adding all the digits of the date at once can give a different Life Path number.',
        },
        {
          q: 'Is numerology scientific?',
          a: 'No. Numerology is a tradition, not a science: there is no evidence that these numbers describe or predict anything. Enjoy the results as a prompt for reflection.',
        },
      ]}
      related={['']}
    />
  );
}

/**
 * The explanation is secondary content: if it cannot render, it shows nothing and the calculator above it keeps
 * working.
 */
export default class NumerologyExplanation extends Component<object, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('The numerology explanation could not be shown.', error, info.componentStack);
  }

  render() {
    return this.state.failed ? null : <Explanation />;
  }
}
