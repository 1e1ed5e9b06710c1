/* The Sade Sati Calculator: the birth form and the ayanamsa; Saturn's lifetime search loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "sade-sati-explanation" */ './sade-sati-explanation'));
const load = () => import(/* webpackChunkName: "sade-sati-results" */ './sade-sati-results').then((module) => module.default);

export default function SadeSatiCalculator() {
  return (
    <SkyPage
      id="sade-sati"
      choices={[AYANAMSA_CHOICE]}
      load={load}
      prompt="Enter the birth details and press Calculate to see every Sade Sati of a lifetime with the dates of its three phases, and the Dhaiya periods."
      unknownTimeHint="Computed for 12:00: only the Moon’s sign matters, and it changes every 2½ days, so the result holds unless the Moon changed sign that day."
      Explanation={Explanation}
    />
  );
}
