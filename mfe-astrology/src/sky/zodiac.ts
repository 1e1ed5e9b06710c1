/*
 * The twelve signs (30° each, counted from 0° Aries of whichever zodiac the longitude is in), their Sanskrit
 * names and lords, and the navamsa (D9) sign, the ninth-part division of Vedic charts.
 */
import { normalizeDegrees } from './angle-math';
import type { BodyId } from './bodies';

export const SIGNS: { name: string; sanskrit: string; lord: BodyId }[] = [
  { name: 'Aries', sanskrit: 'Mesha', lord: 'mars' },
  { name: 'Taurus', sanskrit: 'Vrishabha', lord: 'venus' },
  { name: 'Gemini', sanskrit: 'Mithuna', lord: 'mercury' },
  { name: 'Cancer', sanskrit: 'Karka', lord: 'moon' },
  { name: 'Leo', sanskrit: 'Simha', lord: 'sun' },
  { name: 'Virgo', sanskrit: 'Kanya', lord: 'mercury' },
  { name: 'Libra', sanskrit: 'Tula', lord: 'venus' },
  { name: 'Scorpio', sanskrit: 'Vrishchika', lord: 'mars' },
  { name: 'Sagittarius', sanskrit: 'Dhanu', lord: 'jupiter' },
  { name: 'Capricorn', sanskrit: 'Makara', lord: 'saturn' },
  { name: 'Aquarius', sanskrit: 'Kumbha', lord: 'saturn' },
  { name: 'Pisces', sanskrit: 'Meena', lord: 'jupiter' },
];

/** Index (0 = Aries … 11 = Pisces) of the sign holding a longitude. */
export function signOf(longitude: number): number {
  return Math.min(11, Math.floor(normalizeDegrees(longitude) / 30));
}

/** Degrees past the start of the sign, in [0, 30). */
export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) - 30 * signOf(longitude);
}

/**
 * The navamsa (D9) sign of a sidereal longitude, 0..11. Each sign has nine navamsas of 3°20'; counted without a
 * break around the zodiac, the n-th navamsa falls in sign n mod 12, which gives the classical rule (fire signs
 * start from Aries, earth from Capricorn, air from Libra, water from Cancer).
 */
export function navamsaSign(sidereal: number): number {
  const navamsa = Math.min(107, Math.floor(normalizeDegrees(sidereal) / (360 / 108)));
  return navamsa % 12;
}
