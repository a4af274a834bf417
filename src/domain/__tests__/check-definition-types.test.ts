import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../catalog/issues';
import { checkDefinitionTypes } from '../checker/check-definition-types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const metaSchema = (): Json =>
  JSON.parse(readFileSync('schemas/service.schema.json', 'utf8')) as Json;
const issuesOf = (meta: Json) =>
  checkDefinitionTypes({ 'service.schema.json': meta }).map(formatIssue);

describe('definition types against the meta-schema', () => {
  it('agree for the project’s service.schema.json', () => {
    expect(issuesOf(metaSchema())).toEqual([]);
  });

  it('names a property the files may use that the TypeScript type lacks', () => {
    const meta = metaSchema();
    meta.definitions.step.properties.layout = { type: 'string' };
    expect(issuesOf(meta)).toEqual([
      expect.stringContaining(
        'definitions.step.layout: property missing from src/domain/catalog/types.ts',
      ),
    ]);
  });

  it('names a property the type has that the meta-schema does not allow', () => {
    const meta = metaSchema();
    delete meta.definitions.step.properties.showFee;
    expect(issuesOf(meta)).toEqual([
      expect.stringContaining('definitions.step.showFee: property missing from the meta-schema'),
    ]);
  });

  it('names a property required on one side only', () => {
    const meta = metaSchema();
    meta.definitions.feeLine.required.push('note');
    expect(issuesOf(meta)).toEqual([
      expect.stringContaining(
        'definitions.feeLine.note: optional in src/domain/catalog/types.ts, not here',
      ),
    ]);
  });
});
