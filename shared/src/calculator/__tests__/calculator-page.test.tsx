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
    message: (result) => (result.doubled > 100 ? { text: 'That is a lot.', tone: 'good' } : null),
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

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const extraInput = () => screen.getByRole('textbox', { name: 'Extra' });
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

  describe('the URL describes exactly the results on screen', () => {
    it("'reset': when the results reset, their query goes; other parameters stay", () => {
      renderPage(RESET, '/double?utm_source=mail');
      type(amountInput(), '21');
      calculate();
      expect(location()).toBe('/double?utm_source=mail&amount=21&currency=USD');
      type(amountInput(), '');
      calculate();
      expect(shown('Doubled:')).toBe('0.00');
      expect(location()).toBe('/double?utm_source=mail');
    });

    it("'keep': the results stay, and so does the query of those results (not of the new inputs)", () => {
      renderPage(KEEP);
      type(amountInput(), '21');
      type(extraInput(), '4');
      calculate();
      expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
      type(extraInput(), '2');
      type(amountInput(), '');
      calculate();
      expect(shown('Doubled:')).toBe('46.00'); // 21 x 2 + 4
      expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
    });

    it('a value out of bounds keeps the shown results and their query', () => {
      renderPage(RESET);
      type(amountInput(), '21');
      calculate();
      type(amountInput(), '5000');
      calculate();
      expect(shown('Doubled:')).toBe('42.00');
      expect(location()).toBe('/double?amount=21&currency=USD');
    });

    it('a URL whose values compute nothing is cleared on arrival (the fields keep them)', () => {
      renderPage(RESET, '/double?amount=5000');
      expect(compute).not.toHaveBeenCalled();
      expect(amountInput()).toHaveValue('5,000');
      expect(location()).toBe('/double');
    });

    it('a shared link opens in the currency it was made in, and a change of currency updates it', () => {
      renderPage(RESET, '/double?amount=7&currency=INR');
      expect(shown('In money:')).toBe('₹14.00');
      expect(location()).toBe('/double?amount=7&currency=INR');
      expect(window.localStorage.getItem('selectedCurrency')).toBe('INR');
    });

    it('a link with an unknown currency keeps the visitor’s own', () => {
      renderPage(RESET, '/double?amount=7&currency=XYZ');
      expect(shown('In money:')).toBe('$14.00');
      expect(location()).toBe('/double?amount=7&currency=USD');
    });

    it('values typed with grouping or shorthand go in the URL as plain numbers', () => {
      renderPage(RESET);
      type(amountInput(), '0.5k');
      calculate();
      expect(shown('Doubled:')).toBe('1,000.00');
      expect(location()).toBe('/double?amount=500&currency=USD');
    });
  });

  it('results that no longer match the fields are marked out of date until Calculate', () => {
    renderPage(RESET);
    const notice = () => screen.queryByText('Inputs changed. Press Calculate to update.');
    type(amountInput(), '21');
    expect(notice()).toBeNull(); // nothing shown yet, so nothing out of date
    calculate();
    expect(notice()).toBeNull();
    type(amountInput(), '22');
    expect(notice()).toBeInTheDocument();
    expect(notice()!.closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('[data-stale]')).not.toBeNull();
    expect(shown('Doubled:')).toBe('42.00'); // still the old figures, dimmed
    // Back to what was calculated (written another way): up to date again.
    type(amountInput(), '0.021k');
    expect(notice()).toBeNull();
    // An out-of-range value beside old results: out of date too.
    type(amountInput(), '5000');
    calculate();
    expect(notice()).toBeInTheDocument();
    type(amountInput(), '5');
    calculate();
    expect(notice()).toBeNull();
    expect(document.querySelector('[data-stale]')).toBeNull();
    expect(shown('Doubled:')).toBe('10.00');
  });

  it('groups digits as they are typed, in the currency’s locale, and confirms shorthand with its value', () => {
    renderPage(RESET);
    type(amountInput(), '1000');
    expect(amountInput()).toHaveValue('1,000');
    type(amountInput(), '0.5k');
    expect(amountInput()).toHaveValue('0.5k');
    expect(amountInput()).toHaveAccessibleDescription('= $500.00');
    calculate();
    expect(shown('Doubled:')).toBe('1,000.00');
  });

  it('groups in lakhs and crores for INR', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderPage(RESET);
    type(amountInput(), '100000');
    expect(amountInput()).toHaveValue('1,00,000');
  });

  it("text that is not a number says 'Enter a number.' and is not read as empty: the results stay", () => {
    renderPage(RESET);
    type(amountInput(), '21');
    calculate();
    for (const text of ['5-3', '1e', '--', '1e-', '.']) {
      type(amountInput(), text);
      calculate();
      expect(amountInput()).toHaveValue(text);
      expect(amountInput()).toHaveAccessibleDescription('Enter a number.');
      expect(shown('Doubled:')).toBe('42.00');
      expect(location()).toBe('/double?amount=21&currency=USD');
    }
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('writes the inputs to the query string after Calculate', () => {
    renderPage();
    expect(location()).toBe('/double');
    type(amountInput(), '21');
    expect(location()).toBe('/double');
    calculate();
    expect(location()).toBe('/double?amount=21&currency=USD');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    type(extraInput(), '4');
    calculate();
    expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
  });

  it('computes at once on arrival from a URL carrying the fields', () => {
    renderPage(KEEP, '/double?amount=7&extra=2');
    expect(amountInput()).toHaveValue('7');
    expect(extraInput()).toHaveValue('2');
    expect(shown('Doubled:')).toBe('16.00');
    expect(compute).toHaveBeenCalledWith({ amount: 7, extra: 2 });
    expect(location()).toBe('/double?amount=7&extra=2&currency=USD');
  });

  it('does not compute on arrival from a URL with junk or out-of-range values', () => {
    renderPage(KEEP, '/double?amount=abc');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveValue('');
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
    expect(amountInput()).toHaveValue('');
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
    expect(amountInput()).toHaveValue('12');
    expect(extraInput()).toHaveValue('3');
    expect(shown('Doubled:')).toBe('0.00');
  });

  it('a shared URL wins over the draft', () => {
    const first = renderPage();
    type(amountInput(), '12');
    first.unmount();
    renderPage(KEEP, '/double?amount=7');
    expect(amountInput()).toHaveValue('7');
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

describe('Solve for', () => {
  // Solving the tiny calculator backwards: the amount that doubles (plus the extra) to a target.
  const SOLVING: CalculatorDefinition<Name, Result, Result['rows'][number]> = {
    ...RESET,
    id: 'solving',
    modes: [
      {
        id: 'amount',
        label: 'Amount',
        replaces: 'amount',
        targets: [{ name: 'target', label: 'Target', kind: 'number', min: 0, max: 5000 }],
        solve: (v: { target: number; extra: number }) => {
          if (v.target < v.extra) return { ok: false, reason: 'The extra alone is above the target: lower the extra.' };
          const amount = (v.target - v.extra) / 2;
          return {
            ok: true,
            value: {
              figures: [{ label: 'Amount needed', value: amount, format: 'currency' }],
              result: compute({ amount, extra: v.extra }),
            },
          };
        },
      },
    ],
  };
  const solveFor = () => screen.getByRole('combobox', { name: 'Solve for' });
  const targetInput = () => screen.getByRole('textbox', { name: 'Target' });
  const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

  it('offers the normal result first (the headline, by default) and then each input it can find', () => {
    renderPage(SOLVING, '/solving');
    expect(solveFor()).toHaveValue('');
    expect(
      within(solveFor())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Doubled', 'Amount']);
    expect(screen.queryByRole('textbox', { name: 'Target' })).toBeNull();
    // A calculator without modes has no control.
    renderPage(RESET, '/double');
    expect(screen.getAllByRole('combobox', { name: 'Solve for' })).toHaveLength(1);
  });

  it('replaces the input found by its target, shows the solved value first, and puts the mode in the URL', () => {
    renderPage(SOLVING, '/solving');
    fireEvent.change(solveFor(), { target: { value: 'amount' } });
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    type(targetInput(), '100');
    type(extraInput(), '4');
    calculate();
    expect(terms()).toEqual(['Amount needed', 'Doubled:', 'In money:']);
    expect(shown('Amount needed')).toBe('$48.00');
    expect(shown('Doubled:')).toBe('100.00');
    expect(location()).toBe('/solving?solveFor=amount&target=100&extra=4&currency=USD');
  });

  it('opens a shared link in its mode, with its results', () => {
    renderPage(SOLVING, '/solving?solveFor=amount&target=50&currency=USD');
    expect(solveFor()).toHaveValue('amount');
    expect(targetInput()).toHaveValue('50');
    expect(shown('Amount needed')).toBe('$25.00');
  });

  it('explains a target out of reach, shows no results, and keeps what was typed across modes', () => {
    renderPage(SOLVING, '/solving');
    type(amountInput(), '7');
    fireEvent.change(solveFor(), { target: { value: 'amount' } });
    type(targetInput(), '3');
    type(extraInput(), '5');
    calculate();
    expect(screen.getByRole('alert')).toHaveTextContent('The extra alone is above the target: lower the extra.');
    expect(shown('Doubled:')).toBe('0.00');
    expect(location()).toBe('/solving');
    fireEvent.change(solveFor(), { target: { value: '' } });
    expect(amountInput()).toHaveValue('7');
    expect(screen.queryByRole('alert')).toBeNull();
    calculate();
    expect(shown('Doubled:')).toBe('19.00');
  });

  it('marks the results out of date when the mode changes', () => {
    renderPage(SOLVING, '/solving');
    type(amountInput(), '7');
    calculate();
    expect(screen.queryByText('Inputs changed. Press Calculate to update.')).toBeNull();
    fireEvent.change(solveFor(), { target: { value: 'amount' } });
    expect(screen.getByText('Inputs changed. Press Calculate to update.')).toBeInTheDocument();
  });
});
