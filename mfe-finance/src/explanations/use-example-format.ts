import { useMemo } from 'react';
import { formatPercent, useCurrency } from '@calc/shared';
import type { ExampleFormat } from './example-format';

/** Amounts in the visitor's currency (re-rendered when it changes), percents with 2 decimals. */
export function useExampleFormat(): ExampleFormat {
  const { format } = useCurrency();
  return useMemo(() => ({ money: format, percent: formatPercent }), [format]);
}
