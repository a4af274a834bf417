/**
 * The ajv set-up of the engine's RJSF validator, shared by the runtime validator (development and
 * tests) and the build step that precompiles the validators the browser runs (build/validators):
 * both must validate alike. Schemas are not checked against the draft-07 meta-schema: the schema
 * checker (scripts/check-schemas.ts) does that, and compiling the meta-schema is slow.
 * Our `errorMessages` and `renamedFrom` annotations are registered so ajv neither warns about it nor drops it
 * (messages come from transformErrors).
 */
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { isAbsoluteUri } from '@/domain/validation/formats';

export const rjsfAjvOptions = {
  ajvOptionsOverrides: { validateSchema: false },
  extenderFn: (ajv) => {
    ajv.addKeyword({ keyword: 'errorMessages', schemaType: 'object' });
    ajv.addKeyword({ keyword: 'renamedFrom', schemaType: ['string', 'array'] });
    ajv.addFormat('uri', isAbsoluteUri); // as the domain's ajv (domain/validation/formats.ts)
    return ajv;
  },
} satisfies CustomValidatorOptionsType;
