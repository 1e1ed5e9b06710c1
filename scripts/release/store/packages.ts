/*
 * The packages a store holds and the entry URLs remotes.json names them by: which package a federation name is,
 * which version an entry points into, and where a remote's versions are served from.
 */
import { DIST, PORTS, REMOTES } from '../../site-config.cjs';
import { SITE_PACKAGES, federationName } from '../../site-packages.cjs';

export { federationName };

/** A package released on its own, by name: 'shell', 'mfe-finance', … (scripts/site-packages.cjs). */
export type PackageName = string;

/** Every package that is released on its own: the shell and each remote (by package name; scripts/site-packages.cjs). */
export const PACKAGES: readonly PackageName[] = SITE_PACKAGES.map((pkg) => pkg.name);

export function packageOf(federation: string): PackageName | undefined {
  return PACKAGES.find((pkg) => federationName(pkg) === federation);
}

/** Where `npm run build` writes a package. */
export function distOf(pkg: PackageName): string {
  return DIST[federationName(pkg)];
}

/** The version folder an entry URL points into: http://host/<version>/remoteEntry.js. */
export function versionOfEntry(entry: string): string | null {
  const match = /\/([^/]+)\/remoteEntry\.js$/.exec(new URL(entry).pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

export function entryUrl(origin: string, version: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURI(version)}/remoteEntry.js`;
}

/**
 * Where a remote's versions are served from. Locally, the port `npm start` serves that remote on; in
 * production, RELEASE_ORIGIN_<NAME> (e.g. RELEASE_ORIGIN_MFE_FINANCE=https://finance.calc.example).
 */
export function localOrigin(pkg: PackageName): string {
  const name = federationName(pkg);
  const fromEnv = process.env[`RELEASE_ORIGIN_${name.toUpperCase()}`];
  if (fromEnv) return fromEnv;
  if (!REMOTES.includes(name)) return '';
  return `http://localhost:${PORTS[name]}`;
}
