import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EMPTY_CATALOG, useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { NOT_CALCULATED } from '../result-stats';
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

// The visitor of the page rendered last.
let user: UserEvent;
function renderPage(def = KEEP, url = '/double') {
  const rendered = renderApp(
    <>
      <CalculatorPage definition={def} />
      <LocationProbe />
    </>,
    { route: url, catalog: EMPTY_CATALOG },
  );
  user = rendered.user;
  return rendered;
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
const extraInput = () => screen.getByRole('textbox', { name: 'Extra' });
const calculate = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
/** Replaces what the field says, typed key by key as a visitor does. */
async function type(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}
/** The value shown next to a result label. */
/** A figure before a calculation or after a reset: the dash shown, then the words a screen reader hears. */
const EMPTY_FIGURE = `—${NOT_CALCULATED}`;
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
  it('shows zero results, an empty report and a hint before any calculation', async () => {
    renderPage();
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
    expect(shown('In money:')).toBe(EMPTY_FIGURE);
    expect(screen.getByText('Enter your values and press Calculate to see the results.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'report' }));
    // The report's code arrives on first use (lazy-report-table.tsx).
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(compute).not.toHaveBeenCalled();
  });

  it('ties every input to its label and shows the full-width Calculate button', async () => {
    renderPage();
    expect(amountInput()).toHaveAttribute('id', 'double-amount');
    expect(extraInput()).toHaveAttribute('id', 'double-extra');
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveAttribute('type', 'submit');
  });

  it('computes only when Calculate is pressed', async () => {
    renderPage();
    await type(amountInput(), '21');
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
    expect(compute).not.toHaveBeenCalled();
    await calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(compute).toHaveBeenCalledWith({ amount: 21, extra: 0 });
    expect(shown('Doubled:')).toBe('42.00');
    expect(shown('In money:')).toBe('$42.00');
    expect(screen.queryByText('Enter your values and press Calculate to see the results.')).toBeNull();
    // Typing again does not recompute until the next Calculate.
    await type(amountInput(), '100');
    await type(extraInput(), '3');
    expect(shown('Doubled:')).toBe('42.00');
    await calculate();
    expect(shown('Doubled:')).toBe('203.00');
    expect(screen.getByText('That is a lot.')).toBeInTheDocument();
  });

  it('formats the results in the visitor’s stored currency', async () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderPage();
    await type(amountInput(), '600');
    await calculate();
    expect(shown('In money:')).toBe('₹1,200.00');
    // A currency field shows the selected currency's symbol inside it.
    expect(amountInput().parentElement).toHaveTextContent('₹');
    expect(extraInput().parentElement).not.toHaveTextContent('₹');
  });

  it("'keep': an empty required field keeps the previous results and says the field is required", async () => {
    renderPage(KEEP);
    await type(amountInput(), '21');
    await calculate();
    expect(shown('Doubled:')).toBe('42.00');
    await type(amountInput(), '');
    await calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe('42.00');
    expect(amountInput()).toHaveAccessibleDescription('This field is required.');
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.queryByText('No data available.')).toBeNull();
  });

  it("'reset': an empty required field resets results to zero and empties the report", async () => {
    renderPage(RESET);
    await type(amountInput(), '21');
    await calculate();
    expect(shown('Doubled:')).toBe('42.00');
    await type(amountInput(), '  ');
    await calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
    expect(shown('In money:')).toBe(EMPTY_FIGURE);
    expect(amountInput()).toHaveAccessibleDescription('This field is required.');
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('an out-of-range value shows the inline message and does not compute', async () => {
    renderPage();
    await type(amountInput(), '5000');
    await calculate();
    expect(compute).not.toHaveBeenCalled();
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
    expect(location()).toBe('/double');
    // The message goes once the field is edited, and a valid value then computes.
    await type(amountInput(), '5');
    expect(amountInput()).not.toHaveAttribute('aria-invalid');
    await calculate();
    expect(shown('Doubled:')).toBe('10.00');
  });

  it('a fractional value in a whole-number field is refused with its message', async () => {
    renderPage();
    await type(amountInput(), '5');
    await type(extraInput(), '1.5');
    await calculate();
    expect(compute).not.toHaveBeenCalled();
    expect(extraInput()).toHaveAccessibleDescription('Enter a whole number.');
  });

  it('an invalid value after a good calculation leaves the shown results alone', async () => {
    renderPage(RESET);
    await type(amountInput(), '21');
    await calculate();
    await type(amountInput(), '-1');
    await calculate();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(shown('Doubled:')).toBe('42.00');
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
  });

  describe('the URL describes exactly the results on screen', () => {
    it("'reset': when the results reset, their query goes; other parameters stay", async () => {
      renderPage(RESET, '/double?utm_source=mail');
      await type(amountInput(), '21');
      await calculate();
      await nextPaint();
      expect(location()).toBe('/double?utm_source=mail&amount=21&currency=USD');
      await type(amountInput(), '');
      await calculate();
      expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
      await nextPaint();
      expect(location()).toBe('/double?utm_source=mail');
    });

    it("'keep': the results stay, and so does the query of those results (not of the new inputs)", async () => {
      renderPage(KEEP);
      await type(amountInput(), '21');
      await type(extraInput(), '4');
      await calculate();
      await nextPaint();
      expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
      await type(extraInput(), '2');
      await type(amountInput(), '');
      await calculate();
      expect(shown('Doubled:')).toBe('46.00'); // 21 x 2 + 4
      expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
    });

    it('a value out of bounds keeps the shown results and their query', async () => {
      renderPage(RESET);
      await type(amountInput(), '21');
      await calculate();
      await type(amountInput(), '5000');
      await calculate();
      expect(shown('Doubled:')).toBe('42.00');
      expect(location()).toBe('/double?amount=21&currency=USD');
    });

    it('a URL whose values compute nothing is cleared on arrival (the fields keep them)', async () => {
      renderPage(RESET, '/double?amount=5000');
      expect(compute).not.toHaveBeenCalled();
      expect(amountInput()).toHaveValue('5,000');
      await nextPaint();
      expect(location()).toBe('/double');
    });

    it('a shared link opens in the currency it was made in, and a change of currency updates it', async () => {
      renderPage(RESET, '/double?amount=7&currency=INR');
      expect(shown('In money:')).toBe('₹14.00');
      expect(location()).toBe('/double?amount=7&currency=INR');
      expect(window.localStorage.getItem('selectedCurrency')).toBe('INR');
    });

    it('a link with an unknown currency keeps the visitor’s own', async () => {
      renderPage(RESET, '/double?amount=7&currency=XYZ');
      expect(shown('In money:')).toBe('$14.00');
      await nextPaint();
      expect(location()).toBe('/double?amount=7&currency=USD');
    });

    it('values typed with grouping or shorthand go in the URL as plain numbers', async () => {
      renderPage(RESET);
      await type(amountInput(), '0.5k');
      await calculate();
      expect(shown('Doubled:')).toBe('1,000.00');
      await nextPaint();
      expect(location()).toBe('/double?amount=500&currency=USD');
    });
  });

  it('results that no longer match the fields are marked out of date until Calculate', async () => {
    renderPage(RESET);
    const notice = () => screen.queryByText('Inputs changed. Press Calculate to update.');
    await type(amountInput(), '21');
    expect(notice()).toBeNull(); // nothing shown yet, so nothing out of date
    await calculate();
    expect(notice()).toBeNull();
    await type(amountInput(), '22');
    expect(notice()).toBeInTheDocument();
    expect(notice()!.closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('[data-stale]')).not.toBeNull();
    expect(shown('Doubled:')).toBe('42.00'); // still the old figures, dimmed
    // Back to what was calculated (written another way): up to date again.
    await type(amountInput(), '0.021k');
    expect(notice()).toBeNull();
    // An out-of-range value beside old results: out of date too.
    await type(amountInput(), '5000');
    await calculate();
    expect(notice()).toBeInTheDocument();
    await type(amountInput(), '5');
    await calculate();
    expect(notice()).toBeNull();
    expect(document.querySelector('[data-stale]')).toBeNull();
    expect(shown('Doubled:')).toBe('10.00');
  });

  it('groups digits as they are typed, in the currency’s locale, and confirms shorthand with its value', async () => {
    renderPage(RESET);
    await type(amountInput(), '1000');
    expect(amountInput()).toHaveValue('1,000');
    await type(amountInput(), '0.5k');
    expect(amountInput()).toHaveValue('0.5k');
    expect(amountInput()).toHaveAccessibleDescription('= $500.00');
    await calculate();
    expect(shown('Doubled:')).toBe('1,000.00');
  });

  it('groups in lakhs and crores for INR', async () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderPage(RESET);
    await type(amountInput(), '100000');
    expect(amountInput()).toHaveValue('1,00,000');
  });

  it("text that is not a number says 'Enter a number.' and is not read as empty: the results stay", async () => {
    renderPage(RESET);
    await type(amountInput(), '21');
    await calculate();
    for (const text of ['5-3', '1e', '--', '1e-', '.']) {
      await type(amountInput(), text);
      await calculate();
      expect(amountInput()).toHaveValue(text);
      expect(amountInput()).toHaveAccessibleDescription('Enter a number.');
      expect(shown('Doubled:')).toBe('42.00');
      expect(location()).toBe('/double?amount=21&currency=USD');
    }
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('writes the inputs to the query string after Calculate', async () => {
    renderPage();
    expect(location()).toBe('/double');
    await type(amountInput(), '21');
    expect(location()).toBe('/double');
    await calculate();
    await nextPaint();
    expect(location()).toBe('/double?amount=21&currency=USD');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await type(extraInput(), '4');
    await calculate();
    await nextPaint();
    expect(location()).toBe('/double?amount=21&extra=4&currency=USD');
  });

  it('computes at once on arrival from a URL carrying the fields', async () => {
    renderPage(KEEP, '/double?amount=7&extra=2');
    expect(amountInput()).toHaveValue('7');
    expect(extraInput()).toHaveValue('2');
    expect(shown('Doubled:')).toBe('16.00');
    expect(compute).toHaveBeenCalledWith({ amount: 7, extra: 2 });
    await nextPaint();
    expect(location()).toBe('/double?amount=7&extra=2&currency=USD');
  });

  it('does not compute on arrival from a URL with junk or out-of-range values', async () => {
    renderPage(KEEP, '/double?amount=abc');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveValue('');
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
  });

  it('shows the inline message on arrival from a URL with an out-of-range value', async () => {
    renderPage(KEEP, '/double?amount=5000');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveAccessibleDescription('Enter a value between 0 and 1,000.');
  });

  it('ignores a URL that carries none of its fields', async () => {
    renderPage(KEEP, '/double?utm_source=mail');
    expect(compute).not.toHaveBeenCalled();
    expect(amountInput()).toHaveValue('');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('the report tab shows the rows with their headers', async () => {
    renderPage();
    await type(amountInput(), '21');
    await calculate();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect(screen.queryByText('Doubled:')).toBeNull();
    const table = await screen.findByRole('table');
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

  it('the Download CSV button is disabled while the report is empty', async () => {
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('keeps the page alive and shows an error if the computation throws', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    compute.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    try {
      renderPage();
      await type(amountInput(), '21');
      await calculate();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'These values could not be calculated. Please check them and try again.',
      );
      expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
      await calculate();
      expect(shown('Doubled:')).toBe('42.00');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('calculatorPage() makes a page component from a definition', async () => {
    const Page = calculatorPage(KEEP);
    expect(Page.displayName).toBe('CalculatorPage(double)');
    renderApp(<Page />, { route: '/x?amount=1', catalog: EMPTY_CATALOG });
    expect(shown('Doubled:')).toBe('2.00');
  });
});

describe('the draft: what was typed survives the page being mounted again in the same tab', () => {
  it('brings back typed values, not yet calculated, after an unmount (a remote reloaded after a failure)', async () => {
    const first = renderPage();
    await type(amountInput(), '12');
    await type(extraInput(), '3');
    first.unmount();
    renderPage();
    expect(amountInput()).toHaveValue('12');
    expect(extraInput()).toHaveValue('3');
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
  });

  it('a shared URL wins over the draft', async () => {
    const first = renderPage();
    await type(amountInput(), '12');
    first.unmount();
    renderPage(KEEP, '/double?amount=7');
    expect(amountInput()).toHaveValue('7');
  });

  it('storage that throws leaves the page working from its defaults', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      renderPage();
      await type(amountInput(), '5');
      await calculate();
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
              figures: [{ id: 'amount', label: 'Amount needed', value: amount, format: 'currency' }],
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

  it('offers the normal result first (the headline, by default) and then each input it can find', async () => {
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

  it('replaces the input found by its target, shows the solved value first, and puts the mode in the URL', async () => {
    renderPage(SOLVING, '/solving');
    await user.selectOptions(solveFor(), 'amount');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await type(targetInput(), '100');
    await type(extraInput(), '4');
    await calculate();
    expect(terms()).toEqual(['Amount needed', 'Doubled:', 'In money:']);
    expect(shown('Amount needed')).toBe('$48.00');
    expect(shown('Doubled:')).toBe('100.00');
    await nextPaint();
    expect(location()).toBe('/solving?solveFor=amount&target=100&extra=4&currency=USD');
  });

  it('opens a shared link in its mode, with its results', async () => {
    renderPage(SOLVING, '/solving?solveFor=amount&target=50&currency=USD');
    expect(solveFor()).toHaveValue('amount');
    expect(targetInput()).toHaveValue('50');
    expect(shown('Amount needed')).toBe('$25.00');
  });

  it('explains a target out of reach, shows no results, and keeps what was typed across modes', async () => {
    renderPage(SOLVING, '/solving');
    await type(amountInput(), '7');
    await user.selectOptions(solveFor(), 'amount');
    await type(targetInput(), '3');
    await type(extraInput(), '5');
    await calculate();
    expect(screen.getByRole('alert')).toHaveTextContent('The extra alone is above the target: lower the extra.');
    expect(shown('Doubled:')).toBe(EMPTY_FIGURE);
    expect(location()).toBe('/solving');
    await user.selectOptions(solveFor(), '');
    expect(amountInput()).toHaveValue('7');
    expect(screen.queryByRole('alert')).toBeNull();
    await calculate();
    expect(shown('Doubled:')).toBe('19.00');
  });

  it('marks the results out of date when the mode changes', async () => {
    renderPage(SOLVING, '/solving');
    await type(amountInput(), '7');
    await calculate();
    expect(screen.queryByText('Inputs changed. Press Calculate to update.')).toBeNull();
    await user.selectOptions(solveFor(), 'amount');
    expect(screen.getByText('Inputs changed. Press Calculate to update.')).toBeInTheDocument();
  });
});
