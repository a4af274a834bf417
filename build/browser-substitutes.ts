/**
 * What the browser build puts in place of a module, for the app (vite.config.ts) and the benchmark
 * harness (scripts/bench/vite.harness.config.ts), so both run the same code. Development, the unit
 * tests, the server and the schema checker use the real modules. src/forms/README.md explains the
 * swaps for readers of the form engine:
 *   - markdown-to-jsx → src/forms/templates/plain-markdown.tsx: RJSF imports a Markdown renderer
 *     for options our schemas never set; the stand-in shows the text as written (~20 kB gzip less
 *     on every form page);
 *   - @rjsf/utils' getDecimalSeparator → src/forms/templates/decimal-separator.ts: the same answer,
 *     worked out once per set of languages instead of on every render of every number field;
 *   - src/domain/validation/ajv.ts → src/forms/validation/browser-ajv.ts: done by the validator
 *     build's plugin (build/validators/vite-plugin.ts), which also precompiles what it serves.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Import aliases of the browser build: `@/` and the Markdown renderer's stand-in. */
export const browserAliases = {
  '@': fromRoot('src'),
  'markdown-to-jsx/react': fromRoot('src/forms/templates/plain-markdown.tsx'),
};

const decimalSeparator = fromRoot('src/forms/templates/decimal-separator.ts');

/**
 * Files inside packages the browser build replaces (an alias cannot reach a package's relative
 * imports): @rjsf/utils' getDecimalSeparator.
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
