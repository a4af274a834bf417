/**
 * Custom error messages. A field sets its own with the annotation keyword
 * `"errorMessages": { "<ajv keyword>": "text" }` in schema.json (e.g. `{"pattern": "Enter a
 * 6-digit PIN code"}`); otherwise the defaults of _shared/messages.json apply, looked up as
 * `format:<format>` for format errors ('Invalid email address', 'Invalid URL'), `accept` for an
 * unticked declaration ('You must accept the Terms & Conditions'), then the keyword itself
 * ('required' → 'This field is required'), then '*'; `{limit}` and the like are filled in from the
 * rule ('Use at most {limit} characters'). The server applies this to ajv errors, the stepper to
 * RJSF errors in `transformErrors` — both through `messageFor`.
 */
import type { JSONSchema7 } from 'json-schema';
import { isRecord, parsePointer } from '../catalog/json';
import { isAcceptance, schemasAtPath } from '../catalog/schema-walk';

/** The parts of a validation error a message depends on; `path` is the field's data path. */
export interface ErrorLike {
  keyword: string;
  params: Readonly<Record<string, unknown>>;
  path: readonly (string | number)[];
}

/** An ajv error (the fields used here). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** An RJSF validation error (the fields used here); `property` is like '.trees.0.species'. */
export interface RjsfErrorLike {
  name?: string;
  property?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Adapts an ajv error: the path points at the field, including a missing or an unknown property. */
export function fromAjvError(e: AjvErrorLike): ErrorLike {
  const path = parsePointer(e.instancePath);
  const named = e.params.missingProperty ?? e.params.additionalProperty;
  return {
    keyword: e.keyword,
    params: e.params,
    path: typeof named === 'string' ? [...path, named] : path,
  };
}

/** Adapts an RJSF error (RJSF already appends a missing required property to `property`). */
export function fromRjsfError(e: RjsfErrorLike): ErrorLike {
  const path = (e.property ?? '').split('.').filter((s) => s !== '');
  return { keyword: e.name ?? '', params: e.params ?? {}, path };
}

/** The custom message for an error, or undefined to keep the validator's own message. */
export function messageFor(
  schema: JSONSchema7,
  error: ErrorLike,
  defaults: Readonly<Record<string, string>>,
): string | undefined {
  const nodes = schemasAtPath(schema, error.path);
  const format = typeof error.params.format === 'string' ? error.params.format : undefined;
  const type = typeof error.params.type === 'string' ? error.params.type : undefined;
  const keys = [
    ...(format ? [`format:${format}`] : []),
    ...(error.keyword === 'type' && type ? [`type:${type}`] : []),
    error.keyword,
  ];
  for (const node of nodes) {
    const own = (node as { errorMessages?: unknown }).errorMessages;
    for (const key of keys) {
      if (isRecord(own) && typeof own[key] === 'string') return filled(own[key], error.params);
    }
  }
  const accept = nodes.some(isAcceptance) && ['enum', 'required', 'const'].includes(error.keyword);
  if (accept && defaults.accept) return defaults.accept;
  for (const key of [...keys, ANY]) if (defaults[key]) return filled(defaults[key], error.params);
  return undefined;
}

/** The default for a keyword that has none of its own (messages.json '*'). */
const ANY = '*';

/** A message with the rule's figures filled in: 'Use at most {limit} characters'. */
function filled(message: string, params: Readonly<Record<string, unknown>>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = params[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : all;
  });
}

/**
 * The rule a field error broke, as the server sends it beside its English message (issue 20):
 * the ajv keyword and its figures, or the id of a cross-field check. The browser words it again
 * from the definition on screen — the one in the user's language — with the same lookup.
 */
export interface BrokenRule {
  /** The field (JSON pointer into the answers, a missing property included). */
  path: string;
  keyword?: string;
  ruleParams?: Readonly<Record<string, string | number>>;
  check?: string;
}

/** The parts of a definition a rule's message is looked up in. */
export interface RuleTexts {
  schema: JSONSchema7;
  messages: Readonly<Record<string, string>>;
  checks: readonly { id: string; message: string }[];
}

/** An ajv error's figures that a message can name (numbers and words; lists are left out). */
export function ruleParamsOf(
  params: Readonly<Record<string, unknown>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  return out;
}

/** The message of a broken rule in the definition's own words (undefined: it names no rule). */
export function messageOfRule(texts: RuleTexts, rule: BrokenRule): string | undefined {
  if (rule.check !== undefined) return texts.checks.find((c) => c.id === rule.check)?.message;
  if (!rule.keyword) return undefined;
  const error = {
    keyword: rule.keyword,
    params: rule.ruleParams ?? {},
    path: parsePointer(rule.path),
  };
  return messageFor(texts.schema, error, texts.messages);
}
