import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAliases, browserSubstitutes } from './build/browser-substitutes.ts';
import { precompiledValidators } from './build/validators/vite-plugin.ts';
import { precompressed } from './build/precompress.ts';
import { compileHints } from './build/compile-hints.ts';
import { i18nCatalogs } from './build/i18n/vite-plugin.ts';

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
        // MUI and emotion in one chunk, not the ~50 pieces (many under 1 kB) that the pages' sharing
        // splits them into: a browser on HTTP/1.1 takes six requests at a time, so a service form
        // waited on round trips, not bytes (bench/README.md, tenth pass). React goes first into a
        // chunk of its own, or the MUI chunk would take it in (as MUI's dependency) and the
        // sign-in page, which has no MUI, would load all of it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
