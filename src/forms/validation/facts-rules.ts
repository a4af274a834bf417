/**
 * What RJSF's Form does with the answers of a step of facts, for the step drawn without it
 * (stepper/facts-step.tsx): the answers with the schema's defaults filled in, the validation of
 * the step with its validator (step-validator.ts) and the merge of errors placed from outside.
 * Loaded with MUI's form (theme/themed-portal-form.tsx), once the first step is on screen; the
 * moves wait for it.
 */
import {
  createSchemaUtils,
  deepEquals,
  validationDataMerge,
  type ErrorSchema,
  type RJSFSchema,
  type RJSFValidationError,
  type SchemaUtilsType,
  type UiSchema,
} from '@rjsf/utils';
import { defaultFormState } from './default-form-state';
import { stepValidator } from './step-validator';

const utils = new WeakMap<object, SchemaUtilsType>();

/** RJSF's schema helpers of a step's form (one per schema object). */
function schemaUtils(schema: RJSFSchema): SchemaUtilsType {
  let made = utils.get(schema);
  if (!made) {
    // A step of facts holds no uploads (factsOnly): the rules of any other step.
    made = createSchemaUtils(stepValidator(schema), schema, defaultFormState([]));
    utils.set(schema, made);
  }
  return made;
}

/** The outcome of validating a step of facts. */
export interface FactsValidation {
  /** RJSF's schema validation found errors (errors placed from outside do not refuse a step). */
  refused: boolean;
  /** Every error shown, the schema's first: the focus goes to the first. */
  errors: RJSFValidationError[];
  /** The schema validation's errors by field (shown merged with the extra errors). */
  schemaErrors: ErrorSchema;
}

export const factsRules = {
  /** The answers as RJSF's form starts from them: the schema's defaults filled in. */
  withDefaults(schema: RJSFSchema, data: Record<string, unknown>): Record<string, unknown> {
    const made = schemaUtils(schema);
    return made.getDefaultFormState(made.getRootSchema(), data) as Record<string, unknown>;
  },

  sameData: (a: unknown, b: unknown): boolean => deepEquals(a, b),

  /** Form.validateForm's validation: the step's schema, then the extra errors merged in. */
  validate(
    schema: RJSFSchema,
    uiSchema: UiSchema,
    data: Record<string, unknown>,
    transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[],
    extraErrors: ErrorSchema | undefined,
  ): FactsValidation {
    const root = schemaUtils(schema).getRootSchema();
    // As the Form does: keys holding undefined are dropped before validating.
    const formData = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    const checked = stepValidator(schema).validateFormData(
      formData,
      root,
      undefined,
      transformErrors,
      uiSchema,
    );
    return {
      refused: checked.errors.length > 0,
      errors: validationDataMerge(checked, extraErrors).errors,
      schemaErrors: checked.errorSchema,
    };
  },

  /** The errors shown: the last validation's with the extra errors, as the Form merges them. */
  mergeErrors(schemaErrors: ErrorSchema, extraErrors: ErrorSchema | undefined): ErrorSchema {
    return validationDataMerge({ errors: [], errorSchema: schemaErrors }, extraErrors).errorSchema;
  },
};
