/* The Sade Sati's worked example, computed by the page's own function (./sade-sati): 15 August 1947, New Delhi. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, type BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { calendarDate } from '../birth/local-time';
import { SIGNS } from '../sky';
import { sadeSatiOfBirth } from './sade-sati';

export const SADE_SATI_EXAMPLE_INPUTS: BirthInputs = DELHI_1947;

export function sadeSatiExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The Sade Sati's example does not check: ${JSON.stringify(check.errors)}`);
  const { birth } = check;
  const result = sadeSatiOfBirth(birth, { ayanamsa: 'lahiri' });
  const date = (at: Date | null) => (at ? calendarDate(at, birth.offsetMinutes) : 'before the birth');
  const moon = result.moonSign.index;
  const sign = (k: number) => SIGNS[(moon + k) % 12].name;
  const [atBirth, second] = result.sadeSatis;
  const firstDhaiya = result.dhaiyas.find((stay) => stay.start !== null) ?? result.dhaiyas[0];
  return {
    description: `Born ${inputs.date} at ${inputs.time} in New Delhi, UTC+05:30. Lahiri ayanamsa; Saturn followed for ${Math.round(
      (result.to.getTime() - result.from.getTime()) / (365.25 * 86_400_000),
    )} years.`,
    rows: [
      { label: 'Moon’s sidereal longitude', value: `${result.moonLongitude.toFixed(4)}°` },
      { label: 'Moon sign: ⌊λ ÷ 30°⌋ + 1', value: `${moon + 1}, ${result.moonSign.name}` },
      { label: 'Sade Sati signs (12th, 1st, 2nd)', value: `${sign(11)}, ${sign(0)}, ${sign(1)}` },
      { label: 'Dhaiya signs (4th, 8th)', value: `${sign(3)}, ${sign(7)}` },
      {
        label: `Sade Sati running at birth (Saturn in ${atBirth.stays[0].sign})`,
        value: `to ${date(atBirth.end)}`,
      },
      ...second.stays.map((stay) => ({
        label: `Next Sade Sati: ${stay.sign}`,
        value: `${date(stay.start)} to ${date(stay.end)}`,
      })),
      { label: 'Next Sade Sati in all', value: `${date(second.start)} to ${date(second.end)}`, emphasis: true },
      { label: `First Dhaiya after birth: ${firstDhaiya.sign}`, value: `${date(firstDhaiya.start)} to ${date(firstDhaiya.end)}` },
      { label: 'Sade Satis in the lifetime searched', value: String(result.sadeSatis.length), emphasis: true },
    ],
  };
}
