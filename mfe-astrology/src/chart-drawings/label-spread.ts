/*
 * Spreading crowded labels around a circle: each label moves as little as possible (least squares) so that
 * neighbours are at least a minimum angle apart, and their order around the circle never changes.
 */
import { normalizeDegrees } from './houses';

/** Pool-adjacent-violators: the non-decreasing sequence nearest (least squares) to `values`. */
function nonDecreasingFit(values: number[]): number[] {
  const blocks: { sum: number; count: number }[] = [];
  for (const value of values) {
    blocks.push({ sum: value, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1];
      const before = blocks[blocks.length - 2];
      if (before.sum / before.count <= last.sum / last.count) break;
      before.sum += last.sum;
      before.count += last.count;
      blocks.pop();
    }
  }
  return blocks.flatMap((block) => Array<number>(block.count).fill(block.sum / block.count));
}

/**
 * Angles (degrees) moved apart so that neighbours around the circle are at least `minSeparation` apart (or
 * 360 / n, if n labels cannot all have that much room), in the input's order, each in 0..360. Angles already far
 * enough apart do not move; a crowded group spreads about its own centre. Equal angles keep the input's order.
 */
export function spreadAngles(angles: readonly number[], minSeparation: number): number[] {
  const n = angles.length;
  const normalized = angles.map(normalizeDegrees);
  if (n < 2) return normalized;
  const sep = Math.min(minSeparation, 360 / n);
  const order = normalized.map((_, i) => i).sort((a, b) => normalized[a] - normalized[b] || a - b);
  const sorted = order.map((i) => normalized[i]);
  // Cut the circle open at its widest gap, so the crowded groups are not split.
  let start = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const gap = i === n - 1 ? sorted[0] + 360 - sorted[n - 1] : sorted[i + 1] - sorted[i];
    if (gap > widest) {
      widest = gap;
      start = (i + 1) % n;
    }
  }
  const line = Array.from({ length: n }, (_, j) => sorted[(start + j) % n] + (start + j >= n ? 360 : 0));
  // p[j] - p[j-1] ≥ sep is q = p - j·sep non-decreasing: the nearest such q is the pool-adjacent-violators fit.
  const shifted = line.map((angle, j) => angle - j * sep);
  let spread = nonDecreasingFit(shifted).map((q, j) => q + j * sep);
  if (spread[n - 1] - spread[0] > 360 - sep + 1e-9) {
    // The two ends met across the cut: one evenly spaced group about the mean instead.
    const mean = shifted.reduce((sum, q) => sum + q, 0) / n;
    spread = shifted.map((_, j) => mean + j * sep);
  }
  const result = new Array<number>(n);
  spread.forEach((angle, j) => {
    result[order[(start + j) % n]] = normalizeDegrees(angle);
  });
  return result;
}
