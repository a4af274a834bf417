import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompiledValidators } from './scripts/validators/vite-plugin';

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

export default defineConfig({
  plugins: [react(), ...precompiledValidators()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
