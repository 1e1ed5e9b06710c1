import { useCallback } from 'react';
import { useCurrency, type CurrencyCode } from '@calc/singleton';
import { formatCurrency } from './currency';

/** The visitor's currency and a formatter for it (this package's formatting, not the shell's). */
export function useCurrencyFormat(): { currency: CurrencyCode; format: (value: number | null | undefined) => string } {
  const { currency } = useCurrency();
  const format = useCallback((value: number | null | undefined) => formatCurrency(value, currency), [currency]);
  return { currency, format };
}
