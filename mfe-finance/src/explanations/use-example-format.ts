import { useMemo } from 'react';
import { useCurrencyFormat } from '@calc/shared';
import { formatPercent } from '@calc/shared';
import type { ExampleFormat } from './example-format';

/** Amounts in the visitor's currency (re-rendered when it changes), percents with 2 decimals. */
export function useExampleFormat(): ExampleFormat {
  const { format } = useCurrencyFormat();
  return useMemo(() => ({ money: format, percent: formatPercent }), [format]);
}
