/** Domain validation errors (JSON pointers) as an RJSF error schema, to show them beside fields. */
import type { ErrorSchema } from '@rjsf/utils';
import { parsePointer } from '@/domain/catalog/json';
import type { DataError } from '@/domain/validation/validate-data';

/** Builds `{a: {b: {__errors: ['…']}}}` from errors at '/a/b'. */
export function toErrorSchema(errors: readonly DataError[]): ErrorSchema | undefined {
  if (errors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const segment of parsePointer(error.path)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    if (!list.includes(error.message)) list.push(error.message);
  }
  return root as ErrorSchema;
}

/** The RJSF error property of a JSON pointer ('/request/reason' → '.request.reason'). */
export function propertyOf(pointer: string): string {
  return parsePointer(pointer)
    .map((s) => `.${s}`)
    .join('');
}
