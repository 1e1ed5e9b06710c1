import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyThemeClass, DEFAULT_THEME, initialTheme, ThemeProvider, useTheme } from '../theme';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

function ThemeProbe({ name }: { name: string }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <div>
      <span data-testid={`${name}-theme`}>{theme}</span>
      <button type="button" onClick={toggleTheme}>
        toggle {name}
      </button>
    </div>
  );
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ThemeProbe name="a" />
      <ThemeProbe name="b" />
    </ThemeProvider>,
  );
}

function isDark() {
  return {
    root: document.documentElement.classList.contains('dark'),
    body: document.body.classList.contains('dark'),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
});

afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
});

describe('initialTheme', () => {
  it('defaults to light with empty storage', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(initialTheme()).toBe('light');
  });

  it('uses a stored valid value', () => {
    window.localStorage.setItem('theme', 'dark');
    expect(initialTheme()).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it.each(['purple', 'DARK', '', ' dark'])('falls back to light for the stored value %p', (stored) => {
    window.localStorage.setItem('theme', stored);
    expect(initialTheme()).toBe('light');
  });
});

describe('applyThemeClass', () => {
  it('adds and removes the dark class on the root and the body', () => {
    applyThemeClass('dark');
    expect(isDark()).toEqual({ root: true, body: true });
    applyThemeClass('light');
    expect(isDark()).toEqual({ root: false, body: false });
  });
});

describe('ThemeProvider', () => {
  it('starts light with empty storage and no dark class', () => {
    renderTheme();
    expect(screen.getByTestId('a-theme')).toHaveTextContent('light');
    expect(isDark()).toEqual({ root: false, body: false });
  });

  it('starts dark from storage and sets the dark class on the root and the body', () => {
    window.localStorage.setItem('theme', 'dark');
    renderTheme();
    expect(screen.getByTestId('a-theme')).toHaveTextContent('dark');
    expect(isDark()).toEqual({ root: true, body: true });
  });

  it('falls back to light for an invalid stored value', () => {
    window.localStorage.setItem('theme', 'purple');
    renderTheme();
    expect(screen.getByTestId('a-theme')).toHaveTextContent('light');
    expect(isDark()).toEqual({ root: false, body: false });
  });

  it('toggles dark and back, changing both elements, every consumer and storage', async () => {
    renderTheme();
    await userEvent.click(screen.getByRole('button', { name: 'toggle a' }));
    expect(screen.getByTestId('a-theme')).toHaveTextContent('dark');
    expect(screen.getByTestId('b-theme')).toHaveTextContent('dark');
    expect(isDark()).toEqual({ root: true, body: true });
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'toggle b' }));
    expect(screen.getByTestId('a-theme')).toHaveTextContent('light');
    expect(screen.getByTestId('b-theme')).toHaveTextContent('light');
    expect(isDark()).toEqual({ root: false, body: false });
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('setTheme stores the chosen theme', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toEqual({ root: true, body: true });
  });

  it('never throws when localStorage throws on access, and still toggles', async () => {
    blockStorage();
    expect(() => renderTheme()).not.toThrow();
    expect(screen.getByTestId('a-theme')).toHaveTextContent('light');
    await expect(userEvent.click(screen.getByRole('button', { name: 'toggle a' }))).resolves.toBeUndefined();
    expect(screen.getByTestId('a-theme')).toHaveTextContent('dark');
    expect(isDark()).toEqual({ root: true, body: true });
  });

  it('useTheme outside its provider throws a clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<ThemeProbe name="lonely" />)).toThrow(/useTheme\(\) must be used inside <ThemeProvider>/);
    } finally {
      spy.mockRestore();
    }
  });
});
