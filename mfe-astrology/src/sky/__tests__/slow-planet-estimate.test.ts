/**
 * @jest-environment node
 */
/*
 * The slow planets' cheap estimate (../slow-planet-estimate.ts) against the full computation, 1800-2200: its error must
 * stay well inside what the searches assume of it (ESTIMATE_ERROR_DEGREES), or a search stepping on it could miss
 * a sign change.
 */
import { bodyLongitude, siderealLongitude } from '..';
import { signedDifference } from '../angle-math';
import { ESTIMATE_ERROR_DEGREES, estimatedSiderealLongitude, type SlowPlanet } from '../slow-planet-estimate';

const FROM = Date.UTC(1800, 0, 1);
const TO = Date.UTC(2200, 0, 1);
/** Every 61.7 days: through every phase of each planet’s yearly loop, over four centuries. */
const STEP = 61.7 * 86_400_000;

for (const planet of ['jupiter', 'saturn', 'uranus', 'neptune'] as SlowPlanet[]) {
  it(`${planet}: within a quarter of the error the searches allow`, () => {
    let worst = 0;
    for (let ms = FROM; ms < TO; ms += STEP) {
      const utc = new Date(ms);
      const full = siderealLongitude(bodyLongitude(planet, utc), utc, 'lahiri');
      worst = Math.max(worst, Math.abs(signedDifference(estimatedSiderealLongitude(planet, utc, 'lahiri'), full)));
    }
    expect(worst).toBeLessThan(ESTIMATE_ERROR_DEGREES / 4);
  });
}
