import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import type { JSONSchema7 } from 'json-schema';
import catalogJson from '../../../../services.catalog.json';
import { service } from '../../__tests__/support';
import { buildStepForm, factsOnly, type StepFormParts } from '../step-form-parts';

const ids = (catalogJson as { services: { id: string }[] }).services.map((s) => s.id);

/** A step's parts from a schema and UI schema written here. */
function parts(schema: JSONSchema7, uiSchema: UiSchema = {}): StepFormParts {
  return {
    step: { id: 's', title: 'S', fields: Object.keys(schema.properties ?? {}) },
    schema,
    uiSchema,
  };
}

const group = (properties: Record<string, JSONSchema7>): JSONSchema7 => ({
  type: 'object',
  properties,
});
const text: JSONSchema7 = { type: 'string' };

describe('factsOnly: which steps draw without MUI', () => {
  it('is every service’s first step (the applicant and plot facts), and none with a field to fill in', () => {
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      const s = service(id);
      const [first, ...rest] = s.steps;
      expect(factsOnly(buildStepForm(s, first!.id), false), id).toBe(true);
      for (const step of rest)
        expect(factsOnly(buildStepForm(s, step.id), false), `${id} ${step.id}`).toBe(false);
    }
  });

  it('follows RJSF’s read-only rule: a field’s own ui:readonly, else its group’s, the form’s or readOnly', () => {
    const schema = group({ a: group({ x: text, y: text }) });
    expect(factsOnly(parts(schema, { a: { 'ui:readonly': true } }), false)).toBe(true);
    expect(factsOnly(parts(schema), true)).toBe(true);
    expect(factsOnly(parts(schema), false)).toBe(false);
    // A field that says it is not read-only inside a read-only group is one to fill in.
    expect(
      factsOnly(parts(schema, { a: { 'ui:readonly': true, y: { 'ui:readonly': false } } }), false),
    ).toBe(false);
    expect(factsOnly(parts(group({ a: { ...text, readOnly: true } })), false)).toBe(true);
  });

  it('says no to what the facts theme cannot draw: lists, uploads, hidden fields, open objects, choices of schema', () => {
    const locked = (schema: JSONSchema7, ui: UiSchema = {}) => factsOnly(parts(schema, ui), true);
    expect(locked(group({ list: { type: 'array', items: text } }))).toBe(false);
    expect(locked(group({ doc: text }), { doc: { 'ui:field': 'FileUploadField' } })).toBe(false);
    expect(locked(group({ id: text }), { id: { 'ui:widget': 'hidden' } })).toBe(false);
    expect(locked(group({ more: { type: 'object', additionalProperties: text } }))).toBe(false);
    expect(locked(group({ pick: { type: 'object', oneOf: [group({ x: text })] } }))).toBe(false);
    expect(locked(group({ when: { ...group({ x: text }), if: {}, then: {} } }))).toBe(false);
    // A value chosen from named options is still one value.
    expect(locked(group({ kind: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } }))).toBe(
      true,
    );
  });
});
