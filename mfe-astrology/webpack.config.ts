import { exposesFor } from '../shared/src/contracts/remotes';
import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'mfe_astrology',
  dir: __dirname,
  title: 'Astrology calculators (standalone)',
  exposes: exposesFor('mfe_astrology', { NumerologyCalculator: './src/pages/numerology-calculator.tsx' }),
});
