/*
 * Rising and setting of the Sun and the Moon at a place, by astronomy-engine's searches. Two conventions for the
 * Sun, because almanacs differ: the visible rise (the upper edge of the disc on the horizon, with the standard
 * 34′ of refraction), which weather services and most printed almanacs use, and the traditional panchang rise
 * (the centre of the disc on the geometric horizon, no refraction), which older panchang software uses; the
 * second is about 3½ minutes later at Indian latitudes. The Moon is always its visible rise (upper limb,
 * refraction, seen from the place, with its parallax).
 */
import { Body, Observer, SearchAltitude, SearchRiseSet } from 'astronomy-engine';
import { astroTime } from './time-scale';

export type SunriseConvention = 'visible' | 'centre';
export type RiseSetBody = 'sun' | 'moon';
export type RiseOrSet = 'rise' | 'set';

const BODIES: Record<RiseSetBody, Body> = { sun: Body.Sun, moon: Body.Moon };

/**
 * The first rise (or set) of the body after `from`, within `limitDays`; null when there is none in that window (the
 * Sun at midsummer beyond the polar circle, the Moon on the day each month that it does not rise).
 */
export function nextRiseOrSet(
  body: RiseSetBody,
  event: RiseOrSet,
  place: { latitude: number; longitude: number },
  from: Date,
  limitDays: number,
  convention: SunriseConvention = 'visible',
): Date | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const direction = event === 'rise' ? +1 : -1;
  const found =
    body === 'sun' && convention === 'centre'
      ? SearchAltitude(BODIES[body], observer, direction, astroTime(from), limitDays, 0)
      : SearchRiseSet(BODIES[body], observer, direction, astroTime(from), limitDays);
  return found ? found.date : null;
}
