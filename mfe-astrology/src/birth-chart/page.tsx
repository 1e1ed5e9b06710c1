/* The Birth Chart (Kundli) Calculator: the birth form and the chart's choices; the rest loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE, isSidereal, NODE_CHOICE, ZODIAC_CHOICE } from '../birth/sky-choices';
import type { SkyChoice } from '../birth/use-sky-page';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "birth-chart-explanation" */ './birth-chart-explanation'));

const CHOICES: SkyChoice[] = [
  ZODIAC_CHOICE,
  { ...AYANAMSA_CHOICE, shownWhen: isSidereal },
  {
    name: 'style',
    label: 'Chart Style',
    options: [
      { value: 'north', label: 'North Indian' },
      { value: 'south', label: 'South Indian' },
    ],
  },
  {
    name: 'houses',
    label: 'House System',
    options: [
      { value: 'placidus', label: 'Placidus' },
      { value: 'equal', label: 'Equal' },
      { value: 'whole-sign', label: 'Whole Sign' },
    ],
    shownWhen: (choices) => !isSidereal(choices),
  },
  NODE_CHOICE,
];

const load = () => import(/* webpackChunkName: "birth-chart-results" */ './birth-chart-results').then((module) => module.default);

export default function BirthChartCalculator() {
  return (
    <SkyPage
      id="birth-chart"
      choices={CHOICES}
      load={load}
      prompt="Enter the birth details and press Calculate to see the chart, every planet’s sign, degree, nakshatra and house, the Navamsa and Manglik."
      unknownTimeHint="The chart is drawn for 12:00 that day, without the ascendant and houses; the page lists what could change within the day."
      Explanation={Explanation}
    />
  );
}
