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
  // Raised by the router before any route runs (Fastify's frameworkErrors option sends them here).
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const UNSTORABLE = { status: 400, msg: 'The request contains characters that cannot be stored' };
const BAD_DATE = { status: 400, msg: 'A date or time in the request is not valid' };

/**
 * PostgreSQL's refusals of input that got past validation (SQLSTATE codes; PGlite and node-postgres both put
 * them on error.code). A safety net: routes validate first, so each of these is logged as a gap to close.
 */
const DATABASE_REFUSALS: Record<string, { status: number; msg: string }> = {
  '22021': UNSTORABLE, // character_not_in_repertoire: NUL in text
  '22P05': UNSTORABLE, // untranslatable_character: \u0000 in JSONB
  '23505': { status: 409, msg: 'This already exists' }, // unique_violation
  '22P02': { status: 400, msg: 'A value in the request is not in the form expected' }, // invalid_text_representation
  '22003': { status: 400, msg: 'A number in the request is out of range' }, // numeric_value_out_of_range
  '22007': BAD_DATE, // invalid_datetime_format
  '22008': BAD_DATE, // datetime_field_overflow
};

/** The database's refusal of an error, when it is one: a SQLSTATE code and a severity, as both drivers set. */
function databaseRefusal(error: FastifyError) {
  if (!('severity' in error) || typeof error.code !== 'string') return undefined;
  return DATABASE_REFUSALS[error.code];
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

const CUT_OFF = 'The request was cut off before its body arrived';

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(errorBody(error.messages));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const messages = error.validation.map((issue) => {
      const field = fieldOf(issue.instancePath);
      if (!field) return `${context}: ${issue.message}`;
      // An item of a body that is itself a list (athData's test keys) is named by its place in the body.
      return /^\d/.test(field) ? `${context}.${field}: ${issue.message}` : `${field}: ${issue.message}`;
    });
    return reply.code(400).send(errorBody([...new Set(messages)]));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    return reply.code(500).send(errorBody([SERVER_ERROR]));
  }
  const refusal = databaseRefusal(error);
  if (refusal) {
    request.log.warn({ err: error, code: error.code }, 'the database refused input that passed validation');
    return reply.code(refusal.status).send(errorBody([refusal.msg]));
  }
  if (error.code === 'ECONNRESET' && request.raw.readableAborted) {
    // The connection closed before the body had arrived (the client went away, or http/slow-requests.ts closed a
    // body too slow): nobody is left to answer, and nothing failed on our side.
    request.log.info({ err: error }, 'the request was cut off before its body arrived');
    return reply.code(400).send(errorBody([CUT_OFF]));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const msg = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'Bad request';
    return reply.code(status).send(errorBody([msg]));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody([SERVER_ERROR]));
}
