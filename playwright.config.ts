import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser.ts';
import { e2ePort } from './tests/support/e2e-port.ts';

// Three workers by default, on two cores: most of an end-to-end test's time is waiting (the
// server, the browser, timers): with two, a run took as long at load 15-20 as on a quiet machine
// (bench/README.md, "Suite time, third pass"). Each worker has a server and database of its own.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/**
 * End-to-end tests run against the real reference server (built SPA + API + embedded database in a
 * throw-away data folder), in Debian's Chromium when it is installed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Keep artefacts apart: CI's JSON reports sit in test-results/ and must survive.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A test signs in one or two users and walks several screens; on a busy two-core machine with
  // two workers that approaches a minute, so the ceiling is twice that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    // The config is read again in every worker, where TEST_PARALLEL_INDEX names the worker.
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    launchOptions: chromiumLaunchOptions(),
    // Screenshots in a trace make the browser capture frames all through every test; the DOM
    // snapshots are kept, and a failure still gets its own screenshot. Recording a trace costs
    // every test (DOM snapshots at each action, every response kept), so on CI only the retry of a
    // failed test records one; a local run (no retries) keeps the trace of a failure.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
    },
    screenshot: 'only-on-failure',
    // Alerts then appear at once instead of zooming in (alerts.ts): a click Playwright finds
    // "stable" in the zoom's last frames could miss the button that moved under it.
    reducedMotion: 'reduce',
  },
  // One command starts every worker's server at once (start-e2e-server.mjs); Playwright would start
  // one webServer entry after another, each waiting for the one before to be up.
  webServer: {
    command: `node tests/support/start-e2e-server.mjs`,
    wait: { stdout: /E2E servers up/ },
    timeout: 120_000,
    // Without this Playwright SIGKILLs the servers, and their data folders stay in /tmp: on
    // SIGTERM start-e2e-server.mjs stops them and removes the folders (a few seconds).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      // The runner that launches the servers (the config is read there too): they stop if it dies.
      E2E_RUNNER_PID: String(process.pid),
      E2E_SERVER_PORTS: Array.from({ length: WORKERS }, (_, index) =>
        e2ePort(0, String(index)),
      ).join(','),
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
