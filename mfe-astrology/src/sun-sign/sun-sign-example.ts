/* The sun sign's worked example, computed by the page's own function (./sun-sign): a cusp day, 23 August 1990, Mumbai. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, EMPTY_BIRTH, type BirthInputs } from '../birth/birth-inputs';
import { clockTime } from '../birth/local-time';
import { calculateSunSign } from './sun-sign';

export const SUN_SIGN_EXAMPLE_INPUTS: BirthInputs = {
  ...EMPTY_BIRTH,
  date: '1990-08-23',
  time: '09:00',
  place: 'Mumbai, Maharashtra, India',
  latitude: '19.0728',
  longitude: '72.8826',
  timeZone: 'Asia/Kolkata',
};

export function sunSignExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The sun sign's example does not check: ${JSON.stringify(check.errors)}`);
  const { birth } = check;
  const result = calculateSunSign(birth, { ayanamsa: 'lahiri' });
  const change = result.tropical.changeThatDay;
  return {
    description: `Born ${inputs.date} at ${inputs.time} in Mumbai, UTC+05:30: a day on which the Sun changes tropical sign.`,
    rows: [
      {
        label: 'Sun’s tropical longitude',
        value: `${result.tropical.placement.signName} ${result.tropical.placement.degreeText}`,
      },
      {
        label: 'The Sun changed sign that day',
        value: change
          ? `${change.from} to ${change.to} at ${clockTime(change.at, birth.offsetMinutes)} IST`
          : 'No change that day',
      },
      { label: 'Tropical (Western) sun sign', value: result.tropical.placement.signName, emphasis: true },
      {
        label: 'Sidereal longitude (Lahiri)',
        value: `${result.sidereal.placement.signName} ${result.sidereal.placement.degreeText}`,
      },
      { label: 'Sidereal (Vedic) sun sign', value: result.sidereal.placement.signName, emphasis: true },
    ],
  };
}
