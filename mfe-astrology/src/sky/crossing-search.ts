/*
 * Finding when an angle (a longitude, the Moon − Sun elongation, the Ascendant…) reaches a value or enters a new
 * sign or nakshatra. Each crossing is first bracketed, between an instant before it and one after it, then found
 * inside the bracket by the secant (the angles are smooth, so two or three evaluations reach the second where
 * bisection needed eleven to eighteen), kept inside the bracket and closed from both sides, so it can neither miss
 * nor stall. Brackets come from sampling in steps (findCrossing, signChanges: any angle, retrograde motion and the
 * 360°→0° wrap included), or, for an angle that only grows at a known range of speeds (the Sun's and the Moon's
 * longitudes, their elongation and sum: forwardChanges), from those speeds alone, without sampling.
 */
import { normalizeDegrees, signedDifference } from './angle-math';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Default sampling step of findCrossing: fine enough for the Moon (0.5°/h) and for the planets' stations. */
const DEFAULT_STEP_MINUTES = 60;
/** How closely signChanges and forwardChanges bracket each instant they return (milliseconds). */
const CHANGE_PRECISION_MS = 100;

type AngleOfTime = (utc: Date) => number;

/**
 * The instant in (lo, hi] at which g, negative at lo and not negative at hi, turns not negative, within
 * `precisionMs` (the bracket's upper end is returned, so the instant is never before the crossing). `latest` and
 * `previous` are the last two evaluations of g ([ms, value]), from which the secant starts; a step that would leave
 * the bracket, or a side that stops moving, is a bisection instead. Each step lands at least half the precision
 * inside the bracket, so once the secant is that close, one evaluation on the far side closes it.
 */
export function solveCrossing(
  g: (ms: number) => number,
  lo: number,
  hi: number,
  previous: [number, number],
  latest: [number, number],
  precisionMs: number,
): number {
  let [xa, ga] = previous;
  let [xb, gb] = latest;
  let sameSide = 0;
  let lastSide = 0;
  while (hi - lo > precisionMs) {
    let x = gb !== ga ? xb - (gb * (xb - xa)) / (gb - ga) : NaN;
    if (!(x > lo && x < hi) || sameSide >= 2) x = (lo + hi) / 2;
    x = Math.min(Math.max(x, lo + precisionMs / 2), hi - precisionMs / 2);
    const gx = g(x);
    const side = gx < 0 ? -1 : 1;
    if (side < 0) lo = x;
    else hi = x;
    sameSide = side === lastSide ? sameSide + 1 : 0;
    lastSide = side;
    [xa, ga, xb, gb] = [xb, gb, x, gx];
  }
  return hi;
}

/**
 * The first instant in [start, end] when f crosses `target` (degrees), forwards or backwards, to within
 * `precisionSeconds`; null if it does not. f is sampled every `stepMinutes` (default 60): a step must be short
 * enough that f moves less than 180° and does not cross the target twice within it (for the Ascendant at high
 * latitudes, use a few minutes).
 */
export function findCrossing(
  f: AngleOfTime,
  target: number,
  start: Date,
  end: Date,
  precisionSeconds = 1,
  stepMinutes = DEFAULT_STEP_MINUTES,
): Date | null {
  const offset = (ms: number) => signedDifference(f(new Date(ms)), target);
  const stepMs = stepMinutes * MS_PER_MINUTE;
  const endMs = end.getTime();
  let t = start.getTime();
  let before = offset(t);
  if (before === 0) return new Date(t);
  while (t < endMs) {
    const next = Math.min(t + stepMs, endMs);
    const after = offset(next);
    const crossed = (before < 0 && after >= 0) || (before > 0 && after <= 0);
    // A jump of more than 180° is the angle passing the point opposite the target, not the target.
    if (crossed && Math.abs(after - before) < 180) {
      // Measured so that it is negative before the crossing, whichever way the angle moves.
      const side = before < 0 ? 1 : -1;
      const g = (ms: number) => side * offset(ms);
      return new Date(solveCrossing(g, t, next, [t, side * before], [next, side * after], precisionSeconds * 1000));
    }
    t = next;
    before = after;
  }
  return null;
}

export interface SegmentChange {
  at: Date;
  /** The segment left and the one entered, 0-based. */
  from: number;
  to: number;
}

/**
 * Every instant in [start, end] when f enters a new segment of 360°/boundaries (12 signs, 27 nakshatras…),
 * with the segment left and the one entered (0-based), to within a tenth of a second. Retrograde re-entries count
 * too. Given `maxDegreesPerDay`, a bound on f's speed either way, a step is as long as f could not reach the
 * segment's edge in it (never shorter than `stepMinutes`): a slow planet far from an edge is sampled weeks apart,
 * and as finely as before near one, so no crossing the fixed step would find is missed. Given an `estimate` of f
 * (cheaper, and never further from it than `error` degrees), the steps are taken on the estimate wherever it is
 * clear of the edges by more than its error, and f is asked only near an edge and to find each change.
 */
export function signChanges(
  f: AngleOfTime,
  start: Date,
  end: Date,
  stepMinutes: number,
  boundaries: number,
  maxDegreesPerDay?: number,
  estimate?: AngleEstimate,
): SegmentChange[] {
  const width = 360 / boundaries;
  const angles = new Map<number, number>();
  const angleAt = (ms: number) => {
    let angle = angles.get(ms);
    if (angle === undefined) {
      angle = normalizeDegrees(f(new Date(ms)));
      angles.set(ms, angle);
    }
    return angle;
  };
  const segmentOf = (angle: number) => Math.min(boundaries - 1, Math.floor(angle / width));
  const fromEdge = (angle: number) => {
    const inSegment = angle - Math.floor(angle / width) * width;
    return Math.min(inSegment, width - inSegment);
  };
  /** The angle at an instant, and how far f may be from it: the estimate's where that is clear of the edges, else f's. */
  const sample = (ms: number): [number, number] => {
    if (estimate) {
      const estimated = normalizeDegrees(estimate.angle(new Date(ms)));
      if (fromEdge(estimated) > estimate.error) return [estimated, estimate.error];
    }
    return [angleAt(ms), 0];
  };
  const stepMs = stepMinutes * MS_PER_MINUTE;
  /** The step from an angle: the time f needs to reach the nearer edge of its segment, at least stepMs. */
  const stepFrom = (at: number, error: number) => {
    if (!maxDegreesPerDay) return stepMs;
    return Math.max(stepMs, ((fromEdge(at) - error) / maxDegreesPerDay) * MS_PER_DAY);
  };
  const endMs = end.getTime();
  const changes: SegmentChange[] = [];
  let t = start.getTime();
  let angle = angleAt(t);
  let error = 0;
  let current = segmentOf(angle);
  while (t < endMs) {
    const next = Math.min(t + stepFrom(angle, error), endMs);
    const [after, afterError] = sample(next);
    if (segmentOf(after) === current) {
      angles.clear();
      t = next;
      angle = after;
      error = afterError;
      continue;
    }
    // The edge crossed first: the one on the side f moved to.
    const forward = signedDifference(after, angle) > 0;
    const edge = (forward ? current + 1 : current) * width;
    const from = current;
    // Its side is the segment's, so that the instant returned is in the new one even where rounding puts the angle a
    // hair from the edge, or where f jumps (the Ascendant beyond the polar circles).
    const g = (ms: number) => {
      const value = angleAt(ms);
      const offset = (forward ? 1 : -1) * signedDifference(value, edge);
      return segmentOf(value) === from ? Math.min(offset, -Number.EPSILON) : Math.max(offset, Number.EPSILON);
    };
    // The secant starts from the values in hand (the estimate's, where f was not asked): they only guide it.
    const approximate = (value: number, side: number) => side * Math.max(Math.abs(signedDifference(value, edge)), Number.EPSILON);
    const at = solveCrossing(g, t, next, [t, approximate(angle, -1)], [next, approximate(after, 1)], CHANGE_PRECISION_MS);
    angle = angleAt(at);
    error = 0;
    current = segmentOf(angle);
    angles.clear();
    changes.push({ at: new Date(at), from, to: current });
    t = at;
  }
  return changes;
}

/** A cheaper stand-in for an angle, never further from it than `error` degrees. */
export interface AngleEstimate {
  angle: AngleOfTime;
  error: number;
}

/** The range of an angle's speed, degrees a day, both positive: the angle only grows. */
export interface ForwardSpeed {
  min: number;
  max: number;
}

/**
 * Every instant in [start, end] when f, an angle that only grows at `speed.min` to `speed.max` degrees a day, enters
 * a new segment of 360°/boundaries, to within a tenth of a second; at most `limit` of them. Nothing is sampled: the
 * next edge lies `d` degrees ahead, so it is reached between d/max and d/min days on, and the secant finds it from
 * a first guess at the speed last seen (about four evaluations an edge, where sampling every half hour needed
 * fifty a day). The degrees travelled are read from f's values modulo 360 with the speeds' help, so the span
 * searched may hold more than one turn's worth of ambiguity only if (max − min) × days exceeds 360°, which the
 * search never asks.
 */
export function forwardChanges(
  f: AngleOfTime,
  start: Date,
  end: Date,
  boundaries: number,
  speed: ForwardSpeed,
  limit = Infinity,
): SegmentChange[] {
  const width = 360 / boundaries;
  const endMs = end.getTime();
  const changes: SegmentChange[] = [];
  let t = start.getTime();
  let angle = normalizeDegrees(f(start));
  let current = Math.min(boundaries - 1, Math.floor(angle / width));
  let rate = (speed.min + speed.max) / 2;
  while (changes.length < limit && t < endMs) {
    const ahead = (current + 1) * width - angle;
    const from = t;
    const fromAngle = angle;
    /** Degrees travelled since `from`, unwrapped: the value modulo 360 nearest the speeds' midpoint. */
    const travelled = (ms: number) => {
      const expected = (((speed.min + speed.max) / 2) * (ms - from)) / MS_PER_DAY;
      return expected + signedDifference(normalizeDegrees(f(new Date(ms))) - fromAngle, expected);
    };
    const g = (ms: number) => travelled(ms) - ahead;
    const latest = from + (ahead / speed.min) * MS_PER_DAY;
    let hi = latest;
    if (latest > endMs) {
      if (from + (ahead / speed.max) * MS_PER_DAY > endMs || g(endMs) < 0) break;
      hi = endMs;
    }
    const guess = Math.min(Math.max(from + (ahead / rate) * MS_PER_DAY, from + 1), hi);
    const gGuess = g(guess);
    const at =
      gGuess < 0
        ? solveCrossing(g, guess, hi, [from, -ahead], [guess, gGuess], CHANGE_PRECISION_MS)
        : solveCrossing(g, from, guess, [from, -ahead], [guess, gGuess], CHANGE_PRECISION_MS);
    rate = (ahead / (at - from)) * MS_PER_DAY;
    const to = (current + 1) % boundaries;
    changes.push({ at: new Date(at), from: current, to });
    t = at;
    // At the edge itself, less than the precision's worth of motion beyond it.
    angle = to * width;
    current = to;
  }
  return changes;
}
