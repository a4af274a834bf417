/**
 * Why an answer of a resumed draft was set aside, in plain words that name the question ('“Reason
 * › Kind” no longer offers this choice'), never the validator's own wording ('must be equal to
 * one of the allowed values'): the applicant reads it in the list of set-aside answers.
 */
import type { ErrorObject } from 'ajv';
import type { LoadedService } from '../catalog/types';
import { fromAjvError, messageFor } from '../validation/messages';
import { fieldLabel } from './field-label';

/** Keywords that mean the answer is not among the choices the question now offers. */
const CHOICE = new Set(['enum', 'const', 'oneOf', 'anyOf']);

/** The reason an answer the current form refuses (ajv `error`) was set aside. */
export function migrationReason(service: LoadedService, error: ErrorObject): string {
  const field = `“${fieldLabel(service, error.instancePath)}”`;
  if (CHOICE.has(error.keyword)) return `${field} no longer offers this choice`;
  if (error.keyword === 'maxItems')
    return `${field} now takes at most ${String(error.params.limit)} entries`;
  if (error.keyword === 'type') return `${field} now takes another kind of answer`;
  const rule = messageFor(service.schema, fromAjvError(error), service.messages);
  return rule
    ? `${field} no longer accepts this answer: ${rule}`
    : `${field} no longer accepts this answer`;
}
