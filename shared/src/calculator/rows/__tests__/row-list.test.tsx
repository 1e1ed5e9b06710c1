/* A row list on a page: labelled cells, Add and Remove, messages per cell, the rows in the URL and the draft. */
import { screen, within } from '@testing-library/react';
import { useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../../test-support/render-app';
import { CalculatorPage } from '../../calculator-page';
import type { CalculatorDefinition, RowCellDefinition } from '../../definition';
import { rowList } from '../row-list';
import { REQUIRED_MESSAGE } from '../../fields';

type Cell = RowCellDefinition<'date', 'date'> | RowCellDefinition<'amount', 'currency'>;
interface Result {
  net: number;
  first: string;
}

const compute = jest.fn((_values: Record<never, number>, rows: { date: string; amount: number }[]): Result => ({
  net: rows.reduce((sum, row) => sum + row.amount, 0),
  first: rows[0]?.date ?? '',
}));

const FLOWS: CalculatorDefinition<never, Result, unknown, Cell> = {
  id: 'flows',
  fields: [],
  rowList: rowList<Cell>({
    label: 'Cash flows',
    rowName: 'cash flow',
    cells: [
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'amount', label: 'Amount', kind: 'currency', min: -1e9, max: 1e9 },
    ],
    minRows: 2,
    maxRows: 4,
    validate: (rows) => (rows.some((row) => row.amount < 0) ? null : 'Enter at least one negative amount.'),
  }),
  compute,
  emptyResult: { net: 0, first: '' },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [
    { label: 'Net', value: (r) => r.net, format: 'currency', headline: true },
    { label: 'First date', value: (r) => r.first, format: 'text' },
  ],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderFlows(route = '/flows') {
  return renderApp(
    <>
      <CalculatorPage definition={FLOWS} />
      <LocationProbe />
    </>,
    { route },
  );
}

const cell = (label: string, row: number) => screen.getByLabelText(`${label}, cash flow ${row}`);
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  compute.mockClear();
});

describe('a row list', () => {
  it('starts with the least rows, each cell labelled with its row, and no Remove below the least', () => {
    renderFlows();
    const list = screen.getByRole('group', { name: 'Cash flows' });
    expect(within(list).getAllByRole('group')).toHaveLength(2);
    expect(cell('Date', 1)).toHaveAttribute('type', 'date');
    expect(cell('Amount', 2)).toHaveAttribute('id', 'flows-amount.2');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add cash flow' })).toBeInTheDocument();
  });

  it('adds rows up to the most (focus in the new row) and removes any, the later rows moving up', async () => {
    const { user } = renderFlows();
    await user.click(screen.getByRole('button', { name: 'Add cash flow' }));
    expect(cell('Date', 3)).toHaveFocus();
    await user.type(cell('Amount', 3), '300');
    await user.type(cell('Amount', 2), '200');
    await user.click(screen.getByRole('button', { name: 'Add cash flow' }));
    expect(screen.queryByRole('button', { name: 'Add cash flow' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove cash flow 2' }));
    expect(cell('Amount', 2)).toHaveValue('300');
    expect(screen.queryByLabelText('Amount, cash flow 4')).toBeNull();
    expect(cell('Date', 2)).toHaveFocus();
  });

  it('says what is wrong in each cell, then across the rows', async () => {
    const { user } = renderFlows();
    await user.type(cell('Amount', 1), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(cell('Date', 1)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(cell('Amount', 2)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await user.type(cell('Date', 1), '2024-01-31');
    // A date input holds a real date or nothing (2024-13-01 is sanitised away): a date not given is required.
    await user.type(cell('Date', 2), '2024-13-01');
    await user.type(cell('Amount', 2), '7');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(cell('Date', 2)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await user.clear(cell('Date', 2));
    await user.type(cell('Date', 2), '2024-12-01');
    expect(cell('Date', 2)).toHaveValue('2024-12-01');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one negative amount.');
    expect(compute).not.toHaveBeenCalled();
  });

  it('gives compute the rows and carries them in the URL', async () => {
    const { user } = renderFlows();
    await user.type(cell('Date', 1), '2024-01-31');
    await user.type(cell('Amount', 1), '-1,000');
    await user.type(cell('Date', 2), '2025-01-31');
    await user.type(cell('Amount', 2), '1.2k');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(compute).toHaveBeenCalledWith(expect.anything(), [
      { date: '2024-01-31', amount: -1000 },
      { date: '2025-01-31', amount: 1200 },
    ]);
    expect(shown('Net')).toBe('$200.00');
    await nextPaint();
    expect(screen.getByTestId('location').textContent).toBe(
      '?date.1=2024-01-31&amount.1=-1000&date.2=2025-01-31&amount.2=1200&currency=USD',
    );
  });

  it('opens a shared link with its rows and their results', () => {
    renderFlows('/flows?date.1=2024-01-01&amount.1=-10&date.2=2024-06-01&amount.2=4&date.3=2024-07-01&amount.3=9');
    expect(cell('Amount', 3)).toHaveValue('9');
    expect(shown('Net')).toBe('$3.00');
    expect(shown('First date')).toBe('2024-01-01');
  });

  it('keeps the rows typed in the tab’s draft when the page is mounted again', async () => {
    const { user, unmount } = renderFlows();
    await user.click(screen.getByRole('button', { name: 'Add cash flow' }));
    await user.type(cell('Amount', 3), '42');
    unmount();
    renderFlows();
    expect(cell('Amount', 3)).toHaveValue('42');
  });
});
