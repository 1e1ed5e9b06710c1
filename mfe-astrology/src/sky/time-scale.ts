/*
 * Converts the visitor's instant (a JavaScript Date, i.e. UTC) into what the astronomy needs: a Julian day and
 * astronomy-engine's AstroTime, which adds ΔT (TT − UT). Importing this module installs our ΔT (./delta-t.ts)
 * as astronomy-engine's, for every caller in this bundle, so that its internal light-time steps agree with ours.
 */
import { AstroTime, SetDeltaTFunction } from 'astronomy-engine';
import { deltaT } from './delta-t';

SetDeltaTFunction(deltaT);

const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch, 1970-01-01 00:00 UTC. */
const JD_UNIX_EPOCH = 2_440_587.5;
/** Julian day of J2000.0 (2000-01-01 12:00 TT), the origin of astronomy-engine's day counts. */
export const JD_J2000 = 2_451_545.0;

/** The Julian day (UT) of an instant: 2451545.0 is 2000-01-01 12:00 UTC. */
export function julianDay(utc: Date): number {
  return utc.getTime() / MS_PER_DAY + JD_UNIX_EPOCH;
}

/** astronomy-engine's time for an instant (UT days since J2000, plus TT through its ΔT model). */
export function astroTime(utc: Date): AstroTime {
  return new AstroTime(utc);
}

/** Julian centuries of TT since J2000.0: the argument of the precession and lunar-node series. */
export function centuriesTT(time: AstroTime): number {
  return time.tt / 36_525;
}

/** The same instant moved by a number of days. */
export function addDays(utc: Date, days: number): Date {
  return new Date(utc.getTime() + days * MS_PER_DAY);
}
