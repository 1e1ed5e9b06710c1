/* The Ascendant (Lagna) Calculator: the birth form and the ayanamsa; the rest loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "ascendant-explanation" */ './ascendant-explanation'));
const load = () => import(/* webpackChunkName: "ascendant-results" */ './ascendant-results').then((module) => module.default);

export default function AscendantCalculator() {
  return (
    <SkyPage
      id="ascendant"
      choices={[AYANAMSA_CHOICE]}
      load={load}
      prompt="Enter the birth details and press Calculate to see the rising sign and degree, sidereal and tropical, and when it began and ends."
      unknownTimeHint="Every sign rises once a day: the page lists the rising signs of that day with their times."
      Explanation={Explanation}
    />
  );
}
