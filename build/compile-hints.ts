/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136; other engines ignore a
 * comment) on the chunks most of whose functions run as soon as they load. V8 otherwise compiles
 * each function at its first call, on the main thread, where under a phone's slower CPU the
 * compiles add to the page's long tasks; with the hint it compiles the whole file while the file
 * streams in, off the main thread. The cost is compiling the functions a page never calls, also
 * off the main thread. bench/README.md (eleventh pass) has the figures.
 */
import type { Plugin, Rolldown } from 'vite';
import { FIRST_LOAD_CHUNKS } from './chunk-groups.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** A module (a part of its path) whose chunk runs broadly on load. */
const BROADLY_RUN = [
  // The entry runs on every page (the chunk with isEntry; its imports are in `start`).
  '/src/main.tsx',
  // React DOM: the renderer, on every page.
  '/node_modules/react-dom/cjs/react-dom-client.production.',
  // The signed-in frame: the header, the menu, the routes.
  '/src/app/shell-routes.tsx',
  // MUI and emotion (one chunk, vite.config.ts): styled() and the theme run while it evaluates,
  // and a form's first render uses much of the rest.
  '/node_modules/@mui/material/styles/createTheme.',
  // The form engine: the stepper, its templates and widgets, a service's validation.
  '/src/forms/service-form/service-stepper.tsx',
];

/**
 * Whether a chunk gets the hint: a broadly run one, the code every first visit runs (the chunks
 * build/chunk-groups.ts makes for it), or a form's domain validators.
 */
export function runsBroadlyOnLoad(chunk: Rolldown.OutputChunk): boolean {
  if ((FIRST_LOAD_CHUNKS as readonly string[]).includes(chunk.name)) return true;
  // A form's domain validators all run together at its first full validation (the step list's
  // state, once the form is painted).
  if (chunk.facadeModuleId?.endsWith('.domain.js')) return true;
  const ids = chunk.moduleIds.map((id) => id.replace(/\\/g, '/'));
  return BROADLY_RUN.some((part) => ids.some((id) => id.includes(part)));
}

/**
 * Vite plugin: adds the hint after minifying, which drops comments, and after Vite's own
 * additions (the preload list it puts first in a chunk with dynamic imports): V8 reads the hint
 * at the top of the file.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && runsBroadlyOnLoad(chunk)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
