import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

/**
 * The cluster's browser tests (`npm test` runs them as a step of their own when DATABASE_URL and REDIS_URL
 * are set): one file that starts the whole cluster of scripts/cluster on CLUSTER_PORT_BASE (8180 unless
 * set), so a cluster started by hand on 8080 keeps running beside it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.cluster.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: join(__dirname, '..', '..', '.data', 'test-results', 'e2e-cluster-artifacts'),
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', '..', '.data', 'test-results', 'e2e-cluster.json') }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
