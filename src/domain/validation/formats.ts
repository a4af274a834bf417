/**
 * The `uri` format of our schemas, in place of ajv-formats' own: that one is a single regular
 * expression of RFC 3986, some 2,000 characters long, which the browser compiles on first use:
 * 19 ms of a phone form's main thread at 1× CPU here (75 ms at Lighthouse's 4×), in the first
 * validation after a service opens, for one website fact. Here the URL parser of the browser and
 * of Node (WHATWG URL) checks it instead. The server, the checker and the browser's precompiled
 * validators all use it (ajv.ts, rjsf-ajv-options.ts, forms/validation/ajv-runtime.ts), so they
 * accept the same addresses.
 */

/** Starts with a scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`) and a colon. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SPACE = /\s/;

/**
 * Whether `value` is an absolute URI: a scheme, no white space, and an address the URL parser
 * accepts (so `https://example.com/a` and `mailto:a@b.in`, not `example.com` or `https://`).
 */
export function isAbsoluteUri(value: string): boolean {
  if (!SCHEME.test(value) || SPACE.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
