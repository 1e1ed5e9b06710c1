/**
 * @jest-environment node
 */
/*
 * The panchang's searches (tithi, nakshatra, yoga and karana ends; sunrise, sunset, moonrise, moonset) against the
 * issue's published anchors and against Debian's swetest (Swiss Ephemeris, Lahiri): every end time within seconds
 * of its true positions (the convention) and within a minute of its apparent ones.
 */
import { limbSpans, LIMB_PARTS, nextRiseOrSet, type PanchangaLimb } from '..';
import { assertSwetestInstalled } from './swetest-reference';
import { secondsFromSwetest, swetestRiseSet } from './swetest-events';
import { timeOnDay } from '../../birth/local-time';

const IST = 330;
const BANGALORE = { latitude: 12.972, longitude: 77.594 };
const TROMSO = { latitude: 69.65, longitude: 18.96 };

function istMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST * 60_000);
}

function spansOfDay(limb: PanchangaLimb, year: number, month: number, day: number) {
  const from = istMidnight(year, month, day);
  return limbSpans(limb, from, new Date(from.getTime() + 2 * 86_400_000));
}

beforeAll(() => assertSwetestInstalled());

// The anchors are whole minutes. The Swiss Ephemeris's true positions (swetest -true, Lahiri) put these ends at
// 16:25:03, 03:08:17, 17:06:36 and 01:04:12 IST, its apparent ones at 16:24:20, 03:07:39, 17:06:38 and 01:03:31 (the
// Sun's aberration, 20.5", moves every tithi about 40 s). Our searches count from the true positions (as Jagannatha
// Hora and PyJHora do, ../panchanga.ts) and the pages print the minute a clock shows (../../birth/local-time.ts):
// each printed anchor is exact, and each end is within a few seconds of swetest's true one.
const printedEnd = (end: Date | null | undefined) => (end ? timeOnDay(end, IST, { year: 0, month: 0, day: 0 }) : null);

describe('the issue’s anchors (Lahiri, IST)', () => {
  it('18 January 2013: Shukla Saptami (tithi 7) ends 16:25', async () => {
    const saptami = spansOfDay('tithi', 2013, 1, 18).find((span) => span.index === 6);
    expect(printedEnd(saptami?.end)).toBe('16:25 on 18 January 2013');
    expect(Math.abs(await secondsFromSwetest('elongation', saptami!.end!, 84))).toBeLessThan(5);
  });

  it('15 July 2009: Krishna Ashtami (tithi 23) ends 03:08 on 16 July; the Moon leaves Revati at 17:06', async () => {
    const ashtami = spansOfDay('tithi', 2009, 7, 15).find((span) => span.index === 22);
    expect(printedEnd(ashtami?.end)).toBe('03:08 on 16 July 2009');
    expect(Math.abs(await secondsFromSwetest('elongation', ashtami!.end!, 276))).toBeLessThan(5);
    const revati = spansOfDay('nakshatra', 2009, 7, 15).find((span) => span.index === 26);
    expect(printedEnd(revati?.end)).toBe('17:06 on 15 July 2009');
    expect(Math.abs(await secondsFromSwetest('moon', revati!.end!, 0))).toBeLessThan(5);
  });

  it('9 June 1985: tithi 22 ends 01:04 on 10 June', async () => {
    const tithi = spansOfDay('tithi', 1985, 6, 9).find((span) => span.index === 21);
    expect(printedEnd(tithi?.end)).toBe('01:04 on 10 June 1985');
    expect(Math.abs(await secondsFromSwetest('elongation', tithi!.end!, 264))).toBeLessThan(5);
  });

  it('18 January 2013, Bangalore: sunrise 06:49:47 at the centre of the disc without refraction', () => {
    const rise = nextRiseOrSet('sun', 'rise', BANGALORE, istMidnight(2013, 1, 18), 1, 'centre');
    const local = new Date((rise?.getTime() ?? NaN) + IST * 60_000);
    expect(local.toISOString().slice(11, 19)).toBe('06:49:47');
  });
});

describe('every end of every limb over ten days, against swetest', () => {
  const angleOf: Record<PanchangaLimb, 'elongation' | 'moon' | 'yoga'> = {
    tithi: 'elongation',
    karana: 'elongation',
    nakshatra: 'moon',
    yoga: 'yoga',
  };
  const starts = [new Date(Date.UTC(1951, 2, 3)), new Date(Date.UTC(2013, 0, 14)), new Date(Date.UTC(2047, 9, 20))];
  for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana'] as PanchangaLimb[]) {
    it(`${limb}: within 10 s of its true positions (in practice a few seconds), within 60 s of its apparent ones`, async () => {
      let worst = 0;
      let worstApparent = 0;
      let count = 0;
      for (const from of starts) {
        const spans = limbSpans(limb, from, new Date(from.getTime() + 10 * 86_400_000));
        for (const span of spans.slice(0, -1)) {
          // The boundary it ends at: the start of the next part.
          const boundary = (((span.index + 1) % LIMB_PARTS[limb]) * 360) / LIMB_PARTS[limb];
          const error = await secondsFromSwetest(angleOf[limb], span.end as Date, boundary);
          worst = Math.max(worst, Math.abs(error));
          const apparent = await secondsFromSwetest(angleOf[limb], span.end as Date, boundary, 'apparent');
          worstApparent = Math.max(worstApparent, Math.abs(apparent));
          count += 1;
        }
      }
      expect(count).toBeGreaterThan(20);
      expect(worst).toBeLessThan(10);
      expect(worstApparent).toBeLessThan(60);
    });
  }
});

describe('sunrise and sunset against swetest', () => {
  const places = [
    { name: 'Bangalore', place: BANGALORE, day: [2013, 1, 18] },
    { name: 'New Delhi', place: { latitude: 28.6139, longitude: 77.209 }, day: [1985, 6, 9] },
    { name: 'Tromsø in March', place: TROMSO, day: [2024, 3, 10] },
    // swetest -hindu prints rows that contradict themselves here in June (two sets on 23 June, a rise missing), so
    // the centre convention is checked there in September.
    {
      name: 'Reykjavík in June',
      place: { latitude: 64.1466, longitude: -21.9426 },
      day: [2024, 6, 21],
      centreDay: [2024, 9, 21],
    },
    { name: 'Punta Arenas', place: { latitude: -53.1638, longitude: -70.9171 }, day: [2030, 12, 21] },
  ];
  for (const { name, place, day, centreDay } of places as {
    name: string;
    place: typeof BANGALORE;
    day: number[];
    centreDay?: number[];
  }[]) {
    for (const convention of ['visible', 'centre'] as const) {
      it(`${name}, ${convention}: within 60 s on five days`, async () => {
        const [year, month, date] = convention === 'centre' && centreDay ? centreDay : day;
        const reference = await swetestRiseSet('sun', `${date}.${month}.${year}`, place, 5, convention === 'centre');
        expect(reference.filter((row) => row.rise && row.set)).not.toHaveLength(0);
        for (const row of reference) {
          for (const event of ['rise', 'set'] as const) {
            const expected = row[event];
            if (!expected) continue;
            const ours = nextRiseOrSet('sun', event, place, new Date(expected.getTime() - 3 * 3_600_000), 0.25, convention);
            expect(Math.abs((ours?.getTime() ?? NaN) - expected.getTime()) / 1000).toBeLessThan(60);
          }
        }
      });
    }
  }

  it('Tromsø at midsummer: no sunset, as swetest says', async () => {
    const [row] = await swetestRiseSet('sun', '20.6.2024', TROMSO, 1);
    expect(row).toEqual({ rise: null, set: null });
    expect(nextRiseOrSet('sun', 'set', TROMSO, new Date(Date.UTC(2024, 5, 20)), 1)).toBeNull();
    expect(nextRiseOrSet('sun', 'rise', TROMSO, new Date(Date.UTC(2024, 5, 20)), 1)).toBeNull();
  });
});

describe('moonrise and moonset against swetest', () => {
  it('Bangalore, a month of rises and sets within 60 s', async () => {
    const reference = await swetestRiseSet('moon', '1.1.2024', BANGALORE, 31);
    let from = new Date(Date.UTC(2024, 0, 1));
    for (const row of reference.slice(1)) {
      const rise = nextRiseOrSet('moon', 'rise', BANGALORE, from, 2);
      const set = nextRiseOrSet('moon', 'set', BANGALORE, rise as Date, 2);
      expect(Math.abs((rise?.getTime() ?? NaN) - (row.rise?.getTime() ?? NaN)) / 1000).toBeLessThan(60);
      expect(Math.abs((set?.getTime() ?? NaN) - (row.set?.getTime() ?? NaN)) / 1000).toBeLessThan(60);
      from = set as Date;
    }
  });

  it('Bangalore, 2 February 2024 (IST): a day without a moonrise', async () => {
    const reference = await swetestRiseSet('moon', '1.2.2024', BANGALORE, 3);
    const dayStart = istMidnight(2024, 2, 2);
    const dayEnd = istMidnight(2024, 2, 3);
    // swetest: one rise before the day (1 February, 23:30 IST), the next after it (3 February).
    const within = reference.filter((row) => row.rise && row.rise >= dayStart && row.rise < dayEnd);
    expect(within).toHaveLength(0);
    expect(reference.some((row) => row.rise && row.rise >= dayEnd)).toBe(true);
    expect(nextRiseOrSet('moon', 'rise', BANGALORE, dayStart, 1)).toBeNull();
    const set = nextRiseOrSet('moon', 'set', BANGALORE, dayStart, 1);
    expect(set).not.toBeNull();
  });

  it('Tromsø, high latitude: the Moon’s rises over ten days within 60 s, or none where swetest has none', async () => {
    const reference = await swetestRiseSet('moon', '1.3.2024', TROMSO, 10);
    for (const row of reference.filter((r) => r.rise)) {
      const rise = nextRiseOrSet('moon', 'rise', TROMSO, new Date((row.rise as Date).getTime() - 3 * 3_600_000), 0.25);
      expect(Math.abs((rise?.getTime() ?? NaN) - (row.rise as Date).getTime()) / 1000).toBeLessThan(60);
    }
  });
});
