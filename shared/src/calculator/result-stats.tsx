/* The figures of a result: each a term and its value, the headline larger, with its short form and today's money. */
import styled from 'styled-components';
import { formatCurrency, formatCurrencyShort } from '../format/currency';
import { useShownCurrency } from '../format/shown-currency';
import type { ResultItem } from './definition';
import { formatValue } from './format-value';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Stat = styled.div<{ $headline: boolean }>`
  /* Before any calculation: a dashed, quiet card with a dash where the figure will be, never a figure in colour. */
  &[data-empty] {
    border: 1px dashed var(--border-strong);
    background: transparent;
  }
  &[data-empty] dd {
    color: var(--text-muted);
  }
  /* Before a calculation a figure is a dash, heard as what it means: no zero that reads like a result. */
  padding: 16px;
  border-radius: var(--radius);
  border: 1px solid ${({ $headline }) => ($headline ? 'color-mix(in srgb, var(--primary) 35%, transparent)' : 'var(--border)')};
  background: ${({ $headline }) => ($headline ? 'var(--primary-soft)' : 'var(--surface-2)')};
  min-width: 0;
  /* Figures scale with their box, so a long amount stays on one line instead of breaking mid-number. */
  container-type: inline-size;
  dt {
    font-size: 13px;
    font-weight: 600;
    color: var(--text-muted);
  }
  dd {
    margin: 6px 0 0;
    font-size: ${({ $headline }) => ($headline ? 'clamp(15px, 10cqi, 24px)' : 'clamp(14px, 9cqi, 20px)')};
    font-weight: 700;
    color: ${({ $headline }) => ($headline ? 'var(--primary-text)' : 'var(--text)')};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd.short {
    margin-top: 2px;
    font-size: 13px;
    font-weight: 600;
    color: var(--text-muted);
  }
  /* The figure in today's money: a quiet line under the nominal one, set off by a hairline. */
  dd.today {
    margin-top: 10px;
    padding-top: 8px;
    border-top: 1px solid var(--border);
    font-size: 13px;
    font-weight: 500;
    line-height: 1.4;
    color: var(--text-muted);
    overflow-wrap: normal;
  }
  /* The baseline a derived figure is counted against: part of the figure, so under it, quiet. */
  dd.baseline {
    margin-top: 4px;
    font-size: 13px;
    font-weight: 500;
    line-height: 1.4;
    color: var(--text-muted);
    overflow-wrap: normal;
  }
  dd.today span {
    font-weight: 700;
    color: var(--text);
    white-space: nowrap;
  }
`;

/** What an empty figure says to a screen reader, beside the dash it shows. */
export const NOT_CALCULATED = 'not calculated yet';

/** The figures; `empty` before any calculation (each says what will be there, and shows no amount). */
export function ResultStats<R>({ items, result, empty = false }: { items: ResultItem<R>[]; result: R; empty?: boolean }) {
  const currency = useShownCurrency();
  return (
    <Stats>
      {items
        .filter((item) => !item.shown || item.shown(result))
        .map((item) => {
          const value = item.value(result);
          if (empty)
            return (
              <Stat key={item.label} $headline={false} data-empty="">
                <dt>{item.label}</dt>
                <dd className="empty">
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{NOT_CALCULATED}</span>
                </dd>
              </Stat>
            );
          const short = item.format === 'currency' && typeof value === 'number' ? formatCurrencyShort(value, currency) : null;
          const today = item.todaysValue?.(result) ?? null;
          return (
            <Stat key={item.label} $headline={Boolean(item.headline)}>
              <dt>{item.label}</dt>
              <dd>{formatValue(value, item.format, currency)}</dd>
              {/* A second description: the exact figure stays the first, alone. */}
              {short ? <dd className="short">≈ {short}</dd> : null}
              {item.baseline ? <dd className="baseline">{item.baseline(result)}</dd> : null}
              {today !== null ? (
                <dd className="today">
                  <span>{formatCurrency(today, currency)}</span> in today's money
                </dd>
              ) : null}
            </Stat>
          );
        })}
    </Stats>
  );
}

/** The sentence that states how the figures' today's-money values were worked out. */
export const TodaysMoneyNote = styled.p`
  margin: 12px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: var(--text-muted);
`;
