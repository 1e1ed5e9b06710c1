import {
  birthFromParams,
  birthParams,
  checkBirth,
  EMPTY_BIRTH,
  isComplete,
  MESSAGES,
  parseDate,
  parseTime,
} from '../birth-inputs';

const DELHI = {
  ...EMPTY_BIRTH,
  date: '1947-08-15',
  time: '00:00',
  place: 'New Delhi',
  latitude: '28.6139',
  longitude: '77.209',
  timeZone: 'Asia/Kolkata',
};

describe('checkBirth', () => {
  it('15 August 1947, 00:00 in New Delhi is 14 August, 18:30 UT, with IST from the zone', () => {
    const check = checkBirth(DELHI);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.birth.utc.toISOString()).toBe('1947-08-14T18:30:00.000Z');
    expect(check.birth).toMatchObject({ offsetMinutes: 330, offsetSource: 'zone', zoneAbbreviation: 'IST', timeKnown: true });
  });

  it('India’s wartime time: 1943 in Asia/Kolkata is UTC+06:30', () => {
    const check = checkBirth({ ...DELHI, date: '1943-06-01', time: '12:00' });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.birth.offsetMinutes).toBe(390);
    expect(check.birth.utc.toISOString()).toBe('1943-06-01T05:30:00.000Z');
  });

  it('a typed offset wins over the zone, with seconds (local mean time)', () => {
    const check = checkBirth({ ...DELHI, offset: '+05:08:50' });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.birth.offsetSource).toBe('typed');
    expect(check.birth.utc.toISOString()).toBe('1947-08-14T18:51:10.000Z');
  });

  it('an unknown time is noon', () => {
    const check = checkBirth({ ...DELHI, time: '', timeUnknown: true });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.birth.timeKnown).toBe(false);
    expect(check.birth.utc.toISOString()).toBe('1947-08-15T06:30:00.000Z');
  });

  it('says what is wrong at each field, and computes nothing', () => {
    expect(checkBirth(EMPTY_BIRTH)).toEqual({
      ok: false,
      errors: { date: MESSAGES.date, time: MESSAGES.time, place: MESSAGES.place },
    });
    const wrong = checkBirth({ ...DELHI, date: '1799-12-31', latitude: '91', longitude: 'east', offset: '+16:00' });
    expect(wrong).toEqual({
      ok: false,
      errors: { date: MESSAGES.date, latitude: MESSAGES.latitude, longitude: MESSAGES.longitude, offset: MESSAGES.offset },
    });
    expect(checkBirth({ ...DELHI, timeZone: '' })).toEqual({ ok: false, errors: { offset: MESSAGES.offsetNeeded } });
  });

  it('refuses dates that do not exist', () => {
    expect(parseDate('2001-02-29')).toBeNull();
    expect(parseDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
  });
});

describe('the link', () => {
  it('carries what was typed, and reads back the same', () => {
    const params = new URLSearchParams(birthParams(DELHI));
    expect(params.toString()).toBe('date=1947-08-15&time=00%3A00&place=New+Delhi&lat=28.6139&lon=77.209&tz=Asia%2FKolkata');
    expect(birthFromParams(params)).toEqual(DELHI);
    expect(isComplete(birthFromParams(params))).toBe(true);
  });

  it('an unknown time is written as unknown=1, without a time', () => {
    const params = new URLSearchParams(birthParams({ ...DELHI, timeUnknown: true }));
    expect(params.get('unknown')).toBe('1');
    expect(params.has('time')).toBe(false);
  });

  it('a link without a place or an offset is not complete, so it is not calculated on arrival', () => {
    expect(isComplete(birthFromParams(new URLSearchParams('date=1947-08-15&time=00:00&lat=28&lon=77')))).toBe(false);
    expect(isComplete(birthFromParams(new URLSearchParams('date=1947-08-15&time=00:00&lat=28&lon=77&offset=5:30')))).toBe(true);
  });
});
