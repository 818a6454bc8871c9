import '@testing-library/jest-dom';

// __BUILD_LABEL__ and __APP_VERSION__ are defined by webpack at build time.
Object.assign(globalThis, { __BUILD_LABEL__: '', __APP_VERSION__: 'test' });
