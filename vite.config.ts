import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompiledValidators } from './build/validators/vite-plugin.ts';

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

/**
 * Modules the browser build replaces: RJSF's Markdown renderer, for options our schemas never set
 * (see src/forms/templates/plain-markdown.tsx). The benchmark harness uses the same.
 */
export const browserAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'markdown-to-jsx/react': fileURLToPath(
    new URL('./src/forms/templates/plain-markdown.tsx', import.meta.url),
  ),
};

const decimalSeparator = fileURLToPath(
  new URL('./src/forms/templates/decimal-separator.ts', import.meta.url),
);

/**
 * Files inside packages the browser build replaces (an alias cannot reach a package's relative
 * imports): @rjsf/utils' getDecimalSeparator by a cached one (src/forms/templates/decimal-separator.ts).
 */
export const browserSubstitutes: Plugin = {
  name: 'browser-substitutes',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.endsWith('getDecimalSeparator.js') || !importer?.includes('@rjsf/utils')) {
      return null;
    }
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id.endsWith('@rjsf/utils/lib/getDecimalSeparator.js')
      ? decimalSeparator
      : null;
  },
};

export default defineConfig({
  plugins: [react(), browserSubstitutes, ...precompiledValidators()],
  resolve: { alias: browserAliases },
  build: {
    manifest: true,
    // Every browser we support preloads modules itself; the polyfill only cost the sign-in page.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
