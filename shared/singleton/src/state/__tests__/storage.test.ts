import { readStored, STORAGE_KEYS, writeStored } from '../storage';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

function blockStorage(how: 'getter' | 'methods') {
  if (how === 'getter') {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  } else {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new DOMException('QuotaExceededError', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      clear: () => undefined,
      key: () => null,
      length: 0,
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => broken });
  }
}

afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
});

describe('STORAGE_KEYS', () => {
  it('are the keys of the specification', () => {
    expect(STORAGE_KEYS).toEqual({ theme: 'theme', currency: 'selectedCurrency', category: 'GlobalCategory' });
  });
});

describe('readStored / writeStored', () => {
  it('read what was written, and null for a key never written', () => {
    expect(readStored('theme')).toBeNull();
    writeStored('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(readStored('theme')).toBe('dark');
    window.localStorage.setItem('selectedCurrency', 'INR');
    expect(readStored('selectedCurrency')).toBe('INR');
  });

  it.each(['getter', 'methods'] as const)('never throw when storage is blocked (%s throws)', (how) => {
    blockStorage(how);
    expect(() => window.localStorage.getItem('theme')).toThrow();
    expect(readStored('theme')).toBeNull();
    expect(() => writeStored('theme', 'dark')).not.toThrow();
    expect(readStored('theme')).toBeNull();
  });
});
