/*
 * The table reports are shown in, made to fit any screen: a scrolling table on wide screens, a card per row on a phone.
 */
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { SCROLL_HINT, ScrollHint, useOverflowsSideways } from './scroll-hint';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right so their digits line up. */
  numeric?: boolean;
}

/*
 * A report that fits. On a wider screen: a scroll area of bounded height whose header row stays in view, headers
 * that wrap instead of widening their column, and the first column pinned when a very wide table has to scroll
 * sideways, so no figure is ever cut. On a phone: one card per row, each figure beside its column's name (the
 * header row is then read from each cell's label), so every column is readable without scrolling sideways.
 */
const PHONE = '(max-width: 639px)';

const Scroller = styled.div`
  overflow: auto;
  /* A classic, always-visible scrollbar: a table wider than its card says so (overlay scrollbars hide until used). */
  scrollbar-width: thin;
  scrollbar-color: var(--border-strong) var(--surface-2);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  max-height: min(560px, 75vh);
  overscroll-behavior: contain;
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  @media print {
    max-height: none;
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid var(--border);
    background: var(--surface);
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    vertical-align: bottom;
    white-space: normal;
    min-width: 5.5em;
    background: var(--surface-2);
    color: var(--text-muted);
    font-size: 12px;
    font-weight: 700;
    line-height: 1.3;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  th:first-child {
    min-width: 0;
  }
  /* The first column (Year, Age) stays put when a wide table scrolls sideways. */
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
  }
  th:first-child {
    z-index: 2;
  }
  td:first-child {
    z-index: 1;
  }
  th.numeric,
  td.numeric {
    text-align: right;
  }
  tbody tr:nth-child(even) td {
    background: color-mix(in srgb, var(--surface-2) 60%, var(--surface));
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td.empty {
    position: static;
    text-align: center;
    padding: 32px 14px;
    color: var(--text-subtle);
    white-space: normal;
  }
  @media ${PHONE} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody tr {
      padding: 10px 14px;
      border-bottom: 1px solid var(--border);
      background: var(--surface);
    }
    tbody tr:nth-child(even) {
      background: color-mix(in srgb, var(--surface-2) 60%, var(--surface));
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody tr td,
    tbody tr:nth-child(even) td {
      position: static;
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 12px;
      padding: 3px 0;
      border: 0;
      background: transparent;
      text-align: right;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      max-width: 55%;
      text-align: left;
      color: var(--text-muted);
      font-size: 13px;
      font-weight: 600;
    }
    td:first-child {
      font-weight: 700;
    }
    /* A cell with nothing in it (no warning) is left out of its card rather than shown as a bare label. */
    tbody tr td:empty {
      display: none;
    }
    td.empty {
      display: block;
      text-align: center;
      padding: 24px 0;
    }
  }
`;

export interface DataTableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  /** Names the table for screen readers. */
  label: string;
  rowKey?: (row: Row, index: number) => string | number;
}

/** A table that says 'No data available.' when it has no rows. */
export function DataTable<Row>({ columns, rows, label, rowKey }: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflows = useOverflowsSideways(scroller, rows.length * 100 + columns.length);
  return (
    <>
      {overflows ? (
        // On a phone the rows are cards that need no scrolling.
        <ScrollHint id={hintId} $notOnPhone>
          <span aria-hidden="true">↔</span> {SCROLL_HINT}
        </ScrollHint>
      ) : null}
      <Scroller ref={scroller} tabIndex={0} role="region" aria-label={label} aria-describedby={overflows ? hintId : undefined}>
        {/* Explicit roles: the phone layout restyles the rows as cards, and the table must stay a table. */}
        <Table role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td role="cell" className="empty" colSpan={columns.length}>
                  No data available.
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey ? rowKey(row, index) : index} role="row">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      role="cell"
                      data-label={column.header}
                      className={column.numeric ? 'numeric' : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}
