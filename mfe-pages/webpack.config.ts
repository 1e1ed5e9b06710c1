import { createConfig } from '../webpack.common';
import { firebaseBuildEnv } from './firebase-env';
import registry from './src/registry';

export default createConfig({
  name: registry.name,
  dir: __dirname,
  title: 'Site pages (standalone)',
  env: firebaseBuildEnv(),
  registry,
});
