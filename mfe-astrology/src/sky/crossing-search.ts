/*
 * Finding when an angle (a longitude, the Moon − Sun elongation, the Ascendant…) reaches a value or enters a new
 * sign or nakshatra: sample in fixed steps, then bisect the step in which it happened. Works across the 360°→0°
 * wrap and for retrograde motion (a crossing counts in either direction).
 */
import { normalizeDegrees, signedDifference } from './angle-math';

const MS_PER_MINUTE = 60_000;
/** Default sampling step of findCrossing: fine enough for the Moon (0.5°/h) and for the planets' stations. */
const DEFAULT_STEP_MINUTES = 60;

type AngleOfTime = (utc: Date) => number;

/** Bisects [lo, hi] (ms) while `sameAsLo` holds at lo and fails at hi; returns the first instant where it fails. */
function bisect(lo: number, hi: number, sameAsLo: (ms: number) => boolean, precisionMs: number): Date {
  let low = lo;
  let high = hi;
  while (high - low > precisionMs) {
    const mid = (low + high) / 2;
    if (sameAsLo(mid)) low = mid;
    else high = mid;
  }
  return new Date(high);
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
      const sideBefore = Math.sign(before);
      return bisect(t, next, (ms) => Math.sign(offset(ms)) === sideBefore, precisionSeconds * 1000);
    }
    t = next;
    before = after;
  }
  return null;
}

/**
 * Every instant in [start, end] when f enters a new segment of 360°/boundaries (12 signs, 27 nakshatras…),
 * with the segment left and the one entered (0-based), to within a second. Retrograde re-entries count too.
 * Given `maxDegreesPerDay`, a bound on f's speed either way, a step is as long as f could not reach the segment's
 * edge in it (never shorter than `stepMinutes`): a slow planet far from an edge is sampled weeks apart, and as
 * finely as before near one, so no crossing the fixed step would find is missed (Saturn over a century: ~15 times
 * fewer positions).
 */
export function signChanges(
  f: AngleOfTime,
  start: Date,
  end: Date,
  stepMinutes: number,
  boundaries: number,
  maxDegreesPerDay?: number,
): { at: Date; from: number; to: number }[] {
  const width = 360 / boundaries;
  let angle = 0;
  const segmentAt = (ms: number) => {
    angle = normalizeDegrees(f(new Date(ms)));
    return Math.min(boundaries - 1, Math.floor(angle / width));
  };
  const stepMs = stepMinutes * MS_PER_MINUTE;
  /** The step from an angle: the time f needs to reach the nearer edge of its segment, at least stepMs. */
  const stepFrom = (at: number) => {
    if (!maxDegreesPerDay) return stepMs;
    const inSegment = at - Math.floor(at / width) * width;
    const edge = Math.min(inSegment, width - inSegment);
    return Math.max(stepMs, (edge / maxDegreesPerDay) * 86_400_000);
  };
  const endMs = end.getTime();
  const changes: { at: Date; from: number; to: number }[] = [];
  let t = start.getTime();
  let current = segmentAt(t);
  let step = stepFrom(angle);
  while (t < endMs) {
    const next = Math.min(t + step, endMs);
    if (segmentAt(next) === current) {
      t = next;
      step = stepFrom(angle);
      continue;
    }
    const from = current;
    const at = bisect(t, next, (ms) => segmentAt(ms) === from, 1000);
    current = segmentAt(at.getTime());
    changes.push({ at, from, to: current });
    t = at.getTime();
    step = stepMs;
  }
  return changes;
}
