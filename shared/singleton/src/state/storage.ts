/*
 * Browser storage that is missing, blocked (Safari private mode, disabled cookies) or full must never
 * break the site: every access is guarded and falls back to "nothing stored".
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  currency: 'selectedCurrency',
  category: 'GlobalCategory',
} as const;

export function readStored(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference lives for this page view only.
  }
}
