/*
 * The hook calculators and explanations format amounts with, so that they follow the header's currency, or the
 * calculator's fixed one, without reading either themselves.
 */
import { useCallback } from 'react';
import type { CurrencyCode } from '@calc/singleton';
import { formatCurrency } from './currency';
import { useShownCurrency } from './shown-currency';

/** The visitor's currency (or the calculator's fixed one) and a formatter for it (this package's formatting, not the shell's). */
export function useCurrencyFormat(): { currency: CurrencyCode; format: (value: number | null | undefined) => string } {
  const currency = useShownCurrency();
  const format = useCallback((value: number | null | undefined) => formatCurrency(value, currency), [currency]);
  return { currency, format };
}
