import { describe, expect, it } from 'vitest';
import { muiChunkName, staticClosure } from '../chunk-groups';

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
    const name = muiChunkName('/p/src/body.tsx');
    expect(name(button, app)).toBe('mui');
    expect(name(emotion, app)).toBe('mui');
    expect(name(rating, app)).toBe('mui-pages');
    expect(name('/p/node_modules/luxon/src/luxon.js', app)).toBeNull();
    expect(name('/p/node_modules/react-dom/index.js', app)).toBeNull();
  });

  it('computes the form’s reach again for another chunking pass', () => {
    const name = muiChunkName('/p/src/body.tsx');
    expect(name(rating, app)).toBe('mui-pages');
    const rated = graph({ '/p/src/body.tsx': [rating], [rating]: [] });
    expect(name(rating, rated)).toBe('mui');
  });
});
