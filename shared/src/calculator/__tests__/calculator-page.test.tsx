import { fireEvent, render, screen, within } from '@testing-library/react';
import { EMPTY_CATALOG, MemoryRouter, useLocation } from '@calc/singleton';
import { AppProviders } from '../../providers';
import { CalculatorPage, calculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';

// A tiny calculator: doubles an amount and adds an optional extra.
type Name = 'amount' | 'extra';
interface Result {
  doubled: number;
  rows: Array<{ year: number; value: number }>;
}

const compute = jest.fn(({ amount, extra }: Record<Name, number>): Result => {
  const doubled = amount * 2 + extra;
  return {
    doubled,
    rows: [
      { year: 1, value: doubled },
      { year: 2, value: doubled * 2 },
    ],
  };
});

function definition(whenIncomplete: 'keep' | 'reset'): CalculatorDefinition<Name, Result, Result['rows'][number]> {
  return {
    id: 'double',
    fields: [
      { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1000 },
      { name: 'extra', label: 'Extra', kind: 'number', min: 0, max: 10, required: false, integer: true },
    ],
    compute,
    emptyResult: { doubled: 0, rows: [] },
    whenIncomplete,
    resultsTabLabel: 'results',
    results: [
      { label: 'Doubled:', value: (result) => result.doubled, format: 'number', headline: true },
      { label: 'In money:', value: (result) => result.doubled, format: 'currency' },
    ],
    message: (result) => (result.doubled > 100 ? 'That is a lot.' : null),
    report: {
      tabLabel: 'report',
      rows: (result) => result.rows,
      columns: [
        { header: 'Year', value: (row) => row.year, format: 'text' },
        { header: 'Value', value: (row) => row.value, format: 'number' },
      ],
    },
  };
}

const KEEP = definition('keep');
const RESET = definition('reset');

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(def = KEEP, url = '/double') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders catalog={EMPTY_CATALOG}>
        <CalculatorPage definition={def} />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

const amountInput = () => screen.getByRole('spinbutton', { name: 'Amount' });
const extraInput = () => screen.getByRole('spinbutton', { name: 'Extra' });
const calculate = () => fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The value shown next to a result label. */
function shown(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.localStorage.clear();
  compute.mockClear();
});

describe('CalculatorPage', () => {
  it('shows zero results, an empty report and a hint before any calculation', () => {
    renderPage();
    expect(shown('Doubled:')).toBe('0.00');
    expect(shown('In money:')).toBe('$0.00');
    expect(screen.getByText('Enter your values and press Calculate to see the results.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    expect(compute).not.toHaveBeenCalled();
  });

  it('ties every input to its label and shows the full-width Calculate button', () => {
    renderPage();
    expect(amountInput()).toHaveAttribute('id', 'double-amount');
    expect(extraInput()).toHaveAttribute('id', 'double-extra');
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveAttribute('type', 'submit');
  });

  it('computes only when Calculate is pressed', () => {
    renderPage();
    type(amountInput(), '21');
    expect(shown('Doubled:')).toBe('0.00');
    expect(compute).not.toHaveBeenCalled();
    calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(compute).toHaveBeenCalledWith({ amount: 21, extra: 0 });
    expect(shown('Doubled:')).toBe('42.00');
    expect(shown('In money:')).toBe('$42.00');
    expect(screen.queryByText('Enter your values and press Calculate to see the results.')).toBeNull();
    // Typing again does not recompute until the next Calculate.
    type(amountInput(), '100');
    type(extraInput(), '3');
    expect(shown('Doubled:')).toBe('42.00');
    calculate();
    expect(shown('Doubled:')).toBe('203.00');
    expect(screen.getByText('That is a lot.')).toBeInTheDocument();
  });

  it('formats the results in the visitor’s stored currency', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderPage();
    type(amountInput(), '600');
    calculate();
    expect(shown('In money:')).toBe('₹1,200.00');
    // A currency field shows the selected currency's symbol inside it.
    expect(amountInput().parentElement).toHaveTextContent('₹');
    expect(extraInput().parentElement).not.toHaveTextContent('₹');
  });

  it("'keep': an empty required field keeps the previous results and says the field is required", () => {
    renderPage(KEEP);
    type(amountInput(), '21');
    calculate();
    expect(shown('Doubled:')).toBe('42.00');
    type(amountInput(), '');
    calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe('42.00');
    expect(amountInput()).toHaveAccessibleDescription('This field is required.');
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.queryByText('No data available.')).toBeNull();
  });

  it("'reset': an empty required field resets results to zero and empties the report", () => {
    renderPage(RESET);
    type(amountInput(), '21');
    calculate();
    expect(shown('Doubled:')).toBe('42.00');
    type(amountInput(), '  ');
    calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe('0.00');
    expect(shown('In money:')).toBe('$0.00');
    expect(amountInput()).toHaveAccessibleDescription('This field is required.');
    fireEvent.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.getByText('No data available.')).toBeInTheDocument();
  });

  it('an out-of-range value shows the inline message and does not compute', () => {
    renderPage();
    type(amountInput(), '5000');
    calculate();
    expect(compute).not.toHaveBeenCalled();
    expect(shown('Doubled:')).toBe('0.00');
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
    expect(location()).toBe('/double');
    // The message goes once the field is edited, and a valid value then computes.
    type(amountInput(), '5');
    expect(amountInput()).not.toHaveAttribute('aria-invalid');
    calculate();
    expect(shown('Doubled:')).toBe('10.00');
  });

  it('a fractional value in a whole-number field is refused with its message', () => {
    renderPage();
    type(amountInput(), '5');
    type(extraInput(), '1.5');
    calculate();
    expect(compute).not.toHaveBeenCalled();
    expect(extraInput()).toHaveAccessibleDescription('Enter a whole number.');
  });

  it('an invalid value after a good calculation leaves the shown results alone', () => {
    renderPage(RESET);
    type(amountInput(), '21');
    calculate();
    type(amountInput(), '-1');
    calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe('42.00');
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
  });

  it('writes the inputs to the query string after Calculate', () => {
    renderPage();
    expect(location()).toBe('/double');
    type(amountInput(), '21');
    expect(location()).toBe('/double');
    calculate();
    expect(location()).toBe('/double?amount=21');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    type(extraInput(), '4');
    calculate();
    expect(location()).toBe('/double?amount=21&extra=4');
  });

  it('computes at once on arrival from a URL carrying the fields', () => {
    renderPage(KEEP, '/double?amount=7&extra=2');
    expect(amountInput()).toHaveValue(7);
    expect(extraInput()).toHaveValue(2);
    expect(shown('Doubled:')).toBe('16.00');
    expect(compute).toHaveBeenCalledWith({ amount: 7, extra: 2 });
    expect(location()).toBe('/double?amount=7&extra=2');
  });

  it('does not compute on arrival from a URL with junk or out-of-range values', () => {
    renderPage(KEEP, '/double?amount=abc');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveValue(null);
    expect(shown('Doubled:')).toBe('0.00');
  });

  it('shows the inline message on arrival from a URL with an out-of-range value', () => {
    renderPage(KEEP, '/double?amount=5000');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
  });

  it('ignores a URL that carries none of its fields', () => {
    renderPage(KEEP, '/double?utm_source=mail');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveValue(null);
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('the report tab shows the rows with their headers', () => {
    renderPage();
    type(amountInput(), '21');
    calculate();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.queryByText('Doubled:')).toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Year', 'Value']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '42.00'],
      ['2', '84.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('the Download CSV button is disabled while the report is empty', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('keeps the page alive and shows an error if the computation throws', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    compute.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    try {
      renderPage();
      type(amountInput(), '21');
      calculate();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'These values could not be calculated. Please check them and try again.',
      );
      expect(shown('Doubled:')).toBe('0.00');
      calculate();
      expect(shown('Doubled:')).toBe('42.00');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('calculatorPage() makes a page component from a definition', () => {
    const Page = calculatorPage(KEEP);
    expect(Page.displayName).toBe('CalculatorPage(double)');
    render(
      <MemoryRouter initialEntries={['/x?amount=1']}>
        <AppProviders catalog={EMPTY_CATALOG}>
          <Page />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(shown('Doubled:')).toBe('2.00');
  });
});

describe('the draft: what was typed survives the page being mounted again in the same tab', () => {
  it('brings back typed values, not yet calculated, after an unmount (a remote reloaded after a failure)', () => {
    const first = renderPage();
    type(amountInput(), '12');
    type(extraInput(), '3');
    first.unmount();
    renderPage();
    expect(amountInput()).toHaveValue(12);
    expect(extraInput()).toHaveValue(3);
    expect(shown('Doubled:')).toBe('0.00');
  });

  it('a shared URL wins over the draft', () => {
    const first = renderPage();
    type(amountInput(), '12');
    first.unmount();
    renderPage(KEEP, '/double?amount=7');
    expect(amountInput()).toHaveValue(7);
  });

  it('storage that throws leaves the page working from its defaults', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      renderPage();
      type(amountInput(), '5');
      calculate();
      expect(shown('Doubled:')).toBe('10.00');
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});
