import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';
import { skipRulesForOtherClasses, startEmotionStylesAfresh } from './documentStyles';

const printsWholeDom = getConfig().getElementError;
/** Testing Library's own flag, set while a findBy/waitFor polls (not in its public types). */
const isPolling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics;

configure({
  // react-admin mounts lazily: give screens time to appear.
  asyncUtilTimeout: 5000,
  // A miss while a wait polls only needs its message: printing the whole DOM on every poll costs
  // more than the query itself. A wait that times out still prints the DOM, once.
  getElementError: (message, container) => {
    if (!isPolling()) return printsWholeDom(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

startEmotionStylesAfresh();
skipRulesForOtherClasses(document);
