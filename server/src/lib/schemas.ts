/** Small JSON Schema builders shared by route files (bodies reject unknown fields). */
export function objectSchema(
  properties: Record<string, object>,
  required: string[] = Object.keys(properties),
) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const userIdQuery = (name: 'UserId' | 'userId') =>
  objectSchema({ [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } });

export const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });

/** Response schemas per status for a route answering an envelope around `data`. */
export function envelopeResponses(data: object = {}) {
  const envelope = (dataSchema: object) => ({
    type: 'object',
    required: ['IsSuccess', 'Message', 'Data'],
    properties: {
      IsSuccess: { type: 'boolean' },
      Message: { type: 'string' },
      Data: dataSchema,
      error: { type: 'string' },
    },
  });
  return { 200: envelope(data), '4xx': envelope({}), '5xx': envelope({}) };
}

/** OpenAPI security of protected routes: the Bearer JWT together with the SessionToken header. */
export const SESSION_SECURITY = [{ bearer: [], sessionToken: [] }];
