import { houseOfLongitude, houseOfSign, normalizeDegrees, normalizeSign, signOfHouse } from '../houses';

describe('whole-sign houses', () => {
  it('counts the ascendant’s sign as house 1 and wraps round Pisces', () => {
    expect(houseOfSign(1, 1)).toBe(1); // Taurus rising: Taurus is house 1
    expect(houseOfSign(3, 1)).toBe(3); // Cancer is house 3
    expect(houseOfSign(0, 1)).toBe(12); // Aries is house 12
    expect(houseOfSign(11, 11)).toBe(1);
    expect(houseOfSign(0, 11)).toBe(2); // Pisces rising: Aries is house 2
    expect(houseOfSign(10, 11)).toBe(12);
  });

  it('gives the sign of a house, the inverse of houseOfSign', () => {
    expect(signOfHouse(1, 1)).toBe(1);
    expect(signOfHouse(4, 1)).toBe(4); // Taurus rising: house 4 is Leo
    expect(signOfHouse(12, 0)).toBe(11);
    for (let asc = 0; asc < 12; asc++) {
      for (let sign = 0; sign < 12; sign++) expect(signOfHouse(houseOfSign(sign, asc), asc)).toBe(sign);
    }
  });

  it('brings signs and angles into range', () => {
    expect(normalizeSign(13)).toBe(1);
    expect(normalizeSign(-1)).toBe(11);
    expect(normalizeSign(24)).toBe(0);
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(720)).toBe(0);
    expect(Object.is(normalizeDegrees(-0), 0)).toBe(true);
    expect(normalizeDegrees(-1e-15)).toBe(0);
  });
});

describe('houseOfLongitude', () => {
  // Unequal (quadrant-like) cusps, house 10 running across 0° Aries.
  const cusps = [100, 125, 150, 190, 230, 260, 280, 305, 330, 10, 50, 80];

  it('finds the house between a cusp and the next', () => {
    expect(houseOfLongitude(100, cusps)).toBe(1); // on the cusp: the house it begins
    expect(houseOfLongitude(124.9, cusps)).toBe(1);
    expect(houseOfLongitude(125, cusps)).toBe(2);
    expect(houseOfLongitude(200, cusps)).toBe(4);
    expect(houseOfLongitude(359, cusps)).toBe(9);
    expect(houseOfLongitude(5, cusps)).toBe(9); // house 9 runs from 330° across 0° to 10°
    expect(houseOfLongitude(15, cusps)).toBe(10);
    expect(houseOfLongitude(90, cusps)).toBe(12);
    expect(houseOfLongitude(-265, cusps)).toBe(12); // 95°
  });

  it('is null without twelve cusps', () => {
    expect(houseOfLongitude(10, [0, 30])).toBeNull();
  });
});
