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
 * The last longitudes computed, by node kind, body and instant: the searches of one page ask for the same body at
 * the same instant several times (the Moon at sunrise for each limb). Small, and emptied when full, so it serves one
 * calculation's repeats, not the next calculation.
 */
const recent: Record<NodeKind, Map<BodyId, Map<number, number>>> = { true: new Map(), mean: new Map() };
const RECENT_SIZE = 32;

/** Tropical apparent longitude of one body, degrees in [0, 360): the fast path for searches. */
export function bodyLongitude(id: BodyId, utc: Date, node: NodeKind = 'true'): number {
  let byInstant = recent[node].get(id);
  if (!byInstant) {
    byInstant = new Map();
    recent[node].set(id, byInstant);
  }
  const ms = utc.getTime();
  let longitude = byInstant.get(ms);
  if (longitude === undefined) {
    longitude = eclipticAt(id, astroTime(utc), node).longitude;
    if (byInstant.size >= RECENT_SIZE) byInstant.clear();
    byInstant.set(ms, longitude);
  }
  return longitude;
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
