import { createConfig } from '../webpack.common';
import registry from './src/registry';

export default createConfig({ name: registry.name, dir: __dirname, title: 'Astrology calculators (standalone)', registry });
