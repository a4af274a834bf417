/**
 * Why an answer of a resumed draft was set aside, in plain words that name the question ('“Reason
 * › Kind” no longer offers this choice'), never the validator's own wording ('must be equal to
 * one of the allowed values'): the applicant reads it in the list of set-aside answers. Each
 * reason has its English sentence (`reason`, kept with the draft) and its code with the figures
 * (`why`), so the browser says it in the user's language (`forms.setAside.why.<code>`), naming the
 * field and the broken rule from the form on screen.
 */
import type { ErrorObject } from 'ajv';
import type { LoadedService } from '../catalog/types';
import { fromAjvError, messageFor, ruleParamsOf } from '../validation/messages';
import { fieldLabel } from './field-label';

/** The kinds of reason an answer is set aside for. */
export type MigrationReasonCode =
  | 'notReadable'
  | 'notAField'
  | 'noLongerAsked'
  | 'hidden'
  | 'declarationChanged'
  | 'choice'
  | 'maxItems'
  | 'type'
  | 'rule'
  | 'invalid';

/** A reason's code and what it names. */
export interface MigrationWhy {
  code: MigrationReasonCode;
  /** The field the reason names (a JSON pointer into the answers). */
  at?: string;
  /** Its figures: {version}, {from, to}, {limit}. */
  params?: Record<string, number>;
  /** The rule the answer now breaks (worded from the definition, see messageOfRule). */
  rule?: { keyword: string; ruleParams: Record<string, string | number> };
}

/** A reason in English and as a code. */
export interface MigrationReason {
  reason: string;
  why: MigrationWhy;
}

/** Keywords that mean the answer is not among the choices the question now offers. */
const CHOICE = new Set(['enum', 'const', 'oneOf', 'anyOf']);

/** The reasons that name no field. */
export const plainReasons = {
  notReadable: { reason: 'the saved answers were not readable', why: { code: 'notReadable' } },
  notAField: { reason: 'not a field of this form', why: { code: 'notAField' } },
  hidden: { reason: 'hidden by another answer, so it was cleared', why: { code: 'hidden' } },
} as const satisfies Record<string, MigrationReason>;

/** A question the form of `version` no longer asks. */
export function noLongerAsked(version: number): MigrationReason {
  return {
    reason: `no longer asked in version ${version}`,
    why: { code: 'noLongerAsked', params: { version } },
  };
}

/** A declaration whose text changed from version `from` to `to`. */
export function declarationChanged(from: number, to: number): MigrationReason {
  return {
    reason: `the declaration text changed (version ${from} → ${to}); please accept it again`,
    why: { code: 'declarationChanged', params: { from, to } },
  };
}

/** The reason an answer the current form refuses (ajv `error`) was set aside. */
export function migrationReason(service: LoadedService, error: ErrorObject): MigrationReason {
  const at = error.instancePath;
  const field = `“${fieldLabel(service, at)}”`;
  if (CHOICE.has(error.keyword))
    return { reason: `${field} no longer offers this choice`, why: { code: 'choice', at } };
  if (error.keyword === 'maxItems') {
    const limit = Number(error.params.limit);
    return {
      reason: `${field} now takes at most ${limit} entries`,
      why: { code: 'maxItems', at, params: { limit } },
    };
  }
  if (error.keyword === 'type')
    return { reason: `${field} now takes another kind of answer`, why: { code: 'type', at } };
  const rule = messageFor(service.schema, fromAjvError(error), service.messages);
  if (!rule)
    return { reason: `${field} no longer accepts this answer`, why: { code: 'invalid', at } };
  return {
    reason: `${field} no longer accepts this answer: ${rule}`,
    why: {
      code: 'rule',
      at,
      rule: { keyword: error.keyword, ruleParams: ruleParamsOf(error.params) },
    },
  };
}
