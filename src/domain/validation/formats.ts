/**
 * The string formats our schemas can use: ajv-formats' full set, except `uri`. Its full-mode check
 * is one regular expression of RFC 3986 some 2,000 characters long, which the browser compiles on
 * first use: 19 ms of a phone form's main thread at 1× CPU here (75 ms at Lighthouse's 4×), in the
 * first validation after a service opens, for one website fact. An absolute URI is checked here
 * by the URL parser of the browser and of Node (WHATWG URL) instead. The server, the checker and
 * the browser's precompiled validators all use this set (ajv.ts, rjsf-ajv-options.ts,
 * forms/validation/ajv-runtime.ts), so they accept the same addresses.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

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

/** ajv-formats' full formats with our `uri` (what ajv's standalone code refers to by name). */
export const portalFormats = { ...fullFormats, uri: isAbsoluteUri };
