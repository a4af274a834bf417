import { describe, expect, it } from 'vitest';
import {
  definitionChunkName,
  firstLoadPlan,
  muiChunkName,
  staticClosure,
  textsChunkName,
} from '../chunk-groups';

/** A module graph from a map of each module's static imports. */
const graph = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => {
    const importedIds = imports[id];
    return importedIds ? { importedIds } : null;
  },
});

const button = '/p/node_modules/@mui/material/Button/Button.mjs';
const emotion = '/p/node_modules/@emotion/react/dist/emotion-react.browser.esm.js';
const rating = '/p/node_modules/@mui/material/Rating/Rating.mjs';
const app = graph({
  '/p/src/body.tsx': ['/p/src/field.tsx'],
  '/p/src/field.tsx': [button, '/p/node_modules/luxon/src/luxon.js'],
  [button]: [emotion],
  [emotion]: [button],
  '/p/src/feedback.tsx': [rating, button],
  [rating]: [],
});

describe('staticClosure', () => {
  it('follows static imports through cycles, from the root itself', () => {
    expect(staticClosure(app, '/p/src/body.tsx')).toEqual(
      new Set([
        '/p/src/body.tsx',
        '/p/src/field.tsx',
        button,
        emotion,
        '/p/node_modules/luxon/src/luxon.js',
      ]),
    );
  });
});

describe('muiChunkName', () => {
  it('puts what the form reaches in `mui`, the rest of MUI in `mui-pages`, others nowhere', () => {
    const name = muiChunkName(['/p/src/body.tsx']);
    expect(name(button, app)).toBe('mui');
    expect(name(emotion, app)).toBe('mui');
    expect(name(rating, app)).toBe('mui-pages');
    expect(name('/p/node_modules/luxon/src/luxon.js', app)).toBeNull();
    expect(name('/p/node_modules/react-dom/index.js', app)).toBeNull();
  });

  it('computes the form’s reach again for another chunking pass', () => {
    const name = muiChunkName(['/p/src/body.tsx']);
    expect(name(rating, app)).toBe('mui-pages');
    const rated = graph({ '/p/src/body.tsx': [rating], [rating]: [] });
    expect(name(rating, rated)).toBe('mui');
  });
});

describe('firstLoadPlan', () => {
  // main imports i18n; the sign-in page and the shell share `paths`; six pages use `header`,
  // two use `rare`; `dated` (used by six) imports a library, so it stays out of the shell's chunk.
  const pageIds = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => `/p/src/pages/${p}.tsx`);
  const imports: Record<string, string[]> = {
    '/p/src/main.tsx': ['/p/src/i18n.ts', '/p/node_modules/react/index.js'],
    '/p/src/i18n.ts': [],
    '/p/node_modules/react/index.js': [],
    '/p/src/login.tsx': ['/p/src/paths.ts', '/p/src/i18n.ts'],
    '/p/src/paths.ts': [],
    '/p/src/shell.tsx': ['/p/src/paths.ts', '/p/src/menu.tsx', '/p/src/i18n.ts'],
    '/p/src/menu.tsx': [],
    '/p/src/texts.ts': [],
    '/p/src/header.tsx': ['/p/src/paths.ts', '/p/node_modules/react/index.js'],
    '/p/src/rare.tsx': [],
    '/p/src/dated.ts': ['/p/node_modules/luxon/luxon.js'],
    '/p/node_modules/luxon/luxon.js': [],
  };
  for (const [index, page] of pageIds.entries())
    imports[page] = [
      '/p/src/header.tsx',
      '/p/src/dated.ts',
      ...(index < 2 ? ['/p/src/rare.tsx'] : []),
    ];
  const app = {
    getModuleInfo: (id: string) =>
      imports[id]
        ? {
            importedIds: imports[id],
            dynamicallyImportedIds: id === '/p/src/shell.tsx' ? pageIds : [],
            dynamicImporters: pageIds.includes(id) ? ['/p/src/shell.tsx'] : [],
            code: 'x'.repeat(100),
          }
        : null,
  };
  const plan = firstLoadPlan({
    entry: '/p/src/main.tsx',
    signIn: '/p/src/login.tsx',
    shell: ['/p/src/shell.tsx', '/p/src/texts.ts'],
  })(app);

  it('puts the entry’s imports in start, what sign-in and shell share in start-shared', () => {
    expect(plan.get('/p/src/i18n.ts')).toBe('start');
    expect(plan.has('/p/src/main.tsx')).toBe(false);
    expect(plan.get('/p/src/paths.ts')).toBe('start-shared');
    expect(plan.get('/p/src/menu.tsx')).toBe('shell');
    expect(plan.get('/p/src/texts.ts')).toBe('shell');
    expect(plan.has('/p/src/login.tsx')).toBe(false);
  });

  it('adds the small app modules most pages use to the shell, not rare ones or libraries’ users', () => {
    expect(plan.get('/p/src/header.tsx')).toBe('shell');
    expect(plan.has('/p/src/rare.tsx')).toBe(false);
    expect(plan.has('/p/src/dated.ts')).toBe(false);
    expect(plan.has('/p/node_modules/luxon/luxon.js')).toBe(false);
    expect(plan.has(pageIds[0]!)).toBe(false);
  });
});

describe('definitionChunkName and textsChunkName', () => {
  it('groups a service’s files, the shared ones, and a language’s texts but core', () => {
    expect(definitionChunkName('/p/schemas/final-lease/schema.json')).toBe(
      'definitions-final-lease',
    );
    expect(definitionChunkName('/p/schemas/_shared/rates.json')).toBe('definitions-shared');
    expect(definitionChunkName('/p/schemas/final-lease/translations/hi.json')).toBeNull();
    const text = (path: string) => textsChunkName(`\0i18n-catalog:/p/src/i18n/catalogs/${path}`);
    expect(text('hi/plots.json|plain')).toBe('texts-hi');
    expect(text('en/plots.json|pseudo')).toBe('texts-pseudo');
    expect(text('en/core.json|plain')).toBeNull();
  });
});
