/*
 * The South Indian chart's fixed signs on a 4 × 4 grid around an empty 2 × 2 centre: Pisces top-left, Aries to
 * its right, then clockwise round the square (Gemini top-right, Virgo bottom-right, Sagittarius bottom-left).
 */
import { clipPolygon, type Point } from './label-layout';

/** [column, row] of each sign's box (Aries = 0). */
export const SOUTH_SIGN_CELLS: readonly (readonly [number, number])[] = [
  [1, 0], // Aries
  [2, 0], // Taurus
  [3, 0], // Gemini
  [3, 1], // Cancer
  [3, 2], // Leo
  [3, 3], // Virgo
  [2, 3], // Libra
  [1, 3], // Scorpio
  [0, 3], // Sagittarius
  [0, 2], // Capricorn
  [0, 1], // Aquarius
  [0, 0], // Pisces
];

export interface SouthCellGeometry {
  sign: number;
  x: number;
  y: number;
  size: number;
  /** The box less its top strip (sign name on the right, the ascendant's diagonal on the left). */
  labelRegion: Point[];
}

/**
 * The twelve boxes of a chart whose grid is `size` wide at (`offset`, `offset`), Aries first. `stripHeight` is
 * kept at the top of each box for its sign's name; `ascendantCorner` is the length of the ascendant's diagonal.
 */
export function southCells(size: number, offset: number, stripHeight: number, ascendantCorner: number): SouthCellGeometry[] {
  const cell = size / 4;
  return SOUTH_SIGN_CELLS.map(([col, row], sign) => {
    const x = offset + col * cell;
    const y = offset + row * cell;
    const box: Point[] = [
      [x, y],
      [x + cell, y],
      [x + cell, y + cell],
      [x, y + cell],
    ];
    // Below the strip (−y ≤ −(y + strip)), and clear of the diagonal (x + y ≥ corner).
    const belowStrip = clipPolygon(box, 0, -1, -(y + stripHeight));
    const labelRegion = clipPolygon(belowStrip, -1, -1, -(x + y + ascendantCorner + 2));
    return { sign, x, y, size: cell, labelRegion };
  });
}
