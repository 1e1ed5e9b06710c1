/*
 * Fitting a house's labels into its shape: rows of labels in reading order inside a convex polygon, at the
 * largest font that fits, then with shorter labels, never below the legibility floor. Widths are estimated from
 * typical sans-serif advance widths (no DOM measuring), a little on the wide side.
 */

export type Point = readonly [number, number];

/** Advance widths in em of a typical UI sans-serif (Arial/Segoe/Roboto), rounded up. */
const NARROW = new Set(['i', 'j', 'l', 'I', '.', ',', ':', ';', "'", '|', '!']);
const SEMI_NARROW = new Set(['f', 'r', 't', ' ', '(', ')', '-']);
const WIDE = new Set(['m', 'w', 'M', 'W', '℞']);

/** The estimated width of a text at a font size (bold text is about 7 % wider). */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    if (char === '\uFE0E') continue;
    if (NARROW.has(char)) em += 0.28;
    else if (SEMI_NARROW.has(char)) em += 0.34;
    else if (WIDE.has(char)) em += 0.85;
    else if (char === '°') em += 0.4;
    else if (/[0-9]/.test(char)) em += 0.56;
    else if (/[a-z]/.test(char)) em += 0.55;
    else if (/[A-Z]/.test(char)) em += 0.68;
    else em += 1; // symbols and glyphs
  }
  return em * fontSize * (bold ? 1.07 : 1);
}

/** The part of a convex polygon where a·x + b·y ≤ c (one step of Sutherland–Hodgman). */
export function clipPolygon(polygon: readonly Point[], a: number, b: number, c: number): Point[] {
  const inside = (p: Point) => a * p[0] + b * p[1] <= c + 1e-9;
  const out: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i];
    const q = polygon[(i + 1) % polygon.length];
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      const fp = a * p[0] + b * p[1] - c;
      const fq = a * q[0] + b * q[1] - c;
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

/** Where a horizontal line at y crosses a convex polygon: [left, right], or null if it misses it. */
export function horizontalExtent(polygon: readonly Point[], y: number): [number, number] | null {
  let left = Infinity;
  let right = -Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    if ((y < Math.min(y1, y2) - 1e-9 || y > Math.max(y1, y2) + 1e-9) && !(y1 === y2 && Math.abs(y - y1) < 1e-9)) continue;
    if (Math.abs(y2 - y1) < 1e-9) {
      left = Math.min(left, x1, x2);
      right = Math.max(right, x1, x2);
    } else {
      const x = x1 + ((y - y1) / (y2 - y1)) * (x2 - x1);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return left <= right ? [left, right] : null;
}

/** The area of a polygon. */
export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** The area-weighted centre of a polygon. */
export function polygonCentroid(polygon: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    const cross = x1 * y2 - x2 * y1;
    area += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (Math.abs(area) < 1e-9) return polygon[0] ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

export interface LabelItem {
  /** The label from the fullest to the most compact; a shorter list keeps its last entry. */
  variants: readonly string[];
  bold?: boolean;
}

export interface PlacedLabel {
  /** The item's index in the input. */
  index: number;
  text: string;
  /** Left end of the text (text-anchor: start). */
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  /** The row's band: the text stays inside the polygon between these. */
  top: number;
  bottom: number;
}

export interface LabelBlock {
  fontSize: number;
  /** The variant used (0 = fullest). */
  variant: number;
  labels: PlacedLabel[];
  /** False if even the most compact labels at the floor size spill out of the polygon (they are drawn anyway). */
  fits: boolean;
}

export interface LayoutOptions {
  maxFont: number;
  /** The legibility floor: no label is drawn smaller. */
  minFont: number;
  /** Row height in em. */
  lineHeight?: number;
  /** Space between two labels of a row, in em. */
  gapEm?: number;
  /** Kept clear inside the polygon's edges. */
  padding?: number;
  /** The point the block is centred on when it can be (the polygon's centroid by default). */
  anchor?: Point;
}

/** Font sizes tried, largest first, in half units down to the floor (the floor itself always last). */
function fontSteps(maxFont: number, minFont: number): number[] {
  const steps: number[] = [];
  for (let size = maxFont; size > minFont + 1e-9; size -= 0.5) steps.push(size);
  steps.push(minFont);
  return steps;
}

/**
 * Labels in rows inside a convex polygon, reading order kept (left to right, then down). Tries every variant
 * from the fullest, each from the largest font down to the floor, fewest rows first, the block as near the anchor
 * as it fits; the first arrangement that fits wins. If none does, the most compact variant at the floor is stacked
 * around the anchor with `fits: false`.
 */
export function layoutLabels(items: readonly LabelItem[], polygon: readonly Point[], options: LayoutOptions): LabelBlock {
  const { maxFont, minFont, lineHeight = 1.15, gapEm = 0.35, padding = 3 } = options;
  const anchor = options.anchor ?? polygonCentroid(polygon);
  if (items.length === 0) return { fontSize: maxFont, variant: 0, labels: [], fits: true };
  const variantCount = Math.max(...items.map((item) => item.variants.length));
  const ys = polygon.map((p) => p[1]);
  const xs = polygon.map((p) => p[0]);
  const top = Math.min(...ys) + padding;
  const bottom = Math.max(...ys) - padding;
  const widest = Math.max(...xs) - Math.min(...xs) - 2 * padding;
  const area = polygonArea(polygon);

  const textOf = (item: LabelItem, variant: number) => item.variants[Math.min(variant, item.variants.length - 1)];

  for (let variant = 0; variant < variantCount; variant++) {
    for (const fontSize of fontSteps(maxFont, Math.min(minFont, maxFont))) {
      const widths = items.map((item) => estimateTextWidth(textOf(item, variant), fontSize, item.bold));
      const rowHeight = fontSize * lineHeight;
      const gap = fontSize * gapEm;
      const length = widths.reduce((sum, width) => sum + width + gap, 0);
      // Quick rejections: labels that would cover more than the polygon, or a label wider than it.
      if (length * rowHeight > area || Math.max(...widths) > widest) continue;
      const fewestRows = Math.max(1, Math.ceil((length - gap) / widest));
      for (let rows = fewestRows; rows <= items.length && rows * rowHeight <= bottom - top + 1e-9; rows++) {
        const blockHeight = rows * rowHeight;
        const tops: number[] = [];
        const step = Math.max(0.5, rowHeight / 4);
        for (let t = top; t + blockHeight <= bottom + 1e-9; t += step) tops.push(t);
        tops.push(bottom - blockHeight);
        tops.sort((a, b) => Math.abs(a + blockHeight / 2 - anchor[1]) - Math.abs(b + blockHeight / 2 - anchor[1]));
        for (const blockTop of tops) {
          const placed = fillRows(widths, rows, blockTop, rowHeight, gap, polygon, padding, anchor[0]);
          if (placed) {
            return {
              fontSize,
              variant,
              fits: true,
              labels: placed.map((label) => ({
                ...label,
                text: textOf(items[label.index], variant),
                y: label.top + rowHeight / 2 + fontSize * 0.35,
              })),
            };
          }
        }
      }
    }
  }
  return overflowingBlock(items, variantCount - 1, minFont, lineHeight, gapEm, anchor, textOf);
}

/** Greedy rows: each row takes as many labels as fit between the polygon's edges; null if some are left over. */
function fillRows(
  widths: number[],
  rows: number,
  blockTop: number,
  rowHeight: number,
  gap: number,
  polygon: readonly Point[],
  padding: number,
  anchorX: number,
): Omit<PlacedLabel, 'text' | 'y'>[] | null {
  const placed: Omit<PlacedLabel, 'text' | 'y'>[] = [];
  let next = 0;
  for (let row = 0; row < rows && next < widths.length; row++) {
    const rowTop = blockTop + row * rowHeight;
    const upper = horizontalExtent(polygon, rowTop);
    const lower = horizontalExtent(polygon, rowTop + rowHeight);
    if (!upper || !lower) return null;
    // A convex polygon is widest between its crossings at the band's two edges, never narrower inside the band.
    const left = Math.max(upper[0], lower[0]) + padding;
    const right = Math.min(upper[1], lower[1]) - padding;
    let used = 0;
    let count = 0;
    while (next + count < widths.length) {
      const extra = (count > 0 ? gap : 0) + widths[next + count];
      if (used + extra > right - left + 1e-9) break;
      used += extra;
      count++;
    }
    if (count === 0) return null; // no empty row inside a block
    const centre = Math.min(Math.max(anchorX, left + used / 2), right - used / 2);
    let x = centre - used / 2;
    for (let i = 0; i < count; i++) {
      placed.push({ index: next + i, x, width: widths[next + i], top: rowTop, bottom: rowTop + rowHeight });
      x += widths[next + i] + gap;
    }
    next += count;
  }
  return next === widths.length ? placed : null;
}

/** The last resort: compact labels at the floor size, three to a row, centred on the anchor. */
function overflowingBlock(
  items: readonly LabelItem[],
  variant: number,
  fontSize: number,
  lineHeight: number,
  gapEm: number,
  anchor: Point,
  textOf: (item: LabelItem, variant: number) => string,
): LabelBlock {
  const rowHeight = fontSize * lineHeight;
  const gap = fontSize * gapEm;
  const perRow = Math.max(1, Math.min(3, items.length));
  const rowCount = Math.ceil(items.length / perRow);
  const blockTop = anchor[1] - (rowCount * rowHeight) / 2;
  const labels: PlacedLabel[] = [];
  for (let row = 0; row < rowCount; row++) {
    const rowItems = items.slice(row * perRow, row * perRow + perRow);
    const texts = rowItems.map((item) => textOf(item, variant));
    const widths = rowItems.map((item, i) => estimateTextWidth(texts[i], fontSize, item.bold));
    const used = widths.reduce((sum, w) => sum + w, 0) + gap * (rowItems.length - 1);
    let x = anchor[0] - used / 2;
    const rowTop = blockTop + row * rowHeight;
    rowItems.forEach((_, i) => {
      labels.push({
        index: row * perRow + i,
        text: texts[i],
        x,
        y: rowTop + rowHeight / 2 + fontSize * 0.35,
        width: widths[i],
        top: rowTop,
        bottom: rowTop + rowHeight,
      });
      x += widths[i] + gap;
    });
  }
  return { fontSize, variant, labels, fits: false };
}
