/* Ports and folders of the local site, shared by `npm start`, `npm run dev`, the tests and the bench. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function port(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const PORTS = {
  shell: port('SHELL_PORT', 3000),
  mfe_finance: port('FINANCE_PORT', 3001),
  mfe_astrology: port('ASTROLOGY_PORT', 3002),
  mfe_pages: port('PAGES_PORT', 3003),
  database: port('DATABASE_PORT', 9000),
};

export const DIST = {
  shell: path.join(ROOT, 'shell', 'dist'),
  mfe_finance: path.join(ROOT, 'mfe-finance', 'dist'),
  mfe_astrology: path.join(ROOT, 'mfe-astrology', 'dist'),
  mfe_pages: path.join(ROOT, 'mfe-pages', 'dist'),
};

export const REMOTES = ['mfe_finance', 'mfe_astrology', 'mfe_pages'];

/** remotes.json for remotes served on this machine at the configured ports. */
export function localRemotesJson(ports = PORTS) {
  return JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${ports[name]}/remoteEntry.js`])), null, 2);
}
