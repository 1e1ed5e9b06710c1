import {
  clipPolygon,
  estimateTextWidth,
  horizontalExtent,
  layoutLabels,
  polygonCentroid,
  type LabelBlock,
  type Point,
} from '../label-layout';
import { bodyLabelVariants } from '../body-text';
import { floorFont } from '../chart-frame';
import { northHouses } from '../north-indian-geometry';
import { southCells } from '../south-indian-geometry';
import type { ChartBody } from '../types';

const square: Point[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
const triangle: Point[] = [
  [0, 0],
  [200, 0],
  [100, 100],
];

/** Every label lies inside the polygon: its row's band crosses the polygon wider than the label, at both edges. */
function insidePolygon(block: LabelBlock, polygon: readonly Point[]) {
  return block.labels.every((label) => {
    const upper = horizontalExtent(polygon, label.top);
    const lower = horizontalExtent(polygon, label.bottom);
    if (!upper || !lower) return false;
    return label.x >= Math.max(upper[0], lower[0]) - 1e-6 && label.x + label.width <= Math.min(upper[1], lower[1]) + 1e-6;
  });
}

const noOverlaps = (block: LabelBlock) =>
  block.labels.every((a, i) =>
    block.labels.every(
      (b, j) =>
        i === j ||
        a.bottom <= b.top + 1e-6 ||
        b.bottom <= a.top + 1e-6 ||
        a.x + a.width <= b.x + 1e-6 ||
        b.x + b.width <= a.x + 1e-6,
    ),
  );

describe('polygon helpers', () => {
  it('finds where a horizontal line crosses a polygon', () => {
    expect(horizontalExtent(triangle, 0)).toEqual([0, 200]);
    expect(horizontalExtent(triangle, 50)).toEqual([50, 150]);
    expect(horizontalExtent(triangle, 120)).toBeNull();
  });

  it('clips a polygon by a half-plane and finds its centroid', () => {
    const left = clipPolygon(square, 1, 0, 40); // x ≤ 40
    expect(Math.max(...left.map((p) => p[0]))).toBeCloseTo(40);
    expect(polygonCentroid(left)).toEqual([20, 50]);
    expect(polygonCentroid(triangle)[1]).toBeCloseTo(100 / 3);
  });

  it('estimates wider text wider, bold wider still', () => {
    expect(estimateTextWidth('Su 27°', 14)).toBeGreaterThan(estimateTextWidth('Su27', 14));
    expect(estimateTextWidth('Ma', 14)).toBeGreaterThan(estimateTextWidth('Ju', 14));
    expect(estimateTextWidth('Asc', 14, true)).toBeGreaterThan(estimateTextWidth('Asc', 14));
    expect(estimateTextWidth('Su 27°', 28)).toBeCloseTo(2 * estimateTextWidth('Su 27°', 14));
  });
});

describe('layoutLabels', () => {
  const items = (texts: string[]) => texts.map((text) => ({ variants: [text] }));

  it('puts a few labels in one row, centred, at the largest size', () => {
    const block = layoutLabels(items(['Su 1°', 'Mo 2°']), square, { maxFont: 16, minFont: 12 });
    expect(block.fits).toBe(true);
    expect(block.fontSize).toBe(16);
    expect(block.labels.map((label) => label.text)).toEqual(['Su 1°', 'Mo 2°']);
    expect(block.labels[0].y).toBe(block.labels[1].y);
    const left = block.labels[0].x;
    const right = block.labels[1].x + block.labels[1].width;
    expect((left + right) / 2).toBeCloseTo(50, 0);
  });

  it('wraps into rows in reading order, inside the polygon, without overlaps', () => {
    const texts = ['Su 27°', 'Mo 3°', 'Ma 14°', 'Me 9°', 'Ju 1°', 'Ve 22°'];
    const block = layoutLabels(items(texts), triangle, { maxFont: 16, minFont: 12 });
    expect(block.fits).toBe(true);
    expect(block.labels.map((label) => label.index)).toEqual([0, 1, 2, 3, 4, 5]);
    // Reading order: down the rows, left to right within a row.
    for (let i = 1; i < block.labels.length; i++) {
      const [a, b] = [block.labels[i - 1], block.labels[i]];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
    expect(insidePolygon(block, triangle)).toBe(true);
    expect(noOverlaps(block)).toBe(true);
  });

  it('shrinks, then shortens the labels, never below the floor', () => {
    const crowded = Array.from({ length: 9 }, (_, i) => ({ variants: [`Xx ${10 + i}°℞`, `Xx${10 + i}℞`, 'Xx'] }));
    const block = layoutLabels(crowded, triangle, { maxFont: 16, minFont: 13 });
    expect(block.fontSize).toBeGreaterThanOrEqual(13);
    expect(block.fits).toBe(true);
    expect(block.variant).toBeGreaterThan(0);
    expect(insidePolygon(block, triangle)).toBe(true);
  });

  it('says so when nothing fits, and still draws every label at the floor', () => {
    const tiny: Point[] = [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ];
    const block = layoutLabels(items(['Sun', 'Moon', 'Mars']), tiny, { maxFont: 16, minFont: 12 });
    expect(block.fits).toBe(false);
    expect(block.fontSize).toBe(12);
    expect(block.labels).toHaveLength(3);
  });
});

describe('nine bodies in one house stay legible at 320 px', () => {
  const crowd: ChartBody[] = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'As'].map((abbr, i) => ({
    id: abbr,
    abbr,
    name: abbr,
    sign: 0,
    degree: 20 + i,
    longitude: 20 + i,
    retrograde: i % 2 === 1,
  }));
  const labelItems = crowd.map((body) => ({ variants: bodyLabelVariants(body), bold: body.abbr === 'As' }));

  it('in every house of the North Indian chart (408 units drawn 320 px wide: 11 px is 14 units)', () => {
    const minFont = floorFont(408);
    for (const house of northHouses(400, 4, 15)) {
      const block = layoutLabels(labelItems, house.labelRegion, { maxFont: 17, minFont });
      expect({ house: house.house, fits: block.fits }).toEqual({ house: house.house, fits: true });
      expect(block.fontSize).toBeGreaterThanOrEqual(minFont);
      expect(insidePolygon(block, house.labelRegion)).toBe(true);
      expect(noOverlaps(block)).toBe(true);
    }
  });

  it('in every box of the South Indian chart', () => {
    const minFont = floorFont(408);
    for (const cell of southCells(400, 4, Math.ceil(minFont * 1.05), 20)) {
      const block = layoutLabels(labelItems, cell.labelRegion, { maxFont: 17, minFont, padding: 2 });
      expect({ sign: cell.sign, fits: block.fits }).toEqual({ sign: cell.sign, fits: true });
      expect(insidePolygon(block, cell.labelRegion)).toBe(true);
      expect(noOverlaps(block)).toBe(true);
    }
  });

  it('keeps the degrees when there is room for them: four bodies in a small triangle', () => {
    const minFont = floorFont(408);
    const smallest = northHouses(400, 4, 15)[2]; // house 3, a side triangle
    const block = layoutLabels(labelItems.slice(0, 4), smallest.labelRegion, { maxFont: 17, minFont });
    expect(block.variant).toBe(0);
    expect(block.labels.map((label) => label.text)).toEqual(['Su 20°', 'Mo 21°℞', 'Ma 22°', 'Me 23°℞']);
  });
});
