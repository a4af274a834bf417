/**
 * The RJSF validator of one step's form: the step's precompiled validators (precompiled.ts), or in
 * development, when they are missing, the runtime validator.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidateFunction } from 'ajv';
import {
  loadedValidators,
  missingValidatorMessage,
  precompiledFor,
  schemaKey,
} from './precompiled';
import { runtimeValidator } from './runtime-validator';

const validators = new WeakMap<object, ValidatorType>();

/** The validator of the form whose root schema is `schema` (one per schema object). */
export function stepValidator(schema: RJSFSchema): ValidatorType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = create(schema);
    validators.set(schema, validator);
  }
  return validator;
}

function create(schema: RJSFSchema): ValidatorType {
  const main = precompiledFor('rjsf', schema);
  if (main) {
    // RJSF looks the root up by its own hash once, on creation: a translated form's root is
    // named here (the rest goes through schemaKey, which ignores texts).
    const validator = createPrecompiledValidator(
      { ...loadedValidators('rjsf'), [hashForSchema(schema)]: main },
      schema,
    ) as ValidatorType & {
      getValidator: (s: RJSFSchema) => ValidateFunction;
    };
    // RJSF hashes a condition's schema on every test of it (each render); the hash is kept per
    // schema object instead.
    validator.getValidator = (s) => {
      const fn = loadedValidators('rjsf')[schemaKey(s)];
      if (!fn) throw new Error(missingValidatorMessage(schema));
      return fn;
    };
    return validator;
  }
  if (runtimeValidator) return runtimeValidator;
  throw new Error(missingValidatorMessage(schema));
}
