import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../shared/database-unavailable';
import { AppError, isErrorCode } from '../shared/errors';

export interface ErrorLogger {
  error(details: object, message: string): void;
}

/** Codes GraphQL itself (or Apollo) gives to malformed requests; shown as they are. */
const requestErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'QUERY_TOO_COMPLEX',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The one place errors become what clients see: AppErrors keep their code, message and
 * fields; errors about the request itself keep theirs; anything else is masked and logged.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: ErrorLogger,
): GraphQLFormattedError {
  // A plugin refusing a request before execution carries its AppError without a path.
  const original =
    error instanceof GraphQLError && error.originalError instanceof AppError
      ? error.originalError
      : unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  // The picture store's own failure (its cause may be a refused socket, as the database's).
  if (isDatabaseUnavailable(error) && !(original instanceof AppError)) {
    log.error({ err: original, path: formatted.path }, 'the database is not answering');
    return {
      ...base,
      message: databaseUnavailableMessage,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: databaseRetryAfterSeconds },
    };
  }

  if (original instanceof AppError) {
    // Not the client's doing (the picture store not answering): the log keeps the cause.
    if (original.code === 'SERVICE_UNAVAILABLE') {
      log.error({ err: original, path: formatted.path }, original.message);
    }
    return {
      ...base,
      message: original.message,
      extensions: {
        code: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = Object.fromEntries(
      original.extensions.validationErrors.map((v) => [
        v.property,
        Object.values(v.constraints ?? {}).join('; ') || 'invalid',
      ]),
    );
    return {
      ...base,
      message: 'Some input is not valid',
      extensions: { code: 'BAD_USER_INPUT', fields },
    };
  }
  if (isVariableValueError(error, formatted)) {
    const field = /at "(?:[^".]+\.)*([^".]+)"/.exec(formatted.message)?.[1];
    return {
      ...base,
      extensions: {
        code: 'BAD_USER_INPUT',
        ...(field ? { fields: { [field]: error.originalError.message } } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  const isRequestError =
    (error instanceof GraphQLError &&
      !error.originalError &&
      (code === undefined || requestErrorCodes.has(String(code)))) ||
    (typeof code === 'string' && requestErrorCodes.has(code));
  if (isRequestError) {
    return {
      ...base,
      extensions: { code: isErrorCode(code) ? code : (code ?? 'GRAPHQL_VALIDATION_FAILED') },
    };
  }
  log.error({ err: original, path: formatted.path }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * A variable a scalar refused (an impossible date): graphql-js wraps the scalar's own
 * GraphQLError before any resolver runs, so the error has no path.
 */
function isVariableValueError(
  error: unknown,
  formatted: GraphQLFormattedError,
): error is GraphQLError & { originalError: GraphQLError } {
  return (
    error instanceof GraphQLError &&
    formatted.path === undefined &&
    error.originalError instanceof GraphQLError &&
    formatted.message.startsWith('Variable "$')
  );
}
