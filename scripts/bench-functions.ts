/*
 * Times each calculator's pure function at the largest inputs its bounds allow, median over many calls, and the sky's
 * slowest searches (a day's panchang far north at midsummer, a year of such days, a lifetime's Sade Sati), median
 * over fewer. Run by scripts/bench.mjs (node -r ts-node/register); prints JSON.
 */
import { calculateSip } from '../mfe-finance/src/calculators/sip/sip';
import { calculateSwp } from '../mfe-finance/src/calculators/swp/swp';
import { calculateLumpSum } from '../mfe-finance/src/calculators/lump-sum/lump-sum';
import { calculateLoan } from '../mfe-finance/src/calculators/loan/loan';
import { calculateCagr } from '../mfe-finance/src/calculators/cagr/cagr';
import { calculateGratuity } from '../mfe-finance/src/calculators/gratuity/gratuity';
import { calculateInflation } from '../mfe-finance/src/calculators/inflation/inflation';
import { calculateSalary } from '../mfe-finance/src/calculators/salary/salary';
import { calculateRetirement, retirementDefaults } from '../mfe-finance/src/calculators/retirement/retirement';
import { calculateEducationLoan } from '../mfe-finance/src/calculators/education-loan/education-loan';
import { calculatePersonalLoan } from '../mfe-finance/src/calculators/personal-loan/personal-loan';
import { calculateCarLoan } from '../mfe-finance/src/calculators/car-loan/car-loan';
import { calculateHomeLoanTaxBenefit } from '../mfe-finance/src/calculators/home-loan-tax-benefit/home-loan-tax-benefit';
import { calculateNumerology } from '../mfe-astrology/src/numerology/numerology';
import { calculatePanchang } from '../mfe-astrology/src/panchang/panchang';
import { calculateSadeSati } from '../mfe-astrology/src/sade-sati/sade-sati';

const MAX = 1e12;
const cases: Record<string, () => unknown> = {
  sip: () => calculateSip({ sipAmount: MAX, annualRate: 100, duration: 100, stepUp: 100 }),
  swp: () => calculateSwp({ initialInvestment: MAX, annualRate: 100, duration: 100, withdrawalAmount: 1, yearlyStepUp: 0 }),
  'lump-sum': () => calculateLumpSum({ amount: MAX, annualRate: 100, duration: 100 }),
  loan: () => calculateLoan({ loanAmount: MAX, annualRate: 100, tenure: 50 }),
  cagr: () => calculateCagr({ initialValue: 1, finalValue: MAX, duration: 100 }),
  gratuity: () => calculateGratuity({ lastSalary: MAX, yearsOfService: 60 }),
  inflation: () => calculateInflation({ presentAmount: MAX, inflationRate: 100, timePeriod: 100 }),
  salary: () =>
    calculateSalary({
      ctc: MAX,
      basicSalary: MAX,
      hra: MAX,
      specialAllowances: MAX,
      bonuses: MAX,
      providentFund: MAX,
      professionalTax: MAX,
    }),
  retirement: () => calculateRetirement({ ...retirementDefaults, currentAge: 0, retirementAge: 60, expensesUntilAge: 120 }),
  'education-loan': () =>
    calculateEducationLoan({
      loanAmount: MAX,
      annualRate: 100,
      moratoriumMonths: 96,
      repaymentTenure: 30,
      moratoriumInterest: 1,
    }),
  // The APR's bisection at the highest fee and rate over the longest tenure.
  'personal-loan': () => calculatePersonalLoan({ loanAmount: MAX, annualRate: 100, tenureMonths: 120, processingFee: 10 }),
  'car-loan': () => calculateCarLoan({ onRoadPrice: MAX, downPaymentAs: 0, downPaymentPercent: 0, annualRate: 100, tenure: 8 }),
  'home-loan-tax-benefit': () =>
    calculateHomeLoanTaxBenefit({
      loanAmount: MAX,
      annualRate: 100,
      tenure: 40,
      firstEmiMonth: 3,
      other80C: 0,
      taxSlab: 30,
      propertyUse: 1,
      annualRent: MAX,
    }),
  numerology: () => calculateNumerology('Maximilian Alexander Theodore Fitzgerald-Worthington the Third', '1999-12-29'),
};

/** The panchang page's largest inputs (scripts/bench-calculate.mjs): far north, the longest daytime, in 2100. */
const FAR_NORTH = { latitude: 65, longitude: 25.47, offsetMinutes: 120 };
const MIDSUMMER_2100 = { year: 2100, month: 6, day: 21 };

/** Every day of 2100 at that place: 365 days' searches (sunrises, the five limbs' ends, the lunar months). */
function panchangYear(): void {
  for (let day = 0; day < 365; day += 1) {
    const date = new Date(Date.UTC(2100, 0, 1 + day));
    calculatePanchang({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, FAR_NORTH);
  }
}

/**
 * The sky's searches: heavier, so fewer calls. Each visitor's inputs differ, so each call here differs a little
 * (a birth a day later, a place a little east) and no call finds the last one's positions in a cache.
 */
const searches: Record<string, { run: (call: number) => unknown; warmUp: number; samples: number; batch: number }> = {
  'panchang (a day, 65° N, midsummer 2100)': {
    run: (call) => calculatePanchang(MIDSUMMER_2100, { ...FAR_NORTH, longitude: FAR_NORTH.longitude + (call % 100) * 0.001 }),
    warmUp: 20,
    samples: 30,
    batch: 5,
  },
  'panchang (a year of days, 65° N, 2100)': { run: panchangYear, warmUp: 1, samples: 5, batch: 1 },
  'sade-sati (a lifetime: Saturn over 100 years)': {
    run: (call) => calculateSadeSati(new Date(Date.UTC(2000, 0, 1 + (call % 1000), 1))),
    warmUp: 10,
    samples: 20,
    batch: 2,
  },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const results: Record<string, { medianMs: number; calls: number }> = {};
for (const [name, run] of Object.entries(cases)) {
  for (let i = 0; i < 200; i += 1) run(); // warm up the JIT
  const samples: number[] = [];
  const batch = 20;
  for (let i = 0; i < 100; i += 1) {
    const start = process.hrtime.bigint();
    for (let j = 0; j < batch; j += 1) run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  results[name] = { medianMs: median(samples), calls: samples.length * batch };
}
let call = 0;
for (const [name, { run, warmUp, samples: count, batch }] of Object.entries(searches)) {
  for (let i = 0; i < warmUp; i += 1) run((call += 1));
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    for (let j = 0; j < batch; j += 1) run((call += 1));
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  results[name] = { medianMs: median(samples), calls: count * batch };
}
process.stdout.write(JSON.stringify(results));
