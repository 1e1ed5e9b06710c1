/*
 * More of Debian's swetest as a test oracle (see ./swetest-reference.ts): its rise and set times, and the error of
 * an instant our searches found for a boundary, measured with swetest's own longitudes and speeds.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EPHEMERIS_DIR, SWETEST, swetest } from './swetest-reference';

const run = promisify(execFile);

export interface SwetestRiseSet {
  rise: Date | null;
  set: Date | null;
}

function parseUtc(date: string, time: string): Date | null {
  const d = /^(\d+)\.(\d+)\.(-?\d+)$/.exec(date);
  const t = /^(\d+):(\d+):([\d.]+)$/.exec(time);
  if (!d || !t) return null;
  const ms = Math.round(Number(t[3]) * 1000);
  return new Date(Date.UTC(Number(d[3]), Number(d[2]) - 1, Number(d[1]), Number(t[1]), Number(t[2])) + ms);
}

/**
 * swetest -rise: `days` rows of the next rise and the set after it, from 0h UT of `day` ('18.1.2013'), at a place.
 * `hindu` asks for the centre of the disc without refraction (its -hindu option).
 */
export async function swetestRiseSet(
  body: 'sun' | 'moon',
  day: string,
  place: { latitude: number; longitude: number },
  days: number,
  hindu = false,
): Promise<SwetestRiseSet[]> {
  const args = [
    `-b${day}`,
    '-ut0',
    `-p${body === 'sun' ? 0 : 1}`,
    '-rise',
    ...(hindu ? ['-hindu'] : []),
    `-geopos${place.longitude},${place.latitude},0`,
    `-n${days}`,
    `-edir${EPHEMERIS_DIR}`,
  ];
  const { stdout } = await run(SWETEST, args);
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('rise'))
    .map((line) => {
      const cells = line.split(/\s+/);
      // rise <date> <time> set <date> <time> …, with '-' '-' where there is none.
      return { rise: parseUtc(cells[1], cells[2]), set: parseUtc(cells[4], cells[5]) };
    });
}

/**
 * How far (seconds, signed) `at` is from the instant swetest puts the angle of `bodies` (Moon − Sun for
 * 'elongation', the Moon's sidereal longitude for 'moon', the sum of both for 'yoga', Saturn's for 'saturn') on
 * `boundary` degrees: one Newton step with swetest's longitudes and speeds at `at` (Lahiri), from its true
 * (geometric) positions, the panchanga's, or its apparent ones.
 */
export async function secondsFromSwetest(
  angle: 'elongation' | 'moon' | 'yoga',
  at: Date,
  boundary: number,
  positions: 'apparent' | 'true' = 'true',
): Promise<number> {
  const { bodies } = await swetest({ label: 'boundary', utc: at, latitude: 0, longitude: 0 }, 1, positions);
  const moon = bodies.Moon;
  const sun = bodies.Sun;
  const [value, speed] =
    angle === 'elongation'
      ? [moon.longitude - sun.longitude, moon.speed - sun.speed]
      : angle === 'moon'
        ? [moon.longitude, moon.speed]
        : [moon.longitude + sun.longitude, moon.speed + sun.speed];
  const behind = ((((boundary - value) % 360) + 540) % 360) - 180;
  // Where swetest reaches the boundary, relative to `at`; our error is the opposite.
  return -(behind / speed) * 86_400;
}

/** Saturn's sidereal (Lahiri) longitude by swetest at an instant. */
export async function swetestSaturn(at: Date): Promise<number> {
  const { bodies } = await swetest({ label: 'saturn', utc: at, latitude: 0, longitude: 0 }, 1);
  return bodies.Saturn.longitude;
}
