import {
  abbreviationAt,
  describeOffset,
  formatOffset,
  isBeforeStandardTime,
  localMeanTimeOffset,
  utcFromLocal,
  zoneOffsetAt,
  zoneRecordsMayBeIncomplete,
} from '../time-zone';
import { birthOffset } from '../birth-offset';

const at = (year: number, month: number, day: number, hour = 0, minute = 0) => ({ year, month, day, hour, minute });

describe('zoneOffsetAt', () => {
  it('gives India its offset at independence, with its name', () => {
    const offset = zoneOffsetAt('Asia/Kolkata', at(1947, 8, 15));
    expect(offset).toEqual({ offsetMinutes: 330, abbreviation: 'IST' });
    expect(describeOffset(offset, 'Asia/Kolkata')).toBe('UTC+05:30, IST, from Asia/Kolkata');
  });

  it('gives India its wartime offset in 1943, without borrowing a name it did not have', () => {
    const offset = zoneOffsetAt('Asia/Kolkata', at(1943, 6, 1, 12));
    expect(offset.offsetMinutes).toBe(390);
    expect(describeOffset(offset, 'Asia/Kolkata')).toBe('UTC+06:30, from Asia/Kolkata');
  });

  it('says a time skipped by the clocks going forward was read with the offset from before', () => {
    const offset = zoneOffsetAt('America/New_York', at(2021, 3, 14, 2, 30));
    expect(offset).toMatchObject({ offsetMinutes: -300, skipped: true, otherOffsetMinutes: -240, abbreviation: 'EST' });
    // 02:30 EST is 07:30 UTC (03:30 EDT), as Temporal's 'compatible' reads it.
    expect(utcFromLocal(at(2021, 3, 14, 2, 30), offset.offsetMinutes).toISOString()).toBe('2021-03-14T07:30:00.000Z');
  });

  it('says a time that happened twice was taken at its first occurrence', () => {
    const offset = zoneOffsetAt('America/New_York', at(2021, 11, 7, 1, 30));
    expect(offset).toMatchObject({ offsetMinutes: -240, ambiguous: true, otherOffsetMinutes: -300, abbreviation: 'EDT' });
  });

  it('knows British Standard Time (UTC+1 all year) in 1970', () => {
    expect(zoneOffsetAt('Europe/London', at(1970, 1, 1, 12)).offsetMinutes).toBe(60);
    expect(zoneOffsetAt('Europe/London', at(1975, 1, 1, 12))).toEqual({ offsetMinutes: 0, abbreviation: 'GMT' });
  });

  it('gives a local mean time (with seconds) before standard time', () => {
    const offset = zoneOffsetAt('Asia/Kolkata', at(1850, 1, 1, 12));
    expect(Number.isInteger(offset.offsetMinutes)).toBe(false);
    expect(formatOffset(offset.offsetMinutes)).toBe('UTC+05:53:28');
  });

  it('names zones with the short names people know', () => {
    expect(zoneOffsetAt('America/New_York', at(2024, 1, 15, 12)).abbreviation).toBe('EST');
    expect(zoneOffsetAt('Europe/Paris', at(2024, 7, 15, 12)).abbreviation).toBe('CEST');
    expect(zoneOffsetAt('Asia/Kolkata', at(2024, 1, 15, 12)).abbreviation).toBe('IST');
    expect(zoneOffsetAt('Asia/Tokyo', at(2024, 1, 15, 12)).abbreviation).toMatch(/^(GMT\+9|JST)$/);
    expect(abbreviationAt('Asia/Dhaka', Date.UTC(1950, 0, 1), 390)).toBe('GMT+6:30');
  });
});

describe('formatOffset', () => {
  it('writes hours and minutes, and seconds when there are some', () => {
    expect(formatOffset(330)).toBe('UTC+05:30');
    expect(formatOffset(-240)).toBe('UTC-04:00');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(353 + 1 / 3)).toBe('UTC+05:53:20');
    expect(formatOffset(-(44 + 30 / 60))).toBe('UTC-00:44:30');
  });
});

describe('localMeanTimeOffset', () => {
  it('is four minutes a degree, to the second', () => {
    expect(localMeanTimeOffset(82.5)).toBe(330);
    expect(formatOffset(localMeanTimeOffset(88.3333))).toBe('UTC+05:53:20');
    expect(formatOffset(localMeanTimeOffset(-74.006))).toBe('UTC-04:56:01');
  });
});

describe('isBeforeStandardTime', () => {
  it('is true while the zone keeps a mean time, false once it has a standard time', () => {
    expect(isBeforeStandardTime('Asia/Kolkata', new Date(Date.UTC(1850, 0, 1)))).toBe(true);
    expect(isBeforeStandardTime('Asia/Kolkata', new Date(Date.UTC(1880, 0, 1)))).toBe(true); // Madras time, +5:21:10
    expect(isBeforeStandardTime('Asia/Kolkata', new Date(Date.UTC(1943, 0, 1)))).toBe(false);
    expect(isBeforeStandardTime('America/New_York', new Date(Date.UTC(1880, 0, 1)))).toBe(true);
    expect(isBeforeStandardTime('America/New_York', new Date(Date.UTC(1884, 0, 1)))).toBe(false); // railway time, 1883
    expect(isBeforeStandardTime('Etc/UTC', new Date(Date.UTC(1850, 0, 1)))).toBe(false);
  });
});

describe('birthOffset', () => {
  it('offers local mean time from the longitude before standard time, and warns before 1970', () => {
    const delhi = { timeZone: 'Asia/Kolkata', longitude: 77.209 };
    const old = birthOffset(delhi, at(1850, 1, 1, 6));
    expect(old.beforeStandardTime).toBe(true);
    expect(formatOffset(old.localMeanTime?.offsetMinutes ?? 0)).toBe('UTC+05:08:50');
    expect(old.recordsMayBeIncomplete).toBe(true);
    const recent = birthOffset(delhi, at(1990, 1, 1, 6));
    expect(recent).toMatchObject({
      beforeStandardTime: false,
      recordsMayBeIncomplete: false,
      description: 'UTC+05:30, IST, from Asia/Kolkata',
    });
    expect(recent.localMeanTime).toBeUndefined();
    expect(zoneRecordsMayBeIncomplete(1969)).toBe(true);
  });
});
