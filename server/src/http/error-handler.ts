import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from './error-body';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../shared/database-unavailable';
import { AppError, type FieldErrors } from '../shared/errors';

/**
 * Request validation (route schemas): every problem reported at once, unknown body fields
 * refused rather than silently dropped. Path and query strings are coerced to the declared
 * types (they are text on the wire); JSON bodies are not, so `"price": "5"` or a string where
 * a list belongs is refused instead of quietly converted.
 */
export const requestValidation = {
  customOptions: { allErrors: true, coerceTypes: 'array' as const, removeAdditional: false },
};

const compilers = AjvCompiler();
const coercing = compilers({}, requestValidation);
const strict = compilers(
  {},
  {
    customOptions: { ...requestValidation.customOptions, coerceTypes: false },
  },
);

export function installRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strict : coercing)(route));
}

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** "/user/email" -> "user.email"; a missing property names itself. */
function fieldsOf(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const { missingProperty, additionalProperty } = issue.params as {
      missingProperty?: string;
      additionalProperty?: string;
    };
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const named = missingProperty ?? additionalProperty;
    const field = [path, named].filter(Boolean).join('.') || (error.validationContext ?? 'input');
    fields[field] ??= missingProperty
      ? 'is required'
      : additionalProperty
        ? 'is not a known field'
        : (issue.message ?? 'is not valid');
  }
  return fields;
}

/**
 * Errors that escape a route: request validation becomes 400 with the fields named, other
 * client errors keep their status, AppErrors their code (with Retry-After when they carry
 * one), a database that is not answering is a 503 with Retry-After, and anything else is logged and masked as a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 'BAD_USER_INPUT', 'Some input is not valid', fieldsOf(error), 400);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        codeByStatus[status] ?? 'BAD_REQUEST',
        error.message,
        undefined,
        status,
      );
    }
    if (error instanceof AppError) {
      // An expected failure thrown by a service (the picture store not answering: 503).
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.code === 'SERVICE_UNAVAILABLE') request.log.error({ err: error }, error.message);
      return sendError(reply, error.code, error.message, error.fields);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database is not answering');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendError(reply, 'SERVICE_UNAVAILABLE', databaseUnavailableMessage);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'INTERNAL_SERVER_ERROR', 'Internal server error', undefined, 500);
  });
}
