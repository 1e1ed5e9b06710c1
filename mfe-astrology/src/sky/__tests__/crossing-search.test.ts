/**
 * @jest-environment node
 */
/* Crossing and segment-change searches: across the 360° wrap, in retrograde motion, and on real bodies. */
import {
  bodyLongitude,
  ELONGATION_SPEED,
  findCrossing,
  forwardChanges,
  julianDay,
  MOON_SPEED,
  signChanges,
  SUN_SPEED,
  type ForwardSpeed,
} from '..';

const HOUR = 3_600_000;
const start = new Date(Date.UTC(2020, 0, 1));
/** A made-up angle: `rate` degrees per hour from `from` at `start`. */
const linear = (from: number, rate: number) => (utc: Date) =>
  (((from + (rate * (utc.getTime() - start.getTime())) / HOUR) % 360) + 360) % 360;

describe('findCrossing', () => {
  it('crosses 0° going forward through the wrap', () => {
    const at = findCrossing(linear(350, 1), 0, start, new Date(start.getTime() + 48 * HOUR));
    expect(((at?.getTime() ?? NaN) - start.getTime()) / HOUR).toBeCloseTo(10, 3);
  });

  it('finds a target just past the wrap, and nothing at the opposite point', () => {
    const f = linear(350, 1);
    const at = findCrossing(f, 5, start, new Date(start.getTime() + 48 * HOUR), 0.1);
    expect(((at?.getTime() ?? NaN) - start.getTime()) / HOUR).toBeCloseTo(15, 3);
    // From 350° to 8°: 170° (opposite of 350°) is never crossed.
    expect(findCrossing(f, 170, start, new Date(start.getTime() + 18 * HOUR))).toBeNull();
  });

  it('crosses a target going backwards (retrograde)', () => {
    const at = findCrossing(linear(3, -0.1), 359, start, new Date(start.getTime() + 100 * HOUR));
    expect(((at?.getTime() ?? NaN) - start.getTime()) / HOUR).toBeCloseTo(40, 3);
  });

  it('returns the first of several crossings, and null when there is none', () => {
    const f = linear(0, 1);
    const end = new Date(start.getTime() + 1000 * HOUR);
    const at = findCrossing(f, 90, start, end);
    expect(((at?.getTime() ?? NaN) - start.getTime()) / HOUR).toBeCloseTo(90, 3);
    expect(findCrossing(f, 90, start, new Date(start.getTime() + 80 * HOUR))).toBeNull();
  });

  it('finds Mercury re-crossing a longitude during its retrograde loop', () => {
    // Mercury stationed retrograde on 2023-12-13 near 8.5° Capricorn (278.5°) and direct on 2024-01-02 near 22.2°
    // Sagittarius (262.2°): 270° is crossed forward in early December, then backward, then forward again.
    const mercury = (utc: Date) => bodyLongitude('mercury', utc);
    const first = findCrossing(mercury, 270, new Date(Date.UTC(2023, 10, 20)), new Date(Date.UTC(2024, 1, 1)), 1);
    expect(first).not.toBeNull();
    const second = findCrossing(mercury, 270, new Date((first?.getTime() ?? 0) + HOUR), new Date(Date.UTC(2024, 1, 1)));
    expect(second).not.toBeNull();
    const third = findCrossing(mercury, 270, new Date((second?.getTime() ?? 0) + HOUR), new Date(Date.UTC(2024, 1, 1)));
    expect(third).not.toBeNull();
    const speedAt = (utc: Date) => bodyLongitude('mercury', new Date(utc.getTime() + HOUR)) - mercury(utc);
    expect(speedAt(first as Date)).toBeGreaterThan(0);
    expect(speedAt(second as Date)).toBeLessThan(0);
    expect(speedAt(third as Date)).toBeGreaterThan(0);
    for (const at of [first, second, third]) expect(mercury(at as Date)).toBeCloseTo(270, 4);
  });

  it('times the March equinox of 2024 (03:06 UT, 20 March) to the minute', () => {
    const sun = (utc: Date) => bodyLongitude('sun', utc);
    const at = findCrossing(sun, 0, new Date(Date.UTC(2024, 2, 15)), new Date(Date.UTC(2024, 2, 25)));
    expect(Math.abs((at?.getTime() ?? NaN) - Date.UTC(2024, 2, 20, 3, 6))).toBeLessThan(60_000);
  });
});

describe('signChanges', () => {
  it('reports every new segment, through the wrap', () => {
    const changes = signChanges(linear(350, 1), start, new Date(start.getTime() + 75 * HOUR), 60, 12);
    expect(changes.map(({ from, to }) => [from, to])).toEqual([
      [11, 0],
      [0, 1],
      [1, 2],
    ]);
    expect((changes[0].at.getTime() - start.getTime()) / HOUR).toBeCloseTo(10, 3);
    expect((changes[2].at.getTime() - start.getTime()) / HOUR).toBeCloseTo(70, 3);
  });

  it('reports each step even when a step jumps two segments, and retrograde changes', () => {
    const fast = signChanges(linear(0, 40), start, new Date(start.getTime() + 2.9 * HOUR), 120, 27);
    expect(fast.map(({ to }) => to)).toEqual(Array.from({ length: 8 }, (_, index) => index + 1));
    const backwards = signChanges(linear(61, -1), start, new Date(start.getTime() + 3 * HOUR), 30, 12);
    expect(backwards).toHaveLength(1);
    expect(backwards[0]).toMatchObject({ from: 2, to: 1 });
  });

  it('with a speed bound, finds the same changes as the fixed step in far fewer samples (a looping slow planet)', () => {
    // Saturn-like: 12.2° a year on average, with yearly loops that turn it back up to 0.08° a day.
    const YEAR = 365.25 * 24 * HOUR;
    let samples = 0;
    const looping = (utc: Date) => {
      samples += 1;
      const years = (utc.getTime() - start.getTime()) / YEAR;
      return (((12.2 * years + 7 * Math.sin(2 * Math.PI * years)) % 360) + 360) % 360;
    };
    const end = new Date(start.getTime() + 60 * YEAR);
    const fixed = signChanges(looping, start, end, 2 * 24 * 60, 12);
    const fixedSamples = samples;
    samples = 0;
    // Its fastest: (12.2 + 7 × 2π) ÷ 365.25 = 0.154° a day.
    const bounded = signChanges(looping, start, end, 2 * 24 * 60, 12, 0.16);
    expect(bounded.map(({ from, to }) => [from, to])).toEqual(fixed.map(({ from, to }) => [from, to]));
    bounded.forEach(({ at }, k) => expect(Math.abs(at.getTime() - fixed[k].at.getTime())).toBeLessThanOrEqual(1000));
    expect(fixed.some(({ from, to }) => to === (from + 11) % 12)).toBe(true);
    expect(samples).toBeLessThan(fixedSamples / 3);
  });

  it("gives the Moon's 27 nakshatra changes in a sidereal month or so", () => {
    const moon = (utc: Date) => bodyLongitude('moon', utc);
    const changes = signChanges(moon, start, new Date(start.getTime() + 27.3 * 24 * HOUR), 60, 27);
    expect(changes.length).toBeGreaterThanOrEqual(26);
    expect(changes.length).toBeLessThanOrEqual(28);
    changes.forEach(({ at, to }) => {
      expect(moon(at) - to * (360 / 27)).toBeGreaterThanOrEqual(0);
      expect(moon(at) - to * (360 / 27)).toBeLessThan(0.001);
    });
  });
});

describe('forwardChanges', () => {
  it('finds every edge of a growing angle through the wrap, as signChanges does, to a tenth of a second', () => {
    const f = linear(350, 0.55);
    const end = new Date(start.getTime() + 100 * HOUR);
    const forward = forwardChanges(f, start, end, 27, { min: 0.5 * 24, max: 0.6 * 24 });
    const sampled = signChanges(f, start, end, 30, 27);
    expect(forward.map(({ from, to }) => [from, to])).toEqual(sampled.map(({ from, to }) => [from, to]));
    expect(forward[0]).toMatchObject({ from: 26, to: 0 });
    forward.forEach(({ at }, k) => expect(Math.abs(at.getTime() - sampled[k].at.getTime())).toBeLessThanOrEqual(100));
    expect(forwardChanges(f, start, end, 27, { min: 12, max: 14.4 }, 2)).toHaveLength(2);
  });

  it('the speed ranges it is given for the Sun, the Moon and their elongation hold, 1800-2200', () => {
    const speed = (angle: (utc: Date) => number, at: number) =>
      (((angle(new Date(at + HOUR)) - angle(new Date(at - HOUR)) + 540) % 360) - 180) * 12;
    const sun = (utc: Date) => bodyLongitude('sun', utc);
    const moon = (utc: Date) => bodyLongitude('moon', utc);
    const elongation = (utc: Date) => moon(utc) - sun(utc);
    const within = (value: number, range: ForwardSpeed) => value > range.min && value < range.max;
    for (let at = Date.UTC(1800, 0, 1); at < Date.UTC(2200, 0, 1); at += 37.3 * 24 * HOUR) {
      expect(within(speed(sun, at), SUN_SPEED)).toBe(true);
      expect(within(speed(moon, at), MOON_SPEED)).toBe(true);
      expect(within(speed(elongation, at), ELONGATION_SPEED)).toBe(true);
    }
  });
});

it('julianDay: J2000.0 is 2451545.0', () => {
  expect(julianDay(new Date(Date.UTC(2000, 0, 1, 12)))).toBe(2_451_545);
});
