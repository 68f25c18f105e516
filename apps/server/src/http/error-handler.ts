// One place where every failure becomes { errors: [{ msg }] } with a 4xx (or a logged, bland 500): never a stack trace.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from './errors.ts';

/** Fastify's own 4xx codes, in words a person understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its header',
};

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(error.messages));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const messages = error.validation.map((issue) => {
      const field = fieldOf(issue.instancePath);
      return field ? `${field}: ${issue.message}` : `${context}: ${issue.message}`;
    });
    return reply.code(400).send(errorBody([...new Set(messages)]));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    return reply.code(500).send(errorBody([SERVER_ERROR]));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const msg = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'Bad request';
    return reply.code(status).send(errorBody([msg]));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody([SERVER_ERROR]));
}
