import { createConfig } from '../webpack.common';
import { appCheckContentSecurity, authContentSecurity, databaseContentSecurity, firebaseBuildEnv } from './firebase-env';
import registry from './src/registry';

const env = firebaseBuildEnv();
const database = databaseContentSecurity(env.FIREBASE_DATABASE_URL);
const appCheck = appCheckContentSecurity(env);
const auth = authContentSecurity(env);

export default createConfig({
  name: registry.name,
  dir: __dirname,
  title: 'Site pages (standalone)',
  env,
  registry,
  allows: {
    script: [...database.script, ...(appCheck.script ?? [])],
    connect: [...database.connect, ...auth.connect, ...(appCheck.connect ?? [])],
    frame: appCheck.frame,
  },
});
