import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right so their digits line up. */
  numeric?: boolean;
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  max-height: 560px;
  overflow-y: auto;
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
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding: 0 0 8px;
    color: var(--text-muted);
  }
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid var(--border);
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--surface-2);
    color: var(--text-muted);
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  th.numeric,
  td.numeric {
    text-align: right;
  }
  tbody tr:nth-child(even) td {
    background: color-mix(in srgb, var(--surface-2) 60%, transparent);
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td.empty {
    text-align: center;
    padding: 32px 14px;
    color: var(--text-subtle);
    white-space: normal;
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
  return (
    <Scroller tabIndex={0} role="region" aria-label={label}>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="empty" colSpan={columns.length}>
                No data available.
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey ? rowKey(row, index) : index}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}
