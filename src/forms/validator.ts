/**
 * The RJSF validator of the engine: ajv 8 with formats, and our `errorMessages` annotation
 * registered so ajv neither warns about it nor drops it (messages come from transformErrors).
 * Schemas are not checked against the draft-07 meta-schema here: the schema checker
 * (scripts/check-schemas.ts, in the build) does that, and compiling the meta-schema in the browser
 * costs ~50 ms when a service page opens or a step is first validated.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';

/** The validator every engine form uses (created once: it caches compiled schemas). */
export const engineValidator = customizeValidator({
  ajvOptionsOverrides: { validateSchema: false },
  extenderFn: (ajv) => {
    ajv.addKeyword({ keyword: 'errorMessages', schemaType: 'object' });
    return ajv;
  },
});
