import { exposesFor } from '../shared/src/contracts/remotes';
import { createConfig } from '../webpack.common';
import { firebaseBuildEnv } from './firebase-env';

export default createConfig({
  name: 'mfe_pages',
  dir: __dirname,
  title: 'Site pages (standalone)',
  env: firebaseBuildEnv(),
  exposes: exposesFor('mfe_pages', {
    AboutUs: './src/pages/about-us.tsx',
    ContactUs: './src/pages/contact-us.tsx',
    Privacy: './src/pages/privacy.tsx',
    Terms: './src/pages/terms.tsx',
  }),
});
