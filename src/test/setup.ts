import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

const printsWholeDom = getConfig().getElementError;
/** Testing Library's own flag, set while a findBy/waitFor polls (not in its public types). */
const isPolling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics;

configure({
  // react-admin mounts lazily: give screens time to appear.
  asyncUtilTimeout: 5000,
  // A miss while a wait polls only needs its message; printing the whole DOM on every poll was the
  // costliest part of a screen test. A wait that times out still prints the DOM, once.
  getElementError: (message, container) => {
    if (!isPolling()) return printsWholeDom(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});
afterAll(() => server.close());
