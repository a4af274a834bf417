/** Reads the field errors a refused call names in its Data (`{errors: [{path, message}]}`). */
import type { FieldError, FieldErrors } from '@/domain/contract/schema';

/** The field errors in a refused call's Data (none when it names none). */
export function fieldErrorList(data: unknown): FieldError[] {
  return (data as FieldErrors | null)?.errors ?? [];
}

/** `{path: message}` from the field errors in a refused call's Data. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  return Object.fromEntries(fieldErrorList(data).map((e) => [e.path, e.message]));
}
