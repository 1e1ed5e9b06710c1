export declare function startStaticServer(options: {
  /** The folder to serve, or a function of the request's path that names it (a release store). */
  dir: string | ((pathname: string) => string);
  port: number;
  host?: string;
  /** Paths without an extension and without a file are the app's: `<path>.html`, else the app's page. */
  spa?: boolean;
  /** The paths the app's page is served for with 200 (others get it with 404); without it, every path. */
  appRoutes?: (root: string) => Iterable<string>;
  routes?: Record<string, () => { type: string; body: string }>;
}): Promise<{ port: number; url: string; close: () => Promise<void> }>;

/** A site of firebase.json's hosting (target, public, cleanUrls, redirects, headers), as Firebase reads it. */
export interface HostingSite {
  target: string;
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  redirects?: { source?: string; regex?: string; destination: string; type: number }[];
  headers?: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
}

export declare function hostingOf(target: string, file?: string): HostingSite;

/** Serves `dir` as Firebase Hosting serves the site `target` of firebase.json (through superstatic). */
export declare function startHostingServer(options: {
  target: string;
  dir: string;
  port: number;
  host?: string;
  config?: HostingSite;
  /** The composed redirects.json: legacy paths answered 301 besides firebase.json's. */
  redirectsFile?: string;
  /** Answers what the site does not have (returns true), else a plain 404. */
  fallback?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean;
}): Promise<{ port: number; url: string; close: () => Promise<void> }>;

/** startStaticServer's request handler, for a server of one's own. */
export declare function staticHandler(options: Omit<Parameters<typeof startStaticServer>[0], 'port' | 'host'>): {
  handler: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void;
  warmUp: () => Promise<unknown>;
};
