import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_PORTS, siteUrl } from './support/ports';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One worker: the tests stop and restart shared servers, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One folder per port base, so two runs on one machine never clear each other's artifacts.
  outputDir: join(__dirname, '..', '.data', 'test-results', `e2e-artifacts-${E2E_PORTS.host}`),
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', '.data', 'test-results', 'e2e.json') }]],
  use: {
    baseURL: siteUrl(),
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // The chat widget opens by itself on a first visit; journeys start as returning visitors unless they say otherwise.
    storageState: RETURNING_VISITOR_STATE,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
