import '@testing-library/jest-dom';

// __BUILD_LABEL__ and __APP_VERSION__ are defined by webpack at build time.
Object.assign(globalThis, { __BUILD_LABEL__: '', __APP_VERSION__: 'test' });

// Waits for conditions up to 5 s (Testing Library's default is 1 s): a lazy route or a remote's
// chunk can take longer on a loaded CI machine, and a condition that holds returns at once.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5_000 });
