/*
 * Where a longitude sits on the Western wheel: the ascendant at 9 o'clock and the zodiac running counter-clockwise,
 * as angles in the mathematical sense (degrees counter-clockwise from 3 o'clock), and points in SVG coordinates.
 */
import { normalizeDegrees } from './houses';

/**
 * The wheel angle of a longitude when `reference` (the ascendant, or 0° Aries without one) is drawn at 180°, the
 * left: longitudes further on in the zodiac lie counter-clockwise from it (below the horizon at first).
 */
export function wheelAngle(longitude: number, reference: number): number {
  return normalizeDegrees(180 + (longitude - reference));
}

/** The SVG point at a radius and wheel angle around a centre (SVG's y grows downwards). */
export function polarPoint(cx: number, cy: number, radius: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [cx + radius * Math.cos(rad), cy - radius * Math.sin(rad)];
}

/** The middle of the arc from one longitude forward to the next (the middle of a house between its cusps). */
export function midLongitude(from: number, to: number): number {
  return normalizeDegrees(from + normalizeDegrees(to - from) / 2);
}

/**
 * The radii of labels stacked towards the centre along one wheel angle, the first at `outerRadius`: each the
 * least distance inside the one before at which their upright boxes (width × height) no longer overlap (with
 * `gap` between). At 12 or 6 o'clock that is half their heights, at 3 or 9 o'clock half their widths.
 */
export function stackInward(
  angle: number,
  boxes: readonly { width: number; height: number }[],
  outerRadius: number,
  gap: number,
): number[] {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const radii: number[] = [];
  boxes.forEach((box, i) => {
    if (i === 0) {
      radii.push(outerRadius);
      return;
    }
    const before = boxes[i - 1];
    // Moving Δr inwards moves the box Δr·cos across and Δr·sin up or down: clear when either is enough.
    const across = (before.width + box.width) / 2 + gap;
    const upDown = (before.height + box.height) / 2 + gap;
    const step = Math.min(cos > 1e-9 ? across / cos : Infinity, sin > 1e-9 ? upDown / sin : Infinity);
    radii.push(radii[i - 1] - step);
  });
  return radii;
}

/** How far an upright box reaches from its centre along a wheel angle: to its side at 9 o'clock, its top at 12. */
export function radialHalfExtent(angle: number, width: number, height: number): number {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return Math.min(cos > 1e-9 ? width / 2 / cos : Infinity, sin > 1e-9 ? height / 2 / sin : Infinity);
}
