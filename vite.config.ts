import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { autocompleteWidthOnOpen } from './scripts/autocompleteWidthOnOpen.ts';
import { landingScreenChunks } from './scripts/landingScreenChunks.ts';

/** Below this size (its modules' source, before minifying) a shared chunk is inlined. */
const INLINED_CHUNK_MAX_BYTES = 30_000;

// The back-office is served by the API server at `/`; in dev, Vite proxies the API to it.
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // MUI's Autocomplete measures its input at every render, closed too (a layout of the page).
    autocompleteWidthOnOpen(),
    // The chunks of each lazily loaded screen a page can land on, for the entry to ask for early.
    landingScreenChunks(),
    // Each file beside its .br and .gz, served by content negotiation (server/src/plugins/frontEnd.ts):
    // compressed once at the highest levels instead of on every request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
    // `npm run bench:routes`: a treemap of every chunk and the modules in it.
    ...(process.env.BUNDLE_TREEMAP
      ? [
          visualizer({
            filename: process.env.BUNDLE_TREEMAP,
            template: 'treemap',
            gzipSize: true,
            brotliSize: true,
          }),
        ]
      : []),
  ],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('src/i18n/objectEntries.cjs', import.meta.url)),
    },
  },
  // Apollo Client runs its development checks (deep-frozen results, warnings) unless told it is
  // in production; nothing else sets it.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  server: {
    proxy: {
      '/api': apiTarget,
      '/graphql': { target: apiTarget, ws: true },
      '/media': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small chunks modules shared by a few screens fall into (a MUI component, a
          // hook), copied into each chunk that imports them: `/users` loaded 30 files, the
          // workspace 64, each a request in waves over HTTP/1.1's six connections; now 12 and
          // 19 (docs/benchmarks.md). Rolldown then keeps the modules' order of execution with
          // its own wrappers (`strictExecutionOrder`), a few KB on every page.
          experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_BYTES },
        },
      },
    },
  },
}));
