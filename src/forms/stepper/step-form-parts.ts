/**
 * The RJSF form of one step, cut from the service (cached per service and step): the step's
 * sub-schema and UI schema, without RJSF's own submit button, and its starting data.
 */
import type { UiSchema } from '@rjsf/utils';
import type { JSONSchema7 } from 'json-schema';
import { DOCUMENTS } from '@/domain/catalog/inject';
import { stepForm } from '@/domain/catalog/step-schema';
import type { LoadedService, StepDefinition } from '@/domain/catalog/types';

/** What StepForm hands to RJSF. */
export interface StepFormParts {
  step: StepDefinition;
  schema: JSONSchema7;
  uiSchema: UiSchema;
}

const built = new WeakMap<LoadedService, Map<string, StepFormParts>>();

/** The step's schema and UI schema (cached per service), without RJSF's own submit button. */
export function buildStepForm(service: LoadedService, stepId: string): StepFormParts {
  const cache = built.get(service) ?? new Map<string, StepFormParts>();
  built.set(service, cache);
  const cached = cache.get(stepId);
  if (cached) return cached;
  const cut = stepForm(service, stepId);
  if (!cut) throw new Error(`No step "${stepId}" in ${service.id}`);
  // The stepper shows the step's title and description itself.
  const { description: _d, ...schema } = cut.schema;
  const uiSchema: Record<string, unknown> = {
    ...cut.uiSchema,
    'ui:submitButtonOptions': { norender: true },
  };
  const [lone] = cut.step.fields;
  const loneSchema = lone ? cut.schema.properties?.[lone] : undefined;
  // A step that shows one group already carries that group's title in the step heading.
  if (
    cut.step.fields.length === 1 &&
    lone &&
    typeof loneSchema === 'object' &&
    loneSchema.type === 'object'
  ) {
    uiSchema[lone] = { ...(uiSchema[lone] as object | undefined), 'ui:label': false };
  }
  const parts = { step: cut.step, schema, uiSchema: uiSchema as UiSchema };
  cache.set(stepId, parts);
  return parts;
}

/** The answers of the step's fields; the documents group always exists, or its slots go unchecked. */
export function initialStepData(
  answers: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, unknown> {
  const data: Record<string, unknown> = Object.fromEntries(
    fields.filter((f) => answers[f] !== undefined).map((f) => [f, answers[f]]),
  );
  if (fields.includes(DOCUMENTS) && data[DOCUMENTS] === undefined) data[DOCUMENTS] = {};
  return data;
}
