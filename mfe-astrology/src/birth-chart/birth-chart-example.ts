/*
 * The birth chart's worked example, computed by the page's own function (./birth-chart) for India's independence,
 * 15 August 1947 at midnight in New Delhi, with the offset the browser's time zone data gives (IST).
 */
import type { ExplanationExample } from '@calc/shared';
import { checkBirth, type BirthInputs } from '../birth/birth-inputs';
import { DELHI_1947 } from '../birth/example-births';
import { formatDms } from '../sky';
import { calculateBirthChart } from './birth-chart';
import { isManglikChart } from './manglik-rule';

export const BIRTH_CHART_EXAMPLE_INPUTS: BirthInputs = DELHI_1947;

export function birthChartExample(inputs: BirthInputs): ExplanationExample {
  const check = checkBirth(inputs);
  if (!check.ok) throw new Error(`The birth chart's example does not check: ${JSON.stringify(check.errors)}`);
  const chart = calculateBirthChart(check.birth, { zodiac: 'sidereal', ayanamsa: 'lahiri', node: 'mean' });
  const tropical = calculateBirthChart(check.birth, { zodiac: 'tropical', houses: 'placidus', node: 'mean' });
  const row = (result: typeof chart, id: string) => result.rows.find((r) => r.id === id)!;
  const line = (id: string) => {
    const r = row(chart, id);
    return `${r.signName} ${r.degreeText}${r.nakshatra ? `, ${r.nakshatra.name} pada ${r.nakshatra.pada}` : ''}${r.house ? `, house ${r.house}` : ''}`;
  };
  return {
    description: `Born ${inputs.date} at ${inputs.time} in New Delhi (${inputs.latitude}° N, ${inputs.longitude}° E), UTC+05:30: ${check.birth.utc.toISOString().slice(0, 16).replace('T', ' ')} UT. Sidereal with the Lahiri ayanamsa (${formatDms(chart.ayanamsa!.value)}), mean node.`,
    rows: [
      { label: 'Ascendant (Lagna)', value: line('ascendant'), emphasis: true },
      { label: 'Moon', value: line('moon'), emphasis: true },
      { label: 'Sun', value: line('sun') },
      { label: 'Mars', value: line('mars') },
      { label: 'Saturn', value: line('saturn') },
      { label: 'Rahu', value: line('rahu') },
      { label: 'Tropical Ascendant', value: `${row(tropical, 'ascendant').signName} ${row(tropical, 'ascendant').degreeText}` },
      { label: 'Tropical Sun', value: `${row(tropical, 'sun').signName} ${row(tropical, 'sun').degreeText}` },
      {
        label: 'Manglik',
        value: `Mars in house ${chart.manglik.fromAscendant!.house} from the Ascendant and ${chart.manglik.fromMoon.house} from the Moon: ${isManglikChart(chart.manglik) ? 'Manglik' : 'not Manglik'}`,
      },
    ],
  };
}
