import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import { checkRenames } from '../checker/check-renames';
import { applyRenames } from '../drafts/renames';

const schema = {
  type: 'object',
  properties: {
    request: {
      type: 'object',
      properties: {
        delayReason: { type: 'string', renamedFrom: 'reason' },
        programme: {
          type: 'array',
          items: {
            type: 'object',
            properties: { activity: { type: 'string', renamedFrom: ['milestone', 'step'] } },
          },
        },
      },
    },
  },
} as JSONSchema7;

describe('declared renames', () => {
  it('move an answer to the new name, in groups and in each row of a list', () => {
    const { data, moved } = applyRenames(schema, {
      request: { reason: 'Monsoon', programme: [{ milestone: 'Roof' }, { step: 'Walls' }] },
    });
    expect(data).toEqual({
      request: { delayReason: 'Monsoon', programme: [{ activity: 'Roof' }, { activity: 'Walls' }] },
    });
    expect(moved).toEqual([
      { from: '/request/reason', to: '/request/delayReason' },
      { from: '/request/programme/0/milestone', to: '/request/programme/0/activity' },
      { from: '/request/programme/1/step', to: '/request/programme/1/activity' },
    ]);
  });

  it('never overwrite an answer the new name already has', () => {
    const { data, moved } = applyRenames(schema, {
      request: { reason: 'old', delayReason: 'new' },
    });
    expect(data).toEqual({ request: { reason: 'old', delayReason: 'new' } });
    expect(moved).toEqual([]);
  });
});

describe('the checker on renamedFrom', () => {
  const check = (s: object) =>
    checkRenames('x/schema.json', s as JSONSchema7).map((i) => i.message);

  it('accepts a rename whose old name is gone', () => {
    expect(check(schema)).toEqual([]);
  });

  it('refuses an old name that is still a field of the group, or the field itself', () => {
    expect(
      check({
        type: 'object',
        properties: {
          g: {
            type: 'object',
            properties: {
              reason: { type: 'string' },
              delayReason: { type: 'string', renamedFrom: 'reason' },
              same: { type: 'string', renamedFrom: 'same' },
            },
          },
        },
      }),
    ).toEqual([
      '"reason" is still a field here: an old name must no longer be in use',
      '"same" is the field\'s own name',
    ]);
  });

  it('refuses an old name claimed twice, one left on a group, and one that is not a name', () => {
    expect(
      check({
        type: 'object',
        renamedFrom: 'root',
        properties: {
          a: { type: 'string', renamedFrom: 'old' },
          b: { type: 'string', renamedFrom: 'old' },
          c: { type: 'string', renamedFrom: [] },
        },
      }),
    ).toEqual([
      'renamedFrom belongs on a field (an entry of "properties")',
      '"old" is already the old name of "a"',
      'renamedFrom must be an old field name or a list of them',
    ]);
  });
});
