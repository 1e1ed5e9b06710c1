/*
 * Apparent geocentric ecliptic coordinates of date for the Sun, Moon and planets, from astronomy-engine: positions
 * corrected for light time and aberration, then turned onto the true ecliptic and equinox of date (precession
 * and nutation). Without the aberration, the true (geometric) positions the panchanga's limbs are counted from.
 */
import { Body, Ecliptic, GeoMoon, GeoVector, type AstroTime } from 'astronomy-engine';
import type { BodyId } from './bodies';

export type PlanetId = Exclude<BodyId, 'rahu' | 'ketu'>;

const ENGINE_BODY: Record<PlanetId, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/**
 * Ecliptic longitude and latitude of date, degrees (longitude in [0, 360)): apparent, or without the aberration
 * (`aberration` false: the Sun 20.5" ahead of its apparent place).
 */
export function planetEcliptic(id: PlanetId, time: AstroTime, aberration = true): { longitude: number; latitude: number } {
  // The Moon's light time (1.3 s) and its differential aberration stay under 1"; GeoMoon is the lunar theory as is.
  const equatorialJ2000 = id === 'moon' ? GeoMoon(time) : GeoVector(ENGINE_BODY[id], time, aberration);
  const ecliptic = Ecliptic(equatorialJ2000);
  return { longitude: ecliptic.elon, latitude: ecliptic.elat };
}
