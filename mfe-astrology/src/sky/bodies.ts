/*
 * The bodies of a chart (the nine grahas plus the three outer planets), in the fixed order every list uses,
 * with their display names.
 */

export type BodyId =
  'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto' | 'rahu' | 'ketu';

/** Every body, in chart order: Sun to Pluto, then the Moon's nodes. */
export const BODY_IDS: readonly BodyId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'rahu',
  'ketu',
];

export const BODY_NAMES: Record<BodyId, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  rahu: 'Rahu',
  ketu: 'Ketu',
};

/** Which of the Moon's two nodes: the mean node (a smooth series) or the true, osculating node. */
export type NodeKind = 'mean' | 'true';

export interface BodyPosition {
  id: BodyId;
  /** Tropical, apparent, geocentric ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  /** Geocentric ecliptic latitude of date, degrees (0 for the nodes). */
  latitude: number;
  /** Degrees of longitude per day; negative while retrograde. */
  speed: number;
  retrograde: boolean;
}
