import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-router 7 expects these web globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
