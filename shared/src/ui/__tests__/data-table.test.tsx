import { render, screen, within } from '@testing-library/react';
import { DataTable, type TableColumn } from '../data-table';

interface Row {
  year: number;
  balance: string;
}
const COLUMNS: TableColumn<Row>[] = [
  { header: 'Year', cell: (row) => row.year },
  { header: 'End of Year Balance', cell: (row) => row.balance, numeric: true },
];

describe('DataTable', () => {
  it("shows the headers and 'No data available.' across all columns when empty", () => {
    render(<DataTable label="SIP report" columns={COLUMNS} rows={[]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Year', 'End of Year Balance']);
    const cell = screen.getByRole('cell', { name: 'No data available.' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('shows one row per item, in order, with the cells of each column', () => {
    render(
      <DataTable
        label="SIP report"
        columns={COLUMNS}
        rows={[
          { year: 1, balance: '$1,000.00' },
          { year: 2, balance: '$2,100.00' },
        ]}
      />,
    );
    expect(screen.queryByText('No data available.')).toBeNull();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '$1,000.00'],
      ['2', '$2,100.00'],
    ]);
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveClass('numeric');
    expect(within(rows[0]).getAllByRole('cell')[0]).not.toHaveClass('numeric');
  });

  it('is a focusable region named by its label', () => {
    render(<DataTable label="Loan yearly breakdown" columns={COLUMNS} rows={[]} />);
    const region = screen.getByRole('region', { name: 'Loan yearly breakdown' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('uses rowKey when given', () => {
    render(<DataTable label="t" columns={COLUMNS} rows={[{ year: 5, balance: 'x' }]} rowKey={(row) => row.year} />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
