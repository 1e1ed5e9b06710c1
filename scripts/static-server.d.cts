export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
  /** A Link header for a page at this path (the route's remote entry to preload), or null. */
  linkHeader?: ((pathname: string) => string | null) | null;
}): Promise<{ port: number; url: string; close: () => Promise<void> }>;
