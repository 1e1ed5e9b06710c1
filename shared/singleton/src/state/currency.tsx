/*
 * The currency the visitor has chosen, shared by the shell and every remote through this singleton package and kept in
 * storage across visits.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './currency-codes';
import { createStrictContext } from './strict-context';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The stored currency if it is one of the 20 codes; otherwise USD, which is then stored. */
export function initialCurrency(): CurrencyCode {
  const stored = readStored(STORAGE_KEYS.currency);
  if (isCurrencyCode(stored)) return stored;
  writeStored(STORAGE_KEYS.currency, DEFAULT_CURRENCY);
  return DEFAULT_CURRENCY;
}

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => void;
}

const [CurrencyContext, useCurrency] = createStrictContext<CurrencyState>('Currency');
export { useCurrency };

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(initialCurrency);
  const setCurrency = useCallback((next: CurrencyCode) => {
    if (!isCurrencyCode(next)) return;
    writeStored(STORAGE_KEYS.currency, next);
    setCurrencyState(next);
  }, []);
  // Formatting is not here: it belongs to the library each remote bundles (useCurrencyFormat), so a team can change it alone.
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
