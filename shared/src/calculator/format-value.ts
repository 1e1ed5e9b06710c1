/*
 * How the scaffold writes one figure by its format (currency, percent, years, ...), so that results, reports and CSV
 * agree.
 */
import { formatCurrency, formatNumber, formatPercent } from '../format/currency';
import type { ValueFormat } from './definition';

/** One value in the visitor's currency, as a 2-decimal percent, a year count or plain text. */
export function formatValue(value: number | string | null | undefined, format: ValueFormat, currency: string): string {
  if (typeof value === 'string') return value;
  switch (format) {
    case 'currency':
      return formatCurrency(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'years': {
      const years = typeof value === 'number' && Number.isFinite(value) ? value : 0;
      return `${years} ${years === 1 ? 'year' : 'years'}`;
    }
    case 'number':
      return formatNumber(value);
    case 'multiple':
      return `${formatNumber(value)}×`;
    default:
      return value === null || value === undefined ? '0' : String(value);
  }
}
