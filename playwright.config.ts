import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * End-to-end tests run against the real reference server (built SPA + API + embedded database in a
 * throw-away data folder), in Debian's Chromium when it is installed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Keep artefacts apart: CI's JSON reports sit in test-results/ and must survive.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node tests/support/start-e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
