import { parseLatitude, parseLongitude, parseUtcOffset } from '../typed-coordinates';

describe('typed coordinates', () => {
  it('reads decimal degrees, with a sign or a hemisphere', () => {
    expect(parseLatitude('28.6139')).toBe(28.6139);
    expect(parseLatitude('28.6139 N')).toBe(28.6139);
    expect(parseLatitude('S 33.8688')).toBe(-33.8688);
    expect(parseLongitude('-74.006')).toBe(-74.006);
    expect(parseLongitude('74.006W')).toBe(-74.006);
  });

  it('reads degrees, minutes and seconds', () => {
    expect(parseLatitude('28°36\'50" N')).toBeCloseTo(28.61389, 5);
    expect(parseLongitude('77 12 32 E')).toBeCloseTo(77.20889, 5);
    expect(parseLongitude('77°12′ E')).toBeCloseTo(77.2, 5);
  });

  it('refuses what is out of range or unreadable', () => {
    expect(parseLatitude('91')).toBeUndefined();
    expect(parseLongitude('181 E')).toBeUndefined();
    expect(parseLatitude('28 61')).toBeUndefined();
    expect(parseLatitude('-28 N')).toBeUndefined();
    expect(parseLatitude('north')).toBeUndefined();
    expect(parseLatitude('')).toBeUndefined();
  });

  it('reads UTC offsets as people write them', () => {
    expect(parseUtcOffset('+05:30')).toBe(330);
    expect(parseUtcOffset('UTC+5:30')).toBe(330);
    expect(parseUtcOffset('GMT -4')).toBe(-240);
    expect(parseUtcOffset('−04:00')).toBe(-240);
    expect(parseUtcOffset('+0530')).toBe(330);
    expect(parseUtcOffset('5.5')).toBe(330);
    expect(parseUtcOffset('+05:53:20')).toBeCloseTo(353.3333, 4);
    expect(parseUtcOffset('Z')).toBe(0);
    expect(parseUtcOffset('+16:00')).toBeUndefined();
    expect(parseUtcOffset('+05:75')).toBeUndefined();
    expect(parseUtcOffset('IST')).toBeUndefined();
  });
});
