/** The field errors a refused call names in its Data (`{errors: [{path, message}]}`). */

/** One field the server refused, by its path (a form field name or a JSON pointer). */
export interface FieldError {
  path: string;
  message: string;
}

/** Field errors a refused call names in Data. */
export interface FieldErrors {
  errors?: FieldError[];
}

/** The field errors in a refused call's Data (none when it names none). */
export function fieldErrorList(data: unknown): FieldError[] {
  return (data as FieldErrors | null)?.errors ?? [];
}

/** `{path: message}` from the field errors in a refused call's Data. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  return Object.fromEntries(fieldErrorList(data).map((e) => [e.path, e.message]));
}
