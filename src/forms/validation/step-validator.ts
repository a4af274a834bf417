/**
 * The RJSF validator of one step's form: the step's precompiled validators (precompiled.ts), or in
 * development, when they are missing, the runtime validator. It is put together on first use, not
 * when the form first renders: finding a step's validator hashes its whole schema (three times,
 * 300 fields on the longest synthetic step), and a step without conditions validates nothing
 * before the applicant's first change. The step form prepares it once the form is on screen.
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

const validators = new WeakMap<object, StepValidator>();

/** The validator of the form whose root schema is `schema` (one per schema object). */
export function stepValidator(schema: RJSFSchema): ValidatorType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new StepValidator(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/** Puts the validator of `schema` together now (after the first frame), not on the first change. */
export function prepareStepValidator(schema: RJSFSchema): void {
  (stepValidator(schema) as StepValidator).prepare();
}

/** RJSF's validator interface over the step's validator, created when first called. */
class StepValidator implements ValidatorType {
  private made: ValidatorType | undefined;

  constructor(private readonly schema: RJSFSchema) {}

  prepare(): ValidatorType {
    return (this.made ??= create(this.schema));
  }

  validateFormData: ValidatorType['validateFormData'] = (...args) =>
    this.prepare().validateFormData(...args);

  isValid: ValidatorType['isValid'] = (...args) => this.prepare().isValid(...args);

  rawValidation: ValidatorType['rawValidation'] = (...args) =>
    this.prepare().rawValidation(...args);

  reset = () => this.made?.reset?.();
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
