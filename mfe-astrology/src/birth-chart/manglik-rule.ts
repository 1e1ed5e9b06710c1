/*
 * Manglik (Kuja dosha): one rule for every page that says it (the birth chart and kundli matching), so the same birth
 * is never Manglik on one page and not on the other.
 */

/** Mars in these houses from the Ascendant or from the Moon makes a chart Manglik, as most almanacs count. */
export const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12] as const;

/** What a count from one point found (Mars's house from it, whole signs). */
export interface ManglikCounted {
  house: number;
  manglik: boolean;
}

/**
 * Manglik when Mars is in one of MANGLIK_HOUSES from the Ascendant or from the Moon (almanacs check both); with the
 * birth time unknown, the Moon's count alone decides. Null when neither count is known.
 */
export function isManglikChart(counts: {
  fromAscendant: ManglikCounted | null;
  fromMoon: ManglikCounted | null;
}): boolean | null {
  if (!counts.fromAscendant && !counts.fromMoon) return null;
  return Boolean(counts.fromAscendant?.manglik || counts.fromMoon?.manglik);
}
