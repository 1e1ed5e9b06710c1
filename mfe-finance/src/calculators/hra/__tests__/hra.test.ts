import { calculateHra, CITY, hraLimitText } from '../hra';
import { HRA_RULES } from '../hra-rules';

// Every expectation worked by hand from rule 2A: the least of HRA, rent - 10 % of basic, 50 % / 40 % of basic.
describe('calculateHra', () => {
  it('rent minus 10 % of basic binds: basic 6,00,000, HRA 3,00,000, rent 2,40,000 in a metro', () => {
    // 2,40,000 - 60,000 = 1,80,000 < 3,00,000 (50 % of basic) and < 3,00,000 (HRA)
    const r = calculateHra({ basicSalary: 600000, hraReceived: 300000, rentPaid: 240000, city: CITY.metro });
    expect(r.exemptHra).toBe(180000);
    expect(r.taxableHra).toBe(120000);
    expect(r.limitedBy).toBe('rent-minus-basic');
    expect(hraLimitText(r)).toBe('Rent paid minus 10% of basic');
    expect(r.shareOfBasic).toBe(300000);
    expect(r.rentMinusTenPercent).toBe(180000);
  });

  it('the HRA received binds: basic 4,00,000, HRA 1,20,000, rent 3,00,000', () => {
    const r = calculateHra({ basicSalary: 400000, hraReceived: 120000, rentPaid: 300000, city: CITY.nonMetro });
    expect(r.exemptHra).toBe(120000);
    expect(r.taxableHra).toBe(0);
    expect(hraLimitText(r)).toBe('HRA received');
  });

  it('the share of basic binds, 40 % outside a metro and 50 % in one', () => {
    const inputs = { basicSalary: 500000, hraReceived: 300000, rentPaid: 400000 };
    const nonMetro = calculateHra({ ...inputs, city: CITY.nonMetro });
    expect(nonMetro.exemptHra).toBe(200000); // 40 % of 5,00,000; rent - 50,000 = 3,50,000
    expect(nonMetro.taxableHra).toBe(100000);
    expect(hraLimitText(nonMetro)).toBe('40% of basic (non-metro)');
    const metro = calculateHra({ ...inputs, city: CITY.metro });
    expect(metro.exemptHra).toBe(250000);
    expect(hraLimitText(metro)).toBe('50% of basic (metro)');
  });

  it('rent of at most 10 % of basic exempts nothing', () => {
    const r = calculateHra({ basicSalary: 600000, hraReceived: 200000, rentPaid: 50000, city: CITY.metro });
    expect(r.rentMinusTenPercent).toBe(0);
    expect(r.exemptHra).toBe(0);
    expect(r.taxableHra).toBe(200000);
    expect(r.limitedBy).toBe('rent-minus-basic');
  });

  it('amounts in paise: basic 1,23,456.78, HRA 45,678.90, rent 60,000 in a metro', () => {
    const r = calculateHra({ basicSalary: 123456.78, hraReceived: 45678.9, rentPaid: 60000, city: CITY.metro });
    expect(r.rentMinusTenPercent).toBeCloseTo(47654.322, 9); // 60,000 - 12,345.678
    expect(r.shareOfBasic).toBeCloseTo(61728.39, 9);
    expect(r.exemptHra).toBe(45678.9);
    expect(r.taxableHra).toBe(0);
  });

  it('a tie names the first amount in the rule order', () => {
    const r = calculateHra({ basicSalary: 600000, hraReceived: 180000, rentPaid: 240000, city: CITY.metro });
    expect(r.exemptHra).toBe(180000);
    expect(r.limitedBy).toBe('hra-received');
  });

  it('reads the percentages from the rules it is given', () => {
    const rules = { ...HRA_RULES, metroPercent: 60 };
    const r = calculateHra({ basicSalary: 100000, hraReceived: 90000, rentPaid: 100000, city: CITY.metro }, rules);
    expect(r.exemptHra).toBe(60000);
    expect(r.sharePercent).toBe(60);
  });

  it('no HRA: nothing exempt or taxable; the largest inputs stay finite', () => {
    const none = calculateHra({ basicSalary: 500000, hraReceived: 0, rentPaid: 300000, city: CITY.metro });
    expect(none.exemptHra).toBe(0);
    expect(none.taxableHra).toBe(0);
    const big = calculateHra({ basicSalary: 1e12, hraReceived: 1e12, rentPaid: 1e12, city: CITY.nonMetro });
    expect(big.exemptHra).toBe(4e11);
    expect(Number.isFinite(big.taxableHra)).toBe(true);
  });
});
