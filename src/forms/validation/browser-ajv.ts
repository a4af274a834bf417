/**
 * The browser build's stand-in for src/domain/validation/ajv.ts (swapped in by the Vite plugin of
 * build/validators): the domain's validation (validate-data.ts, drafts/conditions.ts) gets the
 * precompiled validators instead of compiling schemas, so neither the ajv compiler ships nor does
 * the CSP need 'unsafe-eval'. The server, the checker and the tests use the real module.
 */
import type { ValidateFunction } from 'ajv';
import { missingValidatorMessage, precompiledFor } from './precompiled';

const precompiled = {
  /** The precompiled validator of a schema whose form's validators are loaded. */
  compile(schema: object): ValidateFunction {
    const validate = precompiledFor('domain', schema);
    if (!validate) throw new Error(missingValidatorMessage(schema));
    return validate;
  },
};

/** Same name and use as the domain's: `sharedAjv().compile(schema)`. */
export function sharedAjv() {
  return precompiled;
}

/** The browser cannot compile schemas at all (the schema checker runs in Node). */
export function createAjv(): never {
  throw new Error('The browser build has no JSON Schema compiler; validators are precompiled.');
}
