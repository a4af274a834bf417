/**
 * Route schema helpers of the server. The request and response schemas themselves are the wire
 * contract in src/domain/contract (shared with the browser's types); its builders are re-exported
 * here for the route files.
 */
export { list, nullable, objectSchema, userIdQuery } from '../../../src/domain/contract/schema.ts';
import { messageParamsSchema } from '../../../src/domain/contract/schema.ts';

/** Response schemas per status for a route answering an envelope around `data`. */
export function envelopeResponses(data: object = {}) {
  const envelope = (dataSchema: object) => ({
    type: 'object',
    required: ['IsSuccess', 'Message', 'Data'],
    properties: {
      IsSuccess: { type: 'boolean' },
      Message: { type: 'string' },
      Data: dataSchema,
      Code: {
        type: 'string',
        description: "The Message's stable code (src/domain/contract/messages.ts), if any",
      },
      Params: messageParamsSchema,
      error: { type: 'string' },
    },
  });
  return { 200: envelope(data), '4xx': envelope({}), '5xx': envelope({}) };
}

/** OpenAPI security of protected routes: the Bearer JWT together with the SessionToken header. */
export const SESSION_SECURITY = [{ bearer: [], sessionToken: [] }];
