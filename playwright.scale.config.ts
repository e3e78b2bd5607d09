import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The scale-out run (`node scripts/e2e.mjs --scale`): nginx in front of two server instances on
// PostgreSQL, started by tests/e2e-scale/globalSetup.ts; the same browser and settings as the
// main run.
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-scale',
  globalSetup: './tests/e2e-scale/globalSetup.ts',
});
