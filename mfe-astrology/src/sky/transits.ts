/*
 * A slow planet's passage through the sidereal signs over many years (Saturn for Sade Sati): every sign it enters,
 * retrograde re-entries included, to the second.
 */
import { bodyLongitude } from './body-positions';
import { siderealLongitude, type AyanamsaId } from './ayanamsa';
import { signChanges } from './crossing-search';
import { ESTIMATE_ERROR_DEGREES, estimatedSiderealLongitude, isSlowPlanet } from './slow-planet-estimate';
import type { BodyId } from './bodies';

export interface SignStay {
  /** 0 = Aries (Mesha) … 11 = Pisces (Meena). */
  sign: number;
  /** null: it was already there at `from`. */
  start: Date | null;
  /** null: still there at `to`. */
  end: Date | null;
}

/**
 * The fastest a slow body's geocentric longitude moves either way, degrees a day, with a margin (Saturn reaches
 * about 0.13° a day direct and 0.08° retrograde): the search may step as far as the body cannot reach a sign's edge.
 */
const MAX_DEGREES_PER_DAY: Partial<Record<BodyId, number>> = { jupiter: 0.3, saturn: 0.16, uranus: 0.08, neptune: 0.05 };

/**
 * The signs a slow body is in between `from` and `to`, one stay per entry. Sampled every `stepDays` (default 2)
 * near a sign's edge, and further apart where the body cannot reach one (its speed bound above): Saturn moves at
 * most 0.13° a day, and only a station within a few arcseconds of a sign's edge could turn inside one step and
 * hide a crossing and its return.
 */
export function signStays(body: BodyId, from: Date, to: Date, id: AyanamsaId = 'lahiri', stepDays = 2): SignStay[] {
  const sidereal = (utc: Date) => siderealLongitude(bodyLongitude(body, utc), utc, id);
  // Jupiter to Neptune: stepped on a cheap estimate away from the signs' edges (slow-planet-estimate.ts).
  const estimate = isSlowPlanet(body)
    ? { angle: (utc: Date) => estimatedSiderealLongitude(body, utc, id), error: ESTIMATE_ERROR_DEGREES }
    : undefined;
  const changes = signChanges(sidereal, from, to, stepDays * 24 * 60, 12, MAX_DEGREES_PER_DAY[body], estimate);
  const stays: SignStay[] = [];
  let sign = Math.floor(sidereal(from) / 30);
  let start: Date | null = null;
  for (const change of changes) {
    stays.push({ sign, start, end: change.at });
    sign = change.to;
    start = change.at;
  }
  stays.push({ sign, start, end: null });
  return stays;
}
