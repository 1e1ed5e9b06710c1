import { isManglikChart } from '../manglik-rule';
import { isManglik } from '../../kundli-matching/kundli-matching';

const counted = (house: number) => ({ house, manglik: [1, 2, 4, 7, 8, 12].includes(house) });

describe('one Manglik rule', () => {
  it('Manglik from the Ascendant or from the Moon; the Moon alone without a birth time; unknown without either', () => {
    expect(isManglikChart({ fromAscendant: counted(7), fromMoon: counted(3) })).toBe(true);
    expect(isManglikChart({ fromAscendant: counted(3), fromMoon: counted(8) })).toBe(true);
    expect(isManglikChart({ fromAscendant: counted(3), fromMoon: counted(9) })).toBe(false);
    expect(isManglikChart({ fromAscendant: null, fromMoon: counted(12) })).toBe(true);
    expect(isManglikChart({ fromAscendant: null, fromMoon: counted(5) })).toBe(false);
    expect(isManglikChart({ fromAscendant: null, fromMoon: null })).toBeNull();
  });

  it('kundli matching says what the birth chart says, for a Mars Manglik only from the Moon', () => {
    const manglik = { fromAscendant: counted(3), fromMoon: counted(4) };
    expect(isManglik({ moon: null, birth: null, manglik, moonChanges: [] } as unknown as Parameters<typeof isManglik>[0])).toBe(
      isManglikChart(manglik),
    );
    expect(isManglik({ manglik: null } as unknown as Parameters<typeof isManglik>[0])).toBeNull();
  });
});
