import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { landingScreenChunks } from './scripts/landingScreenChunks.ts';

// The back-office is served by the API server at `/`; in dev, Vite proxies the API to it.
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
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
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
}));
