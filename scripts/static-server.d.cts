export declare function startStaticServer(options: {
  /** The folder to serve, or a function of the request's path that names it (a release store). */
  dir: string | ((pathname: string) => string);
  port: number;
  host?: string;
  spa?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
}): Promise<{ port: number; url: string; close: () => Promise<void> }>;
