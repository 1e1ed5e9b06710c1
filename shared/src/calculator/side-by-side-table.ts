/* A table of figures side by side (income tax's two regimes, a comparison's two scenarios): row and column headers. */
import styled from 'styled-components';

/* On a phone the table scrolls sideways inside its box, the figures' names pinned to the left. */
export const SideBySideScroller = styled.div`
  margin-top: 16px;
  overflow-x: auto;
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
  th[scope='row'] {
    font-weight: 600;
    color: var(--text);
  }
  td {
    text-align: right;
  }
`;
