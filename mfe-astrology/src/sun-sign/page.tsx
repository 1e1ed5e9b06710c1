/* The Sun Sign Calculator: the birth form and the ayanamsa; the rest loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "sun-sign-explanation" */ './sun-sign-explanation'));
const load = () => import(/* webpackChunkName: "sun-sign-results" */ './sun-sign-results').then((module) => module.default);

export default function SunSignCalculator() {
  return (
    <SkyPage
      id="sun-sign"
      choices={[AYANAMSA_CHOICE]}
      load={load}
      prompt="Enter the birth details and press Calculate to see the Western and Vedic sun signs, and the time the Sun changed sign on a cusp day."
      unknownTimeHint="The Sun is taken at 12:00 that day; if it changed sign that day, the page gives the time it did."
      Explanation={Explanation}
    />
  );
}
