export declare const ROOT: string;
/** Ports by federation name (scripts/site-packages.cjs: 'shell', 'mfe_finance', …), 'database' and 'auth' (the Auth emulator). */
export declare const PORTS: Record<string, number>;
/** Build outputs by federation name. */
export declare const DIST: Record<string, string>;
export declare const REMOTES: string[];
/** The shell chunks only the development server runs, by webpack chunk name: neither preloaded nor precached. */
export declare const DEVELOPMENT_ONLY_CHUNKS: readonly string[];
export declare function localRemotesJson(ports?: typeof PORTS): string;
export declare const SITE_DIR: string;
export declare function runCompose(options: {
  remotesJson: string;
  outDir?: string;
  siteUrl?: string;
  shellDir?: string;
  quiet?: boolean;
}): Promise<void>;
export declare const RELEASES_DIR: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
