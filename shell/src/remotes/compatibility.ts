/*
 * Can this shell serve a remote? Its build recorded what it needs (its page list's `requires`): the shell's
 * contract version and a semver range for each singleton it takes from the page. The shell knows what it
 * provides (built in by webpack.common.ts). Checked before a remote is loaded, so an incompatible remote shows
 * its card with the precise cause instead of running on code it was not built for.
 */
import { satisfy } from '@module-federation/runtime-core';
import type { RemoteRequirements, SiteRemote } from '@calc/singleton';

export interface ShellProvides {
  shellContract: number;
  /** The version of each singleton the shell provides. */
  shared: Record<string, string>;
}

export const SHELL_PROVIDES: ShellProvides = JSON.parse(
  process.env.SHELL_PROVIDES ?? '{"shellContract":0,"shared":{}}',
) as ShellProvides;

/** Why this shell cannot serve the remote, or null when it can. */
export function incompatibility(
  remote: Pick<SiteRemote, 'name'> & { requires: RemoteRequirements },
  provided: ShellProvides = SHELL_PROVIDES,
): string | null {
  const { requires } = remote;
  if (requires.shellContract !== provided.shellContract) {
    return `${remote.name} was built for shell contract ${requires.shellContract}; this shell provides contract ${provided.shellContract}`;
  }
  for (const [pkg, range] of Object.entries(requires.shared ?? {})) {
    const version = provided.shared[pkg];
    if (!version) return `${remote.name} needs ${pkg} ${range}; this shell provides none`;
    if (!satisfy(version, range)) return `${remote.name} needs ${pkg} ${range}; this shell provides ${version}`;
  }
  return null;
}
