export declare const ROOT: string;
export declare const PORTS: Record<'shell' | 'mfe_finance' | 'mfe_astrology' | 'mfe_pages' | 'database', number>;
export declare const DIST: Record<'shell' | 'mfe_finance' | 'mfe_astrology' | 'mfe_pages', string>;
export declare const REMOTES: string[];
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
