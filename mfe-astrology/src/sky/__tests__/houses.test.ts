/**
 * @jest-environment node
 */
/* House membership across 0° Aries, and the equal, whole-sign and Placidus cusps' own rules. */
import { signedDifference } from '../angle-math';
import { angles, houseCusps, houseOf } from '..';

const MOMENT = new Date(Date.UTC(1995, 2, 8, 4, 12, 31));

describe('houseOf', () => {
  it('finds houses whose span contains 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(0, cusps)).toBe(1);
    expect(houseOf(19.99, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.99, cusps)).toBe(12);
    expect(houseOf(-5, cusps)).toBe(1);
  });

  it('handles unequal houses', () => {
    const cusps = [300.5, 340, 10, 30.2, 50, 80, 120.5, 160, 190, 210.2, 230, 260];
    expect(houseOf(5, cusps)).toBe(2);
    expect(houseOf(10, cusps)).toBe(3);
    expect(houseOf(299, cusps)).toBe(12);
    expect(houseOf(300.5, cusps)).toBe(1);
  });
});

describe('houseCusps', () => {
  const place = { latitude: -33.9249, longitude: 18.4241 };
  const { ascendant, midheaven } = angles(MOMENT, place.latitude, place.longitude);

  it('equal: from the Ascendant, every 30°', () => {
    const cusps = houseCusps('equal', MOMENT, place.latitude, place.longitude) ?? [];
    expect(cusps[0]).toBeCloseTo(ascendant, 10);
    cusps.forEach((cusp, index) => expect(signedDifference(cusp, ascendant + 30 * index)).toBeCloseTo(0, 8));
  });

  it("whole sign: from 0° of the Ascendant's sign", () => {
    const cusps = houseCusps('whole-sign', MOMENT, place.latitude, place.longitude) ?? [];
    expect(cusps[0]).toBe(Math.floor(ascendant / 30) * 30);
    expect(houseOf(ascendant, cusps)).toBe(1);
    cusps.forEach((cusp) => expect(cusp % 30).toBe(0));
  });

  it('Placidus: Ascendant and Midheaven as cusps 1 and 10, opposite cusps 180° apart', () => {
    const cusps = houseCusps('placidus', MOMENT, place.latitude, place.longitude) ?? [];
    expect(cusps).toHaveLength(12);
    expect(cusps[0]).toBeCloseTo(ascendant, 10);
    expect(cusps[9]).toBeCloseTo(midheaven, 10);
    for (let index = 0; index < 6; index += 1) {
      expect(Math.abs(signedDifference(cusps[index + 6], cusps[index]))).toBeCloseTo(180, 8);
    }
  });

  it('Placidus is undefined at and beyond the polar circles, in both hemispheres', () => {
    expect(houseCusps('placidus', MOMENT, 66, 25)).not.toBeNull();
    expect(houseCusps('placidus', MOMENT, 66.6, 25)).toBeNull();
    expect(houseCusps('placidus', MOMENT, -70, 25)).toBeNull();
    expect(houseCusps('equal', MOMENT, 80, 25)).toHaveLength(12);
  });
});
