import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { runtimeValidator } from '../validation/runtime-validator';

// Development and tests only; production runs the same set-up precompiled (build/validators).
const engineValidator = runtimeValidator!;

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    years: {
      type: 'integer',
      maximum: 10,
      errorMessages: { maximum: 'Sub-letting is allowed for up to 10 years' },
    } as RJSFSchema,
  },
};

describe('the runtime validator of the engine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('knows the errorMessages annotation: no warning, and the rule it annotates still applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(engineValidator.isValid(schema, { years: 4 }, schema)).toBe(true);
    const { errors } = engineValidator.validateFormData({ years: 12 }, schema);
    expect(errors.map((e) => e.name)).toEqual(['maximum']);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not compile the draft-07 meta-schema (the schema checker checks the schemas)', () => {
    const ajv = (engineValidator as unknown as { ajv: { schemas: Record<string, unknown> } }).ajv;
    const meta = ajv.schemas['http://json-schema.org/draft-07/schema'] as { validate?: unknown };
    expect(meta.validate).toBeUndefined();
  });
});
