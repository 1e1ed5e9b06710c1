/*
 * Every remote's registry (src/registry.ts), found from the one list of packages (scripts/site-packages.cjs), for
 * what checks or measures the whole site: the tests, the browser tests, the bench and firebase.json's generator.
 * Package source never imports it (a remote knows only its own registry).
 */
import path from 'node:path';
import type { RemoteRegistry } from '../shared/src/site/page-list';
import { REMOTE_PACKAGES, ROOT, type SitePackage } from './site-packages.cjs';

export interface RemoteOfSite {
  package: SitePackage;
  registry: RemoteRegistry;
  /** Its source folder, where the registry's page folders are. */
  srcDir: string;
}

/** The remotes with their registries, in remotes.json order. */
export const REMOTES_OF_SITE: readonly RemoteOfSite[] = REMOTE_PACKAGES.map((pkg) => {
  const srcDir = path.join(ROOT, pkg.dir, 'src');
  // Found by the list, not imported by name: a new remote needs no line here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const registry = (require(path.join(srcDir, 'registry')) as { default: RemoteRegistry }).default;
  return { package: pkg, registry, srcDir };
});

/** Every remote's registry, in remotes.json order. */
export const REGISTRIES: readonly RemoteRegistry[] = REMOTES_OF_SITE.map((remote) => remote.registry);

/** A remote's registry by its federation name; throws when the site has no such remote. */
export function registryOf(name: string): RemoteRegistry {
  const registry = REGISTRIES.find((candidate) => candidate.name === name);
  if (!registry) throw new Error(`no remote named ${name} among the workspaces (scripts/site-packages.cjs)`);
  return registry;
}
