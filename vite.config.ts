import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAliases, browserSubstitutes } from './build/browser-substitutes.ts';
import { precompiledValidators } from './build/validators/vite-plugin.ts';
import { precompressed } from './build/precompress.ts';
import { compileHints } from './build/compile-hints.ts';
import { i18nCatalogs } from './build/i18n/vite-plugin.ts';
import { chunkGroups } from './build/chunk-groups.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
// Everything the reference server answers; the rest is the SPA.
const proxied = [
  '/api',
  '/connect',
  '/.well-known',
  '/Account',
  '/ManageProfile',
  '/PaymentGateWay',
  '/dev',
  '/openapi.json',
];

// The browser build swaps three modules for stand-ins (build/browser-substitutes.ts lists them).
export default defineConfig({
  plugins: [
    react(),
    i18nCatalogs(),
    browserSubstitutes,
    ...precompiledValidators(),
    compileHints(),
    precompressed(),
  ],
  resolve: { alias: browserAliases },
  build: {
    manifest: true,
    // Every browser we support preloads modules itself; the polyfill only cost the sign-in page.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // React alone, then MUI in two chunks: what a service form needs, and the rest
        // (build/chunk-groups.ts says why).
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
