import type { ReleaseStore } from './release/store';

/** A server by federation name (shell, mfe_finance, …: scripts/site-packages.cjs) or 'database'. */
type ServerName = string;
type Ports = Record<ServerName, number>;
interface Site {
  close: () => Promise<void>;
  store: ReleaseStore;
  /** Each server's address as it listens (the database's HTTP side), e.g. with port 0. */
  urls: Partial<Record<ServerName, string>>;
}
interface Options {
  ports?: Ports;
  database?: boolean;
  /** Start the local Auth emulator with the database (default: as `database`). */
  auth?: boolean;
  log?: (line: string) => void;
  releasesDir?: string;
}
interface Backends {
  servers: { close: () => Promise<void> }[];
  urls: Partial<Record<ServerName, string>>;
  lines: string[];
}
interface ServerOptions extends Options {
  /** The database and Auth emulator, already starting (startBackends()); null for none. */
  backends?: Promise<Backends> | null;
}

export declare function serveSite(options?: Options): Promise<Site>;
export declare function startBackends(
  options?: Pick<Options, 'ports' | 'auth' | 'releasesDir'> & { authAfter?: Promise<unknown> },
): Promise<Backends>;
export declare function startServers(options?: ServerOptions): Promise<Site>;
export declare function stopOnSignals(site: Site): void;
