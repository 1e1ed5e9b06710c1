/* The Panchang Calculator: a day (today by default) and a place (remembered); the day's searches load on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE, SUNRISE_CHOICE } from '../birth/sky-choices';
import type { SkyFields } from '../birth/use-sky-page';
import { FIRST_YEAR, LAST_YEAR } from '../birth/birth-inputs';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "panchang-explanation" */ './panchang-explanation'));
const load = () => import(/* webpackChunkName: "panchang-results" */ './panchang-results').then((module) => module.default);

const DAY_FIELDS: SkyFields = {
  title: 'Date and place',
  dateLabel: 'Date',
  placeLabel: 'Place',
  dateMessage: `Enter a date between 1 January ${FIRST_YEAR} and 31 December ${LAST_YEAR}.`,
  time: false,
  todayByDefault: true,
  rememberPlace: 'panchang-place',
  privacy: 'the date and place are not sent anywhere, and the place is remembered only on this device',
};

export default function PanchangCalculator() {
  return (
    <SkyPage
      id="panchang"
      fields={DAY_FIELDS}
      choices={[SUNRISE_CHOICE, AYANAMSA_CHOICE]}
      load={load}
      prompt="Choose a place and press Calculate to see the day’s tithi, nakshatra, yoga and karana with their end times, sunrise and moonrise, the lunar month and samvat, and Rahu Kalam, Yamaganda, Gulika Kalam and Abhijit Muhurta."
      unknownTimeHint=""
      Explanation={Explanation}
    />
  );
}
