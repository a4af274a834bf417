/**
 * The ajv setup shared by the server, the checker and the domain helpers: draft-07, all errors,
 * the ajv-formats formats (`uri` our own, formats.ts), and our annotation keywords
 * `errorMessages` (custom messages, see messages.ts) and `renamedFrom` (a field's former names,
 * see drafts/renames.ts). `strict: true` is for the checker; validation at run time is lenient.
 */
import Ajv, { type CodeOptions, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { isAbsoluteUri } from './formats';

/**
 * Creates an ajv instance for data schemas. `code` is for the build step that writes the
 * browser's validators as standalone code (build/validators); validation is the same.
 */
export function createAjv(options: { strict?: boolean; code?: CodeOptions } = {}): Ajv {
  const config: Options = {
    allErrors: true,
    verbose: true,
    strict: options.strict ?? false,
    strictRequired: false,
    strictTypes: false,
    multipleOfPrecision: 8,
    ...(options.code ? { code: options.code } : {}),
  };
  const ajv = new Ajv(config);
  addFormats(ajv);
  ajv.addFormat('uri', isAbsoluteUri); // formats.ts says why
  ajv.addKeyword({
    keyword: 'errorMessages',
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: { type: 'string' } },
  });
  // A field's former names (drafts saved under them are migrated, see drafts/renames.ts).
  ajv.addKeyword({
    keyword: 'renamedFrom',
    schemaType: ['string', 'array'],
    metaSchema: {
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      ],
    },
  });
  return ajv;
}

let shared: Ajv | undefined;

/** The lenient ajv instance the domain helpers share (compiled schemas are cached per object). */
export function sharedAjv(): Ajv {
  shared ??= createAjv();
  return shared;
}
