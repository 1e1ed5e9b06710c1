/*
 * The positions of all twelve chart bodies at one instant: longitude, latitude and daily speed (from which
 * retrogression follows). Ketu is always opposite Rahu, with the same speed.
 */
import { type AstroTime } from 'astronomy-engine';
import { normalizeDegrees, signedDifference } from './angle-math';
import { BODY_IDS, type BodyId, type BodyPosition, type NodeKind } from './bodies';
import { nodeLongitude } from './lunar-nodes';
import { planetEcliptic, type PlanetId } from './planet-longitudes';
import { addDays, astroTime } from './time-scale';

/** Half the interval of the central difference that gives speeds (one hour). */
const SPEED_HALF_STEP_DAYS = 1 / 24;

function isNode(id: BodyId): id is 'rahu' | 'ketu' {
  return id === 'rahu' || id === 'ketu';
}

function eclipticAt(id: BodyId, time: AstroTime, node: NodeKind): { longitude: number; latitude: number } {
  if (!isNode(id)) return planetEcliptic(id as PlanetId, time);
  const rahu = nodeLongitude(node, time);
  return { longitude: id === 'rahu' ? rahu : normalizeDegrees(rahu + 180), latitude: 0 };
}

/**
 * The last longitudes computed, by kind (the true or mean node, or the geometric positions of the panchanga), body
 * and instant: the searches of one page ask for the same body at the same instant several times (the Moon at sunrise
 * for each limb). Small, and emptied when full, so it serves one calculation's repeats, not the next calculation.
 */
type LongitudeKind = NodeKind | 'geometric';
const recent: Record<LongitudeKind, Map<BodyId, Map<number, number>>> = {
  true: new Map(),
  mean: new Map(),
  geometric: new Map(),
};
const RECENT_SIZE = 32;

function remembered(kind: LongitudeKind, id: BodyId, utc: Date, compute: () => number): number {
  let byInstant = recent[kind].get(id);
  if (!byInstant) {
    byInstant = new Map();
    recent[kind].set(id, byInstant);
  }
  const ms = utc.getTime();
  let longitude = byInstant.get(ms);
  if (longitude === undefined) {
    longitude = compute();
    if (byInstant.size >= RECENT_SIZE) byInstant.clear();
    byInstant.set(ms, longitude);
  }
  return longitude;
}

/** Tropical apparent longitude of one body, degrees in [0, 360): the fast path for searches. */
export function bodyLongitude(id: BodyId, utc: Date, node: NodeKind = 'true'): number {
  return remembered(node, id, utc, () => eclipticAt(id, astroTime(utc), node).longitude);
}

/**
 * The Sun's or the Moon's true (geometric) tropical longitude, without the aberration: what the panchanga's limbs
 * are counted from, as Jagannatha Hora and PyJHora count them (the Swiss Ephemeris's "true positions"). The Sun's
 * apparent place is 20.5" behind it, so a tithi ends about 40 s later than by apparent places; the Moon is the same.
 */
export function geometricLongitude(id: 'sun' | 'moon', utc: Date): number {
  return remembered('geometric', id, utc, () => planetEcliptic(id, astroTime(utc), false).longitude);
}

function positionOf(id: BodyId, utc: Date, node: NodeKind): BodyPosition {
  const { longitude, latitude } = eclipticAt(id, astroTime(utc), node);
  const before = eclipticAt(id, astroTime(addDays(utc, -SPEED_HALF_STEP_DAYS)), node).longitude;
  const after = eclipticAt(id, astroTime(addDays(utc, SPEED_HALF_STEP_DAYS)), node).longitude;
  const speed = signedDifference(after, before) / (2 * SPEED_HALF_STEP_DAYS);
  return { id, longitude, latitude, speed, retrograde: speed < 0 };
}

/** All twelve bodies, in BodyId order; nodes are the true (osculating) ones unless `node` is 'mean'. */
export function bodyPositions(utc: Date, node: NodeKind = 'true'): BodyPosition[] {
  const positions = BODY_IDS.filter((id) => id !== 'ketu').map((id) => positionOf(id, utc, node));
  const rahu = positions[positions.length - 1];
  const ketu: BodyPosition = { ...rahu, id: 'ketu', longitude: normalizeDegrees(rahu.longitude + 180) };
  return [...positions, ketu];
}
