/** Reads the field errors a refused call names in its Data (`{errors: [{path, message}]}`). */
import type { FieldError, FieldErrors } from '@/domain/contract/schema';
import { messageOfRule, type RuleTexts } from '@/domain/validation/messages';

/** The field errors in a refused call's Data (none when it names none). */
export function fieldErrorList(data: unknown): FieldError[] {
  return (data as FieldErrors | null)?.errors ?? [];
}

/** `{path: message}` from the field errors in a refused call's Data. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  return Object.fromEntries(fieldErrorList(data).map((e) => [e.path, e.message]));
}

/**
 * The field errors with each broken rule of a form's answers worded from the definition on
 * screen (`texts`, in the user's language: a custom message of the field, a shared default, a
 * cross-field check's message); the server's message (already translated when it had a code)
 * where the error names no rule.
 */
export function wordedFieldErrors(data: unknown, texts: RuleTexts): FieldError[] {
  return fieldErrorList(data).map((e) => {
    const worded = e.path.startsWith('/') || e.path === '' ? messageOfRule(texts, e) : undefined;
    return worded ? { ...e, message: worded } : e;
  });
}
