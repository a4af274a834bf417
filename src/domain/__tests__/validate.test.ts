import { describe, expect, it } from 'vitest';
import { draftSchema } from '../validation/draft-schema';
import { fromRjsfError, messageFor } from '../validation/messages';
import { validateData } from '../validation/validate-data';
import { conditionalService } from './fixtures/conditional-service';

const service = conditionalService();

describe('validating answers', () => {
  it('lets a draft be incomplete but not wrong', () => {
    expect(validateData(service, {}, 'draft')).toEqual({ valid: true, errors: [] });
    expect(validateData(service, { declarations: { truth: false } }, 'draft').valid).toBe(true);
    expect(validateData(service, { email: 'nope' }, 'draft').errors).toEqual([
      { path: '/email', keyword: 'format', message: 'Give a real address' },
    ]);
  });

  it('needs a submission to be complete, with the messages of the spec', () => {
    const result = validateData(
      service,
      { status: { bcc: true }, site: 'not a url', declarations: { truth: false } },
      'submit',
    );
    expect(result.errors).toEqual([
      { path: '/status/bccNumber', keyword: 'required', message: 'This field is required' },
      {
        path: '/declarations/truth',
        keyword: 'enum',
        message: 'You must accept the Terms & Conditions',
      },
      { path: '/site', keyword: 'format', message: 'Invalid URL' },
    ]);
  });

  it('asks for an unticked declaration with the Terms & Conditions message', () => {
    const result = validateData(service, { status: { bcc: false }, declarations: {} }, 'submit');
    expect(result.errors).toEqual([
      {
        path: '/declarations/truth',
        keyword: 'required',
        message: 'You must accept the Terms & Conditions',
      },
    ]);
  });

  it('runs the cross-field checks on submission only, with the plot master data', () => {
    const data = { status: { bcc: false, area: 900 }, declarations: { truth: true } };
    expect(validateData(service, data, 'submit', { plotArea: 1000 }).valid).toBe(true);
    expect(validateData(service, data, 'submit', { plotArea: 800 }).errors).toEqual([
      {
        path: '/status/area',
        keyword: 'check',
        message: 'The area cannot be larger than the plot',
      },
    ]);
    expect(validateData(service, data, 'draft', { plotArea: 800 }).valid).toBe(true);
    expect(validateData(service, data, 'submit', {}).valid).toBe(true);
  });

  it('keeps conditions intact in the draft schema', () => {
    const relaxed = draftSchema(service.schema);
    const status = relaxed.properties?.status as Record<string, unknown>;
    expect(status.required).toBeUndefined();
    expect(status.if).toEqual({ properties: { bcc: { const: true } }, required: ['bcc'] });
    expect((relaxed.properties?.declarations as Record<string, unknown>).properties).toEqual({
      truth: { type: 'boolean', title: 'True' },
    });
  });
});

describe('messages for the stepper (RJSF transformErrors)', () => {
  it('maps an RJSF error to the same custom messages', () => {
    const m = (e: Parameters<typeof fromRjsfError>[0]) =>
      messageFor(service.schema, fromRjsfError(e), service.messages);
    expect(m({ name: 'format', property: '.email', params: { format: 'email' } })).toBe(
      'Give a real address',
    );
    expect(m({ name: 'format', property: '.contact.email', params: { format: 'email' } })).toBe(
      'Invalid email address',
    );
    expect(
      m({ name: 'required', property: '.status.bcc', params: { missingProperty: 'bcc' } }),
    ).toBe('This field is required');
    expect(m({ name: 'enum', property: '.declarations.truth', params: {} })).toBe(
      'You must accept the Terms & Conditions',
    );
    expect(
      m({ name: 'maximum', property: '.status.area', params: { limit: 1000 } }),
    ).toBeUndefined();
  });
});
