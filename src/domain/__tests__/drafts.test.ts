import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import { clearHiddenFields } from '../drafts/hidden-fields';
import { declarationVersions, migrateDraft } from '../drafts/migrate';
import { conditionalService } from './fixtures/conditional-service';

const service = conditionalService();

describe('clearing hidden fields', () => {
  it('keeps the answers of the branch that applies and clears the other', () => {
    const data = { status: { bcc: true, bccNumber: 'B-1', reasonNoBcc: 'old answer' } };
    expect(clearHiddenFields(service.schema, data)).toEqual({
      data: { status: { bcc: true, bccNumber: 'B-1' } },
      cleared: [{ path: '/status/reasonNoBcc', value: 'old answer', reason: 'hidden' }],
    });
    const switched = clearHiddenFields(service.schema, {
      status: { bcc: false, bccNumber: 'B-1' },
    });
    expect(switched.data).toEqual({ status: { bcc: false } });
  });

  it('treats an unanswered condition as not holding', () => {
    expect(clearHiddenFields(service.schema, { status: { bccNumber: 'B-1' } }).data).toEqual({
      status: {},
    });
  });

  it('follows if/then inside allOf', () => {
    expect(
      clearHiddenFields(service.schema, { reason: { kind: 'Construction', details: 'x' } }).data,
    ).toEqual({
      reason: { kind: 'Construction' },
    });
    expect(
      clearHiddenFields(service.schema, { reason: { kind: 'Other', details: 'why' } }).cleared,
    ).toEqual([]);
  });

  it('follows dependencies with oneOf branches', () => {
    const data = { contact: { channel: 'phone', email: 'a@b.in', phone: '123' } };
    expect(clearHiddenFields(service.schema, data).data).toEqual({
      contact: { channel: 'phone', phone: '123' },
    });
    expect(clearHiddenFields(service.schema, { contact: { email: 'a@b.in' } }).data).toEqual({
      contact: {},
    });
  });

  it('clears inside list items', () => {
    const data = {
      trees: [
        { species: 'Neem', speciesOther: 'x' },
        { species: 'Other', speciesOther: 'Cork' },
      ],
    };
    const result = clearHiddenFields(service.schema, data);
    expect(result.data).toEqual({
      trees: [{ species: 'Neem' }, { species: 'Other', speciesOther: 'Cork' }],
    });
    expect(result.cleared.map((c) => c.path)).toEqual(['/trees/0/speciesOther']);
  });

  it('drops fields the schema does not declare, unless asked to keep them', () => {
    const data = { status: { bcc: false }, injected: '<script>' };
    expect(clearHiddenFields(service.schema, data).cleared).toEqual([
      { path: '/injected', value: '<script>', reason: 'unknown' },
    ]);
    expect(clearHiddenFields(service.schema, data, { dropUnknown: false }).data).toEqual(data);
  });
});

describe('migrating a draft to a new version', () => {
  it('keeps answers that fit and changes nothing else', () => {
    const data = {
      status: { bcc: true, bccNumber: 'B-1' },
      email: 'a@example.com',
      declarations: { truth: true },
    };
    expect(migrateDraft(service, { version: 1, data })).toEqual({
      fromVersion: 1,
      toVersion: 2,
      data,
      issues: [],
      moved: [],
    });
  });

  // The fixture has no titles or default messages: its fields are named by their keys.
  it('reports answers that no longer fit instead of dropping them silently', () => {
    const data = {
      status: { bcc: false, area: 5000, bccNumber: 'B-9' },
      reason: { kind: 'Retired option' },
      trees: [{ species: 'Neem' }, { species: 'Neem' }, { species: 'Teak' }],
      email: 'not-an-email',
      oldQuestion: 'gone',
    };
    const result = migrateDraft(service, { version: 1, data });
    expect(result.data).toEqual({
      status: { bcc: false },
      reason: {},
      trees: [{ species: 'Neem' }, { species: 'Neem' }],
    });
    expect(result.issues).toEqual(
      expect.arrayContaining([
        {
          path: '/status/bccNumber',
          oldValue: 'B-9',
          reason: 'hidden by another answer, so it was cleared',
        },
        { path: '/oldQuestion', oldValue: 'gone', reason: 'no longer asked in version 2' },
        {
          path: '/status/area',
          oldValue: 5000,
          reason: '“status › area” no longer accepts this answer',
        },
        {
          path: '/reason/kind',
          oldValue: 'Retired option',
          reason: '“reason › kind” no longer offers this choice',
        },
        {
          path: '/email',
          oldValue: 'not-an-email',
          reason: '“email” no longer accepts this answer: Give a real address',
        },
        {
          path: '/trees/2',
          oldValue: { species: 'Teak' },
          reason: '“trees” now takes at most 2 entries',
        },
      ]),
    );
    expect(result.issues).toHaveLength(6);
  });

  it('removes a list item of the wrong type without shifting the others', () => {
    const data = { trees: ['oops', { species: 'Neem' }] };
    const result = migrateDraft(service, { version: 2, data });
    expect(result.data).toEqual({ trees: [{ species: 'Neem' }] });
    expect(result.issues).toEqual([
      {
        path: '/trees/0',
        oldValue: 'oops',
        reason: '“trees › #1” now takes another kind of answer',
      },
    ]);
  });

  it('asks again for a declaration whose text changed', () => {
    const data = { declarations: { truth: true } };
    const stale = migrateDraft(service, { version: 1, data, declarationVersions: { truth: 1 } });
    expect(stale.data).toEqual({ declarations: {} });
    expect(stale.issues[0]?.reason).toBe(
      'the declaration text changed (version 1 → 2); please accept it again',
    );
    const current = migrateDraft(service, {
      version: 1,
      data,
      declarationVersions: declarationVersions(service),
    });
    expect(current.issues).toEqual([]);
  });

  it('keeps an incomplete draft as it is', () => {
    expect(migrateDraft(service, { version: 2, data: { status: {} } }).issues).toEqual([]);
  });

  it('starts afresh from unreadable answers, and says so', () => {
    expect(migrateDraft(service, { version: 1, data: 'garbage' })).toMatchObject({
      data: {},
      issues: [{ path: '', oldValue: 'garbage', reason: 'the saved answers were not readable' }],
    });
    expect(migrateDraft(service, { version: 1, data: null }).issues).toEqual([]);
  });
});

describe('clearing with undiscriminated alternatives', () => {
  it('keeps the answers of every anyOf branch when nothing tells them apart', () => {
    const schema: JSONSchema7 = {
      type: 'object',
      properties: { x: { type: 'string' } },
      anyOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'string' } } }],
    };
    expect(clearHiddenFields(schema, { x: '1', a: '2', b: '3' }).cleared).toEqual([]);
  });
});
