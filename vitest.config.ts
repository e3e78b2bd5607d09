import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          // A worker thread per file starts faster than a child process; nothing here needs one.
          pool: 'threads',
          // Files share a worker's loaded libraries (React, MUI, react-admin) and its document; the
          // setup gives each file its own copy of the app's modules, its own msw server and emotion
          // styles (src/test/setup.ts), so nothing of one file's app reaches the next.
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          // Node would load its import of @apollo/client as CommonJS (no named exports); Vite
          // resolves it to the ES build the browser gets.
          server: { deps: { inline: ['ra-data-graphql'] } },
          // Whole screens render react-admin in jsdom: a slow 2-core machine under the flake hunt's
          // load runs them 5 times slower than a quiet one (form tests took over 20 s there). The
          // limit only catches a hang, so it leaves that room.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Node loads graphql's CommonJS build (Mercurius requires it); Vite would pick its .mjs
          // build for our files, and graphql refuses a schema made by the other copy.
          alias: [
            { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
          ],
          include: ['server/src/**/*.test.ts', 'contract/**/*.test.ts'],
          globalSetup: ['server/src/test/globalSetup.ts'],
          environment: 'node',
          // Each file builds its own app on its own database, so files can share a worker's loaded
          // modules: loading Fastify, Mercurius and Drizzle once per worker instead of once per
          // file takes about a quarter off the suite. A file that mocks a module reloads what it needs.
          isolate: false,
          // As for the web tests: the limit catches a hang, with room for a loaded slow machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
