import { describe, expect, it } from 'vitest';
import { filesFromGlob, normalisePath, resolvePath } from '../catalog/files';
import { resolveRefs } from '../catalog/resolve-refs';
import { shared } from './fixtures/shared-parts';

describe('resolving references', () => {
  it('inlines relative file references, nested ones and same-file ones', () => {
    const files = {
      ...shared,
      'svc/schema.json': {
        definitions: { local: { type: 'integer' } },
        properties: {
          office: { $ref: '../_shared/address.json#/definitions/address' },
          count: { $ref: '#/definitions/local' },
        },
      },
    };
    const { value, problems } = resolveRefs(files, 'svc/schema.json');
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      properties: {
        office: {
          type: 'object',
          properties: { pin: { type: 'string', pattern: '^\\d{6}$', title: 'PIN' } },
        },
        count: { type: 'integer' },
      },
    });
    expect(JSON.stringify(value)).not.toContain('$ref');
  });

  it('lets keys beside $ref override the part', () => {
    const files = {
      ...shared,
      'svc/schema.json': { $ref: '../_shared/fields.json#/definitions/email', title: 'Mail' },
    };
    expect(resolveRefs(files, 'svc/schema.json').value).toEqual({
      type: 'string',
      format: 'email',
      title: 'Mail',
    });
  });

  it('gives fresh copies, so changing one use does not change another', () => {
    const files = {
      ...shared,
      'a.json': {
        x: { $ref: '_shared/fields.json#/definitions/email' },
        y: { $ref: '_shared/fields.json#/definitions/email' },
      },
    };
    const value = resolveRefs(files, 'a.json').value as Record<string, Record<string, unknown>>;
    expect(value.x).not.toBe(value.y);
  });

  it('reports missing files, missing pointers, cycles and absolute addresses at the $ref', () => {
    const files = {
      'a.json': {
        one: { $ref: 'missing.json#/x' },
        two: { $ref: '#/nowhere' },
        three: { $ref: 'https://example.com/s.json' },
        loop: { $ref: '#/loop' },
      },
    };
    const problems = resolveRefs(files, 'a.json').problems;
    expect(problems.map((p) => [p.path, p.message.replace(/^"[^"]*": /, '')])).toEqual([
      ['$.one.$ref', 'file missing.json not found'],
      ['$.two.$ref', 'nothing at #/nowhere in a.json'],
      [
        '$.three.$ref',
        'only relative file references are supported, not "https://example.com/s.json"',
      ],
      ['$.loop.$ref', 'circular reference'],
    ]);
  });

  it('reports a file that is not there', () => {
    expect(resolveRefs({}, 'x.json').problems).toEqual([
      { file: 'x.json', path: '$', message: 'file not found' },
    ]);
  });

  it('normalises paths and keys from import.meta.glob', () => {
    expect(normalisePath('a/./b/../c.json')).toBe('a/c.json');
    expect(resolvePath('svc/schema.json', '../_shared/x.json')).toBe('_shared/x.json');
    expect(
      Object.keys(filesFromGlob({ '/schemas/_shared/x.json': { a: 1 }, '/schemas/s/ui.json': {} })),
    ).toEqual(['_shared/x.json', 's/ui.json']);
  });

  it('reads the schema folder through import.meta.glob as the browser does', () => {
    const files = filesFromGlob(
      import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
    );
    expect(files['_shared/rates.json']).toMatchObject({ currency: 'INR' });
  });
});
