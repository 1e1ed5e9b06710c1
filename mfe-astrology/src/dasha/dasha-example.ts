/* The dasha's worked example, computed by the page's own function (./dasha): 15 August 1947, New Delhi. */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, type BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { calendarDate } from '../birth/local-time';
import { dashaOfBirth, yearsMonthsDays } from './dasha';

export const DASHA_EXAMPLE_INPUTS: BirthInputs = DELHI_1947;

export function dashaExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The dasha's example does not check: ${JSON.stringify(check.errors)}`);
  const { birth } = check;
  const result = dashaOfBirth(birth, { ayanamsa: 'lahiri' });
  const [first, second] = result.mahadashas;
  const date = (at: Date) => calendarDate(at, birth.offsetMinutes);
  return {
    description: `Born ${inputs.date} at ${inputs.time} in New Delhi, UTC+05:30. Lahiri ayanamsa, years of 365.25 days.`,
    rows: [
      { label: 'Moon’s sidereal longitude', value: `${result.moonLongitude.toFixed(4)}°` },
      { label: 'Nakshatra and its lord', value: `${result.nakshatra.name}, ${result.nakshatra.lord} (${first.years} years)` },
      { label: 'Part of the nakshatra crossed', value: result.nakshatra.fraction.toFixed(4) },
      {
        label: `Balance: (1 − ${result.nakshatra.fraction.toFixed(4)}) × ${first.years}`,
        value: `${result.balanceYears.toFixed(4)} years = ${yearsMonthsDays(result.balanceYears)}`,
        emphasis: true,
      },
      { label: `${first.lord} mahadasha ends`, value: date(first.end) },
      {
        label: `${second.lord} mahadasha (${second.years} years)`,
        value: `${date(second.start)} to ${date(second.end)}`,
        emphasis: true,
      },
      {
        label: `${second.antardashas[1].lord} antardasha in it: ${second.years} × ${
          result.mahadashas.find((m) => m.lord === second.antardashas[1].lord)?.years ?? ''
        } ÷ 120 years`,
        value: `${date(second.antardashas[1].start)} to ${date(second.antardashas[1].end)}`,
      },
    ],
  };
}
