import { exposesFor } from '../shared/src/contracts/remotes';
import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'mfe_finance',
  dir: __dirname,
  title: 'Finance calculators (standalone)',
  exposes: exposesFor('mfe_finance', {
    SipCalculator: './src/pages/sip-calculator.tsx',
    SwpCalculator: './src/pages/swp-calculator.tsx',
    LumpSumCalculator: './src/pages/lump-sum-calculator.tsx',
    LoanCalculator: './src/pages/loan-calculator.tsx',
    CagrCalculator: './src/pages/cagr-calculator.tsx',
    GratuityCalculator: './src/pages/gratuity-calculator.tsx',
    InflationCalculator: './src/pages/inflation-calculator.tsx',
    SalaryCalculator: './src/pages/salary-calculator.tsx',
    RetirementCalculator: './src/pages/retirement-calculator.tsx',
  }),
});
