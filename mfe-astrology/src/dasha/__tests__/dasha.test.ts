/**
 * @jest-environment node
 */
/*
 * Vimshottari dasha: the balance and every date against the same arithmetic on swetest's Moon (Lahiri), and the
 * cycle's structure (nine mahadashas summing to 120 years, nine antardashas each, in proportion).
 */
import { calculateDasha, runningAt, yearsMonthsDays, DASHA_YEARS } from '../dasha';
import { swetest, assertSwetestInstalled } from '../../sky/__tests__/swetest-reference';

const YEAR_MS = 365.25 * 86_400_000;
const DELHI_1947 = new Date(Date.UTC(1947, 7, 14, 18, 30));

beforeAll(() => assertSwetestInstalled());

describe('Vimshottari dasha', () => {
  it('15 August 1947, 00:00 IST, New Delhi: Moon in Pushya, Saturn’s mahadasha, its balance as swetest’s Moon gives it', async () => {
    const result = calculateDasha(DELHI_1947);
    expect(result.nakshatra.name).toBe('Pushya');
    expect(result.mahadashas[0].lord).toBe('Saturn');
    const { bodies } = await swetest({ label: 'delhi', utc: DELHI_1947, latitude: 28.6139, longitude: 77.209 }, 1);
    const span = 360 / 27;
    const fraction = (bodies.Moon.longitude - 7 * span) / span;
    const balance = (1 - fraction) * 19;
    // Within a day: the Moon's longitude agrees to an arcsecond, 0.0004 of a year of a 19-year dasha.
    expect(Math.abs(result.balanceYears - balance) * 365.25).toBeLessThan(1);
    expect(Math.abs(result.mahadashas[0].end.getTime() - (DELHI_1947.getTime() + balance * YEAR_MS))).toBeLessThan(86_400_000);
    expect(yearsMonthsDays(result.balanceYears)).toMatch(/^\d+ years?, \d+ months?, \d+ days?$/);
  });

  it('nine mahadashas in Vimshottari order for 120 years, each with nine antardashas in proportion', () => {
    const result = calculateDasha(new Date(Date.UTC(1990, 4, 17, 6, 0)));
    const { mahadashas } = result;
    expect(mahadashas).toHaveLength(9);
    const total = (mahadashas[8].end.getTime() - mahadashas[0].start.getTime()) / YEAR_MS;
    expect(total).toBeCloseTo(120, 9);
    const order = DASHA_YEARS.map((entry) => entry.lord);
    const first = order.findIndex((lord) => lord === result.nakshatra.lord.toLowerCase());
    mahadashas.forEach((maha, k) => {
      expect(maha.lord.toLowerCase()).toBe(order[(first + k) % 9]);
      expect((maha.end.getTime() - maha.start.getTime()) / YEAR_MS).toBeCloseTo(maha.years, 9);
      expect(maha.antardashas).toHaveLength(9);
      expect(maha.antardashas[0].lord).toBe(maha.lord);
      expect(maha.antardashas[0].start.getTime()).toBe(maha.start.getTime());
      expect(Math.abs(maha.antardashas[8].end.getTime() - maha.end.getTime())).toBeLessThan(2);
      // Venus within Venus: 20 × 20 / 120 = 3 years 4 months.
      const venusInVenus = maha.lord === 'Venus' ? maha.antardashas[0] : null;
      if (venusInVenus) expect((venusInVenus.end.getTime() - venusInVenus.start.getTime()) / YEAR_MS).toBeCloseTo(10 / 3, 9);
    });
    expect(runningAt(mahadashas, new Date(Date.UTC(1990, 4, 17, 6, 0)))).toBe(mahadashas[0]);
    expect(runningAt(mahadashas, new Date(Date.UTC(2200, 0, 1)))).toBeNull();
  });
});
