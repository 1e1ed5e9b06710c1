/* The ascendant's worked example, computed by the page's own function (./ascendant): 15 August 1947, New Delhi. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, type BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { clockTime } from '../birth/local-time';
import { calculateAscendant } from './ascendant';

export const ASCENDANT_EXAMPLE_INPUTS: BirthInputs = DELHI_1947;

export function ascendantExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The ascendant's example does not check: ${JSON.stringify(check.errors)}`);
  const { birth } = check;
  const result = calculateAscendant(birth, { ayanamsa: 'lahiri' });
  const { sidereal, tropical } = result;
  const at = (date: Date | null) => (date ? clockTime(date, birth.offsetMinutes) : '—');
  return {
    description: `Born ${inputs.date} at ${inputs.time} in New Delhi (${inputs.latitude}° N, ${inputs.longitude}° E), UTC+05:30.`,
    rows: [
      { label: 'Tropical Ascendant', value: `${tropical.placement.signName} ${tropical.placement.degreeText}` },
      { label: 'Less the Lahiri ayanamsa', value: `${result.ayanamsa.value.toFixed(4)}°` },
      { label: 'Sidereal Ascendant', value: `${sidereal.placement.signName} ${sidereal.placement.degreeText}`, emphasis: true },
      {
        label: `${sidereal.placement.signName} began to rise`,
        value: `${at(sidereal.window.enters)} IST (${sidereal.window.minutesSinceEntry} minutes before)`,
      },
      {
        label: 'The next sign rises',
        value: `${at(sidereal.window.leaves)} IST (${sidereal.window.minutesUntilExit} minutes after)`,
      },
    ],
  };
}
