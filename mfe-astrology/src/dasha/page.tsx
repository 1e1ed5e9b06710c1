/* The Vimshottari Dasha Calculator: the birth form and the ayanamsa; the calculation loads on Calculate. */
import { lazyExplanation } from '@calc/shared';
import { SkyPage } from '../birth/sky-page';
import { AYANAMSA_CHOICE } from '../birth/sky-choices';

const Explanation = lazyExplanation(() => import(/* webpackChunkName: "dasha-explanation" */ './dasha-explanation'));
const load = () => import(/* webpackChunkName: "dasha-results" */ './dasha-results').then((module) => module.default);

export default function DashaCalculator() {
  return (
    <SkyPage
      id="dasha"
      choices={[AYANAMSA_CHOICE]}
      load={load}
      prompt="Enter the birth details and press Calculate to see the balance of the first mahadasha, every mahadasha and antardasha with their dates, and the ones running today."
      unknownTimeHint="The dashas are computed for 12:00; the Moon moves about 13° a day, so the dates can move by months."
      Explanation={Explanation}
    />
  );
}
