import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyProvider, initialCurrency, useCurrency } from '../currency';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

const ALL_CODES = [
  'USD',
  'INR',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'JPY',
  'CNY',
  'CHF',
  'RUB',
  'BRL',
  'ZAR',
  'NZD',
  'SGD',
  'MXN',
  'KRW',
  'MYR',
  'HKD',
  'SEK',
  'NOK',
] as const;

function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

function CurrencyProbe({ name }: { name: string }) {
  const { currency, setCurrency } = useCurrency();
  return (
    <div>
      <span data-testid={`${name}-code`}>{currency}</span>
      <button type="button" onClick={() => setCurrency('INR')}>
        INR from {name}
      </button>
      <button type="button" onClick={() => setCurrency('GBP')}>
        GBP from {name}
      </button>
    </div>
  );
}

function renderCurrency() {
  return render(
    <CurrencyProvider>
      <CurrencyProbe name="a" />
      <CurrencyProbe name="b" />
    </CurrencyProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
});

describe('initialCurrency', () => {
  it('is USD with empty storage, and USD is then stored', () => {
    expect(initialCurrency()).toBe('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it.each(ALL_CODES)('uses the stored code %s', (code) => {
    window.localStorage.setItem('selectedCurrency', code);
    expect(initialCurrency()).toBe(code);
    expect(window.localStorage.getItem('selectedCurrency')).toBe(code);
  });

  it.each(['XYZ', 'usd', '', 'INR '])('replaces the invalid stored value %p with USD and stores it', (stored) => {
    window.localStorage.setItem('selectedCurrency', stored);
    expect(initialCurrency()).toBe('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });
});

describe('CurrencyProvider', () => {
  it('starts with USD when storage is empty', () => {
    renderCurrency();
    expect(screen.getByTestId('a-code')).toHaveTextContent('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it('starts from a stored valid currency', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderCurrency();
    expect(screen.getByTestId('a-code')).toHaveTextContent('INR');
  });

  it("falls back to USD for 'XYZ' and writes USD back", () => {
    window.localStorage.setItem('selectedCurrency', 'XYZ');
    renderCurrency();
    expect(screen.getByTestId('a-code')).toHaveTextContent('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it("setCurrency stores the code under 'selectedCurrency' and updates every consumer", async () => {
    renderCurrency();
    await userEvent.click(screen.getByRole('button', { name: 'INR from a' }));
    expect(window.localStorage.getItem('selectedCurrency')).toBe('INR');
    for (const name of ['a', 'b']) {
      expect(screen.getByTestId(`${name}-code`)).toHaveTextContent('INR');
    }
    await userEvent.click(screen.getByRole('button', { name: 'GBP from b' }));
    expect(window.localStorage.getItem('selectedCurrency')).toBe('GBP');
    expect(screen.getByTestId('a-code')).toHaveTextContent('GBP');
    expect(screen.getByTestId('b-code')).toHaveTextContent('GBP');
  });

  it('ignores an invalid code passed to setCurrency', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: CurrencyProvider });
    act(() => result.current.setCurrency('XYZ' as never));
    expect(result.current.currency).toBe('USD');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it('holds the code only: formatting is the bundled library’s (useCurrencyFormat, tested there)', () => {
    const { result } = renderHook(() => useCurrency(), { wrapper: CurrencyProvider });
    expect(Object.keys(result.current).sort()).toEqual(['currency', 'setCurrency']);
  });

  it('never throws when localStorage throws on access, and still switches', async () => {
    blockStorage();
    expect(() => renderCurrency()).not.toThrow();
    expect(screen.getByTestId('a-code')).toHaveTextContent('USD');
    await expect(userEvent.click(screen.getByRole('button', { name: 'INR from a' }))).resolves.toBeUndefined();
    expect(screen.getByTestId('b-code')).toHaveTextContent('INR');
  });

  it('useCurrency outside its provider throws a clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<CurrencyProbe name="lonely" />)).toThrow(/useCurrency\(\) must be used inside <CurrencyProvider>/);
    } finally {
      spy.mockRestore();
    }
  });
});
