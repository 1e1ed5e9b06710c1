/* A table of figures side by side (income tax's two regimes, a comparison's two scenarios): row and column headers. */
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { SCROLL_HINT, ScrollHint, useOverflowsSideways } from '../ui/scroll-hint';

/*
 * Where the table is wider than its box (a phone, a narrow results card) it scrolls sideways inside it, the
 * figures' names pinned to the left, and says so above it: a column cut at the box's edge looks like a whole one.
 */
const Scroller = styled.div`
  overflow-x: auto;
  scrollbar-width: thin;
  scrollbar-color: var(--border-strong) var(--surface-2);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

export const SideBySideTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  caption {
    padding: 10px 12px;
    text-align: left;
    font-weight: 700;
    color: var(--text);
  }
  th,
  td {
    padding: 10px 12px;
    border-top: 1px solid var(--border);
    background: var(--surface);
    white-space: nowrap;
  }
  thead th,
  th[scope='colgroup'] {
    background: var(--surface-2);
    color: var(--text-muted);
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    text-align: right;
  }
  /* A group's heading across the columns (a comparison's "Inputs that differ"): read from the left. */
  th[scope='colgroup'] {
    text-align: left;
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    text-align: left;
    white-space: normal;
    min-width: 9em;
  }
  /* A phone shows more of the figures beside their names. */
  @media (max-width: 639px) {
    th,
    td {
      padding: 8px 10px;
    }
    th[scope='row'],
    thead th:first-child {
      min-width: 7.5em;
    }
  }
  th[scope='row'] {
    font-weight: 600;
    color: var(--text);
  }
  td {
    text-align: right;
  }
`;

/** The table's scrolling box, named for screen readers, with the scroll hint above it while it overflows. */
export function SideBySideScroller({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // The observer sees the table change size with its rows; the label names a different table.
  const overflows = useOverflowsSideways(box, label);
  return (
    <div style={{ marginTop: 16 }}>
      {overflows ? (
        <ScrollHint id={hintId}>
          <span aria-hidden="true">↔</span> {SCROLL_HINT}
        </ScrollHint>
      ) : null}
      <Scroller ref={box} tabIndex={0} role="region" aria-label={label} aria-describedby={overflows ? hintId : undefined}>
        {children}
      </Scroller>
    </div>
  );
}
