/** @jest-environment node */
/*
 * Every remote of the workspaces (scripts/site-packages.cjs) passes its registry's checks (test-support/registry-checks.ts):
 * the registry is named as the package, it and the page folders under src/ agree exactly, and every calculator it
 * lists has its explanation and a worked example. A new remote, or a new page, is checked here by construction.
 * REGISTRY_CHECKS_OF=<federation name> checks one remote's alone (its release does: scripts/release/team-tests.ts).
 */
import { describeRegistry } from '../../test-support/registry-checks';
import { REMOTES_OF_SITE } from '../registries';

// A team's release checks its own registry only (scripts/release/team-tests.ts sets REGISTRY_CHECKS_OF).
const only = process.env.REGISTRY_CHECKS_OF;
for (const remote of REMOTES_OF_SITE.filter((candidate) => !only || candidate.package.federation === only))
  describeRegistry(remote.registry, remote.srcDir, remote.package.federation);
