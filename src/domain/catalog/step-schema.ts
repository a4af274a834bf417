/**
 * One step of the stepper as its own small form: the schema and UI schema cut down to the
 * step's top-level properties (conditions live inside those properties, never at the root).
 */
import type { JSONSchema7 } from 'json-schema';
import type { LoadedService, StepDefinition, UiSchema } from './types';

/** The schema and UI schema of one step. */
export interface StepForm {
  step: StepDefinition;
  schema: JSONSchema7;
  uiSchema: UiSchema;
}

/** The form of step `stepId` (undefined for an unknown step). */
export function stepForm(service: LoadedService, stepId: string): StepForm | undefined {
  const step = service.steps.find((s) => s.id === stepId);
  if (!step) return undefined;
  const fields = new Set(step.fields);
  const { properties = {}, required = [], ...rest } = service.schema;
  const schema: JSONSchema7 = {
    ...rest,
    ...(step.description ? { description: step.description } : {}),
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => fields.has(k))),
    required: required.filter((r) => fields.has(r)),
  };
  delete schema.title;
  const uiSchema: UiSchema = {};
  for (const [key, value] of Object.entries(service.uiSchema)) {
    if (key === 'ui:order' && Array.isArray(value)) {
      uiSchema[key] = value.filter((f: unknown) => f === '*' || fields.has(String(f)));
    } else if (key.startsWith('ui:') || fields.has(key)) uiSchema[key] = value;
  }
  return { step, schema, uiSchema };
}

/** The step a data path belongs to ('/request/reason' → the step listing 'request'). */
export function stepOfPath(service: LoadedService, path: string): StepDefinition | undefined {
  const top = path.split('/')[1] ?? '';
  return service.steps.find((s) => s.fields.includes(top));
}
