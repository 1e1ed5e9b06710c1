/* Ports and folders of the local site, shared by `npm start`, `npm run dev`, the tests and the bench. */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

function port(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const PORTS = {
  shell: port('SHELL_PORT', 3000),
  mfe_finance: port('FINANCE_PORT', 3001),
  mfe_astrology: port('ASTROLOGY_PORT', 3002),
  mfe_pages: port('PAGES_PORT', 3003),
  database: port('DATABASE_PORT', 9000),
};

const DIST = {
  shell: path.join(ROOT, 'shell', 'dist'),
  mfe_finance: path.join(ROOT, 'mfe-finance', 'dist'),
  mfe_astrology: path.join(ROOT, 'mfe-astrology', 'dist'),
  mfe_pages: path.join(ROOT, 'mfe-pages', 'dist'),
};

const REMOTES = ['mfe_finance', 'mfe_astrology', 'mfe_pages'];

/** remotes.json for remotes served on this machine at the configured ports. */
function localRemotesJson(ports = PORTS) {
  return JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${ports[name]}/remoteEntry.js`])), null, 2);
}

module.exports = { ROOT, PORTS, DIST, REMOTES, localRemotesJson };
