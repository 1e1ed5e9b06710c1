import { screen, within } from '@testing-library/react';
import { EMPTY_CATALOG, useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition, FieldDefinition, ReportColumn } from '../definition';
import { choiceField } from '../field-presets';
import { CHOICE_MESSAGE, checkFields, fromQueryString, toCsv, toQueryString, visibleColumns } from '../fields';

// A tiny calculator: an amount, and in a group an optional extra and a choice that multiplies it.
type Name = 'amount' | 'extra' | 'mode';
interface Result {
  total: number;
  extra: number;
  rows: Array<{ year: number; value: number; extra: number }>;
}

const FIELDS: FieldDefinition<Name>[] = [
  { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1000 },
  { name: 'extra', label: 'Extra', kind: 'number', min: 0, max: 10, required: false, group: 'Extras (optional)' },
  choiceField(
    'mode',
    'Mode',
    [
      { value: 1, label: 'Once' },
      { value: 3, label: 'Three times' },
    ],
    { group: 'Extras (optional)' },
  ),
];

const compute = jest.fn(({ amount, extra, mode }: Record<Name, number>): Result => ({
  total: amount + extra * mode,
  extra: extra * mode,
  rows: [{ year: 1, value: amount + extra * mode, extra: extra * mode }],
}));

const DEFINITION: CalculatorDefinition<Name, Result, Result['rows'][number]> = {
  id: 'choice',
  fields: FIELDS,
  compute,
  emptyResult: { total: 0, extra: 0, rows: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [
    { label: 'Total:', value: (r) => r.total, format: 'number', headline: true },
    { label: 'From extras:', value: (r) => r.extra, format: 'number', shown: (r) => r.extra > 0 },
  ],
  report: {
    tabLabel: 'report',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Value', value: (row) => row.value, format: 'number' },
      { header: 'Extra', value: (row) => row.extra, format: 'number', shown: (rows) => rows.some((row) => row.extra > 0) },
    ],
  },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(url = '/choice') {
  return renderApp(
    <>
      <CalculatorPage definition={DEFINITION} />
      <LocationProbe />
    </>,
    { route: url, catalog: EMPTY_CATALOG },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.localStorage.clear();
  compute.mockClear();
});

describe('choice fields (pure rules)', () => {
  const raw = (values: Partial<Record<Name, string>>) => ({ amount: '5', extra: '', mode: '', ...values });

  it('empty is the first option; a listed option is its number; anything else is refused', () => {
    expect(checkFields(FIELDS, raw({}))).toEqual({ status: 'valid', values: { amount: 5, extra: 0, mode: 1 } });
    expect(checkFields(FIELDS, raw({ mode: '3' }))).toEqual({ status: 'valid', values: { amount: 5, extra: 0, mode: 3 } });
    expect(checkFields(FIELDS, raw({ mode: '2' }))).toEqual({ status: 'invalid', errors: { mode: CHOICE_MESSAGE } });
  });

  it('travels in the URL as its number, and a URL with no such option leaves the choice empty', () => {
    expect(toQueryString(FIELDS, raw({ mode: '3' }))).toBe('amount=5&mode=3');
    expect(fromQueryString(FIELDS, '?amount=5&mode=3')).toEqual({ amount: '5', extra: '', mode: '3' });
    expect(fromQueryString(FIELDS, '?amount=5&mode=7')).toEqual({ amount: '5', extra: '', mode: '' });
  });

  it('choiceField takes its bounds from the options', () => {
    expect(FIELDS[2]).toMatchObject({ kind: 'choice', min: 1, max: 3 });
  });
});

describe('columns shown for some rows only', () => {
  const columns: ReportColumn<{ a: number; b: number }>[] = [
    { header: 'A', value: (row) => row.a, format: 'number' },
    { header: 'B', value: (row) => row.b, format: 'number', shown: (rows) => rows.some((row) => row.b !== 0) },
  ];
  it('leave the table and its CSV when they say so', () => {
    expect(visibleColumns(columns, [{ a: 1, b: 0 }]).map((c) => c.header)).toEqual(['A']);
    expect(visibleColumns(columns, [{ a: 1, b: 2 }]).map((c) => c.header)).toEqual(['A', 'B']);
    expect(toCsv(visibleColumns(columns, [{ a: 1, b: 0 }]), [{ a: 1, b: 0 }])).toBe('A\r\n1\r\n');
  });
});

describe('a page with a choice and a group', () => {
  it('renders the choice as a select tied to its label, inside the group’s fieldset', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Extras (optional)' });
    const select = within(group).getByRole('combobox', { name: 'Mode' });
    expect(select).toHaveValue('1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Once', 'Three times']);
    expect(within(group).getByRole('textbox', { name: 'Extra' })).toBeInTheDocument();
    // The amount is not in the group.
    expect(within(group).queryByRole('textbox', { name: 'Amount' })).toBeNull();
    // The legend says the group is optional; its fields do not each say it again.
    expect(within(group).queryByText('optional')).toBeNull();
  });

  it('computes with the chosen option, writes it to the URL and shows the conditional result and column', async () => {
    const { user } = renderPage();
    const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await calculate();
    expect(compute).toHaveBeenLastCalledWith({ amount: 10, extra: 0, mode: 1 });
    expect(screen.queryByText('From extras:')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Extra' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), '3');
    await calculate();
    expect(compute).toHaveBeenLastCalledWith({ amount: 10, extra: 2, mode: 3 });
    await nextPaint();
    expect(location()).toBe('/choice?amount=10&extra=2&mode=3&currency=USD');
    expect(screen.getByText('From extras:', { selector: 'dt' }).nextElementSibling?.textContent).toBe('6.00');
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect((await screen.findAllByRole('columnheader')).map((th) => th.textContent)).toEqual(['Year', 'Value', 'Extra']);
  });

  it('restores the choice from a shared URL', () => {
    renderPage('/choice?amount=4&extra=1&mode=3');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('3');
    // Also as the default (the selected attribute), so the page's HTML snapshot says which option is chosen.
    expect(screen.getByRole('option', { name: 'Three times' })).toHaveAttribute('selected');
    expect(screen.getByRole('option', { name: 'Once' })).not.toHaveAttribute('selected');
    expect(compute).toHaveBeenLastCalledWith({ amount: 4, extra: 1, mode: 3 });
  });
});
