/*
 * Runs Debian's swetest (the Swiss Ephemeris command line, used only as a test oracle; none of its code is in the
 * site) for one moment and place, and parses what it prints. Refuses to answer from the Moshier fallback: the
 * reference must be the Swiss Ephemeris files of swe-basic-data.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const SWETEST = '/usr/bin/swetest';
export const EPHEMERIS_DIR = '/usr/share/libswe/ephe';
const MISSING = "install Debian's swetest and swe-basic-data (apt-get install swetest swe-basic-data)";

/** Throws (failing the test, not skipping it) when the reference is not installed. */
export function assertSwetestInstalled(): void {
  if (!existsSync(SWETEST)) throw new Error(`${SWETEST} not found: ${MISSING}`);
  if (!existsSync(`${EPHEMERIS_DIR}/sepl_18.se1`) || !existsSync(`${EPHEMERIS_DIR}/semo_18.se1`)) {
    throw new Error(`Swiss Ephemeris files missing in ${EPHEMERIS_DIR}: ${MISSING}`);
  }
}

export interface ReferenceMoment {
  label: string;
  utc: Date;
  latitude: number;
  longitude: number;
}

/** swetest's body letters, in BodyId order (m = mean node, t = true node). */
export const SWETEST_BODIES = '0123456789mt';
const SWETEST_NAMES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'mean Node',
  'true Node',
];

export interface SwetestBody {
  longitude: number;
  latitude: number;
  speed: number;
}

export interface SwetestResult {
  /** By swetest name: 'Sun' … 'Pluto', 'mean Node', 'true Node'. */
  bodies: Record<string, SwetestBody>;
  ascendant: number;
  midheaven: number;
  /** Placidus cusps 1..12, or null when swetest reports that Placidus failed. */
  placidus: number[] | null;
  /** The ayanamsa it subtracted (sidereal runs only), degrees. */
  ayanamsa: number | null;
}

function dateArguments(utc: Date): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${utc.getUTCDate()}.${utc.getUTCMonth() + 1}.${utc.getUTCFullYear()}`;
  const time = `${utc.getUTCHours()}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())}`;
  return [`-b${date}`, `-ut${time}`];
}

function parseDms(text: string): number {
  const match = /(-?)(\d+)°\s*(\d+)'\s*([\d.]+)/.exec(text);
  if (!match) throw new Error(`Cannot read an angle in "${text}"`);
  const value = Number(match[2]) + Number(match[3]) / 60 + Number(match[4]) / 3600;
  return match[1] === '-' ? -value : value;
}

/**
 * One swetest run: tropical, or sidereal with Swiss Ephemeris' ayanamsa number 1 (Lahiri), 3 (Raman), 5 (KP);
 * apparent positions, or true (geometric: no aberration nor light time, swetest's -true) ones.
 */
export async function swetest(
  moment: ReferenceMoment,
  sidereal?: 1 | 3 | 5,
  positions: 'apparent' | 'true' = 'apparent',
): Promise<SwetestResult> {
  const args = [
    ...dateArguments(moment.utc),
    `-p${SWETEST_BODIES}`,
    `-house${moment.longitude},${moment.latitude},P`,
    '-fPlbs',
    '-g,',
    '-eswe',
    `-edir${EPHEMERIS_DIR}`,
    ...(sidereal ? [`-sid${sidereal}`] : []),
    ...(positions === 'true' ? ['-true'] : []),
  ];
  const { stdout, stderr } = await run(SWETEST, args);
  const output = `${stdout}\n${stderr}`;
  if (/not found|moshier|warning/i.test(output)) {
    throw new Error(`swetest did not use the Swiss Ephemeris files (${MISSING}):\n${output}`);
  }
  const rows = new Map<string, number[]>();
  for (const line of stdout.split('\n')) {
    const cells = line.split(',').map((cell) => cell.trim());
    if (cells.length >= 2 && cells.slice(1).every((cell) => cell !== '' && Number.isFinite(Number(cell)))) {
      rows.set(cells[0].replace(/\s+/g, ' '), cells.slice(1).map(Number));
    }
  }
  const value = (name: string) => {
    const row = rows.get(name);
    if (!row) throw new Error(`swetest printed no "${name}":\n${stdout}`);
    return row;
  };
  const bodies: Record<string, SwetestBody> = {};
  for (const name of SWETEST_NAMES) {
    const [longitude, latitude, speed] = value(name);
    bodies[name] = { longitude, latitude, speed };
  }
  const placidusFailed = /Placidus failed/i.test(output);
  const ayanamsaText = /ayanamsa\s*=\s*([^(]+)\(/.exec(stdout);
  return {
    bodies,
    ascendant: value('Ascendant')[0],
    midheaven: value('MC')[0],
    placidus: placidusFailed ? null : Array.from({ length: 12 }, (_, index) => value(`house ${index + 1}`)[0]),
    ayanamsa: ayanamsaText ? parseDms(ayanamsaText[1]) : null,
  };
}
