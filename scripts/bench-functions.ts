/*
 * Times each calculator's pure function at the largest inputs its bounds allow, median over many calls.
 * Run by scripts/bench.mjs (node -r ts-node/register); prints JSON.
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
process.stdout.write(JSON.stringify(results));
