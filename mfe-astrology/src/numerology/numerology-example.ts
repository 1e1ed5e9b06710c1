/* The numerology page's worked example, computed by the calculator's own functions (./numerology.ts). */
import type { ExplanationExample } from '@calc/shared';
import { dateOfParts } from '../birth/local-time';
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
  const born = dateOfParts(year, month, day);
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
