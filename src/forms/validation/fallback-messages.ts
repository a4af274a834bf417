/**
 * The engine's own validation messages, in the language on screen: used when neither the field
 * (`errorMessages`) nor the service's default messages (schemas/_shared/messages.json, translated
 * with the definition) have one for an error, so no validator wording ("must have required
 * property …") ever reaches the applicant. Looked up like messageFor: `format:<format>`,
 * `type:<type>`, the keyword, then any.
 */
import type { ErrorLike } from '@/domain/validation/messages';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';

const ids: Readonly<Record<string, MessageId>> = {
  required: 'forms.validation.required',
  accept: 'forms.validation.accept',
  'format:email': 'forms.validation.formatEmail',
  'format:uri': 'forms.validation.formatUri',
  'format:date': 'forms.validation.formatDate',
  'format:date-time': 'forms.validation.formatDateTime',
  format: 'forms.validation.format',
  minItems: 'forms.validation.minItems',
  maxItems: 'forms.validation.maxItems',
  uniqueItems: 'forms.validation.uniqueItems',
  oneOf: 'forms.validation.oneOf',
  anyOf: 'forms.validation.oneOf',
  enum: 'forms.validation.oneOf',
  additionalProperties: 'forms.validation.additionalProperties',
  pattern: 'forms.validation.pattern',
  maxLength: 'forms.validation.maxLength',
  minLength: 'forms.validation.minLength',
  minimum: 'forms.validation.minimum',
  maximum: 'forms.validation.maximum',
  exclusiveMinimum: 'forms.validation.exclusiveMinimum',
  exclusiveMaximum: 'forms.validation.exclusiveMaximum',
  multipleOf: 'forms.validation.multipleOf',
  'type:number': 'forms.validation.typeNumber',
  'type:integer': 'forms.validation.typeInteger',
  const: 'forms.validation.const',
  dependencies: 'forms.validation.dependencies',
};

/** The engine's message for an error (never undefined: 'Enter a valid answer' at the least). */
export function fallbackMessage(error: ErrorLike): string {
  const { keyword, params } = error;
  const format = typeof params.format === 'string' ? `format:${params.format}` : '';
  const type = keyword === 'type' && typeof params.type === 'string' ? `type:${params.type}` : '';
  const id = ids[format] ?? ids[type] ?? ids[keyword] ?? 'forms.validation.any';
  return t(id, { limit: params.limit, multipleOf: params.multipleOf });
}
