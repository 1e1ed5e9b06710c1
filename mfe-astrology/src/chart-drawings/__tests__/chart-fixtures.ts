/* Bodies for the drawings' tests: a chart with Taurus rising and a Cancer stellium, built from longitudes. */
import type { ChartBody } from '../types';

export function body(abbr: string, name: string, longitude: number, retrograde = false): ChartBody {
  return { id: abbr, abbr, name, sign: Math.floor(longitude / 30) % 12, degree: longitude % 30, longitude, retrograde };
}

/** Taurus rising (12.5°); Sun 27° and Moon 3° and Saturn 20° ℞ in Cancer; Mars in Libra; Rahu in Pisces. */
export const TAURUS_CHART: ChartBody[] = [
  body('Su', 'Sun', 117.4),
  body('Mo', 'Moon', 93.2),
  body('Ma', 'Mars', 200.1),
  body('Sa', 'Saturn', 110.6, true),
  body('Ra', 'Rahu', 333, true),
];
