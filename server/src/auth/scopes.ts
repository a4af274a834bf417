/** Scope parsing for the token endpoint. */
import { OAuthError } from './oauth-errors.ts';

export function parseScope(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(' ').filter(Boolean))];
}

/** The requested scopes, all of which must be allowed; `fallback` when none were requested. */
export function grantScope(
  requested: string | undefined,
  allowed: readonly string[],
  fallback: string,
): string {
  const scopes = parseScope(requested);
  if (scopes.length === 0) return fallback;
  const unknown = scopes.find((s) => !allowed.includes(s));
  if (unknown) throw new OAuthError('invalid_scope', `Scope '${unknown}' is not allowed`);
  return scopes.join(' ');
}
