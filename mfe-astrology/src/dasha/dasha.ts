/*
 * Vimshottari dasha from a birth: the Moon's sidereal longitude places it in a nakshatra, whose lord's mahadasha is
 * running at birth; the part of the nakshatra the Moon has still to cross is the part of that mahadasha still to
 * run (the balance). Then the nine lords follow in their fixed order for the rest of the 120 years, and each
 * mahadasha divides into nine antardashas, starting with its own lord, in proportion to their years. A year is
 * 365.25 days (the Julian year most software and almanacs use; some use 360 or 365.2422, and their dates drift
 * apart by days per decade). Pure.
 */
import { chosenAyanamsa } from '../birth/sky-choices';
import { bodyLongitude, BODY_NAMES, NAKSHATRAS, nakshatraOf, siderealLongitude, type AyanamsaId, type BodyId } from '../sky';

/** The nine lords in Vimshottari order, from Ketu, with their years (120 in all). */
export const DASHA_YEARS: { lord: BodyId; years: number }[] = [
  { lord: 'ketu', years: 7 },
  { lord: 'venus', years: 20 },
  { lord: 'sun', years: 6 },
  { lord: 'moon', years: 10 },
  { lord: 'mars', years: 7 },
  { lord: 'rahu', years: 18 },
  { lord: 'jupiter', years: 16 },
  { lord: 'saturn', years: 19 },
  { lord: 'mercury', years: 17 },
];

export const CYCLE_YEARS = 120;
export const YEAR_DAYS = 365.25;
const YEAR_MS = YEAR_DAYS * 86_400_000;

export interface DashaPeriod {
  lord: string;
  start: Date;
  end: Date;
}

export interface Mahadasha extends DashaPeriod {
  years: number;
  antardashas: DashaPeriod[];
}

export interface DashaResult {
  ayanamsa: AyanamsaId;
  moonLongitude: number;
  nakshatra: { index: number; name: string; lord: string; fraction: number };
  /** The first mahadasha's part still to run at birth, in years. */
  balanceYears: number;
  /** Every mahadasha from the one running at birth (its true start before the birth) for 120 years. */
  mahadashas: Mahadasha[];
}

const position = (lord: BodyId) => DASHA_YEARS.findIndex((entry) => entry.lord === lord);
const after = (start: Date, years: number) => new Date(start.getTime() + years * YEAR_MS);

/** The antardashas of a mahadasha: nine, from its own lord, each its years × the sub-lord's years ÷ 120. */
function antardashas(lordAt: number, start: Date): DashaPeriod[] {
  const years = DASHA_YEARS[lordAt].years;
  const periods: DashaPeriod[] = [];
  let from = start;
  for (let k = 0; k < DASHA_YEARS.length; k += 1) {
    const sub = DASHA_YEARS[(lordAt + k) % DASHA_YEARS.length];
    const to = after(from, (years * sub.years) / CYCLE_YEARS);
    periods.push({ lord: BODY_NAMES[sub.lord], start: from, end: to });
    from = to;
  }
  return periods;
}

/** The dashas of a moment of birth (the Moon's sidereal longitude then). */
export function calculateDasha(birthUtc: Date, id: AyanamsaId = 'lahiri'): DashaResult {
  const moon = siderealLongitude(bodyLongitude('moon', birthUtc), birthUtc, id);
  const place = nakshatraOf(moon);
  const first = position(place.lord);
  const firstYears = DASHA_YEARS[first].years;
  // The first mahadasha began before the birth, when the Moon (in this reckoning) entered the nakshatra.
  let start = after(birthUtc, -place.fraction * firstYears);
  const mahadashas: Mahadasha[] = [];
  for (let k = 0; k < DASHA_YEARS.length; k += 1) {
    const at = (first + k) % DASHA_YEARS.length;
    const end = after(start, DASHA_YEARS[at].years);
    mahadashas.push({
      lord: BODY_NAMES[DASHA_YEARS[at].lord],
      years: DASHA_YEARS[at].years,
      start,
      end,
      antardashas: antardashas(at, start),
    });
    start = end;
  }
  return {
    ayanamsa: id,
    moonLongitude: moon,
    nakshatra: { index: place.index, name: NAKSHATRAS[place.index].name, lord: BODY_NAMES[place.lord], fraction: place.fraction },
    balanceYears: (1 - place.fraction) * firstYears,
    mahadashas,
  };
}

/** The period of a list running at an instant (start ≤ t < end), or null. */
export function runningAt<P extends DashaPeriod>(periods: P[], at: Date): P | null {
  return periods.find((period) => period.start.getTime() <= at.getTime() && at.getTime() < period.end.getTime()) ?? null;
}

/** A span of years as '12 years, 3 months, 4 days' (months of 30.4375 days, as the balance is usually printed). */
export function yearsMonthsDays(years: number): string {
  const whole = Math.floor(years);
  const monthsFloat = (years - whole) * 12;
  const months = Math.floor(monthsFloat);
  const days = Math.floor((monthsFloat - months) * (YEAR_DAYS / 12));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(whole, 'year')}, ${plural(months, 'month')}, ${plural(days, 'day')}`;
}

/** The page's calculation: the dashas of a birth (its moment; the ayanamsa chosen). */
export function dashaOfBirth(birth: { utc: Date }, choices: Record<string, string>): DashaResult {
  return calculateDasha(birth.utc, chosenAyanamsa(choices));
}
