/* The visitor's currency (the singleton's state) formatted by this library: what every amount on a page shows. */
import { act, renderHook, screen } from '@testing-library/react';
import { CurrencyProvider, useCurrency } from '@calc/singleton';
import { renderApp } from '../../../../test-support/render-app';
import { useCurrencyFormat } from '../use-currency-format';

function AmountProbe({ name }: { name: string }) {
  const { currency, format } = useCurrencyFormat();
  const { setCurrency } = useCurrency();
  return (
    <div>
      <span data-testid={`${name}-code`}>{currency}</span>
      <span data-testid={`${name}-amount`}>{format(1234.5)}</span>
      <button type="button" onClick={() => setCurrency('INR')}>
        INR from {name}
      </button>
      <button type="button" onClick={() => setCurrency('GBP')}>
        GBP from {name}
      </button>
    </div>
  );
}

/** Two consumers of the currency, inside the app's providers. */
function renderAmounts() {
  return renderApp(
    <>
      <AmountProbe name="a" />
      <AmountProbe name="b" />
    </>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('useCurrencyFormat', () => {
  it('formats in USD when storage is empty', () => {
    renderAmounts();
    expect(screen.getByTestId('a-code')).toHaveTextContent('USD');
    expect(screen.getByTestId('a-amount')).toHaveTextContent('$1,234.50');
  });

  it('formats in the stored currency, in its own locale', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderAmounts();
    expect(screen.getByTestId('a-code')).toHaveTextContent('INR');
    expect(screen.getByTestId('a-amount')).toHaveTextContent('₹1,234.50');
  });

  it('follows a change of currency in every consumer', async () => {
    const { user } = renderAmounts();
    await user.click(screen.getByRole('button', { name: 'INR from a' }));
    for (const name of ['a', 'b']) expect(screen.getByTestId(`${name}-amount`)).toHaveTextContent('₹1,234.50');
    await user.click(screen.getByRole('button', { name: 'GBP from b' }));
    for (const name of ['a', 'b']) {
      expect(screen.getByTestId(`${name}-code`)).toHaveTextContent('GBP');
      expect(screen.getByTestId(`${name}-amount`)).toHaveTextContent('£1,234.50');
    }
  });

  it('shows missing values as 0 in the selected currency', () => {
    const { result } = renderHook(() => useCurrencyFormat(), { wrapper: CurrencyProvider });
    expect(result.current.format(undefined)).toBe('$0.00');
    expect(result.current.format(null)).toBe('$0.00');
    expect(result.current.format(NaN)).toBe('$0.00');
    expect(result.current.format(Infinity)).toBe('$0.00');
  });

  it('keeps the same format function until the currency changes', () => {
    const { result } = renderHook(() => ({ formatted: useCurrencyFormat(), state: useCurrency() }), {
      wrapper: CurrencyProvider,
    });
    const first = result.current.formatted.format;
    act(() => result.current.state.setCurrency('USD'));
    expect(result.current.formatted.format).toBe(first);
    act(() => result.current.state.setCurrency('EUR'));
    expect(result.current.formatted.format).not.toBe(first);
    expect(result.current.formatted.currency).toBe('EUR');
    // fr-FR groups with a narrow no-break space and writes the symbol after the amount.
    expect(result.current.formatted.format(1234.5)).toBe('1\u202f234,50\u00a0€');
  });

  it('outside the currency provider throws the singleton’s clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useCurrencyFormat())).toThrow(/useCurrency\(\) must be used inside <CurrencyProvider>/);
    } finally {
      spy.mockRestore();
    }
  });
});
