/* The moon sign's worked example, computed by the page's own function (./moon-sign): 15 August 1947, New Delhi. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, type BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { calculateMoonSign } from './moon-sign';

export const MOON_SIGN_EXAMPLE_INPUTS: BirthInputs = DELHI_1947;

export function moonSignExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The moon sign's example does not check: ${JSON.stringify(check.errors)}`);
  const result = calculateMoonSign(check.birth, { ayanamsa: 'lahiri' });
  const { moon } = result;
  const within = moon.longitude % (360 / 27);
  const toMinutes = (degrees: number) => `${Math.floor(degrees)}°${String(Math.floor((degrees % 1) * 60)).padStart(2, '0')}'`;
  return {
    description: `Born ${inputs.date} at ${inputs.time} in New Delhi, UTC+05:30. Lahiri ayanamsa.`,
    rows: [
      { label: 'Moon’s sidereal longitude', value: `${toMinutes(moon.longitude)} from 0° Aries` },
      { label: 'Sign: longitude ÷ 30°', value: `${moon.signName} (${moon.sanskrit}), ${moon.degreeText}`, emphasis: true },
      {
        label: 'Nakshatra: longitude ÷ 13°20′',
        value: `${moon.nakshatra!.name} (number ${moon.nakshatra!.index + 1})`,
        emphasis: true,
      },
      { label: 'Into the nakshatra', value: `${toMinutes(within)} of 13°20′` },
      { label: 'Pada: that ÷ 3°20′, plus 1', value: String(moon.nakshatra!.pada) },
      { label: 'Nakshatra lord (Vimshottari)', value: result.lord },
    ],
  };
}
