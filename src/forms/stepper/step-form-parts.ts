/**
 * The RJSF form of one step, cut from the service (cached per service and step): the step's
 * sub-schema and UI schema, without RJSF's own submit button, and its starting data.
 */
import type { UiSchema } from '@rjsf/utils';
// The module, not the package's index: a form's first step is drawn without the rest of RJSF.
import getUiOptions from '@rjsf/utils/lib/getUiOptions.js';
import orderProperties from '@rjsf/utils/lib/orderProperties.js';
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

/**
 * Whether the step only shows facts: every field read-only (RJSF's rule: a field's `ui:readonly`,
 * else its parent's, the form's `readonly` or the schema's `readOnly`), and nothing but plain values
 * in groups (no lists, uploads, hidden or custom fields, no open-ended objects or schema choices),
 * and nothing RJSF would draw that the facts templates do not: a group's description, help or
 * title to fill in under, a default value, a deprecated field, hidden errors. Such a step is drawn
 * without RJSF or MUI (facts-step.tsx). When unsure, no.
 */
export function factsOnly(parts: StepFormParts, formReadonly: boolean): boolean {
  return showsOnlyFacts(parts.schema, parts.uiSchema, formReadonly);
}

const SINGLE = new Set(['string', 'number', 'integer', 'boolean']);

function showsOnlyFacts(
  schema: JSONSchema7,
  ui: UiSchema | undefined,
  inherited: boolean,
  name = '',
): boolean {
  const options = (ui?.['ui:options'] ?? {}) as Record<string, unknown>;
  const uiReadonly = ui?.['ui:readonly'] ?? options.readonly;
  const readonly =
    typeof uiReadonly === 'boolean' ? uiReadonly : inherited || schema.readOnly === true;
  if (ui?.['ui:field'] || ui?.['ui:widget'] === 'hidden' || options.widget === 'hidden') {
    return false;
  }
  if (schema.allOf || schema.if || schema.dependencies || schema.not || schema.$ref) return false;
  // RJSF fills a default in before the first frame; the facts step only once RJSF's code is in.
  if (schema.default !== undefined || schema.const !== undefined) return false;
  if ((schema as { deprecated?: unknown }).deprecated) return false;
  if (getUiOptions(ui).hideError !== undefined) return false;
  if (schema.type === 'object') {
    if (schema.oneOf || schema.anyOf) return false;
    if (schema.additionalProperties || schema.patternProperties) return false;
    if (!drawnAsFactsGroup(schema, ui, name, readonly)) return false;
    return Object.entries(schema.properties ?? {}).every(
      ([name, child]) =>
        typeof child === 'object' && showsOnlyFacts(child, ui?.[name] as UiSchema, readonly, name),
    );
  }
  if (typeof schema.type !== 'string' || !SINGLE.has(schema.type)) return false;
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && !choices.every((c) => typeof c === 'object' && 'const' in c)) return false;
  return readonly;
}

/**
 * Whether the facts step draws this group as RJSF did with the facts templates: a panel's title or
 * none (a group to fill in under gets the theme's title, from its name if it has no title), no
 * description or help, and an order RJSF takes.
 */
function drawnAsFactsGroup(
  schema: JSONSchema7,
  ui: UiSchema | undefined,
  name: string,
  readonly: boolean,
): boolean {
  const options = getUiOptions(ui);
  const labelled = options.label !== false;
  const title = options.title ?? schema.title ?? name;
  const description = options.description ?? schema.description;
  if (labelled && (description || (title && !readonly))) return false;
  if (options.help) return false;
  try {
    orderProperties(Object.keys(schema.properties ?? {}), options.order);
  } catch {
    return false; // RJSF shows the definition's mistake
  }
  return true;
}
