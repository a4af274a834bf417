import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { i18nCatalogs } from './build/i18n/vite-plugin.ts';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), i18nCatalogs()],
  resolve: { alias },
  test: {
    // At least two workers: vitest's default (cores − 1) is one on a two-core machine, where a
    // file's time is mostly module loading and jsdom set-up that a second worker overlaps.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI sums the JSON reports into one closing line (scripts/ci-summary.mjs).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
          // jsdom renders of whole pages take a few seconds when the machine's two cores are
          // busy; a test fails on what it asserts, not on a busy neighbour.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          globalSetup: ['server/tests/global-setup.ts'],
          // Each worker loads server/src once for all its files instead of once per file, the
          // project's largest fixed cost (bench/README.md, suite time). Files share no state through it: each opens its own
          // database and app, and the modules' caches are keyed by content (catalogue, stored
          // definitions, shaped text), as they are for the requests of one server process.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
