/*
 * The typed contract between the shell and the remotes: which remote exposes which module. Each exposed
 * module's default export is a React component that takes no props. Remotes must expose exactly these;
 * the shell loads them by these ids.
 */
import type { ComponentType } from 'react';

export const REMOTE_EXPOSES = {
  mfe_finance: [
    'SipCalculator', 'SwpCalculator', 'LumpSumCalculator', 'LoanCalculator', 'CagrCalculator',
    'GratuityCalculator', 'InflationCalculator', 'SalaryCalculator', 'RetirementCalculator',
  ],
  mfe_astrology: ['NumerologyCalculator'],
  mfe_pages: ['AboutUs', 'ContactUs', 'Privacy', 'Terms'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedModule<R>}` }[RemoteName];

/** What every exposed module provides. */
export interface RemotePageModule {
  default: ComponentType;
}

/** The shape of the shell's remotes.json: each remote's entry URL. */
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

/** Builds a remote's `exposes` option from the contract and a map to its source files. */
export function exposesFor<R extends RemoteName>(remote: R, files: Record<ExposedModule<R>, string>): Record<string, string> {
  return Object.fromEntries(REMOTE_EXPOSES[remote].map((name) => [`./${name}`, files[name as ExposedModule<R>]]));
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}
