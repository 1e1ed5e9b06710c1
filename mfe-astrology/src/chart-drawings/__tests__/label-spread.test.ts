import { spreadAngles } from '../label-spread';

/** Each angle's distance to the next one round the circle, in the order the angles are met. */
function circularGaps(angles: number[]): number[] {
  const sorted = [...angles].sort((a, b) => a - b);
  return sorted.map((angle, i) => (i === sorted.length - 1 ? sorted[0] + 360 - angle : sorted[i + 1] - angle));
}

/** The input's indices in the order their angles are met round the circle from the widest gap. */
function circularOrder(angles: number[]): number[] {
  return angles
    .map((angle, i) => [angle, i] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, i]) => i);
}

/** Two circular orders are the same if one is a rotation of the other. */
function sameCircularOrder(a: number[], b: number[]) {
  const start = b.indexOf(a[0]);
  return a.every((value, i) => b[(start + i) % b.length] === value);
}

describe('spreadAngles', () => {
  it('leaves labels that are far enough apart where they are', () => {
    expect(spreadAngles([10, 100, 200], 8)).toEqual([10, 100, 200]);
    expect(spreadAngles([42], 8)).toEqual([42]);
    expect(spreadAngles([], 8)).toEqual([]);
  });

  it('moves a crowded pair apart symmetrically', () => {
    const [a, b] = spreadAngles([100, 102], 10);
    expect(a).toBeCloseTo(96);
    expect(b).toBeCloseTo(106);
  });

  it('keeps the order and the minimum separation in a stellium, coincident bodies in the given order', () => {
    const angles = [120, 121, 121, 123, 125, 126, 300];
    const spread = spreadAngles(angles, 8);
    expect(Math.min(...circularGaps(spread))).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(sameCircularOrder(circularOrder(angles), circularOrder(spread))).toBe(true);
    expect(spread[1]).toBeLessThan(spread[2]); // the two at 121° stay in the given order
    // The group spreads about its own centre, and the lone body does not move.
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean(spread.slice(0, 6))).toBeCloseTo(mean(angles.slice(0, 6)));
    expect(spread[6]).toBe(300);
  });

  it('spreads a group across 0° and keeps every angle in 0..360', () => {
    const spread = spreadAngles([358, 359, 1, 2], 8);
    expect(spread.every((angle) => angle >= 0 && angle < 360)).toBe(true);
    expect(Math.min(...circularGaps(spread))).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(
      sameCircularOrder(circularOrder([358, 359, 361, 362]), circularOrder(spread.map((a) => (a < 180 ? a + 360 : a)))),
    ).toBe(true);
  });

  it('spaces evenly when the circle is too small for the separation asked', () => {
    const spread = spreadAngles([0, 1, 2, 3, 4, 5], 90);
    for (const gap of circularGaps(spread)) expect(gap).toBeCloseTo(60);
  });

  it('keeps the separation for many bodies in random places', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 360;
    for (let run = 0; run < 200; run++) {
      const angles = Array.from({ length: 12 }, random);
      const spread = spreadAngles(angles, 11.5);
      expect(Math.min(...circularGaps(spread))).toBeGreaterThanOrEqual(11.5 - 1e-6);
      expect(sameCircularOrder(circularOrder(angles), circularOrder(spread))).toBe(true);
    }
  });
});
