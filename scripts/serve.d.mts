import type { ReleaseStore } from './release/store.cjs';

export declare function serveSite(options?: {
  ports?: Record<'shell' | 'mfe_finance' | 'mfe_astrology' | 'mfe_pages' | 'database', number>;
  database?: boolean;
  log?: (line: string) => void;
  releasesDir?: string;
}): Promise<{ close: () => Promise<void>; store: ReleaseStore }>;
