import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Rule and helper tests run in Node (`// @vitest-environment node`): no jsdom to set up for them.
if (typeof document !== 'undefined') await import('./domSetup');
