import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { runsBroadlyOnLoad } from '../compile-hints';

const chunk = (moduleIds: string[], facadeModuleId: string | null = null, name = 'page') =>
  ({ type: 'chunk', moduleIds, facadeModuleId, name }) as unknown as Rolldown.OutputChunk;

describe('runsBroadlyOnLoad', () => {
  it('hints the renderer, MUI, the shell, the engine and a form’s domain validators', () => {
    expect(
      runsBroadlyOnLoad(chunk(['/p/node_modules/react-dom/cjs/react-dom-client.production.js'])),
    ).toBe(true);
    expect(runsBroadlyOnLoad(chunk(['/p/node_modules/@mui/material/styles/createTheme.mjs']))).toBe(
      true,
    );
    expect(runsBroadlyOnLoad(chunk(['/p/src/app/shell-routes.tsx']))).toBe(true);
    expect(runsBroadlyOnLoad(chunk(['/p/src/forms/service-form/service-stepper.tsx']))).toBe(true);
    expect(runsBroadlyOnLoad(chunk(['C:\\p\\src\\main.tsx']))).toBe(true);
    const domain = '/p/.generated/validators/tree-felling.domain.js';
    expect(runsBroadlyOnLoad(chunk([domain], domain))).toBe(true);
  });

  it('hints the chunks of a first visit’s code, whatever modules they hold', () => {
    for (const name of ['start', 'start-shared', 'shell'])
      expect(runsBroadlyOnLoad(chunk(['/p/src/ui/page-header.tsx'], null, name)), name).toBe(true);
  });

  it('leaves the rest lazy: pages, step validators, libraries a page uses a little of', () => {
    expect(runsBroadlyOnLoad(chunk(['/p/src/features/faq/faq-page.tsx']))).toBe(false);
    const rjsf = '/p/.generated/validators/tree-felling.rjsf.js';
    expect(runsBroadlyOnLoad(chunk([rjsf], rjsf))).toBe(false);
    expect(runsBroadlyOnLoad(chunk(['/p/node_modules/luxon/src/datetime.js']))).toBe(false);
  });
});
