import { createConfig } from '../webpack.common';
import { appCheckContentSecurity, firebaseBuildEnv } from './firebase-env';
import registry from './src/registry';

// The local database of `npm start` when no FIREBASE_DATABASE_URL is set (src/contact/send-contact.ts).
const LOCAL_DATABASE = 'ws://127.0.0.1:9000';

/**
 * The Realtime Database the contact form writes to, for the site's Content-Security-Policy: its WebSocket, and the
 * long-polling scripts the SDK falls back to when WebSockets fail (same host, http(s)).
 */
function databaseOrigins(databaseUrl: string): { script: string[]; connect: string[] } {
  const url = new URL(databaseUrl || LOCAL_DATABASE);
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  const host = url.host;
  return {
    script: [`${secure ? 'https' : 'http'}://${host}`],
    connect: [`${secure ? 'wss' : 'ws'}://${host}`, `${secure ? 'https' : 'http'}://${host}`],
  };
}

const env = firebaseBuildEnv();
const database = databaseOrigins(env.FIREBASE_DATABASE_URL);
const appCheck = appCheckContentSecurity(env);

export default createConfig({
  name: registry.name,
  dir: __dirname,
  title: 'Site pages (standalone)',
  env,
  registry,
  allows: {
    script: [...database.script, ...(appCheck.script ?? [])],
    connect: [...database.connect, ...(appCheck.connect ?? [])],
    frame: appCheck.frame,
  },
});
