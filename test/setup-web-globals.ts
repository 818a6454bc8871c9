import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them (ENGINEERING §4).
Object.assign(globalThis, { TextEncoder, TextDecoder });
