import { describe, expect, it } from 'vitest';
import { catalogEntry } from '@/config/service-catalog';
import { loadFromFiles } from '../use-service';
import { loadServiceFiles, referencedFiles } from '../schema-files';

describe('schema files in the browser', () => {
  it('follow $refs relative to the file that names them', () => {
    const json = { a: { $ref: '../_shared/plot.json#/definitions/plotFacts' }, b: { $ref: '#/x' } };
    expect(referencedFiles('tree-felling/schema.json', json)).toEqual(['_shared/plot.json']);
  });

  it('fetch only the selected service and what it references', async () => {
    const entry = catalogEntry('treefellingreplantationservice'); // the router ignores case
    expect(entry?.id).toBe('TreeFellingRePlantationService');
    const files = await loadServiceFiles(entry!);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'tree-felling/schema.json',
        'tree-felling/steps.json',
        '_shared/applicant.json',
      ]),
    );
    expect(
      names.some((n) => n.startsWith('time-limit-extension/') || n.startsWith('sub-lettee/')),
    ).toBe(false);
    const load = loadFromFiles(files, entry!);
    expect(load.status).toBe('ready');
  });

  it('report a broken definition with the file, the path and the reason', async () => {
    const entry = catalogEntry('TreeFellingRePlantationService')!;
    const files = { ...(await loadServiceFiles(entry)) };
    delete files['_shared/applicant.json'];
    const load = loadFromFiles(files, entry);
    expect(load.status).toBe('error');
    if (load.status === 'error') {
      expect(load.issues[0]).toMatchObject({
        file: 'tree-felling/schema.json',
        path: '$.properties.applicant.$ref',
      });
      expect(load.issues[0]?.message).toMatch(/_shared\/applicant\.json not found/);
    }
  });
});
