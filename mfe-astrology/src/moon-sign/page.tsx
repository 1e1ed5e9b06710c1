/* The Moon Sign and Nakshatra Calculator: the birth form and the ayanamsa; the rest loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "moon-sign-explanation" */ './moon-sign-explanation'));
const load = () => import(/* webpackChunkName: "moon-sign-results" */ './moon-sign-results').then((module) => module.default);

export default function MoonSignCalculator() {
  return (
    <SkyPage
      id="moon-sign"
      choices={[AYANAMSA_CHOICE]}
      load={load}
      prompt="Enter the birth details and press Calculate to see the Moon sign (rashi), nakshatra, pada and nakshatra lord."
      unknownTimeHint="The page shows the Moon at 12:00 and every sign and nakshatra it is in that day, with the times it changes."
      Explanation={Explanation}
    />
  );
}
