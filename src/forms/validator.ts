/**
 * The RJSF validator of the engine: ajv 8 with formats, and our `errorMessages` annotation
 * registered so ajv neither warns about it nor drops it (messages come from transformErrors).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';

/** The validator every engine form uses (created once: it caches compiled schemas). */
export const engineValidator = customizeValidator({
  extenderFn: (ajv) => {
    ajv.addKeyword({
      keyword: 'errorMessages',
      schemaType: 'object',
      metaSchema: { type: 'object', additionalProperties: { type: 'string' } },
    });
    return ajv;
  },
});
