/*
 * ΔT = TT − UT, in seconds: astronomy-engine's default (Espenak–Meeus polynomials) runs away after 2005 (it
 * expected ΔT ≈ 93 s by 2050; the Earth has instead kept ΔT near 69 s), which would move the Moon by up to a
 * minute of arc by 2100. So: Espenak–Meeus before 2005, the observed values since, then a gentle extrapolation.
 */
import { DeltaT_EspenakMeeus } from 'astronomy-engine';

/** ΔT on 1 January of 2005, 2006, … 2024, seconds (IERS/USNO observed values). */
const OBSERVED_FROM_2005 = [
  64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29,
  69.18, 69.1,
];
const FIRST_OBSERVED_YEAR = 2005;
const LAST_OBSERVED_YEAR = FIRST_OBSERVED_YEAR + OBSERVED_FROM_2005.length - 1;
const LAST_OBSERVED = OBSERVED_FROM_2005[OBSERVED_FROM_2005.length - 1];
/**
 * Beyond the observations, ΔT = 69.10 s + a·t + b·t², t in years after 2024: a and b chosen so the extrapolation
 * follows Swiss Ephemeris' (75 s in 2050, 93 s in 2100) within a second, keeping the two comparable.
 */
const RATE_PER_YEAR = 0.15561;
const ACCELERATION_PER_YEAR2 = 0.0021216;

const DAYS_PER_YEAR = 365.25;

/** ΔT in seconds for `ut` days since J2000 (astronomy-engine's DeltaTimeFunction signature). */
export function deltaT(ut: number): number {
  const year = 2000 + (ut + 0.5) / DAYS_PER_YEAR;
  if (year < FIRST_OBSERVED_YEAR) return DeltaT_EspenakMeeus(ut);
  if (year >= LAST_OBSERVED_YEAR) {
    const t = year - LAST_OBSERVED_YEAR;
    return LAST_OBSERVED + RATE_PER_YEAR * t + ACCELERATION_PER_YEAR2 * t * t;
  }
  const index = Math.floor(year - FIRST_OBSERVED_YEAR);
  const fraction = year - FIRST_OBSERVED_YEAR - index;
  return OBSERVED_FROM_2005[index] + (OBSERVED_FROM_2005[index + 1] - OBSERVED_FROM_2005[index]) * fraction;
}
