/*
 * Which currency a page's amounts are in: the header's, or a calculator's fixed one (Indian rules are written in
 * rupees).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useCurrency, type CurrencyCode } from '@calc/singleton';

/*
 * The currency amounts are shown in: the header's, unless a calculator fixes its own (Indian tax rules are written
 * in rupees). A context of this library, not of @calc/singleton: only the calculator and its explanation, bundled
 * together, read it, and the header keeps the visitor's choice.
 */
const FixedCurrencyContext = createContext<CurrencyCode | null>(null);
FixedCurrencyContext.displayName = 'FixedCurrency';

/** Everything inside shows amounts in `currency` (null: the header's currency, as outside). */
export function FixedCurrencyProvider({ currency, children }: { currency: CurrencyCode | null; children: ReactNode }) {
  return <FixedCurrencyContext.Provider value={currency}>{children}</FixedCurrencyContext.Provider>;
}

/** The currency to show amounts in here: a calculator's fixed one, else the header's. */
export function useShownCurrency(): CurrencyCode {
  const fixed = useContext(FixedCurrencyContext);
  const { currency } = useCurrency();
  return fixed ?? currency;
}
