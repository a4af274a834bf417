import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogsNow } from '@/i18n/i18n';

// Every English text at once: screens render as the app shows them once the shell has loaded.
loadCatalogsNow(
  'en',
  import.meta.glob('../../src/i18n/catalogs/en/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
