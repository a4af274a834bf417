/** The global error handler: every error becomes an envelope; bad input is 400, never 500. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED } from '../../../src/domain/api.ts';
import { hasOverlongSegment } from './address-length.ts';
import { fail } from './envelope.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import { describeValidationErrors } from './validation.ts';

// Fastify's own client errors, in words a user (or the SPA's toast) can show.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_EMPTY_TYPE: 'Unsupported Content-Type',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

export function envelopeErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SessionExpiredError)
    return reply.code(401).send({ ...fail(SESSION_EXPIRED), error: SESSION_EXPIRED });
  if (error instanceof ApiError)
    return reply.code(error.statusCode).send(fail(error.message, error.data));

  if (error.validation) {
    const { message, errors } = describeValidationErrors(error.validation, error.validationContext);
    return reply.code(400).send(fail(message, { errors }));
  }

  // @fastify/static refuses a path it cannot map onto the build's files (a non-canonical spelling,
  // a name too long for the file system): to a client, an address with nothing there.
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return answerNoSuchAddress(request, reply);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = fastifyMessages[error.code] ?? error.message;
    return reply.code(status).send(fail(message));
  }

  request.log.error(error);
  return reply.code(500).send(fail('An unexpected error occurred. Please try again later.'));
}

/** 404, or 414 when a segment of the address is longer than any route takes. */
export function answerNoSuchAddress(request: FastifyRequest, reply: FastifyReply) {
  if (hasOverlongSegment(request.url)) return reply.code(414).send(fail('The address is too long'));
  return reply.code(404).send(fail('Not found'));
}
