/**
 * Builds the form benchmark harness (scripts/bench/harness/) as its own production bundle in
 * dist-bench/, apart from the app: `vite build --config scripts/bench/vite.harness.config.ts`.
 * Same resolution and plugins as the app (React, compiled text catalogues, precompiled validators
 * with the harness's synthetic services among them), so it measures the same code as users run.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAliases, browserSubstitutes } from '../../build/browser-substitutes.ts';
import { precompiledValidators } from '../../build/validators/vite-plugin.ts';
import { i18nCatalogs } from '../../build/i18n/vite-plugin.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  plugins: [
    react(),
    i18nCatalogs(),
    browserSubstitutes,
    ...precompiledValidators({
      extraForms: fileURLToPath(new URL('./harness/synthetic-forms.ts', import.meta.url)),
    }),
  ],
  resolve: { alias: browserAliases },
  logLevel: 'warn',
  build: {
    outDir: `${root}dist-bench`,
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false }, // as the app (its observer cost ~45 ms per long mount)
    chunkSizeWarningLimit: 4000,
    rollupOptions: { input: `${root}scripts/bench/harness/index.html` },
  },
});
