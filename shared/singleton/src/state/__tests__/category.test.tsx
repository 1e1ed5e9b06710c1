import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { chemistryCatalog, testCatalog } from '../../../../../test-support/site-catalog';
import { SiteCatalogProvider, type SiteCatalog } from '../../site-catalog';
import {
  CategoryProvider,
  isValidCategory,
  SPEC_CATEGORIES as EXPORTED_SPEC_CATEGORIES,
  storedCategory,
  useCategory,
} from '../category';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

const SPEC_CATEGORIES = ['Finance', 'Astrology', 'Pizza', 'Personal', 'Math', 'Health'] as const;

function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

function CategoryProbe({ name }: { name: string }) {
  const { category, setCategory, restoreCategory } = useCategory();
  return (
    <div>
      <span data-testid={`${name}-category`}>{category}</span>
      <button type="button" onClick={() => setCategory('Astrology')}>
        Astrology from {name}
      </button>
      <button type="button" onClick={() => setCategory('Health')}>
        Health from {name}
      </button>
      <button type="button" onClick={restoreCategory}>
        restore from {name}
      </button>
    </div>
  );
}

function renderCategory() {
  return render(
    <CategoryProvider>
      <CategoryProbe name="a" />
      <CategoryProbe name="b" />
    </CategoryProvider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
});

describe('storedCategory', () => {
  it('is Finance with empty storage, and Finance is then stored', () => {
    expect(storedCategory()).toBe('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it.each(SPEC_CATEGORIES)('accepts the stored category %s', (category) => {
    window.localStorage.setItem('GlobalCategory', category);
    expect(storedCategory()).toBe(category);
    expect(window.localStorage.getItem('GlobalCategory')).toBe(category);
  });

  it.each(['Nope', 'finance', '', 'Astrology '])('replaces the invalid stored value %p with Finance and stores it', (stored) => {
    window.localStorage.setItem('GlobalCategory', stored);
    expect(storedCategory()).toBe('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });
});

describe('CategoryProvider', () => {
  it('starts with Finance when storage is empty and stores it', () => {
    renderCategory();
    expect(screen.getByTestId('a-category')).toHaveTextContent('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it.each(SPEC_CATEGORIES)('starts from the stored category %s', (category) => {
    window.localStorage.setItem('GlobalCategory', category);
    renderCategory();
    expect(screen.getByTestId('a-category')).toHaveTextContent(category);
  });

  it("falls back to Finance for 'Nope' and writes Finance back", () => {
    window.localStorage.setItem('GlobalCategory', 'Nope');
    renderCategory();
    expect(screen.getByTestId('a-category')).toHaveTextContent('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it("setCategory stores under 'GlobalCategory' and updates every consumer", async () => {
    renderCategory();
    await userEvent.click(screen.getByRole('button', { name: 'Astrology from a' }));
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Astrology');
    expect(screen.getByTestId('a-category')).toHaveTextContent('Astrology');
    expect(screen.getByTestId('b-category')).toHaveTextContent('Astrology');
    await userEvent.click(screen.getByRole('button', { name: 'Health from b' }));
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Health');
    expect(screen.getByTestId('a-category')).toHaveTextContent('Health');
  });

  it('ignores an invalid category passed to setCategory', () => {
    const { result } = renderHook(() => useCategory(), { wrapper: CategoryProvider });
    act(() => result.current.setCategory('Nope' as never));
    expect(result.current.category).toBe('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it('restoreCategory re-reads the stored value', async () => {
    renderCategory();
    window.localStorage.setItem('GlobalCategory', 'Astrology');
    await userEvent.click(screen.getByRole('button', { name: 'restore from a' }));
    expect(screen.getByTestId('a-category')).toHaveTextContent('Astrology');
    expect(screen.getByTestId('b-category')).toHaveTextContent('Astrology');
  });

  it('never throws when localStorage throws on access, and still switches', async () => {
    blockStorage();
    expect(() => renderCategory()).not.toThrow();
    expect(screen.getByTestId('a-category')).toHaveTextContent('Finance');
    await expect(userEvent.click(screen.getByRole('button', { name: 'Astrology from a' }))).resolves.toBeUndefined();
    expect(screen.getByTestId('b-category')).toHaveTextContent('Astrology');
  });

  it('useCategory outside its provider throws a clear error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<CategoryProbe name="lonely" />)).toThrow(/useCategory\(\) must be used inside <CategoryProvider>/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('categories a deployed remote brings', () => {
  const inCatalog = (catalog: SiteCatalog) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <SiteCatalogProvider catalog={catalog}>
          <CategoryProvider>{children}</CategoryProvider>
        </SiteCatalogProvider>
      );
    };

  it('the specification names six', () => {
    expect([...EXPORTED_SPEC_CATEGORIES]).toEqual([...SPEC_CATEGORIES]);
  });

  it('isValidCategory accepts a deployed category only when told it is deployed', () => {
    expect(isValidCategory('Chemistry')).toBe(false);
    expect(isValidCategory('Chemistry', ['Chemistry'])).toBe(true);
    expect(isValidCategory('chemistry', ['Chemistry'])).toBe(false);
    for (const category of SPEC_CATEGORIES) expect(isValidCategory(category, ['Chemistry'])).toBe(true);
    expect(isValidCategory(undefined, ['Chemistry'])).toBe(false);
  });

  it('storedCategory keeps a stored deployed category, and replaces it when the site does not have it', () => {
    window.localStorage.setItem('GlobalCategory', 'Chemistry');
    expect(storedCategory(['Chemistry'])).toBe('Chemistry');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Chemistry');
    expect(storedCategory()).toBe('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it("counts a stored 'Chemistry' as valid under a catalogue that brings it", () => {
    window.localStorage.setItem('GlobalCategory', 'Chemistry');
    const { result } = renderHook(() => useCategory(), { wrapper: inCatalog(chemistryCatalog()) });
    expect(result.current.category).toBe('Chemistry');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Chemistry');
  });

  it("lets setCategory select 'Chemistry' under that catalogue", () => {
    const { result } = renderHook(() => useCategory(), { wrapper: inCatalog(chemistryCatalog()) });
    expect(result.current.category).toBe('Finance');
    act(() => result.current.setCategory('Chemistry'));
    expect(result.current.category).toBe('Chemistry');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Chemistry');
  });

  it("does not count 'Chemistry' without a catalogue, or under a catalogue without it", () => {
    window.localStorage.setItem('GlobalCategory', 'Chemistry');
    const alone = renderHook(() => useCategory(), { wrapper: CategoryProvider });
    expect(alone.result.current.category).toBe('Finance');
    act(() => alone.result.current.setCategory('Chemistry'));
    expect(alone.result.current.category).toBe('Finance');
    alone.unmount();

    window.localStorage.setItem('GlobalCategory', 'Chemistry');
    const { result } = renderHook(() => useCategory(), { wrapper: inCatalog(testCatalog()) });
    expect(result.current.category).toBe('Finance');
    expect(window.localStorage.getItem('GlobalCategory')).toBe('Finance');
  });

  it.each(SPEC_CATEGORIES)('still counts the specification category %s as valid under a catalogue', (category) => {
    window.localStorage.setItem('GlobalCategory', category);
    const { result } = renderHook(() => useCategory(), { wrapper: inCatalog(chemistryCatalog()) });
    expect(result.current.category).toBe(category);
  });
});
