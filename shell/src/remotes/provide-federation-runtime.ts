/*
 * A federation runtime plugin of the shell (webpack.common.ts): it hands the shell's own federation runtime
 * to the remotes' containers, which are built without one (`experiments.externalRuntime`). One runtime on
 * the page instead of one per remote, and about 16 KiB less to fetch and run for every remote page.
 * The containers read it when they start, which is always after the shell's runtime has initialised.
 */
import * as runtimeCore from '@module-federation/runtime-core';

/** The global name `externalRuntime` containers read the runtime from. */
export const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit<T>(args: T): T {
      (globalThis as unknown as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
