/*
 * A cheap estimate of a slow planet's sidereal (Lahiri-type) longitude, for the searches over a lifetime: the
 * planet's heliocentric position interpolated (cubic, through four nodes 100 days apart) from astronomy-engine's
 * VSOP87, the Earth on Meeus' low-precision solar orbit (Astronomical Algorithms, ch. 25: 0.01°), light time applied
 * once, all in the ecliptic of J2000, where an ayanamsa carried by precession is a constant: the precession and the
 * nutation cancel out of a sidereal longitude. About twenty times cheaper than the full computation, and within 7"
 * of it from 1800 to 2200 (Saturn, Jupiter, Uranus, Neptune: __tests__/slow-planet-estimate.test.ts), so a search
 * can trust its sign wherever it is more than ESTIMATE_ERROR_DEGREES from an edge, and ask the full computation
 * only near one.
 */
import { AstroTime, Body, HelioVector } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angle-math';
import { MEAN_AT_J2000_ARCSEC, type AyanamsaId } from './ayanamsa';
import { generalPrecessionInLongitude } from './precession';
import { JD_J2000, julianDay } from './time-scale';

export type SlowPlanet = 'jupiter' | 'saturn' | 'uranus' | 'neptune';

/** What a search may assume of the estimate: five times its largest error seen (Jupiter's, about 7"). */
export const ESTIMATE_ERROR_DEGREES = 35 / 3600;

const ENGINE_BODY: Record<SlowPlanet, Body> = {
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
};
const NODE_DAYS = 100;
/** The obliquity of the ecliptic at J2000.0 (IAU 2006), which turns astronomy-engine's J2000 equator to its ecliptic. */
const OBLIQUITY_J2000 = 23.4392911 * DEG;
/** Days light takes to travel 1 au. */
const LIGHT_DAYS_PER_AU = 0.0057755183;

type Vector = [number, number, number];

/** Heliocentric ecliptic J2000 positions at the nodes, by planet and node number; kept (a century is ~365 nodes). */
const nodes = new Map<SlowPlanet, Map<number, Vector>>();

function nodeAt(planet: SlowPlanet, k: number): Vector {
  let ofPlanet = nodes.get(planet);
  if (!ofPlanet) {
    ofPlanet = new Map();
    nodes.set(planet, ofPlanet);
  }
  let node = ofPlanet.get(k);
  if (!node) {
    const p = HelioVector(ENGINE_BODY[planet], new AstroTime(k * NODE_DAYS));
    const cos = Math.cos(OBLIQUITY_J2000);
    const sin = Math.sin(OBLIQUITY_J2000);
    node = [p.x, p.y * cos + p.z * sin, -p.y * sin + p.z * cos];
    if (ofPlanet.size > 5_000) ofPlanet.clear();
    ofPlanet.set(k, node);
  }
  return node;
}

/** The planet's heliocentric ecliptic J2000 position, au, `days` after J2000.0: Lagrange through four nodes. */
function planetAt(planet: SlowPlanet, days: number): Vector {
  const k = Math.floor(days / NODE_DAYS);
  const u = days / NODE_DAYS - k;
  const weights = [
    (-u * (u - 1) * (u - 2)) / 6,
    ((u + 1) * (u - 1) * (u - 2)) / 2,
    (-(u + 1) * u * (u - 2)) / 2,
    ((u + 1) * u * (u - 1)) / 6,
  ];
  const result: Vector = [0, 0, 0];
  for (let j = 0; j < 4; j += 1) {
    const node = nodeAt(planet, k - 1 + j);
    for (let c = 0; c < 3; c += 1) result[c] += weights[j] * node[c];
  }
  return result;
}

/** The Earth's heliocentric ecliptic J2000 position, au, `days` after J2000.0 (Meeus' low-precision Sun, reversed). */
function earthAt(days: number): Vector {
  const T = days / 36_525;
  const meanLongitude = 280.46646 + 36_000.76983 * T + 0.0003032 * T * T;
  const anomaly = (357.52911 + 35_999.05029 * T - 0.0001537 * T * T) * DEG;
  const eccentricity = 0.016708634 - 0.000042037 * T - 0.0000001267 * T * T;
  const centre =
    (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(anomaly) +
    (0.019993 - 0.000101 * T) * Math.sin(2 * anomaly) +
    0.000289 * Math.sin(3 * anomaly);
  const distance = (1.000001018 * (1 - eccentricity * eccentricity)) / (1 + eccentricity * Math.cos(anomaly + centre * DEG));
  const longitude = (meanLongitude + centre + 180 - generalPrecessionInLongitude(T)) * DEG;
  return [distance * Math.cos(longitude), distance * Math.sin(longitude), 0];
}

/** The estimate of the planet's sidereal longitude at an instant, degrees in [0, 360). */
export function estimatedSiderealLongitude(planet: SlowPlanet, utc: Date, id: AyanamsaId): number {
  // UT days serve as TT here: ΔT's minute or two moves Saturn by under 1".
  const days = julianDay(utc) - JD_J2000;
  let planetPosition = planetAt(planet, days);
  let earth = earthAt(days);
  const lightDays =
    Math.hypot(planetPosition[0] - earth[0], planetPosition[1] - earth[1], planetPosition[2] - earth[2]) * LIGHT_DAYS_PER_AU;
  // Both where they were when the light left: light time and the Earth's aberration together (astronomy-engine's way).
  planetPosition = planetAt(planet, days - lightDays);
  earth = earthAt(days - lightDays);
  const longitude = Math.atan2(planetPosition[1] - earth[1], planetPosition[0] - earth[0]) / DEG;
  return normalizeDegrees(longitude - MEAN_AT_J2000_ARCSEC[id] / 3600);
}

export function isSlowPlanet(id: string): id is SlowPlanet {
  return id in ENGINE_BODY;
}
