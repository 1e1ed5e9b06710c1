/** @jest-environment node */
/*
 * Every remote of the workspaces (scripts/site-packages.cjs) passes its registry's checks (test-support/registry-checks.ts):
 * the registry is named as the package, it and the page folders under src/ agree exactly, and every calculator it
 * lists has its explanation and a worked example. A new remote, or a new page, is checked here by construction.
 */
import { describeRegistry } from '../../test-support/registry-checks';
import { REMOTES_OF_SITE } from '../registries';

for (const remote of REMOTES_OF_SITE) describeRegistry(remote.registry, remote.srcDir, remote.package.federation);
