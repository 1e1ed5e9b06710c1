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
