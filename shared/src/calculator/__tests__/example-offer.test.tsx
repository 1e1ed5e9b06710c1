import { screen, waitFor } from '@testing-library/react';
import { EMPTY_CATALOG, useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { NOT_CALCULATED } from '../result-stats';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';

// A tiny calculator with a worked example: an amount times a rate, and a choice that halves it.
type Name = 'amount' | 'rate' | 'half';
interface Result {
  product: number;
}

const compute = jest.fn(({ amount, rate, half }: Record<Name, number>): Result => ({
  product: (amount * rate) / (half ? 2 : 1),
}));

const DEFINITION: CalculatorDefinition<Name, Result> = {
  id: 'product',
  fields: [
    { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e9 },
    { name: 'rate', label: 'Rate (%)', kind: 'percent', min: 0, max: 100 },
    {
      name: 'half',
      label: 'Half',
      kind: 'choice',
      min: 0,
      max: 1,
      options: [
        { value: 0, label: 'No' },
        { value: 1, label: 'Yes' },
      ],
    },
  ],
  compute,
  emptyResult: { product: 0 },
  results: [
    { label: 'Product:', value: (result) => result.product, format: 'currency', headline: true },
    { label: 'Verdict:', value: (result) => (result.product > 0 ? 'Something' : 'Same tax'), format: 'text' },
  ],
  example: { values: { amount: 12500.5, rate: 7.5 }, label: (money) => `${money(10000)} and ${money(12500.5)} at 7.5%` },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(definition: CalculatorDefinition<Name, Result> = DEFINITION) {
  return renderApp(
    <>
      <CalculatorPage definition={definition} />
      <LocationProbe />
    </>,
    { route: '/product', catalog: EMPTY_CATALOG },
  );
}

/** The card of a figure: its term, and the description after it. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const exampleButton = () => screen.getByRole('button', { name: /^See an example/ });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  compute.mockClear();
});

describe('the empty results', () => {
  it('draw no figure: each card is marked empty and shows a dash, heard as not calculated yet', () => {
    renderPage();
    for (const label of ['Product:', 'Verdict:']) {
      const card = figure(label);
      expect(card).toHaveAttribute('data-empty');
      const value = card.querySelector('dd')!;
      expect(value).toHaveClass('empty');
      expect(value.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
    // No zero and no verdict that could read as a result: the dash, and what it means for a screen reader.
    expect(figure('Product:').querySelector('dd')!.textContent).toBe(`—${NOT_CALCULATED}`);
    expect(figure('Verdict:').querySelector('dd')!.textContent).toBe(`—${NOT_CALCULATED}`);
  });

  it('after Calculate the figures are figures again', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Product:')).not.toHaveAttribute('data-empty');
    expect(figure('Product:').querySelector('dd')!.textContent).toBe('$2,000.00');
  });
});

describe('the worked example', () => {
  it('is offered in words written from its values, in the visitor’s currency, whole amounts without cents', () => {
    renderPage();
    expect(exampleButton()).toHaveAccessibleName('See an example: $10,000 and $12,500.50 at 7.5%');
  });

  it('in rupees the amounts are written as rupees are', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderPage();
    expect(exampleButton()).toHaveAccessibleName('See an example: ₹10,000 and ₹12,500.50 at 7.5%');
  });

  it('one tap fills the fields with it and calculates: the figures, the URL, and the offer gone', async () => {
    const { user } = renderPage();
    await user.click(exampleButton());
    expect(compute).toHaveBeenCalledTimes(1);
    expect(compute).toHaveBeenCalledWith({ amount: 12500.5, rate: 7.5, half: 0 });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12,500.5');
    expect(screen.getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('7.5');
    // 12,500.50 x 7.5, worked by hand: 93,753.75.
    expect(figure('Product:').querySelector('dd')!.textContent).toBe('$93,753.75');
    await nextPaint();
    expect(screen.getByTestId('location')).toHaveTextContent('amount=12500.5');
    expect(screen.queryByRole('button', { name: /^See an example/ })).toBeNull();
    // The focus moves on the next animation frame (revealOutcome), which a loaded machine may deliver late.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your results' })).toHaveFocus());
  });

  it('replaces what was typed, and its messages', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(exampleButton());
    expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('aria-invalid');
    expect(figure('Product:').querySelector('dd')!.textContent).toBe('$93,753.75');
  });

  it('is written with the decimal mark of the currency shown (euros: 12.500,5)', async () => {
    window.localStorage.setItem('selectedCurrency', 'EUR');
    const { user } = renderPage();
    await user.click(exampleButton());
    expect(compute).toHaveBeenCalledWith({ amount: 12500.5, rate: 7.5, half: 0 });
    expect(screen.getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('7,5');
  });

  it('is not offered by a calculator without one', () => {
    renderPage({ ...DEFINITION, example: undefined });
    expect(screen.queryByRole('button', { name: /^See an example/ })).toBeNull();
  });
});

describe('Enter', () => {
  it('in a choice calculates, as in a text field', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '10{Enter}');
    expect(compute).toHaveBeenCalledTimes(1);
    screen.getByRole('combobox', { name: 'Half' }).focus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Half' }), '1');
    await user.keyboard('{Enter}');
    expect(compute).toHaveBeenCalledTimes(2);
    expect(figure('Product:').querySelector('dd')!.textContent).toBe('$1,000.00');
  });
});
