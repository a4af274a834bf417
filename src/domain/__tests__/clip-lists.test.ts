/**
 * A list longer than its schema's maxItems is refused (or marked, in a draft) for its length, and
 * its rows past the limit are not validated one by one.
 */
import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import catalogJson from '../../../services.catalog.json';
import { filesFromGlob } from '../catalog/files';
import { loadCatalog } from '../catalog/load-catalog';
import { loadService } from '../catalog/load-service';
import { clipLists } from '../validation/clip-lists';
import { validateData } from '../validation/validate-data';

const files = filesFromGlob(
  import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
);
const entry = loadCatalog(catalogJson).find((e) => e.id === 'TimeLimitExtensionService')!;
const service = loadService(files, entry);
const sample = structuredClone(service.sample!.data) as {
  request: { programme: unknown[] };
} & Record<string, unknown>;

describe('validating a list longer than its limit', () => {
  const rows = Array.from({ length: 60_000 }, () => ({}));
  const data = { ...sample, request: { ...sample.request, programme: rows } };

  it('names the limit once, and no row past it', () => {
    for (const mode of ['draft', 'submit'] as const) {
      const { errors } = validateData(service, data, mode, {}, { rules: true });
      const atList = errors.filter((e) => e.path.startsWith('/request/programme'));
      expect(atList).toContainEqual(
        expect.objectContaining({
          path: '/request/programme',
          keyword: 'maxItems',
          ruleParams: { limit: 20 },
        }),
      );
      // In a submission each row kept is still checked (its required fields), none past 20.
      const rowsNamed = new Set(atList.map((e) => e.path.split('/')[3]).filter(Boolean));
      expect(Math.max(...[...rowsNamed].map(Number), 0)).toBeLessThan(20);
      expect(errors.length).toBeLessThan(60);
    }
  });

  it('leaves a list within its limit alone, and the answers themselves unchanged', () => {
    const within = { ...sample, request: { ...sample.request, programme: rows.slice(0, 20) } };
    expect(clipLists(service.schema, within)).toEqual({ data: within, clipped: [] });
    expect(clipLists(service.schema, within).data).toBe(within);
    const { data: seen, clipped } = clipLists(service.schema, data);
    expect(clipped).toEqual([{ path: ['request', 'programme'], limit: 20 }]);
    expect((seen as typeof data).request.programme).toHaveLength(20);
    expect(data.request.programme).toHaveLength(60_000);
  });

  it('cuts a list defined in two branches only past the larger limit', () => {
    const schema: JSONSchema7 = {
      type: 'object',
      properties: { kind: { type: 'string' }, rows: { type: 'array', maxItems: 2 } },
      if: { properties: { kind: { const: 'big' } } },
      then: { properties: { rows: { type: 'array', maxItems: 5 } } },
    };
    const { clipped } = clipLists(schema, { kind: 'big', rows: [1, 2, 3, 4, 5, 6, 7] });
    expect(clipped).toEqual([{ path: ['rows'], limit: 5 }]);
  });
});
