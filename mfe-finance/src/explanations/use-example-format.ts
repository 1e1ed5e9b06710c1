/*
 * How worked examples write amounts and percents: in the visitor's currency, or in a calculator's fixed one, so that
 * the explanation reads like the figures above it.
 */
import { useMemo } from 'react';
import { formatCurrency, useCurrencyFormat, type CurrencyCode } from '@calc/shared';
import { formatPercent } from '@calc/shared';
import type { ExampleFormat } from './example-format';

/**
 * Amounts in the visitor's currency (re-rendered when it changes), or in the calculator's fixed one when given
 * (Indian rules written in rupees); percents with 2 decimals.
 */
export function useExampleFormat(fixedCurrency?: CurrencyCode): ExampleFormat {
  const { format } = useCurrencyFormat();
  return useMemo(
    () => ({ money: fixedCurrency ? (amount: number) => formatCurrency(amount, fixedCurrency) : format, percent: formatPercent }),
    [format, fixedCurrency],
  );
}
