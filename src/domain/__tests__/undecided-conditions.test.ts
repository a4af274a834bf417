import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import { activeVariants } from '../drafts/conditions';

const node: JSONSchema7 = {
  type: 'object',
  properties: { kind: { type: 'string' } },
  if: { properties: { kind: { const: 'lease' } }, required: ['kind'] },
  then: { properties: { leaseNo: { type: 'string' } } },
  else: { properties: { saleDeed: { type: 'string' } } },
  oneOf: [
    { properties: { unit: { const: 'm2' }, area: { type: 'number' } } },
    { properties: { unit: { const: 'acre' }, acres: { type: 'number' } } },
  ],
};

const shown = (variants: JSONSchema7[]) =>
  variants.flatMap((v) => Object.keys(v.properties ?? {})).sort();

describe('conditions of a form', () => {
  it('choose one branch when they can be told', () => {
    expect(shown(activeVariants(node, { kind: 'lease', unit: 'acre' }))).toEqual(
      ['acres', 'kind', 'leaseNo', 'unit'].sort(),
    );
  });

  it('count every branch as shown when they cannot be told (an older form)', () => {
    const undecided = activeVariants(node, { kind: 'lease', unit: 'acre' }, () => undefined);
    expect(shown(undecided)).toEqual(
      ['acres', 'area', 'kind', 'leaseNo', 'saleDeed', 'unit', 'unit'].sort(),
    );
  });
});
