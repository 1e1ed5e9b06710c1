/*
 * The North Indian (diamond) chart's fixed houses: house 1 the top-centre diamond, then counter-clockwise (2 the
 * top-left triangle, 3 the left-top triangle, 4 the left diamond … 12 the top-right triangle); where each house's
 * sign number goes (in its corner nearest the centre) and the part of it left for the bodies' labels.
 */
import { clipPolygon, polygonCentroid, type Point } from './label-layout';

export interface NorthHouseGeometry {
  house: number;
  polygon: Point[];
  /** Centre of the sign number. */
  numberAt: Point;
  /** The polygon less the sign number's corner: where the labels go. */
  labelRegion: Point[];
}

/**
 * The twelve houses of a chart `size` wide with its top-left corner at (`offset`, `offset`), house 1 first.
 * `numberFont` sizes the corner kept for the sign number.
 */
export function northHouses(size: number, offset: number, numberFont: number): NorthHouseGeometry[] {
  const p = (fx: number, fy: number): Point => [offset + fx * size, offset + fy * size];
  const [tl, tr, br, bl] = [p(0, 0), p(1, 0), p(1, 1), p(0, 1)];
  const [top, right, bottom, left] = [p(0.5, 0), p(1, 0.5), p(0.5, 1), p(0, 0.5)];
  const centre = p(0.5, 0.5);
  const [qtl, qtr, qbr, qbl] = [p(0.25, 0.25), p(0.75, 0.25), p(0.75, 0.75), p(0.25, 0.75)];
  // Each house with its vertex nearest the centre (where its sign number is written) first.
  const shapes: Point[][] = [
    [centre, qtr, top, qtl], // 1 top diamond
    [qtl, top, tl], // 2 top-left triangle
    [qtl, tl, left], // 3 left-top triangle
    [centre, qtl, left, qbl], // 4 left diamond
    [qbl, left, bl], // 5 left-bottom triangle
    [qbl, bl, bottom], // 6 bottom-left triangle
    [centre, qbl, bottom, qbr], // 7 bottom diamond
    [qbr, bottom, br], // 8 bottom-right triangle
    [qbr, br, right], // 9 right-bottom triangle
    [centre, qbr, right, qtr], // 10 right diamond
    [qtr, right, tr], // 11 right-top triangle
    [qtr, tr, top], // 12 top-right triangle
  ];
  // The sign number ("12" at most): its box along and across the house's axis, kept clear of the two sides.
  const numberWidth = numberFont * 1.15;
  const numberHeight = numberFont * 0.75;
  const pad = numberFont * 0.2;
  return shapes.map((polygon, i) => {
    const inner = polygon[0];
    const centroid = polygonCentroid(polygon);
    const dx = centroid[0] - inner[0];
    const dy = centroid[1] - inner[1];
    const length = Math.hypot(dx, dy);
    const [ux, uy] = [dx / length, dy / length];
    const vertical = Math.abs(uy) > Math.abs(ux);
    // Every corner is a right angle halved by the axis: the box's near edge must be half its cross size away.
    const along = vertical ? numberHeight : numberWidth;
    const across = vertical ? numberWidth : numberHeight;
    const nearEdge = across / 2 + pad;
    const numberDistance = nearEdge + along / 2;
    const cut = nearEdge + along + pad;
    // Keep (point − inner)·u ≥ cut, i.e. −u·point ≤ −(u·inner + cut).
    const labelRegion = clipPolygon(polygon, -ux, -uy, -(ux * inner[0] + uy * inner[1] + cut));
    return {
      house: i + 1,
      polygon,
      numberAt: [inner[0] + ux * numberDistance, inner[1] + uy * numberDistance],
      labelRegion,
    };
  });
}
