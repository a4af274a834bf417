/**
 * What the precompiled validators (.generated/validators, see build/validators) need of ajv at
 * run time: the three helpers its standalone code refers to (the formats with our `uri`), under
 * the names the build step gives them. Not the compiler: nothing here generates code, so the CSP
 * needs no 'unsafe-eval'.
 */
import equalModule from 'ajv/dist/runtime/equal.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isAbsoluteUri } from '@/domain/validation/formats';

/** ajv-formats' full formats with our `uri`: what the standalone code's format checks refer to. */
export const portalFormats = { ...fullFormats, uri: isAbsoluteUri };

// These are CommonJS modules with `exports.default`: a bundler hands over that default, Node's
// own loader (vitest) the whole `exports` object.
function defaultOf<T>(module: T | { default: T }): T {
  return typeof module === 'function' ? module : (module as { default: T }).default;
}

export const equal = defaultOf(equalModule);
export const ucs2length = defaultOf(ucs2lengthModule);
