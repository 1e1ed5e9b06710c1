import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-router 7 expects these web globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A calculator keeps its draft per tab (sessionStorage): each test starts from a fresh tab.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
