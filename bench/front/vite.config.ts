import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The minimal react-admin app bench:front compares the back-office with, built and compressed as
// the back-office is (so that the comparison is of the apps, not of their transport).
export default defineConfig({
  root: 'bench/front/minimal',
  base: '/',
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: { outDir: '../../.front/minimal', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});
