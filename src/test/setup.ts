import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker (isolate: false): the libraries stay loaded, but each file gets its own
// copy of the app's modules, so no session cache, live feed or msw server outlives its file.
vi.resetModules();
const { server } = await import('./server');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  // The tab's one live connection would outlive the test and talk to its mocked socket.
  (await import('../lib/realtime')).realtime.disconnect();
});
afterAll(() => server.close());

// Rule and helper tests run in Node (`// @vitest-environment node`): no jsdom to set up for them.
if (typeof document !== 'undefined') await import('./domSetup');
